import { assign, fromPromise, setup } from 'xstate';
import type { CalendarChangeSet } from '../domain/ratesCalendar';
import { refusalMessages } from '../domain/submitFailure';

/** A cell that changed since it was read, as the server's 409 lists it. */
export interface ConflictCell {
  kind: 'category' | 'price';
  room_category_id: number;
  rate_plan_id: number | null;
  date: string;
  version: number;
}

export interface SavedAnswer {
  cells: number;
  /** The change set that puts this one back. */
  undo: CalendarChangeSet;
}

/** A bulk change as staff choose it (product.md §12.12 "Bulk change"); a field left out is not changed. */
export interface BulkChangeRequest {
  from: string;
  to: string;
  /** ISO weekdays, 1 Monday … 7 Sunday; empty: every day. */
  weekdays: number[];
  category_ids: number[];
  rate_plan_ids: number[];
  price?: { mode: 'set' | 'amount' | 'percent'; value: number };
  rooms_to_sell?: number | null;
  stop_sell?: boolean;
  min_stay?: number | null;
  max_stay?: number | null;
  closed_to_arrival?: boolean;
  closed_to_departure?: boolean;
}

/** A change the server plans: a bulk change, or an imported CSV file's text. */
export type PlanRequest = { kind: 'bulk'; change: BulkChangeRequest } | { kind: 'import'; csv: string };

/** One value a planned change sets, as the preview lists it. */
export interface PlannedValue {
  kind: 'category' | 'price';
  room_category_id: number;
  category: string;
  rate_plan_id: number | null;
  rate_plan: string | null;
  date: string;
  field: string;
  before: number | boolean | null;
  after: number | boolean | null;
}

/** The server's preview of a planned change: what changes, the versions read, an import's line errors. */
export interface PlanPreview {
  cells: number;
  values: number;
  sample: PlannedValue[];
  versions: ConflictCell[];
  errors?: { line: number; message: string }[];
}

export interface CalendarEditorContext {
  /** The selected cells' keys (the view's own naming). */
  selection: string[];
  /** The change set being previewed or saved. */
  changes: CalendarChangeSet | null;
  /** The change set that undoes the last saved one, while it can be offered. */
  undo: CalendarChangeSet | null;
  /** The cells someone else changed since they were read (the 409). */
  conflicts: ConflictCell[];
  /** Why the last save failed, in the server's words (empty for a network failure). */
  failure: string[] | null;
  /** The bulk change or import being previewed or applied. */
  plan: PlanRequest | null;
  /** The server's preview of it. */
  planned: PlanPreview | null;
}

export type CalendarEditorEvent =
  | { type: 'cells.select'; cells: string[] }
  | { type: 'cells.edit' }
  | { type: 'edit.cancel' }
  | { type: 'edit.preview'; changes: CalendarChangeSet }
  | { type: 'preview.back' }
  | { type: 'preview.confirm' }
  | { type: 'change.undo' }
  | { type: 'calendar.reload' }
  | { type: 'bulk.open' }
  | { type: 'import.open' }
  | { type: 'plan.preview'; plan: PlanRequest };

const conflictsOf = (error: unknown): ConflictCell[] => {
  const body = (error as { body?: { conflicts?: unknown } } | null)?.body;
  return Array.isArray(body?.conflicts) ? (body.conflicts as ConflictCell[]) : [];
};

/**
 * The revenue manager's calendar editor (product.md §12.12): cells are selected, edited in a side
 * form, the change previewed (how many cells, before and after), then saved as one change set
 * with the versions read. A 409 shows which cells someone else changed and offers to reload; a
 * refusal or an outage keeps the change to try again. The last saved change can be undone (the
 * server's own inverse change set, refused in turn if a cell changed since). A bulk change or an
 * imported CSV is planned by the server: previewed (count, sample, a file's line errors), then
 * applied with the preview's versions (§12.12 "Bulk change", "Spreadsheets"; decision 049).
 */
