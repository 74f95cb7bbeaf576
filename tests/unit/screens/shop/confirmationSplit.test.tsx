// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmationScreen } from '@src/screens/shop/checkout/ConfirmationScreen';
import type { ShopTransaction } from '@domain/shop';
import { cleanup, render } from '../../ui/harness';

// Issue 11: a gift card paid part of the order; the confirmation says what each paid, not the whole total 'with the card'.
const transaction: ShopTransaction = {
  total: 9500,
  card_last_four: '4242',
  paid_with: { gift_cards: [{ last_four: 'JNRQ', amount: 4000 }], card: { last_four: '4242', amount: 5500 } },
  reservation_id: 'GC-K3RECBGC',
  redirect: '/en/shop/checkout/confirmation',
  items: [
    {
      type: 'giftcard',
      name: 'Spa gift card',
      variation: 'Thermal day and 50-minute massage',
      people: 1,
      qty: 1,
      subtotal: 9500,
      recipient: 'Carla',
      codes_last_four: ['AB12'],
      date: null,
      reservation_number: null,
    },
  ],
};

describe('the shop confirmation', () => {
  afterEach(cleanup);

  it('shows the gift card and the card with what each paid', async () => {
    window.history.replaceState({ transaction }, '', '/en/shop/checkout/confirmation');
    const screen = await render(<ConfirmationScreen />);
    const text = (screen.querySelector('[data-testid="shop-confirmation"]')?.textContent ?? '').replace(/\u00a0/g, ' ');
    expect(text).toContain('Order GC-K3RECBGC: €95.00 paid:');
    expect(text).not.toContain('with the card ending in');
    const parts = [...screen.querySelectorAll('[data-testid="paid-with"] li')].map((li) => li.textContent);
    expect(parts).toEqual(['Gift card …JNRQ€40.00', 'Card ending in 4242€55.00']);
  });

  it('says the card paid it all when no gift card was given', async () => {
    window.history.replaceState(
      { transaction: { ...transaction, paid_with: { gift_cards: [], card: { last_four: '4242', amount: 9500 } } } },
      '',
      '/en/shop/checkout/confirmation',
    );
    const screen = await render(<ConfirmationScreen />);
    expect(screen.textContent).toContain('paid with the card ending in 4242.');
    expect(screen.querySelector('[data-testid="paid-with"]')).toBeNull();
  });
});
