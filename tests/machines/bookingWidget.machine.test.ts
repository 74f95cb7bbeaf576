import { describe, expect, vi } from 'vitest';
import { createActor, fromPromise, type Actor } from 'xstate';
import {
  bookingWidgetMachine,
  type BookingWidgetContext,
  type SearchRefusal,
  type WidgetSearch,
} from '../../machines/bookingWidget.machine';
import { type Walkers } from './support/paths';
import { walkEveryPath } from './support/walkEveryPath';
import { widgetInput, widgetPlan } from './bookingModel';

const dates = { from: '2027-05-03', to: '2027-05-06' };
const plan = widgetPlan(dates);

function harness(input: { from: string; to: string }) {
  const pending: { resolve?: () => void; reject?: (e: unknown) => void } = {};
  const effects = { submitted: [] as WidgetSearch[], flashes: [] as SearchRefusal[], validated: [] as WidgetSearch[] };
  const machine = bookingWidgetMachine.provide({
    actors: {
      validateSearch: fromPromise<void, WidgetSearch>(({ input }) => {
        effects.validated.push(input);
        return new Promise<void>((resolve, reject) => Object.assign(pending, { resolve, reject }));
      }),
    },
    actions: {
      submitSearch: (_, params) => void effects.submitted.push(params.search),
      notifyInvalid: (_, params) => void effects.flashes.push(params.refusal),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settle = async (how: 'resolve' | 'reject', value?: unknown) => {
    if (how === 'resolve') pending.resolve?.();
    else pending.reject?.(value);
    await vi.waitFor(() => expect(actor.getSnapshot().matches('processing')).toBe(false));
  };
  return { actor, effects, settle };
}
type Host = ReturnType<typeof harness> & { actor: Actor<typeof bookingWidgetMachine> };

const same = (host: Host, expected: { value: unknown; context: BookingWidgetContext }) => {
  expect(host.actor.getSnapshot().value).toEqual(expected.value);
  const { refusal: _refusal, ...decided } = expected.context;
  expect(host.actor.getSnapshot().context).toMatchObject(decided);
};

const walkers: Walkers<Host> = {
  states: {
    editing: (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.actor.getSnapshot().hasTag('busy')).toBe(false);
    },
    processing: (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.actor.getSnapshot().hasTag('busy')).toBe(true);
    },
    invalid: (host, { snapshot }) => {
      same(host, snapshot);
      expect(host.effects.flashes.at(-1)).toEqual({ reason: 'ageMissing' });
    },
    submitted: (host, { snapshot }) => {
      expect(host.actor.getSnapshot().status).toBe('done');
      expect(host.effects.submitted).toEqual([
        {
          from: snapshot.context.from,
          to: snapshot.context.to,
          rooms: snapshot.context.rooms,
          code: snapshot.context.code,
        },
      ]);
    },
  },
  events: {
    'xstate.done.actor.validateSearch': (host) => host.settle('resolve'),
    'xstate.error.actor.validateSearch': (host, event) => host.settle('reject', event.error),
    ...Object.fromEntries(
      [
        'dates.change',
        'room.add',
        'room.remove',
        'adults.change',
        'children.change',
        'age.change',
        'code.change',
        'search.submit',
      ].map((type) => [type, (host: Host, event: { type: string }) => void host.actor.send(event as never)]),
    ),
  },
};

describe('booking widget machine, every path of the model', () => {
  walkEveryPath(plan, () => harness(widgetInput(dates)) as Host, walkers);
  // product.md §2.1's rules for rooms, people, ages and Search: bookingWidget.scenarios.test.ts.
});
