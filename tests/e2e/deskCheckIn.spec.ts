import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { tr, type Lang } from './support/catalog';
import { bookRoomAsNewAccount, choosePlace, COUNTRY, pagePost, say } from './checkInSupport';

// Issue 34, product.md §12.6: a booker who never checked in online is checked in at the desk, with
// a surname longer than the online form allows and the identity seen in person, and appears in
// the day's police file (the surname cut to its 50 letters, with a note beside the guest).

test.describe.configure({ timeout: 150_000 });

const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };
const SURNAME = 'Wolfeschlegelsteinhausenbergerdorff-Schmidt von Hohenzollern';

for (const [lang, slot] of [
  ['en', 58],
  ['de', 59],
] as [Lang, number][])
  test(`the front desk checks a guest in (${lang})`, async ({ browser, page, baseURL }) => {
    const label = (english: string, values?: Record<string, string>) => tr(lang, english, values);
    const { reservationId, from } = await bookRoomAsNewAccount(page, baseURL!, slot, 1, lang);

    const staff = await (
      await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': `10.77.0.${slot}` } })
    ).newPage();
    await onHotelClock(staff);
    await staff.goto(`/${lang}/`);
    expect((await pagePost(staff, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
    await staff.goto(`/${lang}/admin/reservations/${reservationId}`);
    await expect(staff.getByText(label('Not checked in yet'))).toBeVisible();
    await staff.getByRole('button', { name: label('Check in at the desk') }).click();

    await staff.getByLabel(label('First name'), { exact: true }).fill('Karl');
    await staff.getByLabel(label('Last name'), { exact: true }).fill(SURNAME);
    await staff.getByRole('radio', { name: label('Male'), exact: true }).check();
    await staff.getByLabel(label('Date of birth')).fill('1970-05-04');
    for (const field of ['Citizenship', 'Country of birth', 'Country of residence'])
      await choosePlace(staff, label(field), COUNTRY.germany[lang].slice(0, 4), COUNTRY.germany[lang]);
    await staff.getByRole('radio', { name: label('Passport'), exact: true }).check();
    await staff.getByLabel(label('Document number')).fill('C01X00T47');
    await staff.getByLabel(label('Expiry date')).fill('2035-01-31');
    await choosePlace(staff, label('Issued by (country)'), COUNTRY.germany[lang].slice(0, 4), COUNTRY.germany[lang]);
    await staff.getByRole('checkbox', { name: /privacy|Datenschutz/ }).check();
    await staff.getByRole('checkbox', { name: /Alloggiati/ }).check();
    await staff.getByRole('checkbox', { name: label('Identity document checked in person') }).check();
    await staff.getByRole('button', { name: label('Next') }).click();
    await staff.getByRole('button', { name: label('Check-in now') }).click();

    await expect(staff.getByRole('status').filter({ hasText: say(lang, 'created', `Karl ${SURNAME}`) })).toBeVisible();
    const guest = staff.locator('.admin-check-in').first();
    await expect(guest.getByRole('heading', { name: `Karl ${SURNAME}` })).toBeVisible();
    await expect(guest).toContainText(label('at the desk'));
    await expect(guest).toContainText(ADMIN.email);
    await expect(guest.getByRole('button', { name: label('Correct at the desk') })).toBeVisible();

    // The day's police report: in the file, the surname cut to 50 letters and noted.
    await staff.goto(`/${lang}/admin/police-report?date=${from}`);
    const included = staff.locator('.admin-report-guests').last().getByRole('listitem').filter({ hasText: 'Karl' });
    await expect(included).toContainText(label("surname cut to the file's 50 letters"));
    const download = staff.waitForEvent('download');
    await staff.locator('a[download]').click();
    const line = (await readFile(await (await download).path(), 'utf8'))
      .split('\r\n')
      .find((entry) => entry.includes('KARL'))!;
    expect(line).toHaveLength(168);
    expect(line.slice(14, 64)).toBe(SURNAME.toUpperCase().slice(0, 50));
  });
