import type { Page } from '@playwright/test';
import { addDays, formatDate } from '../../domain/dates';
import { widgetInput, widgetPlan } from '../machines/bookingModel';
import { expect } from './support/fixtures';
import { describeModel, pathSends } from './support/modelHarness';
import { tr } from './support/catalog';
import { bookableStays } from './bookingSupport';

// Every path of machines/bookingWidget.machine.ts through the widget on booking.dates, in German,
// in Chromium against the real server: dates, a second room, more adults, a kid with and without
// an age ('Age missing'), a promo code, and the GET form that opens booking.rooms. What the widget
// should show is what the walk typed (kept in ctx.data), not the model's context.

const lang = 'de';
const de = (text: string, values?: Record<string, string>) => tr(lang, text, values);
// Five bookable nights: the widget opens on the last two, the walk picks the first three.
const [span] = bookableStays(5, 1, 3);
const dates = { from: span.from, to: addDays(span.from, 3) };
const input = widgetInput(dates);

/** The search as the guest made it: the link's (one room, two adults), then each edit of the walk. */
interface Typed {
  from: string;
  to: string;
  rooms: { adults: number; children: number; ages: (number | null)[] }[];
  code: string;
}
const typed = (data: Record<string, unknown>) => data.typed as Typed;

/** product.md §2.1: the query fields of the GET form, room by room. */
function expectedQuery({ from, to, rooms, code }: Typed): [string, string][] {
  const fields: [string, string][] = [
    ['rooms', String(rooms.length)],
    ['arrival', from],
    ['departure', to],
  ];
  rooms.forEach((room, i) =>
    fields.push(
      [`adults${i + 1}`, String(room.adults)],
      [`children${i + 1}`, String(room.children)],
      [`childrenAges${i + 1}`, room.ages.join(',')],
    ),
  );
  if (code) fields.push(['code', code]);
  return fields.sort();
}

const widget = (page: Page) => page.getByRole('form', { name: de('Book a room') });
const searchButton = (page: Page) => widget(page).getByRole('button', { name: de('Search') });

/**
 * Clicks a day, moving the calendar back or forward to its month first: the calendar opens on the
 * month of the dates already chosen, which can be after the day to pick (a stay across a month's end).
 * The month's own days only: its grid also holds the neighbours' days of its first and last week,
 * hidden and without a button (30 November in December's grid), which are not shown.
 */
async function pickDay(page: Page, date: string) {
  const day = page.locator(`td[data-day="${date}"] button`);
  for (let i = 0; i < 14 && !(await day.isVisible()); i++) {
    const shownDays = await page
      .locator('td[data-day]:not([data-outside])')
      .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('data-day') ?? ''));
    const before = shownDays.length > 0 && date < shownDays[0];
    await page.locator(before ? '.rdp-button_previous' : '.rdp-button_next').click();
  }
  await day.click();
}

