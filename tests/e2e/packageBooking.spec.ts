import type { Locator, Page } from '@playwright/test';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { expect, test } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { GUEST } from './support/accounts';
import { tr, type Lang } from './support/catalog';
import { bookableStays, roomsUrl } from './bookingSupport';

// docs/product.md §16.6 and §16.7 in the browser, in it/en/de: a guest searches five nights for two
// adults, picks the seeded package "Terme e fango" (half board, six mud therapies a person), picks
// the six times of each guest day by day, pays the deposit with the sandbox card, and the
// reservation page lists the twelve times and splits the total by VAT: the mud therapies at 22 %
// (twelve at the catalogue's 45 €: 540 €), room and board at 10 %.

const PACKAGE: Record<Lang, string> = { it: 'Terme e fango', en: 'Thermal stay with mud', de: 'Thermen und Fango' };
const TIMES_PER_GUEST = 6;
const QUESTION =
  'Cancel {text}? The treatment is included in your rate: nothing is refunded, and the time is given to other guests.';
// Five-night stays of their own (the season may leave room for few; the sold-out walks take its last days).
const stays = bookableStays(5, 4, 2);
// One after another: the walks share the guest's account and the spa's therapists.
test.describe.configure({ mode: 'serial' });

async function logIn(page: Page, lang: Lang) {
  await page.goto(`/${lang}/`);
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** One guest's mud therapies: a day of the stay, its first free time, until the six are chosen. */
async function pickSixTimes(lang: Lang, line: Locator) {
  const chosen = (n: number) => tr(lang, '{chosen} of {total} chosen', { chosen: String(n), total: '6' });
  let picked = 0;
  await expect(line.getByRole('group', { name: tr(lang, 'Days of your stay') })).toBeVisible();
  // A day without free times is skipped; a second round picks a second time on a day.
  for (let round = 0; round < 3 && picked < TIMES_PER_GUEST; round++) {
    const days = line.getByRole('group', { name: tr(lang, 'Days of your stay') }).getByRole('button');
    const count = await days.count();
    for (let day = 0; day < count && picked < TIMES_PER_GUEST; day++) {
      await days.nth(day).click();
      await expect(days.nth(day)).toHaveAttribute('aria-pressed', 'true');
      const free = line.getByTestId('free-times').locator('button:enabled');
      const none = line.getByText(tr(lang, 'No free times on this day: choose another day.'));
      await expect(free.first().or(none)).toBeVisible();
      if (!(await free.count())) continue;
      await free.first().click();
      picked++;
      await expect(line.getByRole('heading', { level: 4 })).toContainText(chosen(picked));
    }
  }
  expect(picked).toBe(TIMES_PER_GUEST);
}

/** Logged in, five nights for two searched, the package chosen: the payment page opens on the times step. */
async function choosePackage(page: Page, lang: Lang, stay: { from: string; to: string }) {
  const search: RoomsSearch = {
    arrival: stay.from,
    departure: stay.to,
    code: '',
    rooms: [{ adults: 2, children: 0, childrenAges: [] }],
  };
  await logIn(page, lang);
  await page.goto(roomsUrl(lang, search));
  await page.getByRole('group', { name: PACKAGE[lang], exact: true }).first().getByRole('button').first().click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/booking/payment\\?`), { timeout: 20_000 });
  const step = page.getByTestId('treatments-step');
  await expect(step).toBeVisible();
  return step;
}

const guestLine = (step: Locator, guest: number) => step.getByTestId(new RegExp(`^treatment-${guest}-`));

/** The consents, the sandbox card, Pay now. */
async function pay(page: Page, lang: Lang) {
  await page
    .getByRole('checkbox', { name: tr(lang, 'I accept the cancellation policy: the deposit is retained if I cancel.') })
    .check();
  await page
    .getByRole('checkbox', {
      name: tr(lang, 'I understand that the city tax is paid on site and is not included in the total.'),
    })
    .check();
  await page.getByLabel(tr(lang, 'Card number')).fill('4242424242424242');
  await page.getByLabel(tr(lang, 'Expiry (MM / YY)')).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: new RegExp(`^${tr(lang, 'Pay now {amount}').split('{')[0].trim()}`) }).click();
}

for (const [index, lang] of (['it', 'en', 'de'] as const).entries()) {
  test(`books "${PACKAGE[lang]}" for two with the twelve treatment times, and the receipt splits VAT (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const step = await choosePackage(page, lang, stays[index]);

    // The times come before the card: no card field yet.
    await expect(step.getByRole('heading', { name: tr(lang, 'Your treatment times') })).toBeVisible();
    await expect(page.getByLabel(tr(lang, 'Card number'))).toHaveCount(0);
    const proceed = step.getByRole('button', { name: tr(lang, 'Continue to payment') });
    await expect(proceed).toBeDisabled();
    for (const guest of [0, 1]) await pickSixTimes(lang, guestLine(step, guest));
    await proceed.click();

    // The payment form lists the twelve times; the card pays the deposit (75 € a guest).
    await expect(page.getByTestId('chosen-treatment-times').getByRole('listitem')).toHaveCount(12);
    await pay(page, lang);
    // A time taken meanwhile comes back next to its line (§16.6): the guest picks another and pays,
    // as the walk below. Seen once in CI on a Sunday, when only two therapists do mud: a walk
    // beside it (the spa's day books the first free time) can take a time between read and hold.
    const thanks = page.getByRole('status').filter({ hasText: tr(lang, 'Thank you!') });
    for (let retry = 0; retry < 2; retry++) {
      const back = page.getByTestId('treatments-step');
      await expect(thanks.or(back)).toBeVisible({ timeout: 15_000 });
      if (!(await back.isVisible())) break;
      for (const guest of [0, 1])
        if (await guestLine(back, guest).getByRole('alert').isVisible())
          await pickOneMore(guestLine(back, guest), lang);
      await back.getByRole('button', { name: tr(lang, 'Continue to payment') }).click();
      await pay(page, lang);
    }
    await expect(thanks).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(new RegExp(`/${lang}/my/room-reservations/\\d+$`), { timeout: 10_000 });

    // The reservation page: the twelve times, and the VAT split (mud therapies 22 %, the rest 10 %).
    await expect(page.getByTestId('reservation-treatment-times').getByRole('listitem')).toHaveCount(12);
    const vat = page.getByTestId('vat-split');
    await expect(vat.getByRole('row', { name: /^22 %/ })).toContainText(/540[.,]00/);
    await expect(vat.getByRole('row', { name: /^10 %/ })).toBeVisible();
    await expect(vat.getByRole('row')).toHaveCount(3);

    // Manage my booking (§16.6, decision 058): the last time, days ahead, is cancelled after the
    // question that says nothing is refunded; the list keeps the other eleven.
    const times = page.getByTestId('reservation-treatment-times');
    const cancel = times.getByRole('listitem').last().getByRole('button').last();
    const named = (english: string) =>
      new RegExp(
        `^${tr(lang, english, { text: '@' })
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
          .replace('@', '.+')}$`,
      );
    await expect(cancel).toHaveAccessibleName(named('Cancel {text}'));
    await cancel.click();
    const question = page.getByTestId('cancel-treatment-time');
    const tail = tr(lang, QUESTION, { text: '' }).split('? ')[1];
    await expect(question).toContainText(tail);
    await question.getByRole('button', { name: tr(lang, 'Yes, cancel this time') }).click();
    await expect(question).toHaveCount(0);
    await expect(times.getByRole('listitem')).toHaveCount(11);
  });
}

