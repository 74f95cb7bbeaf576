import { expect, test } from './support/fixtures';

// Issue 16 item 14: the day-spa people counter stops at what the largest time slot holds (40 in
// the seed) and says why, in the guest's language; a larger number in the address is brought down.

const texts = {
  it: {
    people: 'Persone compresi i bambini',
    more: 'Aumenta Persone compresi i bambini',
    why: 'Una prenotazione può includere al massimo 40 persone',
  },
  en: {
    people: 'People including children',
    more: 'Increase People including children',
    why: 'A reservation takes at most 40 people',
  },
  de: {
    people: 'Personen einschließlich Kinder',
    more: 'Personen einschließlich Kinder erhöhen',
    why: 'Eine Reservierung umfasst höchstens 40 Personen',
  },
};

for (const lang of ['it', 'en', 'de'] as const) {
  test(`the people counter stops at the largest time slot, and says why (${lang})`, async ({ page }) => {
    const t = texts[lang];
    await page.goto(`/${lang}/day-spa/thermal-day?people=39`);
    const counter = page.getByRole('group', { name: t.people });
    await expect(counter.locator('output')).toHaveText('39');
    await expect(page.getByText(t.why)).toHaveCount(0);
    const more = counter.getByRole('button', { name: t.more });
    await more.click();
    await expect(counter.locator('output')).toHaveText('40');
    await expect(more).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByRole('status').filter({ hasText: t.why })).toBeVisible();
    // Pressed again (it is aria-disabled, so Playwright would refuse a plain click): nothing changes.
    await more.click({ force: true });
    await expect(counter.locator('output')).toHaveText('40');
    await page.goto(`/${lang}/day-spa/thermal-day?people=60`);
    await expect(counter.locator('output')).toHaveText('40');
  });
}
