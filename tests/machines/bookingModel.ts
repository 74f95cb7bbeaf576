import type { AnyMachineSnapshot } from 'xstate';
import { bookingMachine } from '../../machines/booking.machine';
import { bookingWidgetMachine } from '../../machines/bookingWidget.machine';
import type { RoomsSearch } from '../../domain/bookingQuery';
import type { AvailableRatesResponse, RateVariation, RoomCategoryInfo } from '../../domain/roomRates';
import { planModel, type ModelPlan } from './support/paths';
import { addDays } from '../../domain/dates';
import type { TreatmentPick } from '../../domain/packages/schedulingRules';

/**
 * The sample events of the room-booking journey and of the booking widget, shared by the pure
 * walks (tests/machines/booking*.test.ts) and the browser walks (tests/e2e/booking*.spec.ts),
 * which answer each actor event with the real server.
 */

export interface BookingModelData {
  /** Two rooms: two adults, then two adults with a child. */
  search: RoomsSearch;
  /** The same search with a rate already chosen for every room (a stored query). */
  chosenSearch: RoomsSearch;
  /** Another search (new dates) the address may switch to. */
  otherSearch: RoomsSearch;
  rates: AvailableRatesResponse;
  /** An answer without any room. */
  noRates: AvailableRatesResponse;
  /** The rate the guest picks for each room. */
  pick: (index: number) => { category: RoomCategoryInfo; variation: RateVariation };
  /** One room for two adults with the package already chosen (product.md §16.6), and its rates. */
  packageSearch: RoomsSearch;
  packageRates: AvailableRatesResponse;
  /** Every time the package asks for: one mud therapy for each of the two guests. */
  packagePicks: TreatmentPick[];
}

/** A sample event: its type and whatever the event carries. */
type SampleEvent = { type: string; [key: string]: unknown };

export const PAID = { reservation_id: 42, redirect: '/en/my/room-reservations/42' };
/** The seeded guest: 10 % off, 200 euro of bonus credit (server/db/seed). */
export const GUEST_CUSTOMER = { discountPercent: 10, bonusCredit: 20000 };
/** The server refuses the search itself (here: dates in the past), in the shape of a 422. */
export const SEARCH_REFUSED = {
  status: 422,
  message: 'These dates cannot be booked. Please choose dates within the booking period.',
  errors: { to_date: ['These dates cannot be booked. Please choose dates within the booking period.'] },
};

/** A category for `minAdults` (default two) to four guests with `count` rooms free. */
export const category = (id: number, name: string, count: number, minAdults = 2): RoomCategoryInfo => ({
  id,
  name,
  description: '',
  images: [],
  min_adults: minAdults,
  max_adults: 4,
  available_rooms_count: count,
});
/** A bed-and-breakfast variation of the flexible rate costing `total` cents. */
export const variation = (id: number, total: number): RateVariation => ({
  id,
  name: 'Bed & Breakfast',
  rate_name: 'Flexible rate',
  full_name: 'Flexible rate · Bed & Breakfast',
  refundable: true,
  total,
  adult_total: total,
  children_total: 0,
  children: [],
});

export function sampleBookingData(): BookingModelData {
  const suite = category(5, 'Suite', 2);
  const rate = variation(11, 40000);
  const entry = { room_category: suite, rates: [{ name: 'Flexible rate', refundable: true, rate_variations: [rate] }] };
  const search: RoomsSearch = {
    arrival: '2027-05-03',
    departure: '2027-05-05',
    code: '',
    rooms: [
      { adults: 2, children: 0, childrenAges: [] },
      { adults: 2, children: 1, childrenAges: [6] },
    ],
  };
  const thermal: RateVariation = {
    ...variation(12, 90000),
    name: 'Half board',
    rate_name: 'Terme e fango',
    full_name: 'Terme e fango · Half board',
    treatments: [{ treatment_id: 7, per_person: 1, name: 'Mud therapy', duration_minutes: 60 }],
  };
  const packageEntry = {
    room_category: suite,
    rates: [{ name: 'Terme e fango', refundable: true, rate_variations: [thermal] }],
  };
  // 09:00 and 10:00 hotel time (UTC+2 in May) on the arrival day.
  const at = (hour: number) => Date.parse(`2027-05-03T0${hour - 2}:00:00Z`);
  return {
    packageSearch: {
      ...search,
      rooms: [{ adults: 2, children: 0, childrenAges: [], room: 5, rate: 12 }],
    },
    packageRates: [[packageEntry]],
    packagePicks: [
      { guest: 0, treatmentId: 7, start: at(9), end: at(10) },
      { guest: 1, treatmentId: 7, start: at(10), end: at(11) },
    ],
    search,
    chosenSearch: { ...search, rooms: search.rooms.map((r) => ({ ...r, room: 5, rate: 11 })) },
    otherSearch: { ...search, arrival: '2027-05-10', departure: '2027-05-12' },
    rates: [[entry], [entry]],
    noRates: [[], []],
    pick: () => ({ category: suite, variation: rate }),
  };
}

