import { assign, fromPromise, setup } from 'xstate';
import type { EditablePage } from '../domain/pageEditor';
import { refusalMessages } from '../domain/submitFailure';

export interface PageEditorInput {
  pageId: number;
}

export interface PageEditorContext {
  pageId: number;
  /** The page as the server last sent it (body, versions). */
  page: EditablePage | null;
  /** The HTML in the editor, sent by Save. */
  draft: string;
  /** Why the last load, save or restore failed, in the server's words (empty for a network failure). */
  failure: string[] | null;
}

export type PageEditorEvent =
  | { type: 'body.change'; body: string }
  | { type: 'page.save' }
  | { type: 'version.restore'; versionId: number }
  | { type: 'page.reload' };

/**
 * The administrator's page editor (product.md §12.5, `PUT /api/{type}/{id}`):
 * the page loads, the administrator edits its HTML, Save (button or Ctrl/Cmd-S) sends it; the
 * server's answer flashes 'Saved' and the page is loaded again (so the editor shows what was
 * stored, after sanitising); a refusal keeps the draft. An earlier version can be restored (a
 * new save of that body on the server).
 */
export const pageEditorMachine = setup({
  types: {
    input: {} as PageEditorInput,
    context: {} as PageEditorContext,
    events: {} as PageEditorEvent,
  },
  actors: {
    loadPage: fromPromise<EditablePage, { pageId: number }>(async () => {
      throw new Error('provide the loadPage actor');
    }),
    savePage: fromPromise<EditablePage, { pageId: number; body: string }>(async () => {
      throw new Error('provide the savePage actor');
    }),
    restoreVersion: fromPromise<EditablePage, { pageId: number; versionId: number }>(async () => {
      throw new Error('provide the restoreVersion actor');
    }),
  },
  actions: {
    /** The error events of the three actors carry what the server said. */
    rememberFailure: assign({ failure: ({ event }) => refusalMessages((event as { error?: unknown }).error) }),
    /** The view's 'Saved' flash. */
    notifySaved: () => {
      throw new Error('provide notifySaved');
    },
  },
}).createMachine({
  id: 'pageEditor',
  context: ({ input }) => ({ pageId: input.pageId, page: null, draft: '', failure: null }),
  initial: 'loading',
  states: {
    loading: {
      description: 'The page and its versions are loading: placeholders instead of the editor.',
      tags: ['busy'],
      invoke: {
        id: 'loadPage',
        src: 'loadPage',
        input: ({ context }) => ({ pageId: context.pageId }),
        onDone: {
          target: 'editing',
          actions: assign({
            page: ({ event }) => event.output,
            draft: ({ event }) => event.output.body,
            failure: null,
          }),
        },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    loadFailed: {
      description: 'The page could not be loaded (not found, not allowed, offline): the reason and a Retry button.',
      on: { 'page.reload': 'loading' },
    },
    editing: {
      description: 'The HTML in the editor with line numbers, its preview, Save and the earlier versions.',
      on: {
        'body.change': { actions: assign({ draft: ({ event }) => event.body }) },
        'page.save': 'saving',
        'version.restore': 'restoring',
      },
    },
    saving: {
      description: 'Save was pressed: the draft is on its way; Save and Restore wait.',
      tags: ['busy'],
      invoke: {
        id: 'savePage',
        src: 'savePage',
        input: ({ context }) => ({ pageId: context.pageId, body: context.draft }),
        onDone: 'saved',
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    restoring: {
      description: 'An earlier version is being restored: Save and Restore wait.',
      tags: ['busy'],
      invoke: {
        id: 'restoreVersion',
        src: 'restoreVersion',
        input: ({ context, event }) => ({
          pageId: context.pageId,
          versionId: event.type === 'version.restore' ? event.versionId : 0,
        }),
        onDone: 'saved',
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    saved: {
      description: "The server stored it: the 'Saved' flash, then the page loads again.",
      entry: 'notifySaved',
      always: { target: 'loading', actions: assign({ failure: null }) },
    },
    failed: {
      description: 'The server refused or could not be reached: its reason above the editor, the draft kept.',
      on: {
        'body.change': { target: 'editing', actions: assign({ draft: ({ event }) => event.body, failure: null }) },
        'page.save': 'saving',
        'version.restore': 'restoring',
      },
    },
  },
});
