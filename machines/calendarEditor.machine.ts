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
}

export type CalendarEditorEvent =
  | { type: 'cells.select'; cells: string[] }
  | { type: 'cells.edit' }
  | { type: 'edit.cancel' }
  | { type: 'edit.preview'; changes: CalendarChangeSet }
  | { type: 'preview.back' }
  | { type: 'preview.confirm' }
  | { type: 'change.undo' }
  | { type: 'calendar.reload' };

const conflictsOf = (error: unknown): ConflictCell[] => {
  const body = (error as { body?: { conflicts?: unknown } } | null)?.body;
  return Array.isArray(body?.conflicts) ? (body.conflicts as ConflictCell[]) : [];
};

/**
 * The revenue manager's calendar editor (product.md §12.12): cells are selected, edited in a side
 * form, the change previewed (how many cells, before and after), then saved as one change set
 * with the versions read. A 409 shows which cells someone else changed and offers to reload; a
 * refusal or an outage keeps the change to try again. The last saved change can be undone (the
 * server's own inverse change set, refused in turn if a cell changed since).
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
  },
  guards: {
    hasSelection: ({ context }) => context.selection.length > 0,
    isConflict: ({ event }) => (event as { error?: { status?: unknown } }).error?.status === 409,
    canUndo: ({ context }) => context.undo !== null,
    hasChanges: ({ context }) => context.changes !== null,
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
  },
}).createMachine({
  id: 'calendarEditor',
  context: { selection: [], changes: null, undo: null, conflicts: [], failure: null },
  initial: 'selecting',
  states: {
    selecting: {
      description: 'The month’s grid: cells are selected by click or shift-click, then edited.',
      on: {
        'cells.select': { actions: 'select' },
        'cells.edit': { target: 'editing', guard: 'hasSelection' },
      },
    },
    editing: {
      description:
        'The side form for the selected cells: price, rooms to sell, stop-sell, stays, arrival and departure.',
      on: {
        'cells.select': { actions: 'select' },
        'edit.cancel': 'selecting',
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
        'preview.confirm': { target: 'saving', guard: 'hasChanges' },
        'change.undo': { target: 'undoing', guard: 'canUndo' },
        'edit.cancel': { target: 'selecting', actions: assign({ changes: null, failure: null }) },
        'cells.edit': { target: 'editing', guard: 'hasSelection', actions: assign({ failure: null }) },
      },
    },
  },
});
