import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { pageEditorMachine } from '../../machines/pageEditor.machine';
import type { EditablePage } from '../../domain/pageEditor';
import { pendingActors } from './support/pendingActors';

/**
 * product.md §12.5: the administrators' page editor (HTML mode, line numbers, Save), which sends
 * `PUT /api/{type}/{id}` with the body, flashes 'Saved' and loads the page again; issue 14 (restore a version). Pages,
 * answers and expected values are written here by hand.
 */
const PRIVACY: EditablePage = {
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
const AFTER_SAVE: EditablePage = { ...PRIVACY, body: '<p>Hello guests</p>', updated_at: '2026-11-26T10:00:00.000Z' };
const TOO_LONG = {
  status: 422,
  message: 'The page is too long: at most 200000 characters.',
  errors: { body: ['The page is too long: at most 200000 characters.'] },
};
const FORBIDDEN = { status: 403, message: 'Forbidden operation', errors: {} };

function start() {
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
  const actor = createActor(machine, { input: { pageId: 3 } }).start();
  return { actor, calls, answer, state: () => actor.getSnapshot() };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('opening a page', () => {
  it('loads the page by its id, busy, then shows its stored body in the editor', async () => {
    const { state, calls, answer } = start();
    expect(state().value).toBe('loading');
    expect(state().hasTag('busy')).toBe(true);
    expect(calls.load).toEqual([{ pageId: 3 }]);
    await answer('loadPage', 'resolve', PRIVACY);
    expect(state().value).toBe('editing');
    expect(state().hasTag('busy')).toBe(false);
    expect(state().context.draft).toBe('<h2>Who we are</h2>');
    expect(state().context.page?.versions).toHaveLength(1);
  });

  it('shows why a page could not be loaded, and loads it again on Retry', async () => {
    const { actor, state, calls, answer } = start();
    await answer('loadPage', 'reject', FORBIDDEN);
    expect(state().value).toBe('loadFailed');
    expect(state().context.failure).toEqual(['Forbidden operation']);
    actor.send({ type: 'page.reload' });
    expect(state().value).toBe('loading');
    expect(calls.load).toHaveLength(2);
    await answer('loadPage', 'resolve', PRIVACY);
    expect(state().value).toBe('editing');
    expect(state().context.failure).toBeNull();
  });
});

describe('saving', () => {
  it("sends the edited body, flashes 'Saved' once and reloads the page from the server", async () => {
    const { actor, state, calls, answer } = start();
    await answer('loadPage', 'resolve', PRIVACY);
    actor.send({ type: 'body.change', body: '<p>Hello <script>x</script>guests</p>' });
    expect(state().value).toBe('editing');
    actor.send({ type: 'page.save' });
    expect(state().value).toBe('saving');
    expect(state().hasTag('busy')).toBe(true);
    expect(calls.save).toEqual([{ pageId: 3, body: '<p>Hello <script>x</script>guests</p>' }]);
    // A second Ctrl-S while the first is on its way sends nothing more.
    actor.send({ type: 'page.save' });
    expect(calls.save).toHaveLength(1);
    await answer('savePage', 'resolve', AFTER_SAVE);
    expect(calls.saved).toBe(1);
    expect(state().value).toBe('loading');
    expect(calls.load).toEqual([{ pageId: 3 }, { pageId: 3 }]);
    await answer('loadPage', 'resolve', AFTER_SAVE);
    // The editor shows what the server stored (sanitised), not what was typed.
    expect(state().context.draft).toBe('<p>Hello guests</p>');
  });

  it("keeps the draft and the server's reason when a save is refused; editing clears the reason", async () => {
    const { actor, state, calls, answer } = start();
    await answer('loadPage', 'resolve', PRIVACY);
    actor.send({ type: 'body.change', body: 'x'.repeat(10) });
    actor.send({ type: 'page.save' });
    await answer('savePage', 'reject', TOO_LONG);
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual(['The page is too long: at most 200000 characters.']);
    expect(state().context.draft).toBe('xxxxxxxxxx');
    expect(calls.saved).toBe(0);
    actor.send({ type: 'body.change', body: '<p>Short</p>' });
    expect(state().value).toBe('editing');
    expect(state().context.failure).toBeNull();
    expect(state().context.draft).toBe('<p>Short</p>');
  });

  it('saves again straight from a refusal', async () => {
    const { actor, state, calls, answer } = start();
    await answer('loadPage', 'resolve', PRIVACY);
    actor.send({ type: 'page.save' });
    await answer('savePage', 'reject', new TypeError('Failed to fetch'));
    expect(state().value).toBe('failed');
    actor.send({ type: 'page.save' });
    expect(state().value).toBe('saving');
    expect(calls.save).toEqual([
      { pageId: 3, body: '<h2>Who we are</h2>' },
      { pageId: 3, body: '<h2>Who we are</h2>' },
    ]);
    await answer('savePage', 'resolve', PRIVACY);
    expect(calls.saved).toBe(1);
    expect(state().value).toBe('loading');
  });
});

describe('restoring an earlier version', () => {
  it("asks the server to restore the chosen version, then flashes 'Saved' and reloads", async () => {
    const { actor, state, calls, answer } = start();
    await answer('loadPage', 'resolve', PRIVACY);
    actor.send({ type: 'version.restore', versionId: 7 });
    expect(state().value).toBe('restoring');
    expect(state().hasTag('busy')).toBe(true);
    expect(calls.restore).toEqual([{ pageId: 3, versionId: 7 }]);
    actor.send({ type: 'page.save' });
    expect(calls.save).toEqual([]);
    await answer('restoreVersion', 'resolve', PRIVACY);
    expect(calls.saved).toBe(1);
    expect(state().value).toBe('loading');
  });

  it('shows a refused restore, and restores from there', async () => {
    const { actor, state, calls, answer } = start();
    await answer('loadPage', 'resolve', PRIVACY);
    actor.send({ type: 'version.restore', versionId: 99 });
    await answer('restoreVersion', 'reject', {
      status: 404,
      message: 'This version of the page does not exist.',
      errors: {},
    });
    expect(state().value).toBe('failed');
    expect(state().context.failure).toEqual(['This version of the page does not exist.']);
    actor.send({ type: 'version.restore', versionId: 7 });
    expect(state().value).toBe('restoring');
    expect(calls.restore).toEqual([
      { pageId: 3, versionId: 99 },
      { pageId: 3, versionId: 7 },
    ]);
    await answer('restoreVersion', 'resolve', PRIVACY);
    expect(state().value).toBe('loading');
    expect(state().context.failure).toBeNull();
  });
});
