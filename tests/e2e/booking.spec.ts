import type { Page, Route } from '@playwright/test';
import type { RoomsSearch } from '../../domain/bookingQuery';
import { bookingPlan, sampleBookingData, SEARCH_REFUSED } from '../machines/bookingModel';
import { addDays, hotelToday } from '../../domain/dates';
import type { ModelPath, StepContext } from '../machines/support/paths';
import { expect } from './support/fixtures';
import { cardExpiry } from './support/clock';
import { describeModel, pathSends, type BrowserStep } from './support/modelHarness';
import { authDialog, GUEST } from './support/accounts';
import { withoutWrittenAnswers } from './support/writtenAnswers';
import { bookableStays, offersFor, paymentUrl, pushAddress, roomsUrl, type Stay } from './bookingSupport';

// Every path of machines/booking.machine.ts through booking.rooms and booking.payment, in English,
// in Chromium against the real server and the payment sandbox: two rooms chosen one after the
// other, a guest who logs in at the first Select (or gives up), a stored query that goes straight to
// the payment, no availability, rates that fail to load, going back from the payment, and paying
// (the card step's own outcomes: paymentCases.spec.ts). What the screen should show is written here
// from the search (two rooms, five guests) and what the walk did, not read from the model.

const model = sampleBookingData();
const plan = bookingPlan(model, {
  name: 'booking (rooms and payment)',
  exclude: {
    '(machine) --user.change--> (self)': 'signing in or out happens on other screens; the machine test walks it',
    'payment --user.change#1--> noRooms': 'signing out happens on other screens; the machine test walks it',
    'payment --user.change#2--> (self)': 'a sign-in echo; the machine test walks it',
    'start --always#1--> routing':
      'the rates written into the page (decision 033): the machine test walks it and firstAnswers.spec.ts opens the rooms with them; these walks take the page without them, to walk the loading states',
    'start --always#2--> searchRefused':
      "the search's refusal written into the page: the machine test walks it and firstAnswers.spec.ts opens the rooms with it (dates out of season, an unknown code)",
    'payment.treatments':
      "a package's treatment times (product.md §16.6): packageBooking.spec.ts walks them with the seeded package, the machine test every path",
    'payment.checking --always#1--> payment.treatments': 'a package: packageBooking.spec.ts',
    'payment.treatments --done:treatmentScheduling--> payment.checking': 'a package: packageBooking.spec.ts',
    'payment.form --treatments.refused--> payment.treatments':
      'a time taken at the hold: the machine test and its scenarios walk it; tests/server/packages the 409',
    'payment.form --treatments.edit--> payment.treatments': 'a package: packageBooking.spec.ts',
  },
});

// Walks that book rooms get stays of their own (and their own 'other dates'); the others share two.
const consumes = (path: ModelPath) => path.steps.some((s) => s.event.type === 'xstate.done.actor.cardPayment');
const consuming = plan.paths.filter(consumes);
const stays = bookableStays(2, 2 * consuming.length + 2);
const slot = (path: ModelPath) => (consumes(path) ? 2 * consuming.indexOf(path) : 2 * consuming.length);
const stayOf = (path: ModelPath): Stay => stays[slot(path)];
const otherStayOf = (path: ModelPath): Stay => stays[slot(path) + 1];

const searchFor = (stay: Stay): RoomsSearch => ({
  arrival: stay.from,
  departure: stay.to,
  code: '',
  rooms: [
    { adults: 2, children: 0, childrenAges: [] },
    { adults: 2, children: 1, childrenAges: [6] },
  ],
});

const RATES = '**/api/available/rates';
type Ctx = StepContext & BrowserStep;
const payButton = (page: Page) => page.getByRole('button', { name: /Pay now/ });
const selectButtons = (page: Page) => page.locator('.booking-categories').getByRole('button', { name: /^Select / });

interface HeldRates {
  kind: 'fail' | 'empty' | 'refuse';
  routes: Route[];
  handler: (route: Route) => void;
}

/**
 * Before whatever makes the rates load: hold the request until the walk answers it, with the real
 * server's answer, that answer with every room taken (a sold-out stay), or a failure.
 */
