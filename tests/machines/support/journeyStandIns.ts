import { assign, fromCallback, setup, type AnyActorRef } from 'xstate';
import type { CardPaymentEvent } from '../../../machines/cardPayment.machine';
import type { LoginGateEvent } from '../../../machines/loginGate';

/**
 * Stand-ins for the children a journey invokes, so a journey's test sees what it hands them and
 * says how they end: `cardPaymentStandIn` records every `payment.submit` the journey forwards and
 * ends (output `{ result, purchase }`) when the test sends it `test.paid`; `loginStandIn` counts
 * the dialogs opened and closed (the test answers with `auth.signedIn` / `auth.dismissed`).
 */
export function cardPaymentStandIn() {
  const received: Extract<CardPaymentEvent, { type: 'payment.submit' }>[] = [];
  const logic = setup({
    types: {
      context: {} as { output: unknown },
      events: {} as CardPaymentEvent | { type: 'test.paid'; output: unknown },
    },
  }).createMachine({
    id: 'cardPaymentStandIn',
    context: { output: null },
    initial: 'open',
    states: {
      open: {
        on: {
          'payment.submit': { actions: ({ event }) => void received.push(event) },
          'test.paid': { target: 'paid', actions: assign({ output: ({ event }) => event.output }) },
        },
      },
      paid: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });
  return { logic, received };
}

/** Ends the journey's running card payment stand-in with `output`. */
export function finishCardPayment(journey: AnyActorRef, output: unknown) {
  const child = (journey.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children.cardPayment;
  if (!child) throw new Error('no card payment is running');
  child.send({ type: 'test.paid', output });
}

export function loginStandIn() {
  const dialogs = { opened: 0, closed: 0 };
  const logic = fromCallback<LoginGateEvent>(() => {
    dialogs.opened++;
    return () => void dialogs.closed++;
  });
  return { logic, dialogs };
}

/**
 * A stand-in for the child `treatmentScheduling` (a package's times): records the input the journey
 * gave it and ends (output `{ picks }`) when the test sends it `test.picked`.
 */
export function treatmentSchedulingStandIn() {
  const inputs: unknown[] = [];
  const logic = setup({
    types: {
      context: {} as { output: unknown },
      events: {} as { type: 'test.picked'; output: unknown },
      input: {} as unknown,
    },
  }).createMachine({
    id: 'treatmentSchedulingStandIn',
    context: ({ input }) => {
      inputs.push(input);
      return { output: null };
    },
    initial: 'open',
    states: {
      open: { on: { 'test.picked': { target: 'picked', actions: assign({ output: ({ event }) => event.output }) } } },
      picked: { type: 'final' },
    },
    output: ({ context }) => context.output,
  });
  return { logic, inputs };
}

/** Ends the journey's running treatment scheduling stand-in with `output`. */
export function finishTreatmentScheduling(journey: AnyActorRef, output: unknown) {
  const child = (journey.getSnapshot() as { children: Record<string, AnyActorRef | undefined> }).children
    .treatmentScheduling;
  if (!child) throw new Error('no treatment scheduling is running');
  child.send({ type: 'test.picked', output });
}
