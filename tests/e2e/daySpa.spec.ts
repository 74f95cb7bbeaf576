import type { Page, Route } from '@playwright/test';
import type { EventObject } from 'xstate';
import { addDays, addMonths, hotelToday } from '../../domain/dates';
import { isDaySpaGap } from '../../server/db/seed/daySpa';
import { openDay, slotDays } from './support/daySpaBooking';
import { daySpaPlan } from '../machines/daySpaModel';
import { expect } from './support/fixtures';
import { describeModel, pathSends, type BrowserStep } from './support/modelHarness';
import { authDialog, GUEST } from './support/accounts';
import { tr } from './support/catalog';
import { cardExpiry, freezeClock, installClock, resumeClock } from './support/clock';
import type { StepContext } from '../machines/support/paths';

// Every path of machines/daySpa.machine.ts through the day-spa screens, in Italian, in Chromium,
// against the real server and the payment sandbox: a normal day, an empty day, an invalid date,
// guest then login, the voucher on and off, paying (the card step's own outcomes:
// paymentCases.spec.ts). What the screen should show comes from the seeded days and prices.

const today = hotelToday();
// Days of the seed's own rule (support/daySpaBooking.ts): in the winter closure the first slots,
// and the first empty day among them, are in March.
const days = {
  today,
  open: openDay(3),
  empty: slotDays.find(isDaySpaGap)!,
  outside: addDays(addMonths(today, 2), 1),
  slot: { id: 0, date: '', sale_price: 0, title: null },
};
days.slot.date = days.open;

const BASE = '/it/day-spa/thermal-day';
const it = (text: string, params?: Record<string, string>) => tr('it', text, params);
/** The slot buttons are named 'Prenota {slot} a {price}'. */
const BOOK = new RegExp(`^${tr('it', 'Book')} `);
const ONE_DAY = /\/api\/\d+\/availability\?people=\d+&from_date=(\d{4}-\d\d-\d\d)&to_date=\1$/;
const CARDS = { good: '4242424242424242' };
type Ctx = StepContext & BrowserStep;

