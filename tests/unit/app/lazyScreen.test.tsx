// @vitest-environment jsdom
import { Suspense, useEffect, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { cleanup, click, render } from '../ui/harness';

// Decision 031: a screen loaded before its first render shows at once, without the Suspense
// fallback (and React's delayed reveal after one); a failed load is asked again.
const { loadCatalog } = vi.hoisted(() => ({
  loadCatalog: vi.fn((_locale: string, _part: string) => Promise.resolve()),
}));
vi.mock('../../../src/i18n/i18n', () => ({ loadCatalog }));
vi.mock('../../../src/shared/page/QueryScope', () => ({
  QueryScope: ({ children }: { children: React.ReactNode }) => children,
}));

const { lazyScreen } = await import('@src/shared/page/lazyScreen');

afterEach(cleanup);

let fallbacksShown = 0;
function Fallback() {
  useEffect(() => {
    fallbacksShown++;
  }, []);
  return <p>Loading</p>;
}

function Tally({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

const inSuspense = (node: React.ReactNode) => <Suspense fallback={<Fallback />}>{node}</Suspense>;

describe('lazyScreen', () => {
  it("loads the full catalog with a screen, or the part it names: a journey's first screen, the shell's islands (decision 034)", async () => {
    loadCatalog.mockClear();
    await lazyScreen(() => Promise.resolve({ Tally }), 'Tally').preload('de');
    await lazyScreen(() => Promise.resolve({ Tally }), 'Tally', 'deposit').preload('it');
    await lazyScreen(() => Promise.resolve({ Tally }), 'Tally', 'shell').preload('en');
    expect(loadCatalog.mock.calls).toEqual([
      ['de', 'full'],
      ['it', 'deposit'],
      ['en', 'shell'],
    ]);
  });

  it('renders a preloaded screen with the first render, without its fallback', async () => {
    fallbacksShown = 0;
    const Screen = lazyScreen(() => Promise.resolve({ Tally }), 'Tally');
    await Screen.preload('it');
    const container = await render(inSuspense(<Screen label="Rooms" />));
    expect(container.textContent).toBe('Rooms 0');
    expect(fallbacksShown).toBe(0);
  });

  it('shows the fallback while a screen not yet loaded arrives', async () => {
    fallbacksShown = 0;
    let arrive!: (module: { Tally: typeof Tally }) => void;
    const Screen = lazyScreen(() => new Promise<{ Tally: typeof Tally }>((resolve) => (arrive = resolve)), 'Tally');
    const container = await render(inSuspense(<Screen label="Spa" />));
    expect(container.textContent).toBe('Loading');
    expect(fallbacksShown).toBe(1);
    await act(async () => arrive({ Tally }));
    await vi.waitFor(() => expect(container.textContent).toBe('Spa 0'));
  });

  it.each([
    ['arrived after the first render', false],
    ['arrived during the first render (React replays only the suspended part)', true],
  ])('keeps a screen that %s mounted when its parent renders again (its state survives)', async (_case, atOnce) => {
    let arrive!: (module: { Tally: typeof Tally }) => void;
    const Screen = lazyScreen(
      () =>
        atOnce ? Promise.resolve({ Tally }) : new Promise<{ Tally: typeof Tally }>((resolve) => (arrive = resolve)),
      'Tally',
    );
    let rerender!: () => void;
    function Parent() {
      const [, setTick] = useState(0);
      rerender = () => setTick((tick) => tick + 1);
      return inSuspense(<Screen label="Deposit" />);
    }
    const container = await render(<Parent />);
    if (!atOnce) await act(async () => arrive({ Tally }));
    await vi.waitFor(() => expect(container.textContent).toBe('Deposit 0'));
    await click(container.querySelector('button')!);
    expect(container.textContent).toBe('Deposit 1');
    await act(async () => rerender());
    expect(container.textContent).toBe('Deposit 1');
  });

  it('asks again for a screen whose load failed', async () => {
    const load = vi
      .fn<() => Promise<{ Tally: typeof Tally }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ Tally });
    const Screen = lazyScreen(load, 'Tally');
    await expect(Screen.preload('de')).rejects.toThrow('offline');
    await Screen.preload('de');
    expect(load).toHaveBeenCalledTimes(2);
    const container = await render(inSuspense(<Screen label="Again" />));
    expect(container.textContent).toBe('Again 0');
  });
});
