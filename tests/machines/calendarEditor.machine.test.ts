import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { CalendarChangeSet } from '../../domain/ratesCalendar';
import { calendarEditorMachine, type SavedAnswer } from '../../machines/calendarEditor.machine';
import { pendingActors } from './support/pendingActors';
import { planModel } from './support/paths';
import { snapshotWalkers, type SnapshotHost } from './support/snapshotWalkers';
import { walkEveryPath } from './support/walkEveryPath';

// Every path of the model against the real machine (product.md §12.12 is checked by
// calendarEditor.scenarios.test.ts): a save sends the previewed change set, an undo the inverse
// the server answered, and the calendar is read again after each.

const CHANGES: CalendarChangeSet = {
  categories: [{ room_category_id: 2, date: '2027-06-12', version: 0, min_stay: 3 }],
  prices: [{ rate_plan_id: 1, room_category_id: 2, date: '2027-06-12', version: 4, price: 14500 }],
};
const UNDO: CalendarChangeSet = {
  categories: [
    {
      room_category_id: 2,
      date: '2027-06-12',
      version: 1,
      rooms_to_sell: null,
      stop_sell: false,
      min_stay: null,
      max_stay: null,
      closed_to_arrival: false,
      closed_to_departure: false,
    },
  ],
  prices: [{ rate_plan_id: 1, room_category_id: 2, date: '2027-06-12', version: 5, price: null }],
};
const SAVED: SavedAnswer = { cells: 2, undo: UNDO };
const CONFLICT = {
  status: 409,
  message: 'Someone else changed some of these cells',
  errors: {},
  body: { conflicts: [{ kind: 'price', room_category_id: 2, rate_plan_id: 1, date: '2027-06-12', version: 5 }] },
};
const REFUSED = {
  status: 422,
  message: 'A price cannot be negative.',
  errors: { 'prices.0.price': ['A price cannot be negative.'] },
};

const plan = planModel({
  machine: calendarEditorMachine,
  strategy: 'shortest',
  events: [
    { type: 'cells.select', cells: ['p|1|2|2027-06-12'] },
    { type: 'cells.edit' },
    { type: 'edit.cancel' },
    { type: 'edit.preview', changes: CHANGES },
    { type: 'preview.back' },
    { type: 'preview.confirm' },
    { type: 'change.undo' },
    { type: 'calendar.reload' },
    { type: 'xstate.done.actor.saveChanges', output: SAVED },
    { type: 'xstate.error.actor.saveChanges', error: CONFLICT },
    { type: 'xstate.error.actor.saveChanges', error: REFUSED },
    { type: 'xstate.done.actor.undoChanges', output: SAVED },
    { type: 'xstate.error.actor.undoChanges', error: CONFLICT },
    { type: 'xstate.error.actor.undoChanges', error: REFUSED },
  ],
});

function harness() {
  const { waiting, answer } = pendingActors();
  const calls = { save: [] as unknown[], reloads: 0, saved: 0 };
  const machine = calendarEditorMachine.provide({
    actors: { saveChanges: waiting('saveChanges', calls.save) as never },
    actions: { notifySaved: () => void calls.saved++, reloadCalendar: () => void calls.reloads++ },
  });
  return { actor: createActor(machine).start(), answer, calls };
}
type Host = ReturnType<typeof harness> & SnapshotHost;

const walkers = snapshotWalkers<Host>(plan, {
  // The undo runs the same effect under its own invoke id.
  actors: { undoChanges: 'saveChanges' },
  states: {
    saving: (host) => expect(host.calls.save.at(-1)).toEqual({ changes: CHANGES }),
    undoing: (host) => expect(host.calls.save.at(-1)).toEqual({ changes: UNDO }),
  },
  events: {
    // 'Saved' flashes once per answered save, and the calendar is read again.
    'xstate.done.actor.saveChanges': async (host, event) => {
      const before = { saved: host.calls.saved, reloads: host.calls.reloads };
      await host.answer('saveChanges', 'resolve', event.output);
      expect(host.calls.saved).toBe(before.saved + 1);
      expect(host.calls.reloads).toBe(before.reloads + 1);
    },
  },
});

describe('calendarEditor machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});
