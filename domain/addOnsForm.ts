import { mixed, number, object, type InferType } from 'yup';
import { ADD_ON_UNITS, ADD_ON_VAT_RATES, type AddOnUnit } from './addOns';
import { MAX_ID } from './constants';
import type { Locale, Translations } from './locales';
import { fields } from './validation';

/** The add-ons' own messages (docs/product.md §16.9), next to a field or a booking's line, or as the answer's message. */
export const addOnMessages = {
  nameRequired: {
    en: 'Please give the name in this language.',
    it: 'Indica il nome in questa lingua.',
    de: 'Bitte gib den Namen in dieser Sprache an.',
  },
  unitInvalid: {
    en: 'Choose how it is priced: per stay, per night, per person or per person and night.',
    it: 'Scegli come si paga: a soggiorno, a notte, a persona o a persona e notte.',
    de: 'Wähle, wie es berechnet wird: pro Aufenthalt, pro Nacht, pro Person oder pro Person und Nacht.',
  },
  priceRange: {
    en: 'The price is from 0 to 5,000 euro.',
    it: 'Il prezzo va da 0 a 5.000 euro.',
    de: 'Der Preis liegt zwischen 0 und 5.000 Euro.',
  },
  vatInvalid: {
    en: 'The VAT rate is 10 % or 22 %.',
    it: 'L’aliquota IVA è 10 % o 22 %.',
    de: 'Der Mehrwertsteuersatz ist 10 % oder 22 %.',
  },
  notFound: {
    en: 'Add-on not found.',
    it: 'Extra non trovato.',
    de: 'Extra nicht gefunden.',
  },
  staleEdit: {
    en: 'Someone else changed this add-on in the meantime: reload it to see their change, then save yours again.',
    it: 'Nel frattempo qualcun altro ha modificato questo extra: ricaricalo per vedere la sua modifica, poi salva di nuovo la tua.',
    de: 'Inzwischen hat jemand anderes dieses Extra geändert: Lade es neu, um die Änderung zu sehen, und speichere deine dann erneut.',
  },
  notOffered: {
    en: 'This extra is not offered any more: remove it to go on.',
    it: 'Questo extra non è più disponibile: toglilo per proseguire.',
    de: 'Dieses Extra wird nicht mehr angeboten: Entferne es, um fortzufahren.',
  },
  roomInvalid: {
    en: 'This extra names a room that is not in the booking.',
    it: 'Questo extra indica una camera che non è nella prenotazione.',
    de: 'Dieses Extra nennt ein Zimmer, das nicht in der Buchung ist.',
  },
} satisfies Record<string, Translations>;
export type AddOnMessageKey = keyof typeof addOnMessages;

/** The highest unit price, in cents (5,000 €). */
export const ADD_ON_PRICE_MAX_CENTS = 500_000;

const say = (locale: Locale, key: AddOnMessageKey) => addOnMessages[key][locale];

/**
 * An add-on as staff save it (§16.9): name and description in it/en/de, the pricing unit, the
 * unit price in cents (0 to 5,000 €, VAT included), the VAT rate (10 or 22), offered or not, and
 * the `version` the editor read (0 for a new one).
 */
export function addOnSchema(locale: Locale) {
  const f = fields(locale);
  const name = () => f.text(100).required(say(locale, 'nameRequired'));
  const description = () => f.text(500, { multiline: true }).default('');
  return object({
    name: object({ it: name(), en: name(), de: name() }).required(say(locale, 'nameRequired')),
    description: object({ it: description(), en: description(), de: description() }).default({
      it: '',
      en: '',
      de: '',
    }),
    unit: mixed<AddOnUnit>()
      .oneOf([...ADD_ON_UNITS], say(locale, 'unitInvalid'))
      .required(say(locale, 'unitInvalid')),
    price: number()
      .typeError(say(locale, 'priceRange'))
      .required(say(locale, 'priceRange'))
      .integer(say(locale, 'priceRange'))
      .min(0, say(locale, 'priceRange'))
      .max(ADD_ON_PRICE_MAX_CENTS, say(locale, 'priceRange')),
    vat_rate: number()
      .typeError(say(locale, 'vatInvalid'))
      .required(say(locale, 'vatInvalid'))
      .oneOf([...ADD_ON_VAT_RATES], say(locale, 'vatInvalid')),
    offered: f.flag(true),
    version: number()
      .typeError(f.m('valueInvalid'))
      .integer(f.m('valueInvalid'))
      .min(0, f.m('valueInvalid'))
      .max(MAX_ID, f.m('valueInvalid'))
      .default(0),
  });
}
export type AddOnValues = InferType<ReturnType<typeof addOnSchema>>;
