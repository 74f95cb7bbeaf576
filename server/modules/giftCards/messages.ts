import type { Translations } from '../../../domain/locales';

/** What a refused gift card is told, at the balance page and at a payment. */
export const giftCardMessages = {
  unknown: {
    en: 'No gift card has this code. Please check it, or ask the person who gave it to you.',
    it: 'Nessun buono ha questo codice. Controllalo, o chiedi a chi te lo ha regalato.',
    de: 'Kein Gutschein hat diesen Code. Bitte prüfe ihn oder frag die Person, die ihn dir geschenkt hat.',
  },
  expired: {
    en: 'This gift card expired on {date}.',
    it: 'Questo buono è scaduto il {date}.',
    de: 'Dieser Gutschein ist am {date} abgelaufen.',
  },
  voided: {
    en: 'This gift card is no longer valid. Please ask the front desk.',
    it: 'Questo buono non è più valido. Rivolgiti alla reception.',
    de: 'Dieser Gutschein ist nicht mehr gültig. Bitte wende dich an die Rezeption.',
  },
  usedUp: {
    en: 'This gift card has been used up.',
    it: 'Questo buono è stato interamente utilizzato.',
    de: 'Dieser Gutschein ist aufgebraucht.',
  },
} satisfies Record<string, Translations>;