describeModel({
  plan: widgetPlan(dates, { name: 'bookingWidget (booking.dates)' }),
  // One walk of dates picked in the calendar and the search accepted in `npm run test:dates` (the hotel's calendar on five days of the year).
  tagFirst: {
    tag: '@dates',
    first: (path) => pathSends(path, 'dates.change') && pathSends(path, 'xstate.done.actor.validateSearch'),
  },
  start: async (page, ctx) => {
    ctx.data.typed = {
      from: input.from,
      to: input.to,
      rooms: [{ adults: 2, children: 0, ages: [] }],
      code: '',
    } satisfies Typed;
    await page.goto(
      `/${lang}/booking/select-dates?rooms=1&arrival=${input.from}&departure=${input.to}&adults1=2&children1=0&childrenAges1=`,
    );
    // The widget's code and the season rules load after the page: a busy machine needs a moment.
    await expect(widget(page)).toBeVisible({ timeout: 20_000 });
  },
  states: {
    editing: async (page, { data }) => {
      const { from, to, rooms, code } = typed(data);
      await expect(widget(page)).toHaveAttribute('data-state', 'editing');
      await expect(searchButton(page)).toBeEnabled();
      await expect(page.getByTestId('check-in')).toHaveText(formatDate(from, lang, 'ddd DD MMM YYYY'));
      await expect(page.getByTestId('check-out')).toHaveText(formatDate(to, lang, 'ddd DD MMM YYYY'));
      await expect(widget(page).locator('fieldset.widget-room')).toHaveCount(rooms.length);
      await expect(widget(page).getByRole('button', { name: de('Add room') })).toBeVisible();
      await expect(widget(page).getByRole('button', { name: de('Remove room {n}', { n: '1' }) })).toHaveCount(
        rooms.length > 1 ? 1 : 0,
      );
      await expect(
        widget(page)
          .getByRole('group', { name: de('Adults') })
          .first()
          .locator('output'),
      ).toHaveText(String(rooms[0].adults));
      await expect(widget(page).getByLabel(de('Promo code (optional)'))).toHaveValue(code);
      // A typed code is looked up (product.md §2.1): the widget names its offer (TERME10 holds all year).
      if (code) await expect(widget(page).getByTestId('promo-status')).toContainText(`${code} ·`);
      else await expect(widget(page).getByTestId('promo-status')).toHaveCount(0);
    },
    processing: async (page) => {
      // Checking a search takes a moment only: the widget is past editing (busy, refused or sent).
      // Read in one go and without waiting: a locator's read would wait for a widget that the
      // navigation to the rooms has just taken away, past the poll's own timeout.
      const stateNow = () =>
        page
          .evaluate(() =>
            location.pathname.includes('rooms-available')
              ? 'submitted'
              : (document.querySelector('form[data-machine="bookingWidget"]')?.getAttribute('data-state') ?? 'leaving'),
          )
          .catch(() => 'leaving');
      await expect.poll(stateNow).toMatch(/^(processing|invalid|submitted|leaving)$/);
    },
    invalid: async (page) => {
      await expect(widget(page)).toHaveAttribute('data-state', 'invalid');
      await expect(widget(page).getByRole('alert')).toHaveText('Alter fehlt');
      await expect(page.getByText('Alter fehlt').first()).toBeVisible();
      await expect(searchButton(page)).toBeEnabled();
    },
    submitted: async (page, { data }) => {
      await expect(page).toHaveURL(/\/de\/booking\/rooms-available\?/);
      const actual = new URL(page.url()).searchParams;
      expect([...actual.entries()].sort()).toEqual(expectedQuery(typed(data)));
      await expect(
        page.getByRole('heading', { name: de('Room {i} of {n}', { i: '1', n: String(typed(data).rooms.length) }) }),
      ).toBeVisible({ timeout: 15_000 });
    },
  },
  events: {
    'dates.change': async (page, event, ctx) => {
      await widget(page)
        .getByRole('button', { name: de('Choose the dates of your stay') })
        .click();
      await pickDay(page, String(event.from));
      await pickDay(page, String(event.to));
      Object.assign(typed(ctx.data), { from: event.from, to: event.to });
    },
    'room.add': async (page, _event, ctx) => {
      await widget(page)
        .getByRole('button', { name: de('Add room') })
        .click();
      typed(ctx.data).rooms.push({ adults: 2, children: 0, ages: [] });
    },
    'room.remove': async (page, event, ctx) => {
      await widget(page)
        .getByRole('button', { name: de('Remove room {n}', { n: String(Number(event.index) + 1) }) })
        .click();
      typed(ctx.data).rooms.splice(Number(event.index), 1);
    },
    'adults.change': async (page, _event, ctx) => {
      await widget(page)
        .getByRole('button', { name: de('Increase {label}', { label: de('Adults') }) })
        .first()
        .click();
      typed(ctx.data).rooms[0].adults += 1;
    },
    'children.change': async (page, event, ctx) => {
      const room = typed(ctx.data).rooms[0];
      const more = Number(event.children) > room.children;
      await widget(page)
        .getByRole('button', { name: de(more ? 'Increase {label}' : 'Decrease {label}', { label: de('Kids') }) })
        .first()
        .click();
      // A new kid has no age yet; a kid taken away takes its age along.
      room.children += more ? 1 : -1;
      room.ages = more ? [...room.ages, null] : room.ages.slice(0, room.children);
    },
    'age.change': async (page, event, ctx) => {
      await widget(page)
        .getByLabel(de('Age of kid {k}', { k: '1' }))
        .first()
        .selectOption(String(event.age));
      typed(ctx.data).rooms[0].ages[0] = Number(event.age);
    },
    'code.change': async (page, event, ctx) => {
      await widget(page).getByLabel(de('Promo code (optional)')).fill(String(event.code));
      typed(ctx.data).code = String(event.code);
    },
    'search.submit': (page) => searchButton(page).click(),
    'xstate.done.actor.validateSearch': async () => {},
    'xstate.error.actor.validateSearch': async () => {},
  },
});
