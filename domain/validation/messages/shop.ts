import type { Translations } from '../../locales';

/** The shop (gift cards). German uses "du", like the server's other texts. */
export const shopMessages = {
  productRequired: { en: 'Please choose a product.', it: 'Scegli un prodotto.', de: 'Bitte wähle ein Produkt.' },
  variationRequired: {
    en: 'Please choose what the gift card is for.',
    it: 'Scegli a cosa vale il buono.',
    de: 'Bitte wähle, wofür der Gutschein gilt.',
  },
  quantityRange: {
    en: 'The quantity must be between {min} and {max}.',
    it: 'La quantità deve essere tra {min} e {max}.',
    de: 'Die Menge muss zwischen {min} und {max} liegen.',
  },
  giftCardPeopleRange: {
    en: 'A gift card is for {min} to {max} people.',
    it: 'Un buono vale per {min} a {max} persone.',
    de: 'Ein Gutschein gilt für {min} bis {max} Personen.',
  },
  giftCardMessageMax: {
    en: 'The message may not be longer than {max} characters.',
    it: 'Il messaggio non può superare {max} caratteri.',
    de: 'Die Nachricht darf höchstens {max} Zeichen lang sein.',
  },
  recipientNameRequired: {
    en: "The recipient's name is required.",
    it: 'Il nome del destinatario è obbligatorio.',
    de: 'Der Name des Empfängers ist erforderlich.',
  },
  giftCardCodeRequired: {
    en: 'Please enter the gift card code.',
    it: 'Inserisci il codice del buono.',
    de: 'Bitte gib den Gutscheincode ein.',
  },
  giftCardCodeInvalid: {
    en: 'This is not a gift card code: please check it for typos.',
    it: 'Questo non è un codice di buono: controlla che non ci siano errori di battitura.',
    de: 'Das ist kein Gutscheincode: Bitte prüfe ihn auf Tippfehler.',
  },
  recipientEmailRequired: {
    en: "The recipient's email is required.",
    it: "L'email del destinatario è obbligatoria.",
    de: 'Die E-Mail-Adresse des Empfängers ist erforderlich.',
  },
  recipientsPerCard: {
    en: 'Please give one recipient for each gift card of this line.',
    it: 'Indica un destinatario per ogni buono di questa riga.',
    de: 'Bitte gib für jeden Gutschein dieser Zeile einen Empfänger an.',
  },
} satisfies Record<string, Translations>;
