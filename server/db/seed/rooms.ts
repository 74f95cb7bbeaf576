import type { Localized } from '../schema';

interface DemoCategory {
  slug: string;
  name: Localized;
  description: Localized;
  images: string[];
  minAdults: number;
  maxAdults: number;
  basePrice: number;
  roomNumbers: string[];
}

const numbers = (floor: number, count: number) =>
  Array.from({ length: count }, (_, i) => `${floor}${String(i + 1).padStart(2, '0')}`);

/**
 * The catalogue of the original description (product.md §14: bed and breakfast prices per night in cents),
 * with physical rooms.
 */
export const demoRoomCategories: DemoCategory[] = [
  {
    slug: 'single',
    name: { en: 'Single Room', it: 'Camera Singola', de: 'Einzelzimmer' },
    description: {
      en: 'A quiet room for one, with a view over the park and direct lift access to the thermal pools.',
      it: 'Una camera tranquilla per una persona, con vista sul parco e ascensore diretto alle piscine termali.',
      de: 'Ein ruhiges Zimmer für eine Person mit Blick in den Park und direktem Aufzug zu den Thermalbecken.',
    },
    images: ['/images/rooms/single-1.svg', '/images/rooms/single-2.svg'],
    minAdults: 1,
    maxAdults: 1,
    basePrice: 7500,
    roomNumbers: numbers(1, 6),
  },
  {
    slug: 'double',
    name: { en: 'Double Room', it: 'Camera Doppia', de: 'Doppelzimmer' },
    description: {
      en: 'Our classic double with a balcony, bathrobes and slippers for the spa.',
      it: 'La nostra doppia classica con balcone, accappatoi e ciabattine per la spa.',
      de: 'Unser klassisches Doppelzimmer mit Balkon, Bademänteln und Hausschuhen für das Spa.',
    },
    images: ['/images/rooms/double-1.svg', '/images/rooms/double-2.svg'],
    minAdults: 2,
    maxAdults: 2,
    basePrice: 7500,
    roomNumbers: numbers(2, 10),
  },
  {
    slug: 'queen',
    name: { en: 'Queen Room', it: 'Camera Queen', de: 'Queen-Zimmer' },
    description: {
      en: 'A queen-size bed for one or two, facing the hills.',
      it: 'Un letto queen-size per una o due persone, affacciato sui colli.',
      de: 'Ein Queen-Size-Bett für eine oder zwei Personen mit Blick auf die Hügel.',
    },
    images: ['/images/rooms/queen-1.svg', '/images/rooms/queen-2.svg'],
    minAdults: 1,
    maxAdults: 2,
    basePrice: 7500,
    roomNumbers: numbers(3, 6),
  },
  {
    slug: 'junior-suite',
    name: { en: 'Junior Suite', it: 'Junior Suite', de: 'Junior Suite' },
    description: {
      en: 'A bright suite with a sofa bed: room for a family of four.',
      it: 'Una suite luminosa con divano letto: spazio per una famiglia di quattro.',
      de: 'Eine helle Suite mit Schlafsofa: Platz für eine vierköpfige Familie.',
    },
    images: ['/images/rooms/junior-suite-1.svg', '/images/rooms/junior-suite-2.svg'],
    minAdults: 2,
    maxAdults: 4,
    basePrice: 8500,
    roomNumbers: numbers(4, 4),
  },
  {
    slug: 'suite',
    name: { en: 'Suite', it: 'Suite', de: 'Suite' },
    description: {
      en: 'Separate living room, private terrace and a whirlpool bath.',
      it: 'Soggiorno separato, terrazza privata e vasca idromassaggio.',
      de: 'Separates Wohnzimmer, private Terrasse und Whirlpool-Badewanne.',
    },
    images: ['/images/rooms/suite-1.svg', '/images/rooms/suite-2.svg'],
    minAdults: 2,
    maxAdults: 4,
    basePrice: 9500,
    roomNumbers: numbers(5, 2),
  },
];
