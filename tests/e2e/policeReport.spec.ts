import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { tr } from './support/catalog';
import { bookRoomAsNewAccount, pagePost } from './checkInSupport';

// Issue 34, walked in Chromium against the real server (product.md §12.2): a Polish booker's
// letters reach the police file in A-Z (Ł, Ø used to become blanks), the report's day comes from
// the address (?date= was ignored), and a companion who checked in before the booker is listed
// with the reason she is not in the file yet.

test.describe.configure({ timeout: 120_000 });

const en = (text: string, values?: Record<string, string>) => tr('en', text, values);
const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const person = {
  sex: 'M',
  date_of_birth: '1984-06-12',
  nationality_id: 100000233, // Poland
  birth_country_id: 100000233,
  country_id: 100000233,
  privacy_consent: true,
  data_consent: true,
};

test('the police report writes Łukasz Ørsted Łapiński in A-Z, from the day in the address', async ({
  browser,
  page,
  baseURL,
}) => {
  // A companion checks in first: the family waits for its head, and the report says so.
  const { reservationId, from } = await bookRoomAsNewAccount(page, baseURL!, 57, 2, 'en');
  const companion = { ...person, position: 2, first_name: 'Zofia', last_name: 'Ørsted', sex: 'F' };
  expect((await pagePost(page, `/my/room-reservations/${reservationId}/check-ins`, companion)).status()).toBe(201);
  const number = `R-${String(reservationId).padStart(5, '0')}`;

  const staff = await (
    await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': '10.77.0.2' } })
  ).newPage();
  await onHotelClock(staff);
  await staff.goto('/en/');
  expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);

  await staff.goto(`/en/admin/police-report?date=${from}`);
  await expect(staff.getByLabel(en('Arrival day'))).toHaveValue(from);
  const missing = staff.locator('.admin-report-guests').first();
  await expect(missing.getByRole('listitem').filter({ hasText: 'Zofia Ørsted' })).toContainText(
    en('checked in, waits for the booker: a family is reported with its head'),
  );

  // The booker checks in: both are in the file, the names in A-Z, never a blank for a letter.
  const booker = {
    ...person,
    position: 1,
    first_name: 'Łukasz',
    last_name: 'Ørsted Łapiński',
    document_type: 'PASOR',
    document_number: 'EA1234567',
    document_expiry_date: '2035-01-31',
    document_issuing_country_id: 100000233,
  };
  expect((await pagePost(page, `/my/room-reservations/${reservationId}/check-ins`, booker)).status()).toBe(201);
  await staff.reload();
  const included = staff.locator('.admin-report-guests').last();
  await expect(included.getByRole('listitem').filter({ hasText: number })).toHaveCount(2);
  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: /Download the file/ }).click();
  const lines = (await readFile(await (await download).path(), 'utf8')).split('\r\n').filter(Boolean);
  const mine = lines.filter((line) => line.includes('ORSTED'));
  expect(mine.map((line) => [line.slice(0, 2), line.slice(14, 64).trimEnd(), line.slice(64, 94).trimEnd()])).toEqual([
    ['17', 'ORSTED LAPINSKI', 'LUKASZ'],
    ['19', 'ORSTED', 'ZOFIA'],
  ]);
  for (const line of mine) expect(line).toHaveLength(168);
});
