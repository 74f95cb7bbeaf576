import type { Translations } from '../../../domain/locales';

/** What the shop says to people, in each language (product.md §5 quotes the English). */
export const shopMessages = {
  priceChanged: {
    en: 'A price in your cart has changed since you opened this page. Please check the new total before paying.',
    it: 'Un prezzo nel tuo carrello è cambiato da quando hai aperto questa pagina. Controlla il nuovo totale prima di pagare.',
    de: 'Ein Preis in deinem Warenkorb hat sich geändert, seit du diese Seite geöffnet hast. Bitte prüfe die neue Summe, bevor du bezahlst.',
  },
  productAdded: { en: 'Product Added', it: 'Prodotto aggiunto', de: 'Produkt hinzugefügt' },
  deleted: { en: 'Deleted', it: 'Eliminato', de: 'Gelöscht' },
  saved: { en: 'Saved', it: 'Salvato', de: 'Gespeichert' },
  productUnknown: {
    en: 'This gift card is not on sale.',
    it: 'Questo buono regalo non è in vendita.',
    de: 'Dieser Gutschein ist nicht im Angebot.',
  },
  variationUnknown: {
    en: 'Please choose one of the options of this gift card.',
    it: 'Scegli una delle opzioni di questo buono regalo.',
    de: 'Bitte wähle eine der Optionen dieses Gutscheins.',
  },
  cartFull: {
    en: 'Your cart cannot hold more items.',
    it: 'Il carrello non può contenere altri articoli.',
    de: 'Dein Warenkorb kann keine weiteren Artikel aufnehmen.',
  },
  recipientsPerCard: {
    en: 'Please give one recipient for each gift card of this line.',
    it: 'Indica un destinatario per ogni buono di questa riga.',
    de: 'Bitte gib für jeden Gutschein dieser Zeile einen Empfänger an.',
  },
  itemNotInCart: {
    en: 'This item is no longer in your cart.',
    it: 'Questo articolo non è più nel tuo carrello.',
    de: 'Dieser Artikel ist nicht mehr in deinem Warenkorb.',
  },
  cartEmpty: { en: 'No item in the cart', it: 'Nessun articolo nel carrello', de: 'Kein Artikel im Warenkorb' },
  recipientEmailMissing: {
    en: "The recipient's Email is missing",
    it: "Manca l'email del destinatario",
    de: 'Die E-Mail-Adresse des Empfängers fehlt',
  },
  orderDescription: { en: 'Gift cards {number}', it: 'Buoni regalo {number}', de: 'Gutscheine {number}' },
} satisfies Record<string, Translations>;