async function prepareRates(page: Page, ctx: Pick<Ctx, 'path' | 'index' | 'hold' | 'data'>) {
  const after = ctx.path.steps[ctx.index];
  if (!after?.stateIds.includes('loading')) return;
  const answer = ctx.path.steps[ctx.index + 1]?.event as { type: string; output?: unknown } | undefined;
  if (answer?.type === 'xstate.error.actor.loadRates' || answer?.output === model.noRates) {
    const refused = (answer as { error?: unknown }).error === SEARCH_REFUSED;
    const held: HeldRates = {
      kind: refused ? 'refuse' : answer.output === model.noRates ? 'empty' : 'fail',
      routes: [],
      handler: (route) => void held.routes.push(route),
    };
    ctx.data.rates = held;
    await page.route(RATES, held.handler);
  } else await ctx.hold(RATES);
}

/** Answers the held rates request as prepared, then lets the next ones through. */
async function answerRates(page: Page, ctx: Ctx) {
  const held = ctx.data.rates as HeldRates | undefined;
  if (!held) return ctx.release();
  ctx.data.rates = undefined;
  await expect.poll(() => held.routes.length).toBeGreaterThan(0);
  for (const route of held.routes.splice(0)) {
    if (held.kind === 'fail') await route.fulfill({ status: 500, json: { message: 'down' } });
    // A hand-edited address with past dates: the real server refuses it.
    else if (held.kind === 'refuse') {
      const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
      await route.continue({
        postData: JSON.stringify({ ...body, from_date: addDays(hotelToday(), -3), to_date: addDays(hotelToday(), -1) }),
      });
    } else await route.fulfill({ json: ((await (await route.fetch()).json()) as unknown[][]).map(() => []) });
  }
  await page.unroute(RATES, held.handler);
}

