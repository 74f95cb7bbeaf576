// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart } from '../../../src/api/shop';

// A gift card added while the navigation's first read of the cart is on its way (that read left
// without the session the add then made): the cart after the refresh is the server's new one,
// not the late answer of the read that left before the change.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const answers: ((cart: Cart) => void)[] = [];
vi.mock('../../../src/api/client', () => ({
  api: { get: vi.fn(() => new Promise<Cart>((resolve) => answers.push(resolve))) },
}));
const { useCart, useRefreshCart } = await import('../../../src/api/shop');

const EMPTY = { items: [] } as unknown as Cart;
const ONE_CARD = { items: [{ rowId: 'r1', qty: 1 }] } as unknown as Cart;

let refresh!: () => Promise<void>;
let shown: Cart | undefined;
function Probe() {
  shown = useCart('it').data;
  refresh = useRefreshCart();
  return null;
}

const roots: (() => void)[] = [];
afterEach(() => {
  roots.forEach((unmount) => unmount());
  roots.length = 0;
  answers.length = 0;
});

async function mount(node: ReactNode) {
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(node));
  roots.push(() => act(() => root.unmount()));
}

describe('refreshing the cart', () => {
  it('reads the cart again when its first read is still on its way, and shows the new cart', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await mount(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
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
