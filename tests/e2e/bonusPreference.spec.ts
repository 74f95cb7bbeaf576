import type { Page } from '@playwright/test';
import { formSubmitMachine } from '../../machines/formSubmit.machine';
import { tr, type Lang } from './support/catalog';
import { BONUS_GUESTS } from './support/dbFixtures';
import { expect, test } from './support/fixtures';
import { onHotelClock } from './support/clock';
import { describeModel } from './support/modelHarness';
import type { RequestGate } from './support/requestGate';

// The bonus-terme preference chooser (product.md §11; issue 12) walked through its page in three
// languages: saved (the server's message as a success notice, then the stored choice instead of
// the tabs), the connection dropped (an error notice) and sent again. Each walk is a guest of its
// own with credit (support/dbFixtures.ts): a preference is stored once.

const LANGS: Lang[] = ['it', 'en', 'de'];
const langOf = (ctx: { path: { input?: { label: string } } }) => (ctx.path.input?.label ?? 'en') as Lang;
const CHOICE = 'Pool and treatments';
const chooseButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: tr(lang, 'I prefer: {0}', { 0: tr(lang, CHOICE) }) });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/en/');
  const csrf = (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  const login = await page.request.post('/login', {
    data: { email, password, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(login.status(), await login.text()).toBe(200);
}

const NETWORK = { message: 'the connection dropped', errors: {} };

const plan = describeModel({
  plan: {
    machine: formSubmitMachine,
    name: 'formSubmit (bonus-terme preference)',
    events: [
      { type: 'form.submit', values: {} },
      { type: 'xstate.done.actor.submit', output: {} },
      { type: 'xstate.error.actor.submit', error: NETWORK },
    ],
    serializeState: (s) => JSON.stringify([s.value, s.context.message]),
    // The language changes the words, not the graph: the paths take turns in it, en and de.
    turns: LANGS.map((lang) => ({ label: lang, input: undefined })),
    exclude: {
      'editing --field.edit--> (self)': 'the chooser has no field to edit: a tab and its button',
      'failed --field.edit--> (self)': 'idem',
      'succeeded --form.submit--> submitting': 'the stored choice replaces the chooser',
      'succeeded --field.edit--> editing': 'idem',
    },
  },
  start: async (page, ctx) => {
    const index = Number(/^#(\d+)/.exec(ctx.path.title)?.[1]) - 1;
    const guest = BONUS_GUESTS[index];
    if (!guest) throw new Error(`no bonus guest for walk ${ctx.path.title}: add accounts in support/dbFixtures.ts`);
    await signIn(page, guest.email, guest.password);
    const lang = langOf(ctx);
    await page.goto(`/${lang}/my/bonus-terme/preferences`);
    // Keyboard: the tabs take arrow keys (radix Tabs), the panel follows.
    const tabs = page.getByRole('tablist', { name: tr(lang, 'Ways to use the bonus') });
    await tabs.getByRole('tab', { name: tr(lang, 'Day spa') }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: tr(lang, CHOICE) })).toHaveAttribute('aria-selected', 'true');
  },
  states: {
    editing: async (page, ctx) => {
      await expect(chooseButton(page, langOf(ctx))).toBeEnabled();
    },
    submitting: async (page, ctx) => {
      await expect(chooseButton(page, langOf(ctx))).toBeDisabled();
      await expect(chooseButton(page, langOf(ctx))).toHaveAttribute('aria-busy', 'true');
    },
    succeeded: async (page, ctx) => {
      const lang = langOf(ctx);
      await expect(page.locator('.toast--success')).toBeVisible();
      await expect(page.getByTestId('bonus-preference')).toContainText(
        tr(lang, 'Your preference: {0}. We will take it into account when you use your bonus.', {
          0: tr(lang, CHOICE),
        }),
      );
      await expect(page.getByRole('tablist')).toHaveCount(0);
    },
    failed: async (page, ctx) => {
      const lang = langOf(ctx);
      await expect(
        page
          .locator('.toast--error')
          .filter({ hasText: tr(lang, 'We could not reach the hotel. Please check your connection and try again.') })
          .first(),
      ).toBeVisible();
      await expect(chooseButton(page, lang)).toBeEnabled();
    },
  },
  events: {
    'form.submit': async (page, _event, ctx) => {
      ctx.data.gate = await ctx.hold({ url: `**/${langOf(ctx)}/my/bonus-terme/preferences`, method: 'POST' });
      ctx.data.offline = ctx.next?.type === 'xstate.error.actor.submit';
      await chooseButton(page, langOf(ctx)).click();
      await (ctx.data.gate as RequestGate).held();
    },
    'xstate.done.actor.submit': (_page, _event, ctx) => ctx.release(),
    'xstate.error.actor.submit': async (_page, _event, ctx) => (ctx.data.gate as RequestGate).abort(),
  },
});

test('the bonus walks have a guest each', () => {
  expect(plan.paths.length).toBeLessThanOrEqual(BONUS_GUESTS.length);
});

test('shows the server refusal of a second choice as an error notice', async ({ page, browser }) => {
  const guest = BONUS_GUESTS.at(-1)!;
  await signIn(page, guest.email, guest.password);
  await page.goto('/en/my/bonus-terme/preferences');
  await expect(page.getByRole('button', { name: 'I prefer: Day spa' })).toBeVisible();
  // Meanwhile the same guest chooses in another browser.
  const other = await browser.newPage();
  await onHotelClock(other);
  await signIn(other, guest.email, guest.password);
  // Signing in renews the session and its CSRF token: the page shows the new one once reloaded.
  await other.reload();
  const csrf = (await other.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  expect(
    (
      await other.request.post('/en/my/bonus-terme/preferences', {
        data: { preference: 'stay' },
        headers: { 'X-CSRF-TOKEN': csrf, 'X-Requested-With': 'XMLHttpRequest' },
      })
    ).status(),
  ).toBe(200);
  await other.close();
  await page.getByRole('button', { name: 'I prefer: Day spa' }).click();
  await expect(page.locator('.toast--error')).toContainText(
    'You have already told us how you would like to use your bonus.',
  );
});
