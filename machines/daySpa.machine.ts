import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import { COUNTER_MIN, POST_PAYMENT_REDIRECT_MS } from '../domain/constants';
import type { Customer } from '../domain/customer';
import type { IsoDate } from '../domain/dates';
import {
  daySpaPrice,
  isInDaySpaWindow,
  parsePeople,
  startingPeople,
  type AvailabilityRecord,
  type DaySpaPrice,
  type ProductReservationAnswer,
} from '../domain/daySpa';
import { cardPaymentMachine, type PaymentSource } from './cardPayment.machine';
import type { LoginGateEvent } from './loginGate';

/** The slot the guest picked. */
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
  /** The most people one reservation can take (the product's largest time slot): the counter stops there. */
  maxPeople: number;
  /** The fewest people one reservation of the product takes (product.md §12.16): the counter starts there. */
  minPeople: number;
  date: IsoDate | null;
  slot: ChosenSlot | null;
  /** The signed-in person (credit and discount price the entry), or null for a guest. */
  customer: Customer | null;
  /** The bonus voucher is ticked (product.md §3.4: one person's entry off, up to the credit). */
  useVoucher: boolean;
  /**
   * The chosen slot's price for everyone (the store's `total` is its subtotal, product.md §3.2), the voucher, the
   * discount and what the card pays: computed here, once, whenever one of them changes.
   */
  price: DaySpaPrice | null;
  result: ProductReservationAnswer | null;
}

/** What the card payment posts to /my/product-reservations (with the payment fields). */
export type DaySpaPurchase = Record<string, unknown> & {
  date: IsoDate;
  people: number;
  product_availability_id: number;
  use_bonus_terme: boolean;
};

export type DaySpaStep = 'start' | 'availability' | 'payment' | 'reservation' | 'notFound';

export type DaySpaEvent =
  | { type: 'people.change'; people: number }
  | { type: 'date.choose'; date: IsoDate }
  /** The address changed (link, back button, first load): the journey follows it. */
  | { type: 'route.start'; people?: number }
  | { type: 'route.availability'; date: string; people?: number }
  | { type: 'route.payment'; date: string }
  | { type: 'user.change'; customer: Customer | null }
  | { type: 'slot.choose'; slot: ChosenSlot }
  | LoginGateEvent
  | { type: 'slots.retry' }
  | { type: 'edit' }
  | { type: 'payment.back' }
  | { type: 'voucher.toggle'; use: boolean }
  /** Pay (or the wallet): the form's consents go to the card payment with the total. */
  | { type: 'pay.submit'; values: Record<string, unknown>; source?: PaymentSource };

/** A number of people the journey accepts (domain's count), brought within the product's `min` and `max`. */
const validPeople = (people: number | undefined, max = Infinity, min = COUNTER_MIN) => {
  const count = parsePeople(people);
  return count === undefined ? undefined : Math.min(Math.max(count, min), max);
};

/** The price of the chosen slot for the context as it is now (null without a slot). */
function priceOf(context: Pick<DaySpaContext, 'slot' | 'people' | 'customer' | 'useVoucher'>): DaySpaPrice | null {
  if (!context.slot) return null;
  const credit = context.customer?.bonusCredit ?? 0;
  return daySpaPrice({
    salePrice: context.slot.sale_price,
    people: context.people,
    credit,
    useVoucher: context.useVoucher && credit > 0,
    discountPercent: context.customer?.discountPercent ?? 0,
  });
}

/**
 * The day-spa journey (product.md §3): start (people and a day) -> availability (the day's slots)
 * -> login gate when a guest picks a slot -> payment, whose card step is the child `cardPayment`
 * (failures stay in it, ready to pay again) -> the reservation page. The address is part of the
 * journey: `route.*` events follow it, and `navigate` moves it when the journey moves.
 */