/** Sample events per state of the booking machine. */
export function bookingEvents(data: BookingModelData) {
  return (snapshot: AnyMachineSnapshot): SampleEvent[] => {
    const at = (state: string) => snapshot.matches(state as never);
    const reserved = (snapshot.context.rooms as { temp_id: string; rate_variation_id: number }[]).filter(
      (r) => r.rate_variation_id > 0,
    );
    if (at('loading'))
      return [
        { type: 'xstate.done.actor.loadRates', output: data.rates },
        { type: 'xstate.done.actor.loadRates', output: data.noRates },
        { type: 'xstate.error.actor.loadRates', error: new Error('offline') },
        // A hand-edited address: offered for the first search only, the refusal does not depend on more.
        ...(snapshot.context.search.arrival === data.search.arrival
          ? [{ type: 'xstate.error.actor.loadRates', error: SEARCH_REFUSED }]
          : []),
      ];
    if (at('loadFailed')) return [{ type: 'rates.retry' }];
    if (at({ rooms: 'choosing' } as never))
      return [
        { type: 'rate.select', ...data.pick(snapshot.context.editingIndex) },
        ...reserved.map((r) => ({ type: 'room.delete', tempId: r.temp_id })),
        { type: 'route.rooms', search: snapshot.context.search },
        { type: 'user.change', customer: snapshot.context.customer ? null : GUEST_CUSTOMER },
      ];
    if (at({ rooms: 'unavailable' } as never)) return [{ type: 'route.rooms', search: data.otherSearch }];
    if (at({ rooms: 'loginGate' } as never))
      return [{ type: 'auth.signedIn', customer: GUEST_CUSTOMER }, { type: 'auth.dismissed' }];
    if (at({ rooms: 'adding' } as never)) return [{ type: 'xstate.after.addRoom.booking.rooms.adding' }];
    if (at({ payment: 'form' } as never))
      return [
        // Pay now hands the form to the card step (a self-loop here); the card step's own paths are
        // walked with cardPayment's model. Its end, the paid reservation, moves the journey on.
        {
          type: 'pay.submit',
          values: { special_requests: '', cancellation_policy_consent: true, city_tax_policy_consent: true },
        },
        { type: 'xstate.done.actor.cardPayment', output: { result: PAID } },
        { type: 'payment.back' },
        { type: 'route.rooms', search: snapshot.context.search },
        { type: 'route.rooms', search: data.otherSearch },
        { type: 'user.change', customer: null },
        { type: 'user.change', customer: GUEST_CUSTOMER },
        // A package (product.md §16.6): the hold refused a time (nothing charged), or the guest changes them.
        ...(hasPackage(snapshot)
          ? [
              { type: 'treatments.refused', index: 1, message: 'This time was just taken.' },
              { type: 'treatments.edit' },
            ]
          : []),
      ];
    if (at({ payment: 'treatments' } as never))
      return [
        { type: 'xstate.done.actor.treatmentScheduling', output: { picks: data.packagePicks } },
        { type: 'payment.back' },
      ];
    if (at({ payment: 'paid' } as never)) return [{ type: 'xstate.after.redirect.booking.payment.paid' }];
    return [];
  };
}

const hasPackage = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context.rooms as { rate_variation: RateVariation | null }[]).some(
    (r) => (r.rate_variation?.treatments ?? []).length > 0,
  );

