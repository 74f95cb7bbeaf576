import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { tr } from './support/catalog';
import { bookRoomAsNewAccount, pagePost } from './checkInSupport';
import { formatDate } from '../../domain/dates';

// The front desk in Chromium against the real server: arrivals with check-in status and money,
// a reservation's check-in data, the police report (the missing guest listed before the
// download, the file's line as the Alloggiati layout says), the staff log; 403 for a guest.

test.describe.configure({ timeout: 120_000 });

const it = (text: string, values?: Record<string, string>) => tr('it', text, values);
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };

async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/it/');
  expect((await pagePost(page, '/login', { ...account, remember: true })).status()).toBe(200);
}

/** 'YYYY-MM-DD' as the Alloggiati record writes it. */
const italianDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test(
  'arrivals, a reservation, the police report download and the staff log',
  { tag: '@dates' },
  async ({ browser, page, baseURL }) => {
    // A guest books a room for two and checks in as the booker only: the companion is missing.
    const { reservationId, from } = await bookRoomAsNewAccount(page, baseURL!, 55, 2, 'it');
    const booker = {
      position: 1,
      first_name: 'Anna',
      last_name: 'Müller',
      sex: 'F',
      date_of_birth: '1980-03-02',
      nationality_id: 100000216,
      birth_country_id: 100000216,
      country_id: 100000216,
      document_type: 'PASOR',
      document_number: 'C01X00T47',
      document_expiry_date: '2035-01-31',
      document_issuing_country_id: 100000216,
      privacy_consent: true,
      data_consent: true,
    };
    expect((await pagePost(page, `/my/room-reservations/${reservationId}/check-ins`, booker)).status()).toBe(201);
    const number = `R-${String(reservationId).padStart(5, '0')}`;

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.1' } })
    ).newPage();
    await onHotelClock(staff);
    await signIn(staff, ADMIN);
    await staff.goto('/it/my');
    await staff.getByRole('link', { name: it('Front desk') }).click();
    await expect(staff).toHaveURL(/\/it\/admin$/);

    // Arrivals from the day of arrival: guests, money (deposit 75 € a person, product.md §2.3), status.
    await staff.getByLabel(it('From'), { exact: true }).fill(from);
    const card = staff.getByRole('row').filter({ has: staff.getByRole('link', { name: number }) });
    await expect(card).toContainText('Anna Müller');
    await expect(card).toContainText(it('{done} of {0}', { done: '1', 0: '2' }));
    await expect(card.locator('td.admin-paid')).toHaveText(/150,00\s€/);
    await expect(card).not.toContainText('C01X00T47');

    // The reservation: the booker's document in full, the companion not yet checked in.
    await card.getByRole('link', { name: number }).click();
    await expect(staff.getByRole('heading', { name: it('Reservation {0}', { 0: number }) })).toBeVisible();
    await expect(staff.getByText('Passaporto C01X00T47')).toBeVisible();
    await expect(staff.getByText(it('Not checked in yet'))).toBeVisible();

    // The police report of the arrival day: the missing guest first, then the download.
    await staff.getByRole('link', { name: it('Police report') }).click();
    await staff.getByLabel(it('Arrival day')).fill(from);
    const missing = staff.getByRole('heading', { name: /Senza check-in/ });
    await expect(missing).toBeVisible();
    const missingList = staff.locator('.admin-report-guests').first();
    await expect(missingList.getByRole('listitem').filter({ hasText: number })).toHaveText(
      new RegExp(`${number} · ${it('Guest {position}', { position: '2' })}`),
    );
    const download = staff.waitForEvent('download');
    await staff.getByRole('link', { name: /Scarica il file/ }).click();
    const file = await readFile(await (await download).path(), 'utf8');
    // Anna is the only one reported: alone in the file, she is a single guest (16), 2 nights.
    const line =
      `16${italianDate(from)}02MULLER                                            ANNA                          202/03/1980           ` +
      '100000216100000216PASORC01X00T47           100000216';
    expect(file.split('\r\n')).toContain(line);
    expect(line).toHaveLength(168);

    // The log says who downloaded which day's report.
    await staff.getByRole('link', { name: it('Staff actions') }).click();
    await expect(staff.getByTestId('staff-actions')).toContainText(
      `${ADMIN.email} · ${it('Downloaded the police report of {0} (guests: {1})', { 0: formatDate(from, 'it', 'DD MMM YYYY'), 1: String(file.split('\r\n').filter(Boolean).length) })}`,
    );
    await expect(staff.getByTestId('staff-actions')).toContainText(
      it('Opened reservation #{0}', { 0: String(reservationId) }),
    );
  },
);

test('tells a guest that the front desk is for staff only (403 from the server)', async ({ page, baseURL }) => {
  await bookRoomAsNewAccount(page, baseURL!, 56, 1, 'de');
  await page.goto('/de/admin');
  await expect(page.getByText(tr('de', "This page is for the hotel's staff only."))).toBeVisible();
  await page.goto('/de/admin/police-report');
  await expect(page.getByText(tr('de', "This page is for the hotel's staff only."))).toBeVisible();
});
