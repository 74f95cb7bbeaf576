// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Arrival } from '@domain/frontDesk';
import { ArrivalsTable } from '@src/screens/admin/ArrivalsScreen';
import { cleanup, render } from '../../ui/harness';

afterEach(cleanup);

// docs/product.md §12: the desk scans the arrivals in a dense table sorted by arrival, guest name
// or room; the sorted column says so with aria-sort, and its header is a button (keyboard).
const arrival = (id: number, name: string, room: string, from: string): Arrival => ({
  id,
  number: `R-${id}`,
  from_date: from,
  to_date: '2027-06-20',
  nights: 3,
  booker: { name, email: `${id}@example.com` },
  rooms: [room],
  guests: [{ position: 1, role: 'booker', checked_in: false, name: null }],
  total: 30000,
  paid: 7500,
  due: 22500,
});
const arrivals = [
  arrival(1, 'Zeno Bauer', '12', '2027-06-12'),
  arrival(2, 'Anna Müller', '3', '2027-06-14'),
  arrival(3, 'Marta Ricci', '101', '2027-06-10'),
];
const names = (table: HTMLElement) => [...table.querySelectorAll('tbody th')].map((th) => th.firstChild?.textContent);
const header = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead th')].find((th) => th.textContent?.startsWith(label)) as HTMLElement;

describe('the arrivals table', () => {
  it('shows a row per reservation, by arrival first', async () => {
    const table = await render(<ArrivalsTable arrivals={arrivals} />);
    expect(names(table)).toEqual(['Marta Ricci', 'Zeno Bauer', 'Anna Müller']);
    expect(header(table, 'Arrival').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Guest').getAttribute('aria-sort')).toBe('none');
  });

  it('sorts by the guest’s name, then the other way round, from the header’s button', async () => {
    const table = await render(<ArrivalsTable arrivals={arrivals} />);
    const button = header(table, 'Guest').querySelector('button')!;
    await act(async () => button.click());
    expect(names(table)).toEqual(['Anna Müller', 'Marta Ricci', 'Zeno Bauer']);
    expect(header(table, 'Guest').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Arrival').getAttribute('aria-sort')).toBe('none');
    await act(async () => button.click());
    expect(names(table)).toEqual(['Zeno Bauer', 'Marta Ricci', 'Anna Müller']);
    expect(header(table, 'Guest').getAttribute('aria-sort')).toBe('descending');
  });

  it('sorts rooms as numbers: 3 before 12 before 101', async () => {
    const table = await render(<ArrivalsTable arrivals={arrivals} />);
    await act(async () => header(table, 'Rooms').querySelector('button')!.click());
    expect(names(table)).toEqual(['Anna Müller', 'Zeno Bauer', 'Marta Ricci']);
  });
});