// The race itself (two guests, the last therapist hour) is the server's, proved on PostgreSQL in
// tests/server/packages; here the hold's refusal as the page gets it: the purchase's eighth time
// (guest 2's second) was just taken. Nothing is charged; the step comes back with the message next
// to guest 2's line and the other eleven times kept; one new time, and the booking goes through.
test('a time taken meanwhile: the guest is told next to the line, picks another and pays, then moves a time (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const taken = 'This time has just been taken: choose another one.';
  let refused = 0;
  await page.route('**/my/room-reservations', async (route) => {
    if (route.request().method() !== 'POST' || refused++ > 0) return route.fallback();
    await route.fulfill({
      status: 409,
      json: { message: taken, errors: { treatment_times: [taken] }, treatment_time_index: 7 },
    });
  });
  const step = await choosePackage(page, 'en', stays[3]);
  for (const guest of [0, 1]) await pickSixTimes('en', guestLine(step, guest));
  await step.getByRole('button', { name: 'Continue to payment' }).click();
  await pay(page, 'en');

  const again = page.getByTestId('treatments-step');
  await expect(guestLine(again, 1).getByRole('alert')).toHaveText(taken);
  await expect(guestLine(again, 0).getByRole('heading', { level: 4 })).toContainText('6 of 6 chosen');
  await expect(guestLine(again, 1).getByRole('heading', { level: 4 })).toContainText('5 of 6 chosen');
  await expect(page).toHaveURL(/\/en\/booking\/payment\?/);
  await pickOneMore(guestLine(again, 1));
  await again.getByRole('button', { name: 'Continue to payment' }).click();
  await pay(page, 'en');
  await expect(page).toHaveURL(/\/en\/my\/room-reservations\/\d+$/, { timeout: 20_000 });
  await expect(page.getByTestId('reservation-treatment-times').getByRole('listitem')).toHaveCount(12);
  expect(refused).toBe(2);

  // Manage my booking (§16.6): the first time, days ahead, moved to the arrival day's last free time.
  const list = page.getByTestId('reservation-treatment-times');
  const first = list.getByRole('listitem').first();
  const before = await first.innerText();
  // Two guests may share a start: count the items that read as the moved one.
  const reading = async (text: string) =>
    (await list.getByRole('listitem').allInnerTexts()).filter((item) => item === text).length;
  const sameBefore = await reading(before);
  await first.getByRole('button', { name: /^Change / }).click();
  const change = page.getByTestId('change-treatment-time');
  await change.getByRole('group', { name: 'Days of your stay' }).getByRole('button').first().click();
  const free = change.getByTestId('free-times').locator('button:enabled');
  await expect(free.first()).toBeVisible();
  const to = (await free.last().innerText()).trim();
  await free.last().click();
  await change.getByRole('button', { name: 'Save the new time' }).click();
  await expect(change).toHaveCount(0);
  await expect(list.getByRole('listitem')).toHaveCount(12);
  await expect.poll(() => reading(before)).toBe(sameBefore - 1);
  await expect(list).toContainText(to);
});

/** The first free time of the first day that has one. */
async function pickOneMore(line: Locator, lang: Lang = 'en') {
  const days = line.getByRole('group', { name: tr(lang, 'Days of your stay') }).getByRole('button');
  for (let day = 0; day < (await days.count()); day++) {
    await days.nth(day).click();
    const free = line.getByTestId('free-times').locator('button:enabled');
    await expect(
      free.first().or(line.getByText(tr(lang, 'No free times on this day: choose another day.'))),
    ).toBeVisible();
    if (await free.count()) return free.first().click();
  }
  throw new Error('no free time left in the stay');
}
