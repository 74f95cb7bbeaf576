import type { CardProblem } from '../../../domain/cardNumbers';
import type { Translations } from '../../../domain/locales';

/** The sandbox endpoint's 422 texts, worded like Stripe Elements' own messages. */
export const cardProblemMessages: Record<CardProblem, Translations> = {
  number_incomplete: {
    en: 'Your card number is incomplete.',
    it: 'Il numero della carta è incompleto.',
    de: 'Deine Kartennummer ist unvollständig.',
  },
  number_invalid: {
    en: 'Your card number is invalid.',
    it: 'Il numero della carta non è valido.',
    de: 'Deine Kartennummer ist ungültig.',
  },
  expiry_incomplete: {
    en: "Your card's expiration date is incomplete.",
    it: 'La data di scadenza della carta è incompleta.',
    de: 'Das Ablaufdatum deiner Karte ist unvollständig.',
  },
  expiry_month_invalid: {
    en: "Your card's expiration month is invalid.",
    it: 'Il mese di scadenza della carta non è valido.',
    de: 'Der Ablaufmonat deiner Karte ist ungültig.',
  },
  expiry_past: {
    en: "Your card's expiration date is in the past.",
    it: 'La data di scadenza della carta è nel passato.',
    de: 'Das Ablaufdatum deiner Karte liegt in der Vergangenheit.',
  },
  cvc_incomplete: {
    en: "Your card's security code is incomplete.",
    it: 'Il codice di sicurezza della carta è incompleto.',
    de: 'Der Sicherheitscode deiner Karte ist unvollständig.',
  },
};

/** Which request field each problem is about. */
export const cardProblemField: Record<CardProblem, 'number' | 'exp_month' | 'exp_year' | 'cvc'> = {
  number_incomplete: 'number',
  number_invalid: 'number',
  expiry_incomplete: 'exp_month',
  expiry_month_invalid: 'exp_month',
  expiry_past: 'exp_year',
  cvc_incomplete: 'cvc',
};
