import type { Page } from '@playwright/test';
import type { Cart } from '../../domain/shop';
import { personalisationPlan } from '../machines/personalisationModel';
import { tr, type Lang } from './support/catalog';
import { freezeClock, installClock, resumeClock } from './support/clock';
import { openDay, pagePost } from './support/daySpaBooking';
import { expect, uniqueEmail } from './support/fixtures';
import { describeModel } from './support/modelHarness';
import type { RequestGate } from './support/requestGate';

// machines/personalisation.machine.ts walked through /{lang}/shop/checkout/personalisation in
// Chromium against the real server, the paths taking turns in it, en and de. The cart is made on
// the server through the page's own session (a 'Thermal day entry' gift card, or a dated thermal
// day only), changed there as another tab would, and the page is told to look again.

const LANGS: Lang[] = ['it', 'en', 'de'];
const langOf = (ctx: { path: { input?: { label: string } } }) => (ctx.path.input?.label ?? 'en') as Lang;
const machineRoot = (page: Page) => page.locator('[data-machine="personalisation"]');

function server(page: Page) {
  const post = pagePost(page);
  const json = async <T>(url: string) =>
    (await (
      await page.request.get(url, { headers: { 'X-Locale': 'en', 'X-Requested-With': 'XMLHttpRequest' } })
    ).json()) as T;
  const csrf = async () => (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '';
  return {
    async addGiftCard() {
      const product = await json<{ id: number; product_variations: { id: number; text: string }[] }>(
        '/api/products/gift-card-spa',
      );
      const variation = product.product_variations.find((v) => v.text === 'Thermal day entry')!.id;
      expect((await post('/shop/cart', { id: product.id, variation, people: 1, quantity: 1 })).status()).toBe(200);
    },
    async addSpaDay() {
      const date = openDay(6);
      const product = await json<{ id: number }>('/api/products/thermal-day');
      const slots = await json<{ id: number; title: string | null }[]>(
        `/api/${product.id}/availability?people=1&from_date=${date}&to_date=${date}`,
      );
      const added = await post('/shop/cart', {
        type: 'reservation',
        id: product.id,
        product_availability_id: slots.find((s) => s.title === null)!.id,
        date,
        people: 1,
        quantity: 1,
      });
      expect(added.status(), await added.text()).toBe(200);
    },
    async empty() {
      const cart = await json<{ items: { rowId: string }[] }>('/en/shop/cart');
      for (const item of cart.items) {
        expect(
          (
            await page.request.delete(`/shop/cart/${item.rowId}`, {
              headers: { 'X-CSRF-TOKEN': await csrf(), 'X-Requested-With': 'XMLHttpRequest' },
            })
          ).status(),
        ).toBe(200);
      }
    },
  };
}

/** The page looks at the cart again, as when the guest comes back to the tab. */
const lookAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

/**
 * With the page's clock stopped, lets its time pass in small steps until the machine is in `state`:
 * the 400 ms wait then starts but cannot end before the walk has seen the state.
 */
async function stepUntil(page: Page, state: string) {
  await expect(async () => {
    await page.clock.runFor(20);
    await expect(machineRoot(page)).toHaveAttribute('data-state', state, { timeout: 100 });
  }).toPass({ timeout: 10_000 });
}

describeModel({
  plan: personalisationPlan({
    name: 'personalisation (gift-card recipients)',
    turns: LANGS.map((lang) => ({ label: lang, input: undefined })),
  }),
  start: async (page, ctx) => {
    const lang = langOf(ctx);
    await installClock(page);
    await page.goto(`/${lang}/shop`);
    await expect(page.getByRole('heading', { name: tr(lang, 'Gift cards'), level: 1 })).toBeVisible();
    // The screen's first look at the cart waits until the walk has made the cart.
    await ctx.hold({ url: `**/${lang}/shop/cart`, method: 'GET' });
    await page.goto(`/${lang}/shop/checkout/personalisation`);
  },
  states: {
    loading: async (page) => {
      await expect(machineRoot(page)).toHaveAttribute('data-state', 'loading');
    },
    empty: async (page, ctx) => {
      const lang = langOf(ctx);
      await expect(page.locator('p.checkout-card')).toContainText(tr(lang, 'No item in the cart'));
      await expect(page.getByRole('link', { name: tr(lang, 'Choose a gift card') })).toHaveAttribute(
        'href',
        `/${lang}/shop`,
      );
    },
    noGiftCards: async (page, ctx) => {
      await expect(page.getByRole('status').filter({ hasText: tr(langOf(ctx), 'On to the payment…') })).toBeVisible();
      await expect(page).toHaveURL(/\/shop\/checkout\/personalisation$/);
    },
    editing: async (page, ctx) => {
      const lang = langOf(ctx);
      const form = page.getByRole('form', { name: tr(lang, 'Gift card recipients') });
      await expect(form.locator('fieldset')).toHaveCount(1);
      await expect(form.getByRole('button', { name: tr(lang, 'Continue') })).toBeEnabled();
    },
    saving: async (page, ctx) => {
      const button = page.getByRole('button', { name: tr(langOf(ctx), 'Continue') });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('aria-busy', 'true');
    },
    leaving: async (page, ctx) => {
      await expect(page).toHaveURL(new RegExp(`/${langOf(ctx)}/shop/checkout/payment$`));
      await expect(page.locator('[data-machine="checkout"]')).toBeVisible();
    },
  },
  events: {
    'cart.updated': async (page, event, ctx) => {
      const { cart } = event as unknown as { cart: Cart };
      const spaDayOnly = cart.items.length > 0 && cart.items.every((item) => item.options.type === 'reservation');
      const cartOnServer = server(page);
      const first = ctx.snapshot.matches('loading');
      if (!first) await cartOnServer.empty();
      if (spaDayOnly) await cartOnServer.addSpaDay();
      else if (cart.items.length) await cartOnServer.addGiftCard();
      // Nothing to personalise: the page's time stops so that the 400 ms notice is seen.
      if (spaDayOnly) await freezeClock(page);
      if (first) await ctx.release();
      else await lookAgain(page);
      if (spaDayOnly) await stepUntil(page, 'noGiftCards');
    },
    'personalisation.submit': async (page, _event, ctx) => {
      const lang = langOf(ctx);
      const form = page.getByRole('form', { name: tr(lang, 'Gift card recipients') });
      await form.getByLabel(tr(lang, "Recipient's full name")).fill('Carla Verdi');
      await form.getByLabel(tr(lang, "Recipient's email")).fill(uniqueEmail('carla'));
      await form.getByLabel(tr(lang, 'Message (optional)')).fill('Buon compleanno!');
      ctx.data.save = await ctx.hold({ url: '**/shop/cart/*', method: 'PATCH' });
      await form.getByRole('button', { name: tr(lang, 'Continue') }).click();
    },
    // The only card's save starts at once (0 x 100 ms) and is held.
    'card.save': async (_page, _event, ctx) => void (await (ctx.data.save as RequestGate).held()),
    'xstate.done.actor.save-row-a': (_page, _event, ctx) => (ctx.data.save as RequestGate).release(),
    'xstate.error.actor.save-row-a': (_page, _event, ctx) => (ctx.data.save as RequestGate).abort(),
    'xstate.after.noGiftCardRedirect.personalisation.noGiftCards': async (page) => {
      await resumeClock(page);
    },
  },
});
