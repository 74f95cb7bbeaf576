import { assign, fromPromise, setup } from 'xstate';
import { ADD_ROOM_LOADING_MS, POST_PAYMENT_REDIRECT_MS } from '../domain/constants';
import { searchQuery as plainSearchQuery, allReserved, applySearchChoices, nextEditingIndex, offersFor, reserveAt, roomsOfSearch, unreserve, type ReservedRoom } from '../domain/bookingSelection';
import type { RoomsSearch } from '../domain/bookingQuery';
import type { AvailableRatesResponse, RateVariation, RoomCategoryInfo } from '../domain/roomRates';

/** What POST /my/room-reservations answers once paid. */
export interface RoomReservationResult {
  reservation_id: number;
  redirect: string;
}

export type BookingStep = 'dates' | 'rooms' | 'payment';

export interface BookingContext {
  search: RoomsSearch;
  /** Which screen the journey was opened on (a stored query may open the payment directly). */
  openedOn: 'rooms' | 'payment';
  /** Available rates, one list per room of the search. */
  rates: AvailableRatesResponse | null;
  rooms: ReservedRoom[];
  /** The room being chosen now (SPEC 3 "editing room index"). */
  editingIndex: number;
  /** A rate picked but not yet stored (waiting for the login, or for the 1 s add). */
  pending: { category: RoomCategoryInfo; variation: RateVariation } | null;
  signedIn: boolean;
  result: RoomReservationResult | null;
}

export type BookingEvent =
  | { type: 'rate.select'; category: RoomCategoryInfo; variation: RateVariation }
  | { type: 'auth.signedIn' }
  | { type: 'auth.dismissed' }
  | { type: 'room.delete'; tempId: string }
  | { type: 'rates.retry' }
  | { type: 'route.rooms'; search: RoomsSearch }
  | { type: 'user.change'; signedIn: boolean }
  | { type: 'pay.submit'; values: Record<string, unknown> }
  | { type: 'payment.back' };

const sameSearch = (a: RoomsSearch, b: RoomsSearch) => plainSearchQuery(a) === plainSearchQuery(b);

/**
 * Room booking after the search (SPEC 2 and 4): the rates of every room load once, the guest picks
 * a rate for one room after another (the editing index advances; adding takes 1 s), choosing as a
 * guest opens the login dialog and the choice survives it, and when every room has a rate the
 * journey moves to the payment, which the card-payment statechart pays (`payReservation`).
 * No rooms, or no user on the payment: 'Select Dates' and back to booking.dates.
 */