export const daySpaMachine = setup({
  types: {
    context: {} as DaySpaContext,
    events: {} as DaySpaEvent,
    input: {} as { today: IsoDate; people?: number; maxPeople?: number; minPeople?: number; customer: Customer | null },
  },
  actors: {
    loadSlots: fromPromise<AvailabilityRecord[], { date: IsoDate; people: number }>(async () => {
      throw new Error('provide loadSlots');
    }),
    /** Opens the login dialog and answers `auth.signedIn` or `auth.dismissed`. */
    login: fromCallback<LoginGateEvent>(() => {
      throw new Error('provide login');
    }),
    /** The card step (its effects provided by the view: `cardPaymentFor`). */
    cardPayment: cardPaymentMachine,
  },
  guards: {
    isDateInWindow: ({ context }) => isInDaySpaWindow(context.date, context.today),
    hasSlots: (_, params: { slots: AvailabilityRecord[] }) => params.slots.length > 0,
    isSignedIn: ({ context }) => context.customer !== null,
    isSignedOut: (_, params: { customer: Customer | null }) => params.customer === null,
    canPay: ({ context }) => context.customer !== null && context.slot !== null && context.slot.date === context.date,
    /** The address names the day and people already shown (often the echo of our own navigate). */
    isShownAvailability: ({ context, event }) =>
      event.type === 'route.availability' &&
      event.date === context.date &&
      (validPeople(event.people, context.maxPeople, context.minPeople) ?? context.people) === context.people,
    isShownPayment: ({ context, event }) => event.type === 'route.payment' && event.date === context.date,
  },
  actions: {
    navigate: (_, _params: { to: DaySpaStep }) => {
      throw new Error('provide navigate');
    },
    assignPeople: assign(({ context, event }) => {
      const people =
        'people' in event
          ? (validPeople(event.people, context.maxPeople, context.minPeople) ?? context.people)
          : context.people;
      return { people, price: priceOf({ ...context, people }) };
    }),
    assignDate: assign({ date: ({ context, event }) => ('date' in event ? event.date : context.date) }),
    assignSlot: assign(({ context, event }) => {
      if (event.type !== 'slot.choose') return {};
      return {
        slot: event.slot,
        useVoucher: false,
        price: priceOf({ ...context, slot: event.slot, useVoucher: false }),
      };
    }),
    clearSlot: assign({ slot: null, useVoucher: false, price: null }),
    assignCustomer: assign(({ context, event }) => {
      if (event.type !== 'user.change' && event.type !== 'auth.signedIn') return {};
      return { customer: event.customer, price: priceOf({ ...context, customer: event.customer }) };
    }),
    toggleVoucher: assign(({ context, event }) => {
      if (event.type !== 'voucher.toggle') return {};
      return { useVoucher: event.use, price: priceOf({ ...context, useVoucher: event.use }) };
    }),
    payByCard: sendTo('cardPayment', ({ context, event }) => ({
      type: 'payment.submit' as const,
      amountCents: context.price?.total ?? 0,
      purchase: {
        ...(event.type === 'pay.submit' ? event.values : {}),
        date: context.date ?? '',
        people: context.people,
        product_availability_id: context.slot?.id ?? 0,
        use_bonus_terme: context.useVoucher,
      } satisfies DaySpaPurchase,
      source: event.type === 'pay.submit' ? event.source : undefined,
    })),
  },
  delays: { redirect: POST_PAYMENT_REDIRECT_MS },
}).createMachine({
  id: 'daySpa',
  context: ({ input }) => {
    const maxPeople = Math.max(COUNTER_MIN, input.maxPeople ?? Infinity);
    const minPeople = Math.min(Math.max(COUNTER_MIN, input.minPeople ?? COUNTER_MIN), maxPeople);
    return {
      today: input.today,
      people: startingPeople(input.people, input.maxPeople, minPeople),
      maxPeople,
      minPeople,
      date: null,
      slot: null,
      customer: input.customer,
      useVoucher: false,
      price: null,
      result: null,
    };
  },
  initial: 'start',
  on: {
    'route.start': { target: '.start', actions: 'assignPeople' },
    'route.availability': { target: '.availability', actions: ['assignDate', 'assignPeople'] },
    'route.payment': { target: '.payment', actions: 'assignDate' },
    'user.change': { actions: 'assignCustomer' },
  },
  states: {
    start: {
      description: 'People counter and the price calendar from today to two months ahead.',
      on: {
        'people.change': { actions: 'assignPeople' },
        'date.choose': {
          target: 'availability',
          actions: ['assignDate', { type: 'navigate', params: { to: 'availability' } }],
        },
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
            onDone: [
              { guard: { type: 'hasSlots', params: ({ event }) => ({ slots: event.output }) }, target: 'listed' },
              { target: 'empty' },
            ],
            onError: 'failed',
          },
        },
        listed: {
          description: "The day's slots with the price for everyone; choosing one asks a guest to log in.",
          on: {
            'slot.choose': [
              {
                guard: 'isSignedIn',
                target: '#daySpa.payment',
                actions: ['assignSlot', { type: 'navigate', params: { to: 'payment' } }],
              },
              { target: 'loginGate', actions: 'assignSlot' },
            ],
          },
        },
        loginGate: {
          description: 'A guest chose a slot: the login dialog is open.',
          invoke: { id: 'login', src: 'login' },
          on: {
            'auth.signedIn': {
              target: '#daySpa.payment',
              actions: ['assignCustomer', { type: 'navigate', params: { to: 'payment' } }],
            },
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
          {
            guard: { type: 'isSignedOut', params: ({ event }) => ({ customer: event.customer }) },
            target: 'availability',
            actions: ['assignCustomer', { type: 'navigate', params: { to: 'availability' } }],
          },
          { actions: 'assignCustomer' },
        ],
      },
      states: {
        checking: {
          always: [
            { guard: 'canPay', target: 'form' },
            { target: '#daySpa.availability', actions: { type: 'navigate', params: { to: 'availability' } } },
          ],
        },
        form: {
          description:
            'Booker, consents, pool rules, the bonus voucher and the card step (child cardPayment: card or wallet, 3-D Secure, failures and retries); Pay shows the total.',
          invoke: {
            id: 'cardPayment',
            src: 'cardPayment',
            onDone: {
              target: 'paid',
              actions: assign({ result: ({ event }) => event.output.result as ProductReservationAnswer }),
            },
          },
          on: {
            'voucher.toggle': { actions: 'toggleVoucher' },
            'pay.submit': { actions: 'payByCard' },
          },
        },
        paid: {
          description: "The server's message with a checkmark; the reservation page opens after 1200 ms.",
          tags: ['success'],
          after: { redirect: '#daySpa.done' },
        },
      },
    },
    done: { type: 'final', entry: { type: 'navigate', params: { to: 'reservation' } } },
    notFound: { type: 'final', entry: { type: 'navigate', params: { to: 'notFound' } } },
  },
});
