import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { calendarEditorMachine, type PlanPreview, type PlanRequest } from '../../machines/calendarEditor.machine';
import type { CalendarChangeSet } from '../../domain/ratesCalendar';
import { pendingActors } from './support/pendingActors';

/**
 * product.md §12.12: the revenue manager selects cells, edits them in a side form, previews how
 * many cells change, saves them as one change set with the versions read; a cell someone else
 * changed meanwhile is a conflict (listed, nothing saved, Reload); the last change can be undone.
 * Change sets and answers are written here by hand.
 */
const JUNE_PRICE: CalendarChangeSet = {
  categories: [],
  prices: [{ rate_plan_id: 1, room_category_id: 2, date: '2027-06-12', version: 0, price: 14500 }],
};
const PUT_BACK: CalendarChangeSet = {
  categories: [],
  prices: [{ rate_plan_id: 1, room_category_id: 2, date: '2027-06-12', version: 1, price: null }],
};
const CONFLICT = {
  status: 409,
  message: 'Someone else changed some of these cells since you read them; nothing was saved.',
  errors: {},
  body: { conflicts: [{ kind: 'price', room_category_id: 2, rate_plan_id: 1, date: '2027-06-12', version: 1 }] },
};
const NEGATIVE = {
  status: 422,
  message: 'A price cannot be negative.',
  errors: { 'prices.0.price': ['A price cannot be negative.'] },
};

function start() {
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
  const actor = createActor(machine).start();
  return { actor, calls, answer, state: () => actor.getSnapshot() };
}

