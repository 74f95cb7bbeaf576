// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { SearchAsYouType, type SearchResult } from '@src/ui';
import { byLabel, cleanup, keyDown, render, typeInto } from './harness';

const ROOMS: SearchResult[] = [
  { name: 'Junior suite', value: 1, resourceName: 'Rooms' },
  { name: 'Spa day', value: 7, resourceName: 'Products' },
  { name: 'Double room', value: 2, resourceName: 'Rooms' },
];

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  await cleanup();
  vi.useRealTimers();
});

async function renderSearch(results: SearchResult[] = ROOMS) {
  const search = vi.fn(async (_query: string) => results);
  const onSelect = vi.fn();
  const container = await render(<SearchAsYouType label="Search" search={search} onSelect={onSelect} />);
  const input = byLabel(container, 'Search') as HTMLInputElement;
  const panel = () => container.querySelector('.search-panel') as HTMLElement;
  const options = () => [...container.querySelectorAll('[role="option"]')];
  return { container, input, search, onSelect, panel, options };
}

describe('SearchAsYouType', () => {
  it('searches once, 500 ms after the last keystroke, showing a loading line meanwhile', async () => {
    const { container, input, search } = await renderSearch();
    await typeInto(input, 'j');
    await wait(300);
    await typeInto(input, 'ju');
    await wait(499);
    expect(search).not.toHaveBeenCalled();
    expect(container.textContent).toContain('Searching…');
    await wait(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ju');
    expect(container.textContent).not.toContain('Searching…');
  });

  it('lists the results grouped by resource name, in the order they are shown', async () => {
    const { container, input, options } = await renderSearch();
    await typeInto(input, 'room');
    await wait(500);
    const groups = [...container.querySelectorAll('[role="group"]')].map((g) => g.getAttribute('aria-label'));
    expect(groups).toEqual(['Rooms', 'Products']);
    expect(options().map((o) => o.textContent)).toEqual(['Junior suite', 'Double room', 'Spa day']);
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('says there are no results for a query that finds nothing', async () => {
    const { container, input } = await renderSearch([]);
    await typeInto(input, 'zzz');
    await wait(500);
    expect(container.textContent).toContain('No results');
  });

  it('closes on Escape', async () => {
    const { input, panel } = await renderSearch();
    await typeInto(input, 'room');
    await wait(500);
    expect(panel().hidden).toBe(false);
    await keyDown(input, 'Escape');
    expect(panel().hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when Tab moves focus on', async () => {
    const { input, panel } = await renderSearch();
    await typeInto(input, 'room');
    await wait(500);
    await keyDown(input, 'Tab');
    expect(panel().hidden).toBe(true);
  });

  it('closes on a click outside', async () => {
    const { input, panel } = await renderSearch();
    await typeInto(input, 'room');
    await wait(500);
    await act(async () => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(panel().hidden).toBe(true);
  });

  it('moves through options with the arrow keys and selects with Enter', async () => {
    const { input, onSelect, options, panel } = await renderSearch();
    await typeInto(input, 'room');
    await wait(500);
    await keyDown(input, 'ArrowDown');
    await keyDown(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(options()[1].id);
    expect(options()[1].getAttribute('aria-selected')).toBe('true');
    await keyDown(input, 'Enter');
    expect(onSelect).toHaveBeenCalledWith(ROOMS[2]);
    expect(input.value).toBe('Double room');
    expect(panel().hidden).toBe(true);
  });

  it('ignores an answer that arrives after the query changed', async () => {
    let answerFirst: (r: SearchResult[]) => void = () => {};
    const search = vi
      .fn<(q: string) => Promise<SearchResult[]>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce([{ name: 'Spa day', value: 7 }]);
    const container = await render(<SearchAsYouType label="Search" search={search} onSelect={() => {}} />);
    const input = byLabel(container, 'Search');
    await typeInto(input, 'ju');
    await wait(500);
    await typeInto(input, 'spa');
    await wait(500);
    await act(async () => answerFirst([{ name: 'Junior suite', value: 1 }]));
    expect(container.textContent).toContain('Spa day');
    expect(container.textContent).not.toContain('Junior suite');
  });
});
