import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { pagePost } from './checkInSupport';
import { bookableStays, roomsUrl } from './bookingSupport';

// The statechart visualiser for designers (issue 15, decision 021) in a built site: the
// administrator opens it, finds every machine of machines/ drawn with its states, switches live
// mode on and watches a booking started in a second tab of the same browser move through its chart.

test.describe.configure({ timeout: 120_000 });

const ADMIN = { email: 'admin@terme.example', password: 'terme-admin-2026' };

// Every machine of machines/ with states its chart must show (from the machine files and docs/product.md).
const MACHINES: Record<string, string[]> = {
  accessTokens: ['listing', 'creating', 'revealing', 'confirmingDelete', 'deleting'],
  auth: ['login', 'register', 'signedIn'],
  booking: ['start', 'loading', 'rooms', 'rooms.choosing', 'rooms.loginGate', 'payment.form', 'noRooms'],
  bookingWidget: ['editing', 'processing', 'invalid'],
  calendarEditor: [
    'selecting',
    'editing',
    'previewing',
    'saving',
    'saved',
    'undoing',
    'conflict',
    'failed',
    'bulkEditing',
    'importing',
    'planPreviewed',
    'applying',
  ],
  cardPayment: ['idle', 'paying', 'authenticating', 'succeeded'],
  checkIn: ['list', 'form', 'form.editing'],
  checkout: ['loading', 'payment', 'confirmed'],
  daySpa: ['availability', 'availability.listed', 'payment.form'],
  deposit: ['form', 'receipt'],
  formSubmit: ['editing', 'submitting', 'failed'],
  giftCardCode: ['editing', 'applied'],
  invitationAcceptance: ['loading', 'accepted'],
  pageEditor: ['loading', 'loadFailed', 'editing', 'saving', 'restoring', 'saved', 'failed'],
  participantInvitation: ['choosingType', 'filling'],
  personalisation: ['editing', 'noGiftCards'],
  treatmentScheduling: ['picking', 'loadingSlots', 'slotsFailed', 'picked'],
};

const node = (page: Page, machine: string, path: string) =>
  page.locator(`.react-flow__node [data-state-id="${machine}.${path}"]`);
/** A drawn transition, by its source, XState's event type ('' for `always`) and its target. */
const edge = (page: Page, source: string, event: string, target: string) =>
  page.locator(`.chart-edge[data-source="${source}"][data-event="${event}"][data-target="${target}"]`);