/** The address changes without a page load (a link, the back button): the journey follows it. */
async function pushAddress(page: Page, path: string) {
  await page.evaluate((url) => {
    history.pushState(null, '', url);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Before an event that makes the day's slots load: hold the request, or make it fail when the path says so. */
async function prepareSlotsRequest(page: Page, ctx: Ctx) {
  const after = ctx.path.steps[ctx.index];
  if (!after?.stateIds.includes('availability.loading')) return;
  const answer = ctx.path.steps[ctx.index + 1]?.event.type;
  if (answer === 'xstate.error.actor.loadSlots') {
    // Held until the walk says the server failed; from then on (the client's retry) it fails at once.
    const failing = { routes: [] as Route[], open: false };
    ctx.data.failing = failing;
    await page.route(ONE_DAY, (route) =>
      failing.open ? route.fulfill({ status: 500, json: { message: 'down' } }) : void failing.routes.push(route),
    );
  } else await ctx.hold(ONE_DAY);
}

async function chooseDay(page: Page, date: string) {
  const day = page.locator(`.price-calendar button[data-date="${date}"]`);
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) await page.locator('.rdp-button_next').click();
  // A click once went unanswered on a busy machine (test:dates, 2 January: no section, nothing
  // loading after 10 s): click again until the day's availability section is there, loading or not.
  await expect(async () => {
    await day.click();
    await expect(page.locator('section.day-spa-availability')).toBeAttached({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** The two consents and a card that pays (the voucher stays as the walk set it). */
async function fillPayment(page: Page) {
  await page.getByRole('checkbox', { name: /condizioni di cancellazione/ }).check();
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await page.getByLabel('Numero della carta').fill(CARDS.good);
  await page.getByLabel(/Scadenza/).fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
}

const send =
  (act: (page: Page, event: EventObject & Record<string, unknown>, ctx: Ctx) => Promise<void>) =>
  async (page: Page, event: EventObject & Record<string, unknown>, ctx: Ctx) => {
    await prepareSlotsRequest(page, ctx);
    await act(page, event, ctx);
  };

describeModel({
  plan: daySpaPlan(days, {
    name: 'daySpa (day-spa screens)',
    exclude: {
      '(machine) --user.change--> (self)': 'signing in or out happens on other screens; the machine test walks it',
      'payment --user.change#1--> availability': 'signing out happens on other screens; the machine test walks it',
      'payment --user.change#2--> (self)': 'a sign-in echo; the machine test walks it',
    },
  }),
  // One walk of a day chosen in the calendar, its slots, a slot paid in `npm run test:dates` (the hotel's calendar on five days of the year).
  tagFirst: {
    tag: '@dates',
    first: (path) => pathSends(path, 'slot.choose') && pathSends(path, 'xstate.done.actor.cardPayment'),
  },
  start: async (page, ctx) => {
    // The success message shows for 1.2 s: the walk holds the page's timers to look at it.
    await installClock(page);
    await page.goto(`${BASE}`);
    if (ctx.path.input?.label === 'signed in') {
      const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
      const res = await page.request.post('/login', {
        data: { ...GUEST, remember: true },
        headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
      });
      expect(res.status()).toBe(200);
      await page.goto(`${BASE}`);
    }
  },
  states: {
    start: async (page) => {
      // The first screen after a page load (its lazy code, the catalog): a busy machine needs a moment.
      await expect(page.getByRole('group', { name: it('People including children') })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.price-calendar [data-price]').first()).toBeVisible();
    },
    availability: async (page) => {
      // includeHidden: while the login dialog is open the page behind it is hidden from assistive tech.
      await expect(
        page.getByRole('heading', { name: new RegExp(it('Availability')), includeHidden: true }),
      ).toBeVisible();
    },
    'availability.loading': async (page) => {
      await expect(page.locator('section.day-spa-availability')).toHaveAttribute('aria-busy', 'true');
    },
    'availability.listed': async (page) => {
      await expect(page.getByRole('button', { name: BOOK }).first()).toBeVisible();
      // Only the open day has slots in this walk.
      expect(page.url()).toContain(`${BASE}/${days.open}`);
    },
    'availability.loginGate': async (page) => {
      await expect(authDialog(page)).toBeVisible();
    },
    'availability.empty': async (page) => {
      await expect(page.getByText(it('Not available, try another date'))).toBeVisible();
    },
    'availability.failed': async (page) => {
      await expect(page.getByText(it('The time slots could not be loaded.'))).toBeVisible();
    },
    payment: async (page) => {
      await expect(page).toHaveURL(new RegExp(`${BASE}/${days.open}/payment`));
      await expect(page.getByText(GUEST.email)).toBeVisible();
    },
    'payment.form': async (page, ctx) => {
      const pay = page.getByRole('button', { name: /Paga ora/ });
      // Just after Pay the card step is busy (its purchase is held): the button says so.
      if (ctx.path.steps[ctx.index].event.type === 'pay.submit') await expect(pay).toBeDisabled();
      else await expect(pay).toBeEnabled();
      // The voucher (the seeded guest has 200 euro of credit) takes one person's entry off.
      const voucher = page.getByRole('checkbox', { name: it('Use my bonus voucher') });
      await expect(voucher).toBeChecked({ checked: Boolean(ctx.data.voucher) });
      await expect(page.getByTestId('voucher-discount')).toHaveCount(ctx.data.voucher ? 1 : 0);
    },
    'payment.paid': async (page) => {
      // Where the Pay button was, in view.
      await expect(
        page.getByRole('status').filter({ hasText: /^Grazie! La tua prenotazione DS-[A-Z2-9]{8} è confermata\.$/ }),
      ).toBeInViewport();
      await expect(page.getByRole('button', { name: /Paga ora/ })).toHaveCount(0);
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/it\/my\/product-reservations\/DS-[A-Z2-9]{8}$/);
      await expect(page.getByTestId('amount-paid')).toBeVisible();
      await expect(page.getByTestId('participants')).toContainText('Giulia Rossi');
    },
    notFound: async (page) => {
      await expect(page.getByText(it('The page does not exist'))).toBeVisible();
    },
  },
  events: {
    'people.change': send(async (page) => {
      await page
        .getByRole('button', { name: it('Increase {label}', { label: it('People including children') }) })
        .click();
    }),
    'date.choose': send(async (page, event) => chooseDay(page, String(event.date))),
    'route.start': send(async (page) => pushAddress(page, `${BASE}/`)),
    'route.availability': send(async (page, event, ctx) =>
      pushAddress(page, `${BASE}/${event.date}?people=${event.people ?? ctx.snapshot.context.people}`),
    ),
    'route.payment': send(async (page, event) => pushAddress(page, `${BASE}/${event.date}/payment`)),
    'xstate.done.actor.loadSlots': (_page, _event, ctx) => ctx.release(),
    'xstate.error.actor.loadSlots': async (_page, _event, ctx) => {
      const failing = ctx.data.failing as { routes: Route[]; open: boolean };
      await expect.poll(() => failing.routes.length).toBeGreaterThan(0);
      failing.open = true;
      for (const route of failing.routes.splice(0)) await route.fulfill({ status: 500, json: { message: 'down' } });
    },
    'slots.retry': async (page, _event, ctx) => {
      await page.unroute(ONE_DAY);
      await prepareSlotsRequest(page, ctx);
      await page.getByRole('button', { name: it('Try again') }).click();
    },
    'slot.choose': send(async (page, _event, ctx) => {
      ctx.data.voucher = false;
      await page.getByRole('button', { name: BOOK }).first().click();
    }),
    'auth.signedIn': send(async (page) => {
      const form = authDialog(page).getByRole('form', { name: it('Log in') });
      await form.getByLabel(it('Email'), { exact: true }).fill(GUEST.email);
      await form.getByLabel(it('Password'), { exact: true }).fill(GUEST.password);
      await form.getByRole('button', { name: it('Log in') }).click();
    }),
    'auth.dismissed': send(async (page) => page.keyboard.press('Escape')),
    edit: send(async (page) => page.getByRole('button', { name: it('Change') }).click()),
    'payment.back': send(async (page) => page.getByRole('button', { name: it('Back to availability') }).click()),
    'voucher.toggle': async (page, event, ctx) => {
      await page.getByRole('checkbox', { name: it('Use my bonus voucher') }).setChecked(Boolean(event.use));
      ctx.data.voucher = event.use;
    },
    'pay.submit': send(async (page, _event, ctx) => {
      await fillPayment(page);
      await ctx.hold({ url: '**/my/product-reservations', method: 'POST' });
      await page.getByRole('button', { name: /Paga ora/ }).click();
      await expect(page.getByRole('button', { name: /Paga ora/ })).toBeDisabled();
    }),
    'xstate.done.actor.cardPayment': async (page, _event, ctx) => {
      await freezeClock(page);
      // After Pay (held) the purchase goes on; straight from the form, the guest pays now.
      if (ctx.path.steps[ctx.index - 1]?.event.type === 'pay.submit') return ctx.release();
      await fillPayment(page);
      await page.getByRole('button', { name: /Paga ora/ }).click();
    },
    'xstate.after.redirect.daySpa.payment.paid': (page) => resumeClock(page),
  },
});
