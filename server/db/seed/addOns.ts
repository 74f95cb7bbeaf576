import type { Db } from '../client';
import { addOns } from '../schema';
import { addOnSchema } from '../../../domain/addOnsForm';
import { createAddOn } from '../../modules/addOns/service';

/** Euro to cents, so the demo's prices read as the hotel's price list. */
const euro = (amount: number) => amount * 100;

/** The demo's add-ons (docs/product.md §16.9), as the revenue manager would type them. */
const DEMO_ADD_ONS = [
  {
    name: { it: 'Late check-out', en: 'Late check-out', de: 'Später Check-out' },
    description: {
      it: 'Tieni la camera fino alle 16 del giorno di partenza.',
      en: 'Keep the room until 4 pm on the day you leave.',
      de: 'Behalte das Zimmer am Abreisetag bis 16 Uhr.',
    },
    unit: 'stay',
    price: euro(30),
    vat_rate: 10,
  },
  {
    name: { it: 'Transfer dall’aeroporto', en: 'Airport transfer', de: 'Flughafentransfer' },
    description: {
      it: 'Ti veniamo a prendere all’aeroporto di Venezia, a persona.',
      en: 'We pick you up at Venice airport, per person.',
      de: 'Wir holen dich am Flughafen Venedig ab, pro Person.',
    },
    unit: 'person',
    price: euro(25),
    vat_rate: 10,
  },
  {
    name: { it: 'Massaggio rilassante', en: 'Relaxing massage', de: 'Entspannungsmassage' },
    description: {
      it: 'Un massaggio di 50 minuti a persona, da prenotare alla spa.',
      en: 'A 50-minute massage per person, booked at the spa.',
      de: 'Eine 50-minütige Massage pro Person, im Spa zu buchen.',
    },
    unit: 'person',
    price: euro(60),
    vat_rate: 22,
  },
  {
    name: { it: 'Parcheggio coperto', en: 'Covered parking', de: 'Überdachter Parkplatz' },
    description: {
      it: 'Un posto auto, a notte.',
      en: 'One parking space, per night.',
      de: 'Ein Stellplatz, pro Nacht.',
    },
    unit: 'night',
    price: euro(15),
    vat_rate: 22,
  },
  {
    name: { it: 'Prosecco in camera', en: 'Prosecco in the room', de: 'Prosecco im Zimmer' },
    description: {
      it: 'Una bottiglia fresca all’arrivo.',
      en: 'A chilled bottle on arrival.',
      de: 'Eine gekühlte Flasche bei der Ankunft.',
    },
    unit: 'stay',
    price: euro(28),
    vat_rate: 22,
  },
  {
    name: { it: 'Accappatoio e telo piscina', en: 'Bathrobe and pool towel', de: 'Bademantel und Badetuch' },
    description: {
      it: 'Ricambio ogni giorno, a persona e notte.',
      en: 'Changed every day, per person and night.',
      de: 'Täglich gewechselt, pro Person und Nacht.',
    },
    unit: 'person_night',
    price: euro(4),
    vat_rate: 22,
  },
];

/**
 * The add-ons through the staff's own service and form rules (decision 054); seeded once:
 * nothing when the catalogue has any (staff may have changed it since). No staff actions log
 * line: the seed is no one on the staff.
 */
export async function seedAddOns(db: Db): Promise<void> {
  if ((await db.$count(addOns)) > 0) return;
  for (const values of DEMO_ADD_ONS) await createAddOn(db, null, addOnSchema('en').validateSync(values));
}
