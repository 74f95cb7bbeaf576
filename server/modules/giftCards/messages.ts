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

/** Why the front desk cannot send a card's mail again (product.md §12.17). */
export const giftCardResendMessages = {
  voided: {
    en: 'This card is void: its mail cannot be sent again.',
    it: 'Questo buono è annullato: la sua email non può essere inviata di nuovo.',
    de: 'Dieser Gutschein ist storniert: Seine E-Mail kann nicht erneut gesendet werden.',
  },
  usedUp: {
    en: 'This card has been used up: there is nothing left to send.',
    it: 'Questo buono è stato interamente utilizzato: non resta nulla da inviare.',
    de: 'Dieser Gutschein ist aufgebraucht: Es gibt nichts mehr zu senden.',
  },
  expired: {
    en: 'This card expired on {date}: extend its validity first.',
    it: 'Questo buono è scaduto il {date}: prima prolungane la validità.',
    de: 'Dieser Gutschein ist am {date} abgelaufen: Verlängere zuerst seine Gültigkeit.',
  },
} satisfies Record<string, Translations>;
