import { describe, expect } from 'vitest';
import { createActor } from 'xstate';
import type { EditablePage } from '../../domain/pageEditor';
import { pageEditorMachine } from '../../machines/pageEditor.machine';
import { pendingActors } from './support/pendingActors';
import { planModel } from './support/paths';
import { snapshotWalkers, type SnapshotHost } from './support/snapshotWalkers';
import { walkEveryPath } from './support/walkEveryPath';

// Every path of the model against the real machine (product.md §12.5 is checked by
// pageEditor.scenarios.test.ts): the snapshot is the model's at each step, Save sends the draft,
// Restore the version, and 'Saved' flashes before the page loads again.

const PAGE: EditablePage = {
  id: 3,
  slug: 'privacy',
  locale: 'en',
  title: 'Privacy policy',
  updated_at: '2026-11-20T10:00:00.000Z',
  body: '<h2>Who we are</h2>',
  versions: [
    {
      id: 7,
      saved_at: '2026-11-19T10:00:00.000Z',
      replaced_at: '2026-11-20T10:00:00.000Z',
      replaced_by_email: 'admin@terme.example',
      length: 18,
    },
  ],
};
const DRAFT = '<p>Hello guests</p>';
const FORBIDDEN = { status: 403, message: 'Forbidden operation', errors: {} };

const plan = planModel({
  machine: pageEditorMachine,
  input: { pageId: 3 },
  strategy: 'shortest',
  events: [
    { type: 'xstate.done.actor.loadPage', output: PAGE },
    { type: 'xstate.error.actor.loadPage', error: FORBIDDEN },
    { type: 'page.reload' },
    { type: 'body.change', body: DRAFT },
    { type: 'page.save' },
    { type: 'version.restore', versionId: 7 },
    { type: 'xstate.done.actor.savePage', output: PAGE },
    { type: 'xstate.error.actor.savePage', error: FORBIDDEN },
    { type: 'xstate.done.actor.restoreVersion', output: PAGE },
    { type: 'xstate.error.actor.restoreVersion', error: FORBIDDEN },
  ],
});

function harness() {
  const { waiting, answer } = pendingActors();
  const calls = { load: [] as unknown[], save: [] as unknown[], restore: [] as unknown[], saved: 0 };
  const machine = pageEditorMachine.provide({
    actors: {
      loadPage: waiting('loadPage', calls.load) as never,
      savePage: waiting('savePage', calls.save) as never,
      restoreVersion: waiting('restoreVersion', calls.restore) as never,
    },
    actions: { notifySaved: () => void calls.saved++ },
  });
  return { actor: createActor(machine, { input: { pageId: 3 } }).start(), answer, calls };
}
type Host = ReturnType<typeof harness> & SnapshotHost;

const walkers = snapshotWalkers<Host>(plan, {
  states: {
    loading: (host) => expect(host.calls.load.at(-1)).toEqual({ pageId: 3 }),
    saving: (host, { snapshot }) => expect(host.calls.save.at(-1)).toEqual({ pageId: 3, body: snapshot.context.draft }),
    restoring: (host) => expect(host.calls.restore.at(-1)).toEqual({ pageId: 3, versionId: 7 }),
  },
  events: {
    // 'Saved' flashes once per answered save or restore, as the page loads again.
    'xstate.done.actor.savePage': async (host, event) => {
      const before = host.calls.saved;
      await host.answer('savePage', 'resolve', event.output);
      expect(host.calls.saved).toBe(before + 1);
    },
    'xstate.done.actor.restoreVersion': async (host, event) => {
      const before = host.calls.saved;
      await host.answer('restoreVersion', 'resolve', event.output);
      expect(host.calls.saved).toBe(before + 1);
    },
  },
});

describe('pageEditor machine, every path of the model', () => {
  walkEveryPath(plan, () => harness() as Host, walkers, { fakeTimers: true });
});
