import { assign, fromPromise, setup } from 'xstate';
import type { IsoDate } from '../domain/dates';
import { allPicked, canAdd, type PackageStay, type TreatmentPick } from '../domain/packages/schedulingRules';

/** A free start the server offers for a treatment on a day (from freeSlotsFor), epoch milliseconds. */
export interface SlotOption {
  start: number;
  end: number;
  /** How many guests the time still has room for (free therapist and cabin pairs), when known. */
  places?: number;
}

/** Which guest's treatment the guest is picking, on which day of the stay. */
export interface PickingFor {
  guest: number;
  treatmentId: number;
  day: IsoDate;
}

export interface TreatmentSchedulingInput {
  stay: PackageStay;
  /** Times already picked (going back from the payment, or "manage my booking"). */
  picks?: TreatmentPick[];
  /** The server refused a pick (the time was just taken): that pick is dropped, its message shown. */
  refusal?: { index: number; message: string } | null;
}

export interface TreatmentSchedulingContext {
  stay: PackageStay;
  picks: TreatmentPick[];
  pickingFor: PickingFor | null;
  slots: SlotOption[];
  /** The message next to the times: a time taken by another guest meanwhile. */
  refusal: string | null;
}

export type TreatmentSchedulingEvent =
  | ({ type: 'day.choose' } & PickingFor)
  | { type: 'time.pick'; slot: SlotOption }
  | { type: 'time.remove'; index: number }
  | { type: 'slots.retry' }
  | { type: 'picks.confirm' };

const pickOf = (context: TreatmentSchedulingContext, slot: SlotOption): TreatmentPick | null =>
  context.pickingFor
    ? { guest: context.pickingFor.guest, treatmentId: context.pickingFor.treatmentId, start: slot.start, end: slot.end }
    : null;

/**
 * The treatment times of a package (docs/product.md §16.6), a child of the room booking (between
 * the room and the payment) as cardPayment is. The guest chooses a guest's treatment and a day; the
 * view's `loadSlots` asks the server for the free starts; a time is added only when the rules allow
 * it (domain/packages/schedulingRules.ts); once every guest has every count, confirm ends it with
 * the picks. The server checks them again when it holds the room: a time just taken comes back as
 * `refusal` in a new run's input.
 */
export const treatmentSchedulingMachine = setup({
  types: {
    input: {} as TreatmentSchedulingInput,
    context: {} as TreatmentSchedulingContext,
    events: {} as TreatmentSchedulingEvent,
    output: {} as { picks: TreatmentPick[] },
  },
  actors: {
    loadSlots: fromPromise<SlotOption[], PickingFor>(async () => {
      throw new Error('provide loadSlots');
    }),
  },
  guards: {
    canPick: ({ context, event }) => {
      if (event.type !== 'time.pick') return false;
      const pick = pickOf(context, event.slot);
      return pick !== null && canAdd(context.stay, context.picks, pick);
    },
    allPicked: ({ context }) => allPicked(context.stay, context.picks),
  },
  actions: {
    choose: assign({
      pickingFor: ({ event }) =>
        event.type === 'day.choose' ? { guest: event.guest, treatmentId: event.treatmentId, day: event.day } : null,
      slots: [],
      refusal: null,
    }),
    addPick: assign({
      picks: ({ context, event }) => {
        const pick = event.type === 'time.pick' ? pickOf(context, event.slot) : null;
        return pick ? [...context.picks, pick] : context.picks;
      },
      refusal: null,
    }),
    removePick: assign({
      picks: ({ context, event }) =>
        event.type === 'time.remove' ? context.picks.filter((_, i) => i !== event.index) : context.picks,
    }),
  },
}).createMachine({
  id: 'treatmentScheduling',
  context: ({ input }) => ({
    stay: input.stay,
    picks: (input.picks ?? []).filter((_, i) => i !== input.refusal?.index),
    pickingFor: null,
    slots: [],
    refusal: input.refusal?.message ?? null,
  }),
  initial: 'picking',
  on: {
    'day.choose': { target: '.loadingSlots', actions: 'choose' },
    'time.remove': { target: '.picking', actions: 'removePick' },
  },
  states: {
    picking: {
      description: "Each guest's treatments with how many are left; a day's free times; the times picked.",
      on: {
        'time.pick': { guard: 'canPick', actions: 'addPick' },
        'picks.confirm': { guard: 'allPicked', target: 'picked' },
      },
    },
    loadingSlots: {
      description: "The day's free times are on their way.",
      tags: ['loading'],
      invoke: {
        src: 'loadSlots',
        input: ({ context }) => context.pickingFor!,
        onDone: { target: 'picking', actions: assign({ slots: ({ event }) => event.output }) },
        onError: 'slotsFailed',
      },
    },
    slotsFailed: {
      description: 'The free times could not be loaded: try again.',
      on: { 'slots.retry': 'loadingSlots' },
    },
    picked: { type: 'final' },
  },
  output: ({ context }) => ({ picks: context.picks }),
});