async function logInAsGuest(page: Page) {
  const csrf = await page.locator('meta[name="csrf-token"]').getAttribute('content');
  const res = await page.request.post('/login', {
    data: { ...GUEST, remember: true },
    headers: { 'X-CSRF-TOKEN': csrf ?? '', 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(res.status()).toBe(200);
}

/** The search with a rate already chosen for each room: the first offer of each, as the walk picks. */
async function chosenSearch(baseURL: string, stay: Stay): Promise<RoomsSearch> {
  const search = searchFor(stay);
  const rooms = await Promise.all(
    search.rooms.map(async (room) => {
      const [first] = await offersFor(baseURL, stay, {
        adults: room.adults,
        children: room.children,
        ages: room.childrenAges,
      });
      return { ...room, room: first.room_category.id, rate: first.rates[0].rate_variations[0].id };
    }),
  );
  return { ...search, rooms };
}

/**
 * The journey's screens change faster than a busy test machine can look (adding a room shows for
 * one second, the thank-you for 1.2 s): the page records every state the booking screen rendered,
 * with what it showed, as React commits it.
 */
function recordScreens() {
  const seen: { state: string; adding: boolean; thanks: boolean }[] = [];
  (window as unknown as { __bookingScreens: typeof seen }).__bookingScreens = seen;
  new MutationObserver(() => {
    const screen = document.querySelector('[data-machine="booking"]');
    const state = screen?.getAttribute('data-state');
    if (!screen || !state || seen.at(-1)?.state === state) return;
    seen.push({
      state,
      adding: Boolean(screen.querySelector('.booking-adding')),
      thanks: Boolean(screen.querySelector('.booking-success')),
    });
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
}

/** The consents and a card that pays. */
async function fillPayment(page: Page) {
  await page.getByRole('checkbox', { name: /cancellation policy/ }).check();
  await page.getByRole('checkbox', { name: /city tax is paid on site/ }).check();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill(cardExpiry());
  await page.getByLabel('CVC').fill('123');
}

const screensSeen = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __bookingScreens: { state: string; adding: boolean; thanks: boolean }[] })
        .__bookingScreens,
  );

describeModel({
  plan,
  // One walk of the search, a rate chosen and the deposit paid in `npm run test:dates` (the hotel's calendar on five days of the year).
  tagFirst: {
    tag: '@dates',
    first: (path) => pathSends(path, 'rate.select') && pathSends(path, 'xstate.done.actor.cardPayment'),
  },
  start: async (page, ctx) => {
    const stay = stayOf(ctx.path);
    ctx.data.stay = stay;
    // Rooms the guest has a rate for: none yet, or both in the stored query.
    ctx.data.chosen = ctx.path.input?.label === 'signed in, stored choices' ? 2 : 0;
    await page.addInitScript(recordScreens);
    await page.goto('/en/');
    await withoutWrittenAnswers(page);
    const label = ctx.path.input?.label;
    await prepareRates(page, { ...ctx, index: 0 });
    if (label === 'no rooms') return void (await page.goto('/en/booking/rooms-available'));
    if (label === 'guest, two rooms') return void (await page.goto(roomsUrl('en', searchFor(stay))));
    const chosen = await chosenSearch(ctx.baseURL, stay);
    if (label === 'payment address, guest') return void (await page.goto(paymentUrl('en', chosen)));
    await logInAsGuest(page);
    await page.goto(roomsUrl('en', chosen));
  },
  states: {
    loading: async (page) => {
      await expect(page.locator('.booking-skeletons')).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('.booking-skeletons')).toHaveAttribute('aria-busy', 'true');
    },
    loadFailed: async (page) => {
      await expect(
        page.getByText('The rooms could not be loaded. Please check your connection and try again.'),
      ).toBeVisible();
    },
    searchRefused: async (page) => {
      const notice = page.getByTestId('search-refused');
      await expect(notice).toContainText(
        'These dates cannot be booked. Please choose dates within the booking period.',
      );
      await expect(notice.getByRole('link', { name: 'Choose dates and guests again' })).toHaveAttribute(
        'href',
        /\/en\/booking\/select-dates\?/,
      );
      await expect(page.getByText('Please check your connection')).toHaveCount(0);
    },
    rooms: async (page, ctx) => {
      // Adding the last room lasts one second before the payment opens: 'rooms.adding' checks
      // the screen the page recorded, as the address may already have moved on.
      if (ctx.path.steps[ctx.index].stateIds.includes('rooms.adding')) return;
      await expect(page).toHaveURL(/\/en\/booking\/rooms-available\?/);
      // Not by role: the login dialog hides the page from assistive technology while it is open.
      await expect(page.locator('h1', { hasText: 'Choose your rooms' })).toBeVisible();
    },
    'rooms.choosing': async (page, ctx) => {
      // The search has two rooms; the next one to choose follows those already chosen.
      await expect(page.getByRole('heading', { name: `Room ${Number(ctx.data.chosen) + 1} of 2` })).toBeVisible();
      await expect(selectButtons(page).first()).toBeEnabled();
    },
    'rooms.unavailable': async (page) => {
      await expect(
        page.getByText('There are no available rooms, please try changing the dates or increasing the number of days.'),
      ).toBeVisible();
    },
    'rooms.loginGate': async (page) => {
      await expect(authDialog(page)).toBeVisible();
    },
    'rooms.adding': async (page) => {
      await expect
        .poll(async () => (await screensSeen(page)).filter((s) => s.state === '{"rooms":"adding"}').at(-1)?.adding)
        .toBe(true);
    },
    payment: async (page, ctx) => {
      // The thank-you leaves for the reservation page after 1.2 s, sooner than a busy machine looks:
      // payment.paid reads what the payment screen rendered instead.
      if (ctx.path.steps[ctx.index].stateIds.includes('payment.paid')) return;
      await expect(page).toHaveURL(/\/en\/booking\/payment\?/);
    },
    'payment.form': async (page, ctx) => {
      await expect(page.getByText(GUEST.email)).toBeVisible();
      await expect(page.locator('.order-summary__name')).toHaveCount(2);
      // 75 euro for each of the five guests.
      await expect(payButton(page)).toHaveText(/€375\.00/);
      // Just after Pay now the card step is busy (its purchase is held): the button says so.
      if (ctx.path.steps[ctx.index].event.type === 'pay.submit') await expect(payButton(page)).toBeDisabled();
      else await expect(payButton(page)).toBeEnabled();
    },
    'payment.paid': async (page) => {
      await expect
        .poll(async () => (await screensSeen(page)).some((s) => s.state === '{"payment":"paid"}' && s.thanks))
        .toBe(true);
      const events = await page.evaluate(
        () =>
          (window as unknown as { dataLayer?: { event: string; ecommerce: { currency: string; items: unknown[] } }[] })
            .dataLayer,
      );
      expect(events?.at(-1)).toMatchObject({ event: 'purchase', ecommerce: { currency: 'EUR', items: [{}, {}] } });
    },
    done: async (page) => {
      await expect(page).toHaveURL(/\/en\/my\/room-reservations\/\d+$/);
      await expect(page.getByRole('heading', { name: /^Reservation R-\d{5}$/ })).toBeVisible();
      await expect(page.getByTestId('deposit-paid')).toContainText('€375.00');
    },
    noRooms: async (page) => {
      await expect(page).toHaveURL(/\/en\/booking\/select-dates/);
      await expect(page.locator('.toast-text', { hasText: 'Select Dates' })).toBeVisible();
    },
  },
  events: {
    'xstate.done.actor.loadRates': (page, _event, ctx) => answerRates(page, ctx),
    'xstate.error.actor.loadRates': (page, _event, ctx) => answerRates(page, ctx),
    'rates.retry': async (page, _event, ctx) => {
      await prepareRates(page, ctx);
      await page.getByRole('button', { name: 'Try again' }).click();
    },
    'rate.select': (page) => selectButtons(page).first().click(),
    'auth.signedIn': async (page) => {
      const form = authDialog(page).getByRole('form', { name: 'Log in' });
      await form.getByLabel('Email', { exact: true }).fill(GUEST.email);
      await form.getByLabel('Password', { exact: true }).fill(GUEST.password);
      await form.getByRole('button', { name: 'Log in' }).click();
    },
    'auth.dismissed': (page) => page.keyboard.press('Escape'),
    'xstate.after.addRoom.booking.rooms.adding': async (page, _event, ctx) => {
      await expect(page.getByText('Adding the room to your booking…')).toHaveCount(0);
      ctx.data.chosen = Number(ctx.data.chosen) + 1;
    },
    'room.delete': async (page, event, ctx) => {
      await page.getByRole('button', { name: `Change room ${String(event.tempId).replace('room-', '')}` }).click();
      ctx.data.chosen = Number(ctx.data.chosen) - 1;
    },
    'route.rooms': async (page, event, ctx) => {
      await prepareRates(page, ctx);
      const search = event.search as RoomsSearch;
      if (search.arrival === model.otherSearch.arrival) {
        ctx.data.stay = otherStayOf(ctx.path);
        ctx.data.chosen = 0;
        return pushAddress(page, roomsUrl('en', searchFor(otherStayOf(ctx.path))));
      }
      // The same search: from the payment, the browser's back button (the last room is chosen
      // again); on the rooms, nothing changes.
      if (ctx.snapshot.matches('payment')) {
        await page.goBack();
        ctx.data.chosen = Number(ctx.data.chosen) - 1;
      }
    },
    'payment.back': async (page, _event, ctx) => {
      await page.getByRole('button', { name: '‹ Change rooms' }).click();
      ctx.data.chosen = Number(ctx.data.chosen) - 1;
    },
    'pay.submit': async (page, _event, ctx) => {
      await fillPayment(page);
      await ctx.hold({ url: '**/my/room-reservations', method: 'POST' });
      await payButton(page).click();
      await expect(payButton(page)).toBeDisabled();
    },
    'xstate.done.actor.cardPayment': async (page, _event, ctx) => {
      // After Pay now (held) the purchase goes on; straight from the form, the guest pays now.
      if (ctx.path.steps[ctx.index - 1]?.event.type === 'pay.submit') return ctx.release();
      await fillPayment(page);
      await payButton(page).click();
    },
    'xstate.after.redirect.booking.payment.paid': async () => {},
  },
});
