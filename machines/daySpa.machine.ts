import { assign, fromPromise, setup } from 'xstate';
import { COUNTER_MIN, POST_PAYMENT_REDIRECT_MS } from '../domain/constants';
import type { IsoDate } from '../domain/dates';
import { isInDaySpaWindow, parsePeople, type AvailabilityRecord, type ProductReservationAnswer } from '../domain/daySpa';

/** The slot the guest picked, and what it costs for everyone (sale price x people). */
export interface ChosenSlot {
  id: number;
  date: IsoDate;
  sale_price: number;
  title: string | null;
}

export interface DaySpaContext {
  /** The hotel's today when the journey started: the calendar's window is today..+2 months. */
  today: IsoDate;
  people: number;
  date: IsoDate | null;
  slot: ChosenSlot | null;
  /** sale_price x people of the chosen slot (the store's `total`, SPEC 3). */
  total: number;
  signedIn: boolean;
  result: ProductReservationAnswer | null;
}

export type DaySpaStep = 'start' | 'availability' | 'payment' | 'reservation' | 'notFound';

export type DaySpaEvent =
  | { type: 'people.change'; people: number }
  | { type: 'date.choose'; date: IsoDate }
  /** The address changed (link, back button, first load): the journey follows it. */
  | { type: 'route.start'; people?: number }
  | { type: 'route.availability'; date: string; people?: number }
  | { type: 'route.payment'; date: string }
  | { type: 'user.change'; signedIn: boolean }
  | { type: 'slot.choose'; slot: ChosenSlot }
  | { type: 'auth.signedIn' }
  | { type: 'auth.dismissed' }
  | { type: 'slots.retry' }
  | { type: 'edit' }
  | { type: 'payment.back' }
  | { type: 'pay.submit'; values: Record<string, unknown> }
  /** From the card-payment statechart (src/payments useCardPayment): paid, or failed (toast shown there). */
  | { type: 'payment.succeeded'; result: ProductReservationAnswer }
  | { type: 'payment.failed' };

const validPeople = (people: number | undefined) => parsePeople(people);

/**
 * The day-spa journey of SPEC 2 and 4: start (people and a day) -> availability (the day's slots)
 * -> login gate when a guest picks a slot -> payment (the card-payment machine pays) -> the
 * reservation page. The address is part of the journey: `route.*` events follow it, and `navigate`
 * moves it when the journey moves.
 */
