import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { CalendarChangeSet } from '../../domain/ratesCalendar';
import {
  calendarEditorMachine,
  type PlanPreview,
  type PlanRequest,
  type SavedAnswer,
} from '../../machines/calendarEditor.machine';
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

const BULK: PlanRequest = {
  kind: 'bulk',
  change: { from: '2027-06-01', to: '2027-06-30', weekdays: [6], category_ids: [], rate_plan_ids: [], min_stay: 2 },
};
const FILE: PlanRequest = { kind: 'import', csv: 'date,category_id,min_stay\n2027-06-12,2,3\n' };
const VERSIONS = [
  { kind: 'category' as const, room_category_id: 2, rate_plan_id: null, date: '2027-06-12', version: 0 },
];
const PREVIEW: PlanPreview = {
  cells: 1,
  values: 1,
  sample: [
    {
      kind: 'category',
      room_category_id: 2,
      category: 'Double',
      rate_plan_id: null,
      rate_plan: null,
      date: '2027-06-12',
      field: 'min_stay',
      before: 1,
      after: 3,
    },
  ],
  versions: VERSIONS,
};
const LINE_ERRORS: PlanPreview = {
  cells: 0,
  values: 0,
  sample: [],
  versions: [],
  errors: [{ line: 2, message: 'stop_sell: write yes or no.' }],
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
    { type: 'bulk.open' },
    { type: 'import.open' },
    { type: 'plan.preview', plan: BULK },
    { type: 'plan.preview', plan: FILE },
    { type: 'xstate.done.actor.previewPlan', output: PREVIEW },
    { type: 'xstate.done.actor.previewPlan', output: LINE_ERRORS },
    { type: 'xstate.error.actor.previewPlan', error: REFUSED },
    { type: 'xstate.done.actor.applyPlan', output: SAVED },
    { type: 'xstate.error.actor.applyPlan', error: CONFLICT },
    { type: 'xstate.error.actor.applyPlan', error: REFUSED },
  ],
});

function harness() {
  const { waiting, answer } = pendingActors();
  const calls = { save: [] as unknown[], preview: [] as unknown[], apply: [] as unknown[], reloads: 0, saved: 0 };
  const machine = calendarEditorMachine.provide({
    actors: {
      saveChanges: waiting('saveChanges', calls.save) as never,
      previewPlan: waiting('previewPlan', calls.preview) as never,
      applyPlan: waiting('applyPlan', calls.apply) as never,
    },
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
    // The server gets the request only; the apply sends it again with the preview's versions.
    planPreviewing: (host) => expect([{ plan: BULK }, { plan: FILE }]).toContainEqual(host.calls.preview.at(-1)),
    applying: (host) => expect((host.calls.apply.at(-1) as { versions: unknown }).versions).toEqual(VERSIONS),
  },
  events: {
    // 'Saved' flashes once per answered save, and the calendar is read again.
    'xstate.done.actor.saveChanges': async (host, event) => {
      const before = { saved: host.calls.saved, reloads: host.calls.reloads };
      await host.answer('saveChanges', 'resolve', event.output);
      expect(host.calls.saved).toBe(before.saved + 1);
      expect(host.calls.reloads).toBe(before.reloads + 1);
    },
    'xstate.done.actor.applyPlan': async (host, event) => {
      const before = { saved: host.calls.saved, reloads: host.calls.reloads };
      await host.answer('applyPlan', 'resolve', event.output);
      expect(host.calls.saved).toBe(before.saved + 1);
      expect(host.calls.reloads).toBe(before.reloads + 1);
    },
  },
});

describe('calendarEditor machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});