export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    events: {} as BookingEvent,
    input: {} as { search: RoomsSearch; openedOn: 'rooms' | 'payment'; signedIn: boolean },
  },
  actors: {
    loadRates: fromPromise<AvailableRatesResponse, { search: RoomsSearch }>(async () => {
      throw new Error('provide loadRates');
    }),
    /** Runs the card-payment statechart on the payment form; its output is the server's answer. */
    payReservation: fromPromise<RoomReservationResult, { values: Record<string, unknown>; search: RoomsSearch; rooms: ReservedRoom[] }>(async () => {
      throw new Error('provide payReservation');
    }),
  },
  guards: {
    hasRooms: ({ context }) => context.search.rooms.length > 0,
    openedOnPayment: ({ context }) => context.openedOn === 'payment',
    allReserved: ({ context }) => allReserved(context.rooms),
    hasOffers: ({ context }) => context.rates !== null && offersFor(context.rates, context.rooms, context.editingIndex).length > 0,
    isSignedIn: ({ context }) => context.signedIn,
    canPay: ({ context }) => context.signedIn && allReserved(context.rooms),
    isSignedOut: ({ event }) => event.type === 'user.change' && !event.signedIn,
    isShownSearch: ({ context, event }) => event.type === 'route.rooms' && sameSearch(context.search, event.search),
  },
  actions: {
    navigate: (_, _params: { to: BookingStep }) => {
      throw new Error('provide navigate');
    },
    /** The error flash 'Select Dates'. */
    flashSelectDates: () => {
      throw new Error('provide flashSelectDates');
    },
    openLogin: () => {
      throw new Error('provide openLogin');
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
      return { rates: params.rates, rooms, editingIndex: nextEditingIndex(rooms), pending: null };
    }),
    assignPending: assign({ pending: ({ event }) => (event.type === 'rate.select' ? { category: event.category, variation: event.variation } : null) }),
    clearPending: assign({ pending: null }),
    storePending: assign(({ context }) => {
      if (!context.pending) return {};
      const rooms = reserveAt(context.rooms, context.editingIndex, context.pending.category, context.pending.variation);
      return { rooms, pending: null, editingIndex: nextEditingIndex(rooms) };
    }),
    deleteRoom: assign(({ context, event }) => {
      if (event.type !== 'room.delete') return {};
      const rooms = unreserve(context.rooms, event.tempId);
      return { rooms, editingIndex: nextEditingIndex(rooms) };
    }),
    /** Back from the payment: the last room is chosen again. */
    reopenLastRoom: assign(({ context }) => {
      const last = context.rooms[context.rooms.length - 1];
      const rooms = last ? unreserve(context.rooms, last.temp_id) : context.rooms;
      return { rooms, editingIndex: nextEditingIndex(rooms) };
    }),
    newSearch: assign(({ event }) => (event.type === 'route.rooms' ? { search: event.search, openedOn: 'rooms' as const, rates: null, rooms: roomsOfSearch(event.search), editingIndex: 0, pending: null } : {})),
    assignSignedIn: assign({ signedIn: ({ context, event }) => (event.type === 'user.change' ? event.signedIn : event.type === 'auth.signedIn' ? true : context.signedIn) }),
  },
  delays: { addRoom: ADD_ROOM_LOADING_MS, redirect: POST_PAYMENT_REDIRECT_MS },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({ search: input.search, openedOn: input.openedOn, rates: null, rooms: roomsOfSearch(input.search), editingIndex: 0, pending: null, signedIn: input.signedIn, result: null }),
  initial: 'start',
  on: {
    'user.change': { actions: 'assignSignedIn' },
    'route.rooms': [{ guard: 'isShownSearch' }, { target: '.start', actions: 'newSearch' }],
  },
  states: {
    start: { always: [{ guard: 'hasRooms', target: 'loading' }, { target: 'noRooms' }] },
    loading: {
      description: 'The rates of every room are on their way: skeletons.',
      tags: ['loading'],
      invoke: {
        id: 'loadRates',
        src: 'loadRates',
        input: ({ context }) => ({ search: context.search }),
        onDone: { target: 'routing', actions: { type: 'assignRates', params: ({ event }) => ({ rates: event.output }) } },
        onError: 'loadFailed',
      },
    },
    routing: {
      always: [
        { guard: 'allReserved', target: 'payment', actions: { type: 'navigate', params: { to: 'payment' } } },
        { guard: 'openedOnPayment', target: 'noRooms' },
        { target: 'rooms' },
      ],
    },
    loadFailed: { description: 'The rates could not be loaded; the guest may try again.', on: { 'rates.retry': 'loading' } },
    rooms: {
      initial: 'checking',
      on: { 'room.delete': { target: '.checking', actions: 'deleteRoom' } },
      states: {
        checking: { always: [{ guard: 'hasOffers', target: 'choosing' }, { target: 'unavailable' }] },
        choosing: {
          description: "'Room i of n': the categories with their rates; Select picks one for the room being edited.",
          on: {
            'rate.select': [
              { guard: 'isSignedIn', target: 'adding', actions: 'assignPending' },
              { target: 'loginGate', actions: 'assignPending' },
            ],
          },
        },
        unavailable: { description: "'There are no available rooms...' for the room being edited." },
        loginGate: {
          description: 'A guest picked a rate: the login dialog is open; the choice waits.',
          entry: 'openLogin',
          on: { 'auth.signedIn': { target: 'adding', actions: 'assignSignedIn' }, 'auth.dismissed': { target: 'choosing', actions: 'clearPending' } },
        },
        adding: {
          description: 'The chosen room is added: loading for one second.',
          tags: ['loading'],
          after: { addRoom: { target: 'added', actions: 'storePending' } },
        },
        added: {
          always: [
            { guard: 'allReserved', target: '#booking.payment', actions: { type: 'navigate', params: { to: 'payment' } } },
            { target: 'checking' },
          ],
        },
      },
    },
    payment: {
      initial: 'checking',
      on: {
        'payment.back': { target: '#booking.rooms', actions: ['reopenLastRoom', { type: 'navigate', params: { to: 'rooms' } }] },
        // The browser went back to the rooms' address: choose the last room again.
        'route.rooms': [{ guard: 'isShownSearch', target: '#booking.rooms', actions: 'reopenLastRoom' }, { target: '#booking.start', actions: 'newSearch' }],
        'user.change': [{ guard: 'isSignedOut', target: 'noRooms', actions: 'assignSignedIn' }, { actions: 'assignSignedIn' }],
      },
      states: {
        checking: { always: [{ guard: 'canPay', target: 'form' }, { target: '#booking.noRooms' }] },
        form: {
          description: 'Your details, the order summary, requests, consents, the card; Pay now shows the deposit.',
          on: { 'pay.submit': 'paying' },
        },
        paying: {
          description: 'The card payment runs (3-D Secure included): Pay now is busy.',
          tags: ['loading'],
          invoke: {
            id: 'payReservation',
            src: 'payReservation',
            input: ({ context, event }) => ({ values: event.type === 'pay.submit' ? event.values : {}, search: context.search, rooms: context.rooms }),
            onDone: {
              target: 'paid',
              actions: [assign({ result: ({ event }) => event.output }), { type: 'trackPurchase', params: ({ context, event }) => ({ result: event.output, rooms: context.rooms }) }],
            },
            onError: 'form',
          },
        },
        paid: {
          description: "Checkmark and 'Thank you!'; the reservation page opens after 1.2 s.",
          tags: ['success'],
          after: { redirect: '#booking.done' },
        },
      },
    },
    done: { type: 'final', entry: { type: 'redirect', params: ({ context }) => ({ url: context.result?.redirect ?? '' }) } },
    noRooms: { type: 'final', entry: ['flashSelectDates', { type: 'navigate', params: { to: 'dates' } }] },
  },
});
