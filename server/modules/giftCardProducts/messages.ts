import type { Translations } from '../../../domain/locales';

/** The answers of the gift-card products' staff routes (product.md §12.17) that are not a field's alone. */
export const giftCardProductMessages = {
  productNotFound: {
    en: 'Gift-card product not found.',
    it: 'Prodotto carta regalo non trovato.',
    de: 'Geschenkkarten-Produkt nicht gefunden.',
  },
  staleEdit: {
    en: 'Someone else changed this product in the meantime: reload it to see their change, then save yours again.',
    it: 'Nel frattempo qualcun altro ha modificato questo prodotto: ricaricalo per vedere la sua modifica, poi salva di nuovo la tua.',
    de: 'Inzwischen hat jemand anderes dieses Produkt geändert: Lade es neu, um die Änderung zu sehen, und speichere deine dann erneut.',
  },
  variationNotOfProduct: {
    en: 'This variation is not one of this product’s.',
    it: 'Questa variante non appartiene a questo prodotto.',
    de: 'Diese Variante gehört nicht zu diesem Produkt.',
  },
  variationInUse: {
    en: '“{text}” has been bought or is in a cart: it can be changed, not removed. Take the product off sale instead.',
    it: '“{text}” è stata acquistata o è in un carrello: si può modificare, non togliere. Togli piuttosto il prodotto dalla vendita.',
    de: '„{text}“ wurde gekauft oder liegt in einem Warenkorb: Sie kann geändert, nicht entfernt werden. Nimm stattdessen das Produkt aus dem Verkauf.',
  },
} satisfies Record<string, Translations>;