export const calendarEditorMachine = setup({
  types: {
    context: {} as CalendarEditorContext,
    events: {} as CalendarEditorEvent,
  },
  actors: {
    saveChanges: fromPromise<SavedAnswer, { changes: CalendarChangeSet }>(async () => {
      throw new Error('provide the saveChanges actor');
    }),
    /** The server plans the bulk change or import and answers its preview. */
    previewPlan: fromPromise<PlanPreview, { plan: PlanRequest }>(async () => {
      throw new Error('provide the previewPlan actor');
    }),
    /** The server plans it again and saves it if the preview's versions still hold (else 409). */
    applyPlan: fromPromise<SavedAnswer, { plan: PlanRequest; versions: ConflictCell[] }>(async () => {
      throw new Error('provide the applyPlan actor');
    }),
  },
  guards: {
    hasSelection: ({ context }) => context.selection.length > 0,
    isConflict: ({ event }) => (event as { error?: { status?: unknown } }).error?.status === 409,
    canUndo: ({ context }) => context.undo !== null,
    hasChanges: ({ context }) => context.changes !== null,
    hasPlan: ({ context }) => context.plan !== null && context.planned !== null,
    isBulk: ({ context }) => context.plan?.kind === 'bulk',
    /** A preview with cells to change and no line refused. */
    planApplicable: ({ context }) => (context.planned?.cells ?? 0) > 0 && !context.planned?.errors?.length,
  },
  actions: {
    /** The view reads the calendar again (TanStack Query owns it). */
    reloadCalendar: () => {
      throw new Error('provide reloadCalendar');
    },
    /** The view's 'Saved' flash. */
    notifySaved: () => {
      throw new Error('provide notifySaved');
    },
    select: assign({ selection: ({ event }) => (event.type === 'cells.select' ? event.cells : []) }),
    rememberFailure: assign({ failure: ({ event }) => refusalMessages((event as { error?: unknown }).error) }),
    rememberConflicts: assign({ conflicts: ({ event }) => conflictsOf((event as { error?: unknown }).error) }),
    forgetPlan: assign({ plan: null, planned: null, failure: null, changes: null }),
  },
}).createMachine({
  id: 'calendarEditor',
  context: { selection: [], changes: null, undo: null, conflicts: [], failure: null, plan: null, planned: null },
  initial: 'selecting',
  states: {
    selecting: {
      description: 'The month’s grid: cells are selected by click or shift-click, then edited.',
      on: {
        'cells.select': { actions: 'select' },
        'cells.edit': { target: 'editing', guard: 'hasSelection' },
        'bulk.open': { target: 'bulkEditing', actions: 'forgetPlan' },
        'import.open': { target: 'importing', actions: 'forgetPlan' },
      },
    },
    bulkEditing: {
      description:
        'The bulk change form: range, weekdays, categories, rate plans; price set or moved, restrictions set.',
      on: {
        'plan.preview': { target: 'planPreviewing', actions: assign({ plan: ({ event }) => event.plan }) },
        'import.open': { target: 'importing', actions: 'forgetPlan' },
        'edit.cancel': { target: 'selecting', actions: 'forgetPlan' },
      },
    },
    importing: {
      description: 'A CSV file is chosen to import (the export’s columns).',
      on: {
        'plan.preview': { target: 'planPreviewing', actions: assign({ plan: ({ event }) => event.plan }) },
        'bulk.open': { target: 'bulkEditing', actions: 'forgetPlan' },
        'edit.cancel': { target: 'selecting', actions: 'forgetPlan' },
      },
    },
    planPreviewing: {
      description: 'The server plans the bulk change or import from the calendar now: the form waits.',
      tags: ['busy'],
      invoke: {
        id: 'previewPlan',
        src: 'previewPlan',
        input: ({ context }) => ({ plan: context.plan! }),
        onDone: { target: 'planPreviewed', actions: assign({ planned: ({ event }) => event.output, failure: null }) },
        onError: [
          { guard: 'isBulk', target: 'bulkEditing', actions: 'rememberFailure' },
          { target: 'importing', actions: 'rememberFailure' },
        ],
      },
    },
    planPreviewed: {
      description:
        'How many cells change and the first values before and after, or each refused line of a file; Apply or Back.',
      on: {
        'preview.confirm': { target: 'applying', guard: 'planApplicable' },
        'preview.back': [
          { guard: 'isBulk', target: 'bulkEditing', actions: assign({ planned: null }) },
          { target: 'importing', actions: assign({ planned: null }) },
        ],
        'edit.cancel': { target: 'selecting', actions: 'forgetPlan' },
      },
    },
    applying: {
      description: 'The server plans it again and saves it whole if no cell changed since the preview.',
      tags: ['busy'],
      invoke: {
        id: 'applyPlan',
        src: 'applyPlan',
        input: ({ context }) => ({ plan: context.plan!, versions: context.planned!.versions }),
        onDone: {
          target: 'saved',
          actions: [assign({ undo: ({ event }) => event.output.undo, selection: [] }), 'forgetPlan'],
        },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: ['rememberConflicts', 'forgetPlan'] },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    editing: {
      description:
        'The side form for the selected cells: price, rooms to sell, stop-sell, stays, arrival and departure.',
      on: {
        'cells.select': { actions: 'select' },
        'edit.cancel': 'selecting',
        'bulk.open': { target: 'bulkEditing', actions: 'forgetPlan' },
        'import.open': { target: 'importing', actions: 'forgetPlan' },
        'edit.preview': { target: 'previewing', actions: assign({ changes: ({ event }) => event.changes }) },
      },
    },
    previewing: {
      description: 'How many cells the change sets, before and after; Save or Back.',
      on: {
        'preview.back': 'editing',
        'preview.confirm': 'saving',
      },
    },
    saving: {
      description: 'The change set is on its way, with the versions read: the grid waits.',
      tags: ['busy'],
      invoke: {
        id: 'saveChanges',
        src: 'saveChanges',
        input: ({ context }) => ({ changes: context.changes! }),
        onDone: {
          target: 'saved',
          actions: assign({ undo: ({ event }) => event.output.undo, changes: null, failure: null, selection: [] }),
        },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: 'rememberConflicts' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    saved: {
      description: 'Saved: the grid shows the new values; the last change can be undone.',
      entry: ['notifySaved', 'reloadCalendar'],
      on: {
        'cells.select': { target: 'selecting', actions: 'select' },
        'change.undo': { target: 'undoing', guard: 'canUndo' },
        'bulk.open': { target: 'bulkEditing', actions: 'forgetPlan' },
        'import.open': { target: 'importing', actions: 'forgetPlan' },
      },
    },
    undoing: {
      description: 'The last change is being put back: the grid waits.',
      tags: ['busy'],
      invoke: {
        id: 'undoChanges',
        src: 'saveChanges',
        input: ({ context }) => ({ changes: context.undo! }),
        onDone: { target: 'selecting', actions: [assign({ undo: null, failure: null }), 'reloadCalendar'] },
        onError: [
          { guard: 'isConflict', target: 'conflict', actions: ['rememberConflicts', assign({ undo: null })] },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    conflict: {
      description:
        'Someone else changed some of these cells since they were read: they are listed, nothing was saved; Reload.',
      on: {
        'calendar.reload': {
          target: 'selecting',
          actions: [assign({ conflicts: [], changes: null, selection: [] }), 'reloadCalendar'],
        },
      },
    },
    failed: {
      description: 'The server refused the change or could not be reached: its reason, the change kept to try again.',
      on: {
        'preview.confirm': [
          { target: 'saving', guard: 'hasChanges' },
          { target: 'applying', guard: 'hasPlan' },
        ],
        'change.undo': { target: 'undoing', guard: 'canUndo' },
        'edit.cancel': { target: 'selecting', actions: [assign({ changes: null }), 'forgetPlan'] },
        'cells.edit': { target: 'editing', guard: 'hasSelection', actions: assign({ failure: null }) },
      },
    },
  },
});
