import type { Cart, CartItem, ShopTransaction } from '../../domain/shop';

/** A gift card line as the server answers it (hand-written: 2 x 40.00 x 1). */
export function giftCardLine(rowId: string, email = ''): CartItem {
  return {
    rowId,
    name: 'Spa gift card',
    qty: 2,
    price: 4000,
    subtotal: 8000,
    options: {
      type: 'giftcard',
      people: 1,
      variation: { id: 3, text: 'Thermal day entry' },
      delivery: { name: email ? 'Carla' : '', email, message: '' },
      // Both cards of the line go to the same person here; one recipient per card.
      recipients: email ? [0, 1].map(() => ({ name: 'Carla', email, message: '' })) : [],
      date: null,
    },
  };
}

export const cartOf = (...items: CartItem[]): Cart => ({
  items,
  total: items.reduce((sum, item) => sum + item.subtotal, 0),
});

export const EMPTY: Cart = { items: [], total: 0 };
export const UNPERSONALISED = cartOf(giftCardLine('row-a'), giftCardLine('row-b'));
export const PERSONALISED = cartOf(
  giftCardLine('row-a', 'carla@example.com'),
  giftCardLine('row-b', 'dario@example.com'),
);

export const BUYER = {
  first_name: 'Giulia',
  last_name: 'Bianchi',
  email: 'giulia@example.com',
  privacy: true,
  newsletter_consent: false,
};

export const TRANSACTION: ShopTransaction = {
  total: 16000,
  card_last_four: '4242',
  paid_with: { gift_cards: [], card: { last_four: '4242', amount: 16000 } },
  reservation_id: 'GC-7K3M9QXA',
  redirect: '/en/shop/checkout/confirmation',
  items: [
    {
      type: 'giftcard',
      name: 'Spa gift card',
      variation: 'Thermal day entry',
      people: 1,
      qty: 2,
      subtotal: 8000,
      recipient: 'Carla',
      codes_last_four: ['AB12', 'CD34'],
      date: null,
      reservation_number: null,
    },
  ],
};