/** Selects a cell, opens the form, previews the June price. */
function previewJunePrice(actor: ReturnType<typeof start>['actor']) {
  actor.send({ type: 'cells.select', cells: ['p|1|2|2027-06-12'] });
  actor.send({ type: 'cells.edit' });
  actor.send({ type: 'edit.preview', changes: JUNE_PRICE });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('editing the calendar', () => {
  it('opens the side form only with cells selected', () => {
    const { actor, state } = start();
    actor.send({ type: 'cells.edit' });
    expect(state().value).toBe('selecting');
    actor.send({ type: 'cells.select', cells: ['c|2|2027-06-12', 'c|2|2027-06-13'] });
    actor.send({ type: 'cells.edit' });
    expect(state().value).toBe('editing');
    expect(state().context.selection).toEqual(['c|2|2027-06-12', 'c|2|2027-06-13']);
    actor.send({ type: 'edit.cancel' });
    expect(state().value).toBe('selecting');
  });

  it('previews the change, goes back to the form, then saves the previewed change set and reads the calendar again', async () => {
    const { actor, state, calls, answer } = start();
    previewJunePrice(actor);
    expect(state().value).toBe('previewing');
    actor.send({ type: 'preview.back' });
    expect(state().value).toBe('editing');
    actor.send({ type: 'edit.preview', changes: JUNE_PRICE });
    actor.send({ type: 'preview.confirm' });
    expect(state().hasTag('busy')).toBe(true);
    expect(calls.save).toEqual([{ changes: JUNE_PRICE }]);
    await answer('saveChanges', 'resolve', { cells: 1, undo: PUT_BACK });
    expect(state().value).toBe('saved');
    expect(calls.saved).toBe(1);
    expect(calls.reloads).toBe(1);
    expect(state().context.selection).toEqual([]);
  });

  it('undoes the last change with the server’s inverse change set, once', async () => {
    const { actor, state, calls, answer } = start();
    previewJunePrice(actor);
    actor.send({ type: 'preview.confirm' });
    await answer('saveChanges', 'resolve', { cells: 1, undo: PUT_BACK });
    actor.send({ type: 'change.undo' });
    expect(state().value).toBe('undoing');
    expect(calls.save.at(-1)).toEqual({ changes: PUT_BACK });
    await answer('saveChanges', 'resolve', { cells: 1, undo: JUNE_PRICE });
    expect(state().value).toBe('selecting');
    expect(state().context.undo).toBeNull();
    expect(calls.reloads).toBe(2);
  });
});

describe('when the save does not go through', () => {
  it('shows the cells someone else changed, saves nothing, and reloads on request', async () => {
    const { actor, state, calls, answer } = start();
    previewJunePrice(actor);
    actor.send({ type: 'preview.confirm' });
    await answer('saveChanges', 'reject', CONFLICT);
    expect(state().value).toBe('conflict');
    expect(state().context.conflicts).toEqual(CONFLICT.body.conflicts);
    expect(calls.saved).toBe(0);
    actor.send({ type: 'calendar.reload' });
    expect(state().value).toBe('selecting');
    expect(calls.reloads).toBe(1);
    expect(state().context.conflicts).toEqual([]);
  });

  it('an undo refused because a cell changed since is a conflict too, and is offered no more', async () => {
    const { actor, state, answer } = start();
    previewJunePrice(actor);
    actor.send({ type: 'preview.confirm' });
    await answer('saveChanges', 'resolve', { cells: 1, undo: PUT_BACK });
    actor.send({ type: 'change.undo' });
    await answer('saveChanges', 'reject', CONFLICT);
    expect(state().value).toBe('conflict');
    expect(state().context.undo).toBeNull();
  });

  it('keeps a refused change with the server’s reasons, to try again or to edit', async () => {
    const { actor, state, calls, answer } = start();
    previewJunePrice(actor);
    actor.send({ type: 'preview.confirm' });
    await answer('saveChanges', 'reject', NEGATIVE);
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual(['A price cannot be negative.']);
    actor.send({ type: 'preview.confirm' });
    expect(calls.save).toHaveLength(2);
    await answer('saveChanges', 'reject', NEGATIVE);
    actor.send({ type: 'cells.edit' });
    expect(state().value).toBe('editing');
    expect(state().context.failure).toBeNull();
  });
});

// product.md §12.12 "Bulk change" and "Spreadsheets": the server plans the change and previews it;
// the apply sends the same request with the preview's versions; a cell changed since is a 409.
const SATURDAYS: PlanRequest = {
  kind: 'bulk',
  change: {
    from: '2027-06-01',
    to: '2027-09-30',
    weekdays: [6],
    category_ids: [2],
    rate_plan_ids: [1],
    price: { mode: 'percent', value: 10 },
  },
};
const SEASON_PREVIEW: PlanPreview = {
  cells: 18,
  values: 18,
  sample: [],
  versions: [{ kind: 'price', room_category_id: 2, rate_plan_id: 1, date: '2027-06-05', version: 0 }],
};

describe('a bulk change and an import', () => {
  it('previews a raise on Saturdays, applies it with the preview’s versions, and offers to undo it', async () => {
    const { actor, state, calls, answer } = start();
    actor.send({ type: 'bulk.open' });
    expect(state().value).toBe('bulkEditing');
    actor.send({ type: 'plan.preview', plan: SATURDAYS });
    expect(state().hasTag('busy')).toBe(true);
    expect(calls.preview).toEqual([{ plan: SATURDAYS }]);
    await answer('previewPlan', 'resolve', SEASON_PREVIEW);
    expect(state().value).toBe('planPreviewed');
    expect(state().context.planned?.cells).toBe(18);
    actor.send({ type: 'preview.confirm' });
    expect(calls.apply).toEqual([{ plan: SATURDAYS, versions: SEASON_PREVIEW.versions }]);
    await answer('applyPlan', 'resolve', { cells: 18, undo: PUT_BACK });
    expect(state().value).toBe('saved');
    expect(calls.saved).toBe(1);
    expect(state().context.plan).toBeNull();
    actor.send({ type: 'change.undo' });
    expect(calls.save.at(-1)).toEqual({ changes: PUT_BACK });
  });

  it('goes back to the form on a refused preview, with the reasons', async () => {
    const { actor, state, answer } = start();
    actor.send({ type: 'bulk.open' });
    actor.send({ type: 'plan.preview', plan: SATURDAYS });
    await answer('previewPlan', 'reject', NEGATIVE);
    expect(state().value).toBe('bulkEditing');
    expect(state().context.failure).toEqual(['A price cannot be negative.']);
  });

  it('does not apply a file with refused lines, nor one that changes nothing', async () => {
    const { actor, state, calls, answer } = start();
    actor.send({ type: 'import.open' });
    actor.send({ type: 'plan.preview', plan: { kind: 'import', csv: 'x' } });
    await answer('previewPlan', 'resolve', {
      cells: 0,
      values: 0,
      sample: [],
      versions: [],
      errors: [{ line: 3, message: 'date: not a date (YYYY-MM-DD).' }],
    });
    actor.send({ type: 'preview.confirm' });
    expect(state().value).toBe('planPreviewed');
    expect(calls.apply).toEqual([]);
    actor.send({ type: 'preview.back' });
    expect(state().value).toBe('importing');
  });

  it('a cell changed since the preview is a conflict: nothing saved, reload', async () => {
    const { actor, state, calls, answer } = start();
    actor.send({ type: 'bulk.open' });
    actor.send({ type: 'plan.preview', plan: SATURDAYS });
    await answer('previewPlan', 'resolve', SEASON_PREVIEW);
    actor.send({ type: 'preview.confirm' });
    await answer('applyPlan', 'reject', CONFLICT);
    expect(state().value).toBe('conflict');
    expect(calls.saved).toBe(0);
    actor.send({ type: 'calendar.reload' });
    expect(state().value).toBe('selecting');
  });

  it('a stale cell change kept from before is never saved by a failed bulk apply’s retry', async () => {
    const { actor, state, calls, answer } = start();
    previewJunePrice(actor);
    actor.send({ type: 'preview.back' });
    actor.send({ type: 'edit.cancel' });
    actor.send({ type: 'bulk.open' });
    actor.send({ type: 'plan.preview', plan: SATURDAYS });
    await answer('previewPlan', 'resolve', SEASON_PREVIEW);
    actor.send({ type: 'preview.confirm' });
    await answer('applyPlan', 'reject', { status: 503, message: '', errors: {} });
    expect(state().value).toBe('failed');
    actor.send({ type: 'preview.confirm' });
    expect(state().value).toBe('applying');
    expect(calls.save).toEqual([]);
    expect(calls.apply).toHaveLength(2);
  });
});
