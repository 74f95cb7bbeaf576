// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '@src/api/shop';
import { cleanup, renderWithQueries } from '../ui/harness';

// A gift card added while the navigation's first read of the cart is on its way (that read left
// without the session the add then made): the cart after the refresh is the server's new one,
// not the late answer of the read that left before the change.

const answers: ((cart: Cart) => void)[] = [];
vi.mock('../../../src/api/client', () => ({
  api: { get: vi.fn(() => new Promise<Cart>((resolve) => answers.push(resolve))) },
}));
const { useCart, useRefreshCart } = await import('@src/api/shop');

const EMPTY = { items: [] } as unknown as Cart;
const ONE_CARD = { items: [{ rowId: 'r1', qty: 1 }] } as unknown as Cart;

let refresh!: () => Promise<void>;
let shown: Cart | undefined;
function Probe() {
  shown = useCart('it').data;
  refresh = useRefreshCart();
  return null;
}

afterEach(async () => {
  await cleanup();
  answers.length = 0;
});

describe('refreshing the cart', () => {
  it('reads the cart again when its first read is still on its way, and shows the new cart', async () => {
    const client = await renderWithQueries(<Probe />);
    expect(answers).toHaveLength(1);
    let refreshed!: Promise<void>;
    await act(async () => {
      refreshed = refresh();
    });
    expect(answers).toHaveLength(2);
    // The first read answers last, with the cart as it was before the add.
    await act(async () => answers[1](ONE_CARD));
    await act(async () => answers[0](EMPTY));
    await act(async () => refreshed);
    expect(client.getQueryData(['shop', 'cart', 'it'])).toEqual(ONE_CARD);
    // TanStack Query tells the screens on its next tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(shown).toEqual(ONE_CARD);
  });
});
