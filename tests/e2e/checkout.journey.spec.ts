import type { Page } from '@playwright/test';
import { checkoutPlan } from '../machines/checkoutModel';
import { expect, uniqueEmail } from './support/fixtures';
import { describeModel } from './support/modelHarness';
import { tr } from './support/catalog';
import { cardExpiry, freezeClock, installClock, resumeClock } from './support/clock';

// Every path of machines/checkout.machine.ts through /{lang}/shop/checkout/payment in Chromium,
// against the real server and the sandbox; the paths take turns in it, en and de. The cart is
// made on the server through the page's own session (two 'Thermal day entry' lines of 2 cards
// for one person: 2 x 2 x 40.00 = 160.00), changed there as another tab would, and the page is
// told to look again (the browser's visibilitychange).

type Lang = 'it' | 'en' | 'de';
type Cart = { cart: { items: unknown[] } };
const LANGS: Lang[] = ['it', 'en', 'de'];
const langOf = (title: string): Lang => LANGS[Number(/#(\d+)/.exec(title)?.[1] ?? 0) % 3];
const money: Record<Lang, (euros: string) => string> = { it: (e) => `${e} €`, en: (e) => `€${e}`, de: (e) => `${e} €` };

function api(page: Page) {
  const headers = async () => ({
    'X-CSRF-TOKEN': (await page.locator('meta[name="csrf-token"]').getAttribute('content')) ?? '',
    'X-Requested-With': 'XMLHttpRequest',
  });
  return {
    async addLine(email: string | null) {
      const product = (await (
        await page.request.get('/api/products/gift-card-spa', { headers: { 'X-Locale': 'en' } })
      ).json()) as { id: number; product_variations: { id: number; text: string }[] };
      const variation = product.product_variations.find((v) => v.text === 'Thermal day entry')!.id;
      const added = await page.request.post('/shop/cart', {
        data: { id: product.id, variation, people: 1, quantity: 2 },
        headers: await headers(),
      });
      expect(added.status()).toBe(200);
      if (email) {
        const { rowId } = (await added.json()) as { rowId: string };
        expect(
          (
            await page.request.patch(`/shop/cart/${rowId}`, {
              data: {
                recipients: [
                  { name: 'Carla Verdi', email },
                  { name: 'Dario Verdi', email },
                ],
              },
              headers: await headers(),
            })
          ).status(),
        ).toBe(200);
      }
    },
    async empty() {
      const cart = (await (
        await page.request.get('/en/shop/cart', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })
      ).json()) as { items: { rowId: string }[] };
      for (const item of cart.items)
        expect((await page.request.delete(`/shop/cart/${item.rowId}`, { headers: await headers() })).status()).toBe(
          200,
        );
    },
  };
}

/** The page looks at the cart again, as when the guest comes back to the tab. */
const lookAgain = (page: Page) => page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));

async function fillBuyer(page: Page, lang: Lang) {
  const t = (text: string) => tr(lang, text);
  await page.getByLabel(t('First name'), { exact: true }).fill('Giulia');
  await page.getByLabel(t('Last name'), { exact: true }).fill('Bianchi');
  await page.getByLabel(t('Email'), { exact: true }).fill(uniqueEmail('checkout-walk'));
  const privacy = page.getByRole('checkbox', { name: new RegExp(t('privacy policy')) });
  await expect(async () => {
    if (!(await privacy.isChecked())) await privacy.click({ timeout: 2_000 });
    await expect(privacy).toBeChecked({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await page.getByLabel(t('Card number')).fill('4242424242424242');
  await page.getByLabel(t('Expiry (MM / YY)')).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
}

const payButton = (page: Page, lang: Lang) =>
  page.getByRole('button', { name: new RegExp(`^${tr(lang, 'Pay now {amount}', { amount: '.+' })}$`) });

describeModel({
  plan: checkoutPlan({ name: 'checkout (gift-card payment step)' }),
  start: async (page, ctx) => {
    const lang = langOf(ctx.path.title);
    ctx.data.lang = lang;
    await installClock(page);
    await page.goto(`/${lang}/shop`);
    await expect(page.getByRole('heading', { name: tr(lang, 'Gift cards'), level: 1 })).toBeVisible();
    // The payment screen's first look at the cart waits until the walk has made the cart.
    await ctx.hold({ url: `**/${lang}/shop/cart`, method: 'GET' });
    await page.goto(`/${lang}/shop/checkout/payment`);
  },
  states: {
    loading: async (page) => {
      await expect(page.locator('[data-machine="checkout"]')).toHaveAttribute('data-state', 'loading');
    },
    payment: async (page, ctx) => {
      const lang = ctx.data.lang as Lang;
      await expect(page.getByRole('form', { name: tr(lang, 'Your details and payment') })).toBeVisible();
      await expect(page.getByTestId('checkout-total')).toHaveText(money[lang](lang === 'en' ? '160.00' : '160,00'));
    },
    paid: async (page, ctx) => {
      await expect(page.getByText(tr(ctx.data.lang as Lang, 'Thank you!'), { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/shop\/checkout\/payment$/);
    },
    confirmed: async (page, ctx) => {
      const lang = ctx.data.lang as Lang;
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop/checkout/confirmation$`));
      await expect(page.getByTestId('shop-confirmation')).toContainText('4242');
      await expect(page.getByTestId('cart-count')).toHaveText('0');
    },
    leaving: async (page, ctx) => {
      const lang = ctx.data.lang as Lang;
      const last = ctx.path.steps[ctx.index].event as unknown as Cart;
      const problem = last.cart.items.length === 0 ? 'No item in the cart' : "The recipient's Email is missing";
      await expect(page.locator('.toast-text', { hasText: tr(lang, problem) })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop/checkout/personalisation$`));
    },
  },
  events: {
    'cart.updated': async (page, event, ctx) => {
      const { cart } = event as unknown as Cart;
      const server = api(page);
      const items = cart.items as { options: { delivery: { email: string } } }[];
      if (ctx.snapshot.matches('loading')) {
        for (const item of items) await server.addLine(item.options.delivery.email ? uniqueEmail('recipient') : null);
        return ctx.release();
      }
      if (items.length === 0) await server.empty();
      else if (items.some((item) => !item.options.delivery.email)) await server.addLine(null);
      await lookAgain(page);
    },
    'pay.submit': async (page, _event, ctx) => {
      const lang = ctx.data.lang as Lang;
      await fillBuyer(page, lang);
      await ctx.hold({ url: '**/shop/checkout', method: 'POST' });
      await payButton(page, lang).click();
      await expect(payButton(page, lang)).toBeDisabled();
    },
    'xstate.done.actor.cardPayment': async (page, _event, ctx) => {
      const lang = ctx.data.lang as Lang;
      if (ctx.path.steps[ctx.index - 1]?.event.type !== 'pay.submit') {
        await fillBuyer(page, lang);
        await ctx.hold({ url: '**/shop/checkout', method: 'POST' });
        await payButton(page, lang).click();
      }
      // The checkmark stays until the walk lets 1.2 s pass.
      await freezeClock(page);
      await ctx.release();
    },
    'xstate.after.confirmation.checkout.paid': async (page) => {
      await resumeClock(page);
    },
  },
});