export const daySpaMachine = setup({
  types: {
    context: {} as DaySpaContext,
    events: {} as DaySpaEvent,
    input: {} as { today: IsoDate; people?: number; signedIn: boolean },
  },
  actors: {
    loadSlots: fromPromise<AvailabilityRecord[], { date: IsoDate; people: number }>(async () => {
      throw new Error('provide loadSlots');
    }),
  },
  guards: {
    isDateInWindow: ({ context }) => isInDaySpaWindow(context.date, context.today),
    hasSlots: (_, params: { slots: AvailabilityRecord[] }) => params.slots.length > 0,
    isSignedIn: ({ context }) => context.signedIn,
    isSignedOut: (_, params: { signedIn: boolean }) => !params.signedIn,
    canPay: ({ context }) => context.signedIn && context.slot !== null && context.slot.date === context.date,
    /** The address names the day and people already shown (often the echo of our own navigate). */
    isShownAvailability: ({ context, event }) =>
      event.type === 'route.availability' && event.date === context.date && (validPeople(event.people) ?? context.people) === context.people,
    isShownPayment: ({ context, event }) => event.type === 'route.payment' && event.date === context.date,
  },
  actions: {
    navigate: (_, _params: { to: DaySpaStep }) => {
      throw new Error('provide navigate');
    },
    openLogin: () => {
      throw new Error('provide openLogin');
    },
    /** Hands the form's values to the card-payment statechart, which charges and reports back. */
    startCardPayment: (_, _params: { values: Record<string, unknown> }) => {
      throw new Error('provide startCardPayment');
    },
    assignPeople: assign({ people: ({ context, event }) => ('people' in event ? (validPeople(event.people) ?? context.people) : context.people) }),
    assignDate: assign({ date: ({ context, event }) => ('date' in event ? event.date : context.date) }),
    assignSlot: assign(({ context, event }) => (event.type === 'slot.choose' ? { slot: event.slot, total: event.slot.sale_price * context.people } : {})),
    clearSlot: assign({ slot: null, total: 0 }),
    assignSignedIn: assign({ signedIn: ({ context, event }) => (event.type === 'user.change' ? event.signedIn : event.type === 'auth.signedIn' ? true : context.signedIn) }),
  },
  delays: { redirect: POST_PAYMENT_REDIRECT_MS },
}).createMachine({
  id: 'daySpa',
  context: ({ input }) => ({ today: input.today, people: validPeople(input.people) ?? COUNTER_MIN, date: null, slot: null, total: 0, signedIn: input.signedIn, result: null }),
  initial: 'start',
  on: {
    'route.start': { target: '.start', actions: 'assignPeople' },
    'route.availability': { target: '.availability', actions: ['assignDate', 'assignPeople'] },
    'route.payment': { target: '.payment', actions: 'assignDate' },
    'user.change': { actions: 'assignSignedIn' },
  },
  states: {
    start: {
      description: 'People counter and the price calendar from today to two months ahead.',
      on: {
        'people.change': { actions: 'assignPeople' },
        'date.choose': { target: 'availability', actions: ['assignDate', { type: 'navigate', params: { to: 'availability' } }] },
      },
    },
    availability: {
      initial: 'checking',
      on: {
        'route.availability': [
          { guard: 'isShownAvailability' },
          { target: 'availability', reenter: true, actions: ['assignDate', 'assignPeople'] },
        ],
        edit: { target: 'start', actions: { type: 'navigate', params: { to: 'start' } } },
      },
      states: {
        checking: {
          always: [{ guard: 'isDateInWindow', target: 'loading' }, { target: '#daySpa.notFound' }],
        },
        loading: {
          description: 'The slots of the chosen day are on their way.',
          tags: ['loading'],
          invoke: {
            id: 'loadSlots',
            src: 'loadSlots',
            input: ({ context }) => ({ date: context.date!, people: context.people }),
            onDone: [{ guard: { type: 'hasSlots', params: ({ event }) => ({ slots: event.output }) }, target: 'listed' }, { target: 'empty' }],
            onError: 'failed',
          },
        },
        listed: {
          description: "The day's slots with the price for everyone; choosing one asks a guest to log in.",
          on: {
            'slot.choose': [
              { guard: 'isSignedIn', target: '#daySpa.payment', actions: ['assignSlot', { type: 'navigate', params: { to: 'payment' } }] },
              { target: 'loginGate', actions: 'assignSlot' },
            ],
          },
        },
        loginGate: {
          description: 'A guest chose a slot: the login dialog is open.',
          entry: 'openLogin',
          on: {
            'auth.signedIn': { target: '#daySpa.payment', actions: ['assignSignedIn', { type: 'navigate', params: { to: 'payment' } }] },
            'auth.dismissed': { target: 'listed', actions: 'clearSlot' },
          },
        },
        empty: { description: "'Not available, try another date' with a link back to the calendar." },
        failed: { description: 'The slots could not be loaded.', on: { 'slots.retry': 'loading' } },
      },
    },
    payment: {
      initial: 'checking',
      on: {
        'route.payment': [{ guard: 'isShownPayment' }, { target: 'payment', reenter: true, actions: 'assignDate' }],
        'payment.back': { target: 'availability', actions: { type: 'navigate', params: { to: 'availability' } } },
        'user.change': [
          { guard: { type: 'isSignedOut', params: ({ event }) => ({ signedIn: event.signedIn }) }, target: 'availability', actions: ['assignSignedIn', { type: 'navigate', params: { to: 'availability' } }] },
          { actions: 'assignSignedIn' },
        ],
      },
      states: {
        checking: {
          always: [{ guard: 'canPay', target: 'form' }, { target: '#daySpa.availability', actions: { type: 'navigate', params: { to: 'availability' } } }],
        },
        form: {
          description: 'Booker, consents, pool rules, the bonus voucher and the card; Pay shows the amount.',
          on: {
            'pay.submit': {
              target: 'paying',
              actions: { type: 'startCardPayment', params: ({ event }) => ({ values: event.values }) },
            },
          },
        },
        paying: {
          description: 'The card-payment statechart runs (3-D Secure included); the Pay button is busy.',
          tags: ['loading'],
          on: {
            'payment.succeeded': { target: 'paid', actions: assign({ result: ({ event }) => event.result }) },
            'payment.failed': 'form',
          },
        },
        paid: {
          description: "The server's message with a checkmark; the reservation page opens after 1200 ms.",
          after: { redirect: '#daySpa.done' },
        },
      },
    },
    done: { type: 'final', entry: { type: 'navigate', params: { to: 'reservation' } } },
    notFound: { type: 'final', entry: { type: 'navigate', params: { to: 'notFound' } } },
  },
});
