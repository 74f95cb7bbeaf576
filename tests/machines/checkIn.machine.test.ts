import { describe, expect } from 'vitest';
import { createActor, type Actor } from 'xstate';
import { checkInMachine } from '../../machines/checkIn.machine';
import { planModel, type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { pendingActors } from './support/pendingActors';
import { checkInEvents } from './checkInModel';

// Every path of the model against the real machine: the machine's snapshot must be the model's
// at each step, and each save must send the method and values the model expects.
const plan = planModel({
  machine: checkInMachine,
  events: checkInEvents,
  strategy: 'shortest',
  serializeState: (s) =>
    JSON.stringify({
      value: s.value,
      guest: s.context.guest,
      values: s.context.values,
      errors: Object.keys(s.context.fieldErrors),
      message: s.context.message,
    }),
});

function harness() {
  const { waiting, answer } = pendingActors();
  const sent: unknown[] = [];
  let saved = 0;
  const machine = checkInMachine.provide({
    actors: { saveCheckIn: waiting('saveCheckIn', sent) as never },
    actions: { notifySaved: () => void saved++ },
  });
  return { actor: createActor(machine).start(), sent, saved: () => saved, answer };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof checkInMachine> };

const same = (host: Host, expected: { value: unknown; context: unknown }) => {
  expect(host.actor.getSnapshot().value).toEqual(expected.value);
  expect(host.actor.getSnapshot().context).toEqual(expected.context);
};

const walkers: Walkers<Host> = {
  states: {
    list: (host, { snapshot }) => same(host, snapshot),
    'form.editing': (host, { snapshot }) => same(host, snapshot),
    'form.reviewing': (host, { snapshot }) => same(host, snapshot),
    'form.saving': (host, { snapshot }) => {
      same(host, snapshot);
      const { guest, values } = snapshot.context;
      expect(host.sent.at(-1)).toEqual({
        method: guest.existing ? 'PATCH' : 'POST',
        values: { ...values, position: guest.position },
      });
    },
    'form.refused': (host, { snapshot }) => same(host, snapshot),
  },
  events: {
    'xstate.done.actor.saveCheckIn': (host, event) => host.answer('saveCheckIn', 'resolve', event.output),
    'xstate.error.actor.saveCheckIn': (host, event) => host.answer('saveCheckIn', 'reject', event.error),
    ...Object.fromEntries(
      ['guest.open', 'form.close', 'form.review', 'field.edit', 'review.cancel', 'checkIn.confirm'].map((type) => [
        type,
        (host: Host, event: { type: string }) => void host.actor.send(event as never),
      ]),
    ),
  },
};

describe('check-in machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});
