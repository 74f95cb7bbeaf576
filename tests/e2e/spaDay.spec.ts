import type { Page } from '@playwright/test';
import { addDays } from '../../domain/dates';
import { expect, test } from './support/fixtures';
import { tr, type Lang } from './support/catalog';
import { bookRoomAsNewAccount, pagePost } from './checkInSupport';

// Issue 35, docs/product.md §16: the front desk books a mud therapy for a guest's stay on the
// spa's day, sees it in place in the therapist's column, moves it to another free time, and the
// guest's mail about the new time is in the outbox, in the language the guest booked in.

test.describe.configure({ timeout: 90_000 });

const DESK = { email: 'desk@terme.example', password: 'terme-desk-2026' };
const MUD = { it: 'Fangoterapia (30′)', en: 'Mud therapy (30′)', de: 'Fangotherapie (30′)' };
const MOVED_SUBJECT = { it: 'Il tuo trattamento ha un nuovo orario' };
const clock = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });

/** The free times of the seeded mud therapy on `date`, as the server offers them. */
async function freeMudTimes(page: Page, date: string): Promise<string[]> {
  const { treatments } = (await (await page.request.get('/api/spa/treatments')).json()) as {
    treatments: { id: number; skill: string }[];
  };
  const mud = treatments.find((x) => x.skill === 'mud')!;
  const answer = await page.request.get(`/api/spa/free-slots?treatment_id=${mud.id}&from=${date}&to=${date}`);
  return ((await answer.json()) as { slots: { starts_at: string }[] }).slots.map((s) => clock(s.starts_at));
}

(['it', 'en', 'de'] as Lang[]).forEach((lang, i) => {
  test(`the desk books, sees and moves a guest's treatment; the guest is mailed (${lang})`, async ({
    page,
    browser,
    baseURL,
    outbox,
  }) => {
    const { account, reservationId, from } = await bookRoomAsNewAccount(page, baseURL!, 80 + i, 2, lang);
    const day = addDays(from, 1);
    const desk = await (await browser.newContext({ baseURL, locale: lang })).newPage();
    await desk.goto(`/${lang}/`);
    expect((await pagePost(desk, '/login', { ...DESK, remember: true })).status()).toBe(200);
    const [first, , , later] = await freeMudTimes(desk, day);

    await desk.goto(`/${lang}/admin/spa-day`);
    const menu = desk.getByRole('navigation', { name: tr(lang, 'Front desk') });
    await expect(menu.getByRole('link', { name: tr(lang, 'The spa’s day') })).toHaveAttribute('aria-current', 'page');
    await desk.getByLabel(tr(lang, 'Day'), { exact: true }).first().fill(day);

    const book = desk.getByRole('form', { name: tr(lang, 'Book a treatment') });
    await book.getByLabel(tr(lang, 'Reservation number')).fill(String(reservationId));
    await book.getByLabel(tr(lang, 'Treatment')).selectOption({ label: MUD[lang] });
    await book.getByLabel(tr(lang, 'Time (HH:MM)')).fill(first);
    await book.getByRole('button', { name: tr(lang, 'Book the treatment') }).click();

    // In place: the hour's row of the grid shows it, with the guest's name.
    const grid = desk.getByTestId('spa-day');
    const guest = `${account.firstName} ${account.lastName}`;
    const move = grid.getByRole('button', { name: new RegExp(`${guest}.*${first}`) });
    await expect(move).toBeVisible();
    await move.click();
    const moveForm = grid.getByRole('form');
    await moveForm.getByLabel(tr(lang, 'Free time')).selectOption(later);
    await moveForm.getByRole('button', { name: tr(lang, 'Move it') }).click();
    await expect(grid.getByRole('button', { name: new RegExp(`${guest}.*${later}`) })).toBeVisible();

    // The mail speaks the reservation's language: bookRoomAsNewAccount books through the API
    // without one, which the server keeps as Italian, the site's default.
    const mail = await outbox.waitFor(account.email, (m) => m.subject === MOVED_SUBJECT.it);
    expect(mail.body).toContain(later);
    await desk.context().close();
  });
});