export function bookingInputs(data: BookingModelData) {
  return [
    // A package chosen (stored in the address): its times come before the card (product.md §16.6).
    {
      label: 'package, signed in',
      input: { search: data.packageSearch, openedOn: 'rooms', customer: GUEST_CUSTOMER, pageRates: data.packageRates },
    },
    { label: 'guest, two rooms', input: { search: data.search, openedOn: 'rooms', customer: null } },
    {
      label: 'signed in, stored choices',
      input: { search: data.chosenSearch, openedOn: 'rooms', customer: GUEST_CUSTOMER },
    },
    { label: 'payment address, guest', input: { search: data.chosenSearch, openedOn: 'payment', customer: null } },
    { label: 'no rooms', input: { search: { ...data.search, rooms: [] }, openedOn: 'rooms', customer: null } },
    // Decision 033: the server wrote the search's rates into the page; the rooms show at once.
    {
      label: 'rates with the page',
      input: { search: data.search, openedOn: 'rooms', customer: null, pageRates: data.rates },
    },
    // The server wrote its refusal of the search into the page (dates out of season): the reason at once.
    {
      label: 'refusal with the page',
      input: { search: data.search, openedOn: 'rooms', customer: null, pageRefusal: SEARCH_REFUSED },
    },
  ];
}

export function bookingPlan(
  data: BookingModelData,
  options: { name?: string; exclude?: Record<string, string>; inputs?: ReturnType<typeof bookingInputs> } = {},
): ModelPlan {
  return planModel({
    machine: bookingMachine,
    name: options.name,
    events: bookingEvents(data),
    inputs: options.inputs ?? bookingInputs(data),
    exclude: options.exclude,
    strategy: 'shortest',
    serializeState: (s) =>
      JSON.stringify({
        value: s.value,
        signedIn: s.context.customer !== null,
        index: s.context.editingIndex,
        reserved: (s.context.rooms as { rate_variation_id: number }[]).map((r) => r.rate_variation_id > 0),
        arrival: s.context.search.arrival,
        noRates: s.context.rates?.[0]?.length === 0,
        picks: Object.keys(s.context.treatmentPicks as object).length,
        refusal: (s.context.treatmentRefusal as { message: string } | null)?.message ?? null,
      }),
  });
}

/**
 * Sample events of the widget: dates, a second room (and its removal), a child with and without
 * an age, more adults, a promo code; each offered once along a walk, so the paths stay few.
 */
export function widgetEvents(dates: { from: string; to: string }) {
  return (snapshot: AnyMachineSnapshot): SampleEvent[] => {
    const { rooms, code, from } = snapshot.context as {
      rooms: { adults: number; children: number; childrenAges: (number | null)[] }[];
      code: string;
      from: string;
    };
    const [first] = rooms;
    // As the real schema decides: the search is refused exactly when a kid has no age.
    if (snapshot.matches('processing'))
      return rooms.some((room) => room.childrenAges.some((age) => age === null))
        ? [{ type: 'xstate.error.actor.validateSearch', error: new Error('Age missing') }]
        : [{ type: 'xstate.done.actor.validateSearch' }];
    if (!snapshot.matches('editing') && !snapshot.matches('invalid')) return [];
    const untouched = rooms.length === 1 && first.children === 0 && first.adults === 2 && code === '';
    const invalid = snapshot.matches('invalid');
    const events: SampleEvent[] = [
      ...(from !== dates.from ? [{ type: 'dates.change', from: dates.from, to: dates.to }] : []),
      ...((untouched || invalid) && rooms.length === 1 ? [{ type: 'room.add' }] : []),
      ...(rooms.length === 2 ? [{ type: 'room.remove', index: 1 }] : []),
      ...((untouched || invalid) && first.adults === 2 ? [{ type: 'adults.change', index: 0, adults: 3 }] : []),
      ...(untouched ? [{ type: 'children.change', index: 0, children: 1 }] : []),
      ...(invalid ? [{ type: 'children.change', index: 0, children: 0 }] : []),
      ...(first.childrenAges[0] === null ? [{ type: 'age.change', index: 0, child: 0, age: 7 }] : []),
      ...((untouched || invalid) && code === '' ? [{ type: 'code.change', code: 'TERME10' }] : []),
      { type: 'search.submit' },
    ];
    return events;
  };
}

/** The widget opened on other dates than the walk's, so changing the dates is an edit too. */
export const widgetInput = (dates: { from: string; to: string }) => ({ from: dates.to, to: addDays(dates.to, 2) });

export function widgetPlan(
  dates: { from: string; to: string },
  options: { name?: string; exclude?: Record<string, string>; input?: { from: string; to: string } } = {},
): ModelPlan {
  return planModel({
    machine: bookingWidgetMachine,
    name: options.name,
    events: widgetEvents(dates),
    input: options.input ?? widgetInput(dates),
    exclude: options.exclude,
    strategy: 'shortest',
    serializeState: (s) =>
      JSON.stringify({ value: s.value, rooms: s.context.rooms, code: s.context.code, from: s.context.from }),
  });
}
