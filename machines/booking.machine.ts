import { and, assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { ADD_ROOM_LOADING_MS, POST_PAYMENT_REDIRECT_MS } from '../domain/constants';
import {
  applySearchChoices,
  nextEditingIndex,
  reserveAt,
  roomsOfSearch,
  unreserve,
  type ReservedRoom,
} from '../domain/bookingSelection';
import type { Customer } from '../domain/customer';
import type { RoomsSearch } from '../domain/bookingQuery';
import type { AvailableRatesResponse } from '../domain/roomRates';
import { cardPaymentMachine } from './cardPayment.machine';
import type { LoginGateEvent } from './loginGate';
import { refusalMessages } from '../domain/submitFailure';
import { packageStayOf, refusedPickAt, treatmentTimesOf } from '../domain/packages/bookingTimes';
import { treatmentSchedulingMachine } from './treatmentScheduling.machine';
import { bookingGuards } from './bookingGuards';
import {
  bookingDeposit,
  schedulingInput,
  schedulingRoom,
  withoutRoom,
  type BookingContext,
  type BookingEvent,
  type RoomPurchase,
  type RoomReservationResult,
  type BookingStep,
} from './bookingContext';

/**
 * Room booking after the search (product.md §2.2, §2.3): the rates of every room load once, the guest picks
 * a rate for one room after another (the editing index advances; adding takes 1 s), choosing as a
 * guest opens the login dialog and the choice survives it, and when every room has a rate the
 * journey moves to the payment, whose card step is the child `cardPayment` (failures stay in it,
 * ready to pay again; its output is the reservation). No rooms, or no user on the payment:
 * 'Select Dates' and back to booking.dates. A package's rate (product.md §16.6) puts its treatment
 * times before the card: payment.treatments invokes the child `treatmentScheduling` room by room;
 * its picks ride on the purchase as `treatment_times`, and a time the hold refused (the view sends
 * `treatments.refused`, nothing was charged) opens that room's times again with the message.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as {
      search: RoomsSearch;
      openedOn: 'rooms' | 'payment';
      customer: Customer | null;
      pageRates?: AvailableRatesResponse | null;
      pageRefusal?: unknown;
    },
  },
  actors: {
    loadRates: fromPromise<AvailableRatesResponse, { search: RoomsSearch }>(async () => {
      throw new Error('provide loadRates');
    }),
    /** Opens the login dialog and answers `auth.signedIn` or `auth.dismissed`. */
    login: fromCallback<LoginGateEvent>(() => {
      throw new Error('provide login');
    }),
    /** The card step (its effects provided by the view: `cardPaymentFor`). */
    cardPayment: cardPaymentMachine,
    /** A package's times, room by room (its loadSlots provided by the view). */
    treatmentScheduling: treatmentSchedulingMachine,
  },
  guards: bookingGuards,
  actions: {
    navigate: (_, _params: { to: BookingStep }) => {
      throw new Error('provide navigate');
    },
    /** The error flash 'Select Dates'. */
    flashSelectDates: () => {
      throw new Error('provide flashSelectDates');
    },
    /** The `purchase` analytics event (currency EUR, value, transaction id, items). */
    trackPurchase: (_, _params: { result: RoomReservationResult; rooms: ReservedRoom[] }) => {
      throw new Error('provide trackPurchase');
    },
    redirect: (_, _params: { url: string }) => {
      throw new Error('provide redirect');
    },
    assignRates: assign(({ context }, params: { rates: AvailableRatesResponse }) => {
      const rooms = applySearchChoices(context.search, params.rates, roomsOfSearch(context.search));
      return { rates: params.rates, pageRates: null, rooms, editingIndex: nextEditingIndex(rooms), pending: null };
    }),
    assignPending: assign({
      pending: ({ event }) =>
        event.type === 'rate.select' ? { category: event.category, variation: event.variation } : null,
    }),
    clearPending: assign({ pending: null }),
    storePending: assign(({ context }) => {
      if (!context.pending) return {};
      const rooms = reserveAt(context.rooms, context.editingIndex, context.pending.category, context.pending.variation);
      const tempId = context.rooms[context.editingIndex]?.temp_id;
      return {
        rooms,
        pending: null,
        editingIndex: nextEditingIndex(rooms),
        treatmentPicks: withoutRoom(context.treatmentPicks, tempId),
      };
    }),
    deleteRoom: assign(({ context, event }) => {
      if (event.type !== 'room.delete') return {};
      const rooms = unreserve(context.rooms, event.tempId);
      return {
        rooms,
        editingIndex: nextEditingIndex(rooms),
        treatmentPicks: withoutRoom(context.treatmentPicks, event.tempId),
      };
    }),
    /** Back from the payment: the last room is chosen again. */
    reopenLastRoom: assign(({ context }) => {
      const last = context.rooms[context.rooms.length - 1];
      const rooms = last ? unreserve(context.rooms, last.temp_id) : context.rooms;
      return {
        rooms,
        editingIndex: nextEditingIndex(rooms),
        treatmentPicks: withoutRoom(context.treatmentPicks, last?.temp_id),
        treatmentRefusal: null,
      };
    }),
    newSearch: assign(({ event }) =>
      event.type === 'route.rooms'
        ? {
            search: event.search,
            openedOn: 'rooms' as const,
            rates: null,
            pageRates: null,
            pageRefusal: null,
            rooms: roomsOfSearch(event.search),
            editingIndex: 0,
            pending: null,
            searchProblems: [],
            treatmentPicks: {},
            treatmentRefusal: null,
          }
        : {},
    ),
    assignCustomer: assign({
      customer: ({ context, event }) =>
        event.type === 'user.change' || event.type === 'auth.signedIn' ? event.customer : context.customer,
    }),
    payByCard: sendTo('cardPayment', ({ context, event }) => ({
      type: 'payment.submit' as const,
      amountCents: bookingDeposit(context),
      purchase: {
        search: context.search,
        rooms: context.rooms,
        values: event.type === 'pay.submit' ? event.values : {},
        ...(Object.keys(context.treatmentPicks).length > 0
          ? { treatment_times: treatmentTimesOf(context.rooms, context.treatmentPicks) }
          : {}),
      } satisfies RoomPurchase,
      source: event.type === 'pay.submit' ? event.source : undefined,
    })),
    /** The refused time's room and pick (product.md §16.6): that room's times are picked again. */
    assignRefusal: assign(({ context, event }) => {
      if (event.type !== 'treatments.refused') return {};
      const at = event.index === null ? null : refusedPickAt(context.rooms, context.treatmentPicks, event.index);
      const room = at ? null : context.rooms.find((r) => packageStayOf(context.search, r) !== null);
      const tempId = at?.tempId ?? room?.temp_id;
      return { treatmentRefusal: tempId ? { tempId, index: at?.index ?? -1, message: event.message } : null };
    }),
    /** The chosen room's times (any room with a package) are picked again from the ones chosen (the payment form's 'change'). */
    reopenTimes: assign(({ context, event }) => {
      const packages = context.rooms.filter((r) => packageStayOf(context.search, r) !== null);
      const named = event.type === 'treatments.edit' ? event.tempId : undefined;
      const room = packages.find((r) => r.temp_id === named) ?? packages[0];
      return { treatmentRefusal: room ? { tempId: room.temp_id, index: -1, message: '' } : null };
    }),
    assignSearchProblems: assign((_, params: { error: unknown }) => ({
      searchProblems: refusalMessages(params.error),
      pageRefusal: null,
    })),
  },
  delays: { addRoom: ADD_ROOM_LOADING_MS, redirect: POST_PAYMENT_REDIRECT_MS },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    search: input.search,
    openedOn: input.openedOn,
    rates: null,
    pageRates: input.pageRates ?? null,
    pageRefusal: input.pageRefusal ?? null,
    rooms: roomsOfSearch(input.search),
    editingIndex: 0,
    pending: null,
    customer: input.customer,
    result: null,
    searchProblems: [],
    treatmentPicks: {},
    treatmentRefusal: null,
  }),
  initial: 'start',
  on: {
    'user.change': { actions: 'assignCustomer' },
    'route.rooms': [{ guard: 'isShownSearch' }, { target: '.start', actions: 'newSearch' }],
  },
  states: {
    start: {
      always: [
        // The rates came with the page: the rooms show in the screen's first paint.
        {
          guard: 'hasPageRates',
          target: 'routing',
          actions: { type: 'assignRates', params: ({ context }) => ({ rates: context.pageRates! }) },
        },
        // So did the server's refusal of the search: why, in the first paint, instead of skeletons.
        {
          guard: 'hasPageRefusal',
          target: 'searchRefused',
          actions: { type: 'assignSearchProblems', params: ({ context }) => ({ error: context.pageRefusal }) },
        },
        { guard: 'hasRooms', target: 'loading' },
        { target: 'noRooms' },
      ],
    },
    loading: {
      description: 'The rates of every room are on their way: skeletons.',
      tags: ['loading', 'loadingRates'],
      invoke: {
        id: 'loadRates',
        src: 'loadRates',
        input: ({ context }) => ({ search: context.search }),
        onDone: {
          target: 'routing',
          actions: { type: 'assignRates', params: ({ event }) => ({ rates: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isRefusedSearch', params: ({ event }) => ({ error: event.error }) },
            target: 'searchRefused',
            actions: { type: 'assignSearchProblems', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'loadFailed' },
        ],
      },
    },
    searchRefused: {
      description:
        'The server refused the search (out-of-season or past dates, an age missing, a bad code): what is wrong, and the way back to the dates picker.',
      tags: ['searchRefused'],
    },
    routing: {
      always: [
        { guard: 'allReserved', target: 'payment', actions: { type: 'navigate', params: { to: 'payment' } } },
        { guard: 'openedOnPayment', target: 'noRooms' },
        { target: 'rooms' },
      ],
    },
    loadFailed: {
      description: 'The network or the server failed: check the connection and try again.',
      tags: ['ratesFailed'],
      on: { 'rates.retry': 'loading' },
    },
    rooms: {
      initial: 'checking',
      on: { 'room.delete': { target: '.checking', actions: 'deleteRoom' } },
      states: {
        checking: { always: [{ guard: 'hasOffers', target: 'choosing' }, { target: 'unavailable' }] },
        choosing: {
          description: "'Room i of n': the categories with their rates; Select picks one for the room being edited.",
          tags: ['offers'],
          on: {
            'rate.select': [
              { guard: 'isSignedIn', target: 'adding', actions: 'assignPending' },
              { target: 'loginGate', actions: 'assignPending' },
            ],
          },
        },
        unavailable: {
          description: "'There are no available rooms...' for the room being edited.",
          tags: ['noOffers'],
        },
        loginGate: {
          description: 'A guest picked a rate: the login dialog is open; the choice waits.',
          tags: ['offers'],
          invoke: { id: 'login', src: 'login' },
          on: {
            'auth.signedIn': { target: 'adding', actions: 'assignCustomer' },
            'auth.dismissed': { target: 'choosing', actions: 'clearPending' },
          },
        },
        adding: {
          description: 'The chosen room is added: loading for one second.',
          tags: ['loading', 'offers', 'adding'],
          after: { addRoom: { target: 'added', actions: 'storePending' } },
        },
        added: {
          always: [
            {
              guard: 'allReserved',
              target: '#booking.payment',
              actions: { type: 'navigate', params: { to: 'payment' } },
            },
            { target: 'checking' },
          ],
        },
      },
    },
    payment: {
      initial: 'checking',
      on: {
        'payment.back': {
          target: '#booking.rooms',
          actions: ['reopenLastRoom', { type: 'navigate', params: { to: 'rooms' } }],
        },
        // The browser went back to the rooms' address: choose the last room again.
        'route.rooms': [
          { guard: 'isShownSearch', target: '#booking.rooms', actions: 'reopenLastRoom' },
          { target: '#booking.start', actions: 'newSearch' },
        ],
        'user.change': [
          { guard: 'isSignedOut', target: 'noRooms', actions: 'assignCustomer' },
          { actions: 'assignCustomer' },
        ],
      },
      states: {
        checking: {
          always: [
            { guard: and(['canPay', 'timesMissing']), target: 'treatments' },
            { guard: 'canPay', target: 'form' },
            { target: '#booking.noRooms' },
          ],
        },
        treatments: {
          description:
            "A package's treatment times, room by room: for each guest, each included treatment, day by day within the stay (child treatmentScheduling); a time the server refused comes back with its message.",
          tags: ['treatments'],
          invoke: {
            id: 'treatmentScheduling',
            src: 'treatmentScheduling',
            input: ({ context }) => schedulingInput(context),
            onDone: {
              target: 'checking',
              actions: assign(({ context, event }) => ({
                treatmentPicks: { ...context.treatmentPicks, [schedulingRoom(context)!.temp_id]: event.output.picks },
                treatmentRefusal: null,
              })),
            },
          },
        },
        form: {
          description:
            'Your details, the order summary, requests, consents and the card step (child cardPayment: card or wallet, 3-D Secure, failures and retries); Pay now shows the deposit.',
          invoke: {
            id: 'cardPayment',
            src: 'cardPayment',
            onDone: {
              target: 'paid',
              actions: [
                assign({ result: ({ event }) => event.output.result as RoomReservationResult }),
                {
                  type: 'trackPurchase',
                  params: ({ context, event }) => ({
                    result: event.output.result as RoomReservationResult,
                    rooms: context.rooms,
                  }),
                },
              ],
            },
          },
          on: {
            'pay.submit': { actions: 'payByCard' },
            // Nothing was charged: the hold was refused whole (product.md §16.6).
            'treatments.refused': { guard: 'hasPackage', target: 'treatments', actions: 'assignRefusal' },
            'treatments.edit': { guard: 'hasPackage', target: 'treatments', actions: 'reopenTimes' },
          },
        },
        paid: {
          description: "Checkmark and 'Thank you!'; the reservation page opens after 1.2 s.",
          tags: ['success'],
          after: { redirect: '#booking.done' },
        },
      },
    },
    done: {
      type: 'final',
      entry: { type: 'redirect', params: ({ context }) => ({ url: context.result?.redirect ?? '' }) },
    },
    noRooms: { type: 'final', entry: ['flashSelectDates', { type: 'navigate', params: { to: 'dates' } }] },
  },
});
