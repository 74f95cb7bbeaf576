import { interpolate, type Locale, type Translations } from './locales';

/**
 * Room categories as staff edit them (docs/product.md §12.18): names and descriptions in every
 * language, and how many guests a room of the category takes. Pure, so the form, the server and
 * the tests share the limits and the words.
 */
export const CATEGORY_LIMITS = {
  nameMax: 80,
  descriptionMax: 1000,
  /** The most guests a room of any category may take. */
  maxGuests: 10,
} as const;

export const roomCategoryMessages = {
  nameRequired: {
    en: 'Give the category a name in this language.',
    it: 'Dai un nome alla categoria in questa lingua.',
    de: 'Gib der Kategorie einen Namen in dieser Sprache.',
  },
  descriptionRequired: {
    en: 'Describe the category in this language.',
    it: 'Descrivi la categoria in questa lingua.',
    de: 'Beschreibe die Kategorie in dieser Sprache.',
  },
  guestsRange: {
    en: 'From {min} to {max} guests.',
    it: 'Da {min} a {max} ospiti.',
    de: 'Von {min} bis {max} Gästen.',
  },
  maxBelowMin: {
    en: 'The most guests cannot be fewer than the fewest.',
    it: 'Il massimo degli ospiti non può essere minore del minimo.',
    de: 'Die Höchstzahl der Gäste darf nicht unter der Mindestzahl liegen.',
  },
  childrenRange: {
    en: 'From 0 to {max} children: a room always has an adult.',
    it: 'Da 0 a {max} bambini: in camera c’è sempre un adulto.',
    de: 'Von 0 bis {max} Kindern: im Zimmer ist immer ein Erwachsener.',
  },
  staleEdit: {
    en: 'Someone else changed this category in the meantime: reload it to see their change, then save yours again.',
    it: 'Qualcun altro ha modificato questa categoria nel frattempo: ricaricala per vedere la sua modifica, poi salva di nuovo la tua.',
    de: 'Jemand anderes hat diese Kategorie inzwischen geändert: Lade sie neu, um die Änderung zu sehen, und speichere deine dann noch einmal.',
  },
  categoryNotFound: {
    en: 'Room category not found.',
    it: 'Categoria di camera non trovata.',
    de: 'Zimmerkategorie nicht gefunden.',
  },
  categoryUnknown: {
    en: 'Choose one of the hotel’s room categories.',
    it: 'Scegli una delle categorie di camera dell’hotel.',
    de: 'Wähle eine der Zimmerkategorien des Hotels.',
  },
} satisfies Record<string, Translations>;

export type RoomCategoryMessageKey = keyof typeof roomCategoryMessages;

export const roomCategoryMessage = (
  locale: Locale,
  key: RoomCategoryMessageKey,
  params?: Record<string, string | number>,
) => interpolate(roomCategoryMessages[key][locale], params);

/** Whether a party fits a category (§12.18): guests between its least and most, children within its limit. */
export function fitsCapacity(
  category: { min_adults: number; max_adults: number; max_children?: number },
  adults: number,
  children: number,
): boolean {
  const people = adults + children;
  const childrenFit = category.max_children === undefined || children <= category.max_children;
  return people >= category.min_adults && people <= category.max_adults && childrenFit;
}
