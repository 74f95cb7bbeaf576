// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import type { GuestRequestWire } from '@domain/frontDesk';
import { RequestsTable } from '@src/screens/admin/RequestsTable';
import { cleanup, renderWithQueries } from '../../ui/harness';

afterEach(async () => {
  await cleanup();
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

// docs/product.md §12.0 and §12.3: the desk scans the guests' requests in a dense table, a row per
// request, newest first; sorted again by kind, received or guest from the headers' buttons, the
// sorted column saying so with aria-sort.
const request = (
  id: number,
  last: string,
  receivedAt: string,
  kind: 'refund' | 'change_booking',
): GuestRequestWire => ({
  id,
  status: 'new',
  received_at: receivedAt,
  updated_at: receivedAt,
  guest: {
    first_name: 'Ada',
    last_name: last,
    email: `${id}@example.com`,
    locale: 'de',
    registered: false,
    newsletter: false,
  },
  reservation: null,
  note: id === 2 ? 'Bitte bald.' : null,
  details:
    kind === 'refund'
      ? { kind, amount: 9990, iban: 'DE89370400440532013000', bic: null }
      : { kind, checkin: '2027-06-10', checkout: '2027-06-13', new_checkin: '2027-06-17', new_checkout: '2027-06-20' },
});
const requests = [
  request(1, 'Weiss', '2027-05-01T08:00:00Z', 'refund'),
  request(2, 'Bauer', '2027-05-03T08:00:00Z', 'change_booking'),
  request(3, 'Conti', '2027-05-02T08:00:00Z', 'refund'),
];
const ids = (table: HTMLElement) => [...table.querySelectorAll('tbody th')].map((th) => th.textContent?.split(' ')[0]);
const header = (table: HTMLElement, label: string) =>
  [...table.querySelectorAll('thead th')].find((th) => th.textContent?.startsWith(label)) as HTMLElement;

describe('the requests table', () => {
  it('shows a row per request, newest first, with what the guest asked', async () => {
    await renderWithQueries(<RequestsTable requests={requests} caption="New" />);
    const table = document.querySelector('table')!;
    expect(ids(table)).toEqual(['#2', '#3', '#1']);
    expect(header(table, 'Received').getAttribute('aria-sort')).toBe('descending');
    const row = table.querySelectorAll('tbody tr')[0];
    expect(row.textContent).toContain('Bitte bald.');
    expect(table.querySelectorAll('tbody tr')[2].textContent).toContain('DE89 3704 0044 0532 0130 00');
  });

  it('sorts by the guest’s surname, then the other way round', async () => {
    await renderWithQueries(<RequestsTable requests={requests} caption="New" />);
    const table = document.querySelector('table')!;
    const button = header(table, 'Guest').querySelector('button')!;
    await act(async () => button.click());
    expect(ids(table)).toEqual(['#2', '#3', '#1']);
    expect(header(table, 'Guest').getAttribute('aria-sort')).toBe('ascending');
    expect(header(table, 'Received').getAttribute('aria-sort')).toBe('none');
    await act(async () => button.click());
    expect(ids(table)).toEqual(['#1', '#3', '#2']);
  });

  it('groups the requests of a kind, the newest first within it', async () => {
    await renderWithQueries(<RequestsTable requests={requests} caption="New" />);
    const table = document.querySelector('table')!;
    await act(async () => header(table, 'Request').querySelector('button')!.click());
    expect(ids(table)).toEqual(['#2', '#3', '#1']);
    expect(header(table, 'Received').getAttribute('aria-sort')).toBe('none');
  });

  // The kinds in the alphabet of the desk's language, not in the order of their keys
  // (airport_transfer < change_booking < refund): in Italian "Modifica della prenotazione",
  // "Rimborso", "Transfer aeroporto"; in German "Buchungsänderung", "Flughafentransfer",
  // "Rückerstattung". Within a kind, the newest first.
  it.each([
    ['it', 'Richiesta', ['#2', '#3', '#1', '#4']],
    ['de', 'Anfrage', ['#2', '#4', '#3', '#1']],
  ] as const)('sorts the kinds by their names in %s', async (locale, label, order) => {
    const { messages } = await import(`../../../../locales/${locale}/messages.po`);
    i18n.loadAndActivate({ locale, messages });
    const transfer: GuestRequestWire = {
      ...request(4, 'Rossi', '2027-05-04T08:00:00Z', 'refund'),
      details: {
        kind: 'airport_transfer',
        airport: 'VCE',
        people: 2,
        flight_number: 'FR123',
        return_trip: false,
        price_per_person: 3000,
        total: 6000,
      },
    };
    await renderWithQueries(<RequestsTable requests={[...requests, transfer]} caption="New" />);
    const table = document.querySelector('table')!;
    await act(async () => header(table, label).querySelector('button')!.click());
    expect(ids(table)).toEqual(order);
  });
});