test('the visualiser draws every machine and follows a booking running in another tab', async ({ page }) => {
  await page.goto('/en/');
  expect((await pagePost(page, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
  await page.goto('/en/dev/statecharts');
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts of the journeys' })).toBeVisible();

  const list = page.getByRole('navigation', { name: 'Machines' });
  await expect(list.getByRole('button')).toHaveCount(Object.keys(MACHINES).length);
  for (const [machine, states] of Object.entries(MACHINES)) {
    await list.getByRole('button', { name: machine, exact: true }).click();
    await expect(page.locator(`.statecharts__canvas[data-chart="${machine}"][data-laid-out="true"]`)).toBeVisible();
    for (const state of states) await expect(node(page, machine, state), `${machine}.${state}`).toBeVisible();
    // Every state of the outline (the chart's states) is a node of the drawing.
    const outline = await page.locator('[data-outline-state]').count();
    await expect(page.locator('.react-flow__node')).toHaveCount(outline);
  }

  // A state's description on selection (the keyboard way: its outline button).
  await list.getByRole('button', { name: 'deposit', exact: true }).click();
  // The deposit's two transitions: the card payment's result to the receipt, another payment back to the form.
  // (The card payment's own transitions are drawn inside the form, marked data-invoked.)
  await expect(page.locator('.chart-edge:not([data-invoked])')).toHaveCount(2);
  await expect(page.locator('.chart-edge:not([data-invoked]) .react-flow__edge-text')).toHaveText([
    'done: cardPayment',
    'payment.again',
  ]);
  await page.locator('[data-outline-state="deposit.receipt"]').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.state-details')).toContainText(
    "Checkmark, 'Thank you, We will get back to you shortly!'",
  );

  // Live mode, then a booking in a second tab of the same browser.
  await list.getByRole('button', { name: 'booking', exact: true }).click();
  await page.getByRole('switch', { name: 'Live mode' }).click();
  await expect(page.getByRole('switch', { name: 'Live mode' })).toHaveAttribute('aria-checked', 'true');
  const [stay] = bookableStays(2, 1, 22);
  const guestTab = await page.context().newPage();
  await guestTab.goto(
    roomsUrl('en', {
      arrival: stay.from,
      departure: stay.to,
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    }),
  );
  await expect(guestTab.getByRole('button', { name: /^Select / }).first()).toBeVisible();

  await expect(node(page, 'booking', 'rooms.choosing')).toHaveAttribute('data-active', 'true');
  await expect(node(page, 'booking', 'rooms')).toHaveAttribute('data-active', 'true');
  await expect(node(page, 'booking', 'loading')).not.toHaveAttribute('data-active', 'true');
  await expect(page.getByTestId('live-timeline')).toContainText('booking');

  // The administrator is signed in: Select adds the room, and with the only room chosen the booking pays.
  await guestTab
    .getByRole('button', { name: /^Select / })
    .first()
    .click();
  await expect(guestTab).toHaveURL(/\/en\/booking\/payment/);
  await expect(node(page, 'booking', 'payment.form')).toHaveAttribute('data-active', 'true');
  await expect(node(page, 'booking', 'rooms.choosing')).not.toHaveAttribute('data-active', 'true');
  // The last step outlined: the second of adding the room ran out, then the `always` transitions
  // to the payment's form; the choice of the rate before it no longer is.
  const last = page.locator('.chart-edge[data-last="true"]');
  await expect(
    edge(page, 'booking.rooms.adding', 'xstate.after.addRoom.booking.rooms.adding', 'booking.rooms.added'),
  ).toHaveAttribute('data-last', 'true');
  await expect(edge(page, 'booking.rooms.added', '', 'booking.payment')).toHaveAttribute('data-last', 'true');
  await expect(edge(page, 'booking.payment.checking', '', 'booking.payment.form')).toHaveAttribute('data-last', 'true');
  await expect(last).toHaveCount(3);
  await expect(edge(page, 'booking.rooms.choosing', 'rate.select', 'booking.rooms.adding')).not.toHaveAttribute(
    'data-last',
    'true',
  );
  await expect(page.getByTestId('live-timeline')).toContainText('rate.select');
  // The card payment child of the payment step streams too.
  await list.getByRole('button', { name: 'cardPayment running in another tab', exact: true }).click();
  await expect(node(page, 'cardPayment', 'idle')).toHaveAttribute('data-active', 'true');
});

test('from the back office, a designer reads the booking chart and steps through a machine by hand', async ({
  page,
}) => {
  await page.goto('/en/');
  expect((await pagePost(page, '/login', { ...ADMIN, remember: true })).status()).toBe(200);
  await page.goto('/en/admin');
  await page
    .getByRole('navigation', { name: 'Front desk' })
    .getByRole('link', { name: 'Statecharts (for designers)' })
    .click();
  await expect(page).toHaveURL(/\/en\/dev\/statecharts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Statecharts of the journeys' })).toBeVisible();
  const list = page.getByRole('navigation', { name: 'Machines' });

  // The booking opens readable, around its first state: its 13 px texts at least 12 px on screen;
  // the card payment is drawn inside its payment form.
  await list.getByRole('button', { name: 'booking', exact: true }).click();
  await expect(page.locator('.statecharts__canvas[data-chart="booking"][data-laid-out="true"]')).toBeVisible();
  const scale = await page
    .locator('.react-flow__viewport')
    .evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
  expect(scale * 13).toBeGreaterThanOrEqual(12);
  const label = page.locator('.react-flow__edge-text').first();
  expect(
    await label.evaluate((el) => (el as SVGGraphicsElement).getBoundingClientRect().height),
  ).toBeGreaterThanOrEqual(12);
  await expect(node(page, 'booking', 'start')).toBeInViewport();
  await expect(page.locator('.react-flow__node [data-state-id="booking.payment.form/cardPayment"]')).toContainText(
    'invoke cardPayment',
  );
  // Both boxes read in one frame (the view may still be settling).
  const [form, child] = await page.evaluate(() =>
    ['booking.payment.form', 'booking.payment.form/cardPayment'].map(
      (id) =>
        document
          .querySelector(`.react-flow__node [data-state-id="${id}"]`)!
          .getBoundingClientRect()
          .toJSON() as DOMRect,
    ),
  );
  expect(child.x).toBeGreaterThanOrEqual(form.x);
  expect(child.y).toBeGreaterThanOrEqual(form.y);
  expect(child.right).toBeLessThanOrEqual(form.right + 1);
  expect(child.bottom).toBeLessThanOrEqual(form.bottom + 1);

  // Stepping through the token manager by hand.
  await list.getByRole('button', { name: 'accessTokens', exact: true }).click();
  await page.getByRole('switch', { name: 'Step through' }).click();
  const steps = page.getByTestId('step-panel');
  const events = steps.getByRole('group', { name: 'Events this state takes' });
  await expect(page.getByTestId('step-state')).toHaveText('listing');
  await expect(node(page, 'accessTokens', 'listing')).toHaveAttribute('data-active', 'true');
  await expect(events.getByRole('button')).toHaveText(['create.open', 'token.delete']);

  await events.getByRole('button', { name: 'create.open' }).click();
  await expect(page.getByTestId('step-state')).toHaveText('creating.editing');
  await expect(node(page, 'accessTokens', 'creating.editing')).toHaveAttribute('data-active', 'true');
  await expect(node(page, 'accessTokens', 'listing')).not.toHaveAttribute('data-active', 'true');
  await expect(edge(page, 'accessTokens.listing', 'create.open', 'accessTokens.creating')).toHaveAttribute(
    'data-last',
    'true',
  );
  await expect(events.getByRole('button')).toHaveText(['create.close', 'form.submit']);

  await events.getByRole('button', { name: 'form.submit' }).click();
  await expect(page.getByTestId('step-state')).toHaveText('creating.submitting');
  await expect(events.getByRole('button')).toHaveText(['create.close', /^done: /, /^error: /]);
  await events.getByRole('button', { name: 'create.close' }).click();
  await expect(page.getByTestId('step-state')).toHaveText('listing');

  await events.getByRole('button', { name: 'token.delete' }).click();
  await expect(page.getByTestId('step-state')).toHaveText('confirmingDelete');
  await steps.getByRole('button', { name: 'Reset to the initial state' }).click();
  await expect(page.getByTestId('step-state')).toHaveText('listing');
  await expect(page.locator('.chart-edge[data-last="true"]')).toHaveCount(0);

  // A step that needs the server's answer says so and stays where it was.
  await list.getByRole('button', { name: 'deposit', exact: true }).click();
  await expect(page.getByRole('switch', { name: 'Step through' })).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('switch', { name: 'Step through' }).click();
  await events.getByRole('button', { name: 'done: cardPayment' }).click();
  await expect(steps.getByRole('alert')).toContainText(
    'This step needs data that an event sent by hand does not carry',
  );
  await expect(page.getByTestId('step-state')).toHaveText('form');
});
