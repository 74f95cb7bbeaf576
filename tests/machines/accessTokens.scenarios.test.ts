import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { accessTokensMachine, type CreatedToken, type NewTokenValues } from '../../machines/accessTokens.machine';

/** Scenarios of product.md §13 for the token manager, written from the words. */
function harness() {
  const pending: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const sent: NewTokenValues[] = [];
  const deleted: number[] = [];
  const log: string[] = [];
  const wait = <T>() =>
    new Promise<T>((resolve, reject) => pending.push({ resolve: resolve as (v: unknown) => void, reject }));
  const machine = accessTokensMachine.provide({
    actors: {
      createToken: fromPromise<CreatedToken, NewTokenValues>(({ input }) => {
        sent.push(input);
        return wait<CreatedToken>();
      }),
      deleteToken: fromPromise<void, { id: number }>(({ input }) => {
        deleted.push(input.id);
        return wait<void>();
      }),
    },
    actions: {
      tokensChanged: () => void log.push('tokensChanged'),
      notifyDeleteFailed: () => void log.push('notifyDeleteFailed'),
    },
  });
  const actor = createActor(machine).start();
  const answer = async (how: 'resolve' | 'reject', value?: unknown) => {
    pending.shift()![how](value);
    await waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 1000 });
  };
  return { actor, sent, deleted, log, answer };
}

const created: CreatedToken = {
  accessToken: 'terme_pat_exampleexampleexampleexampleexampleexample123456',
  token: { id: 4, name: 'Calendar' },
};

describe('the token manager', () => {
  it('creates a token, refreshes the list and shows the token once until the modal closes', async () => {
    const { actor, sent, log, answer } = harness();
    expect(actor.getSnapshot().value).toBe('listing');
    actor.send({ type: 'create.open' });
    expect(actor.getSnapshot().value).toEqual({ creating: 'editing' });
    actor.send({ type: 'form.submit', values: { name: 'Calendar', scopes: ['reservations:read'] } });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(sent).toEqual([{ name: 'Calendar', scopes: ['reservations:read'] }]);
    await answer('resolve', created);
    expect(actor.getSnapshot().value).toBe('revealing');
    expect(actor.getSnapshot().context.revealed).toBe(created.accessToken);
    expect(log).toEqual(['tokensChanged']);
    actor.send({ type: 'reveal.close' });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(actor.getSnapshot().context.revealed).toBeNull();
  });

  it('lists a refusal’s messages, says "try again" for anything else, and sends again', async () => {
    const { actor, sent, answer } = harness();
    actor.send({ type: 'create.open' });
    actor.send({ type: 'form.submit', values: { name: '', scopes: ['admin'] } });
    await answer('reject', {
      status: 422,
      message: 'Please give the token a name.',
      errors: { name: ['Please give the token a name.'], 'scopes[0]': ['This scope does not exist.'] },
    });
    expect(actor.getSnapshot().value).toEqual({ creating: 'failed' });
    // 'Whoops! Something went wrong!' above the messages: the view reads the failure tag.
    expect(actor.getSnapshot().hasTag('failure')).toBe(true);
    expect(actor.getSnapshot().context.errors).toEqual(['Please give the token a name.', 'This scope does not exist.']);

    actor.send({ type: 'form.submit', values: { name: 'Bot', scopes: ['profile:read'] } });
    await answer('reject', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toEqual({ creating: 'failed' });
    expect(actor.getSnapshot().context.errors).toEqual([]);
    expect(sent).toHaveLength(2);

    actor.send({ type: 'create.close' });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(actor.getSnapshot().context.errors).toEqual([]);
  });

  it('deletes a token only after confirmation, and says so when the deletion fails', async () => {
    const { actor, deleted, log, answer } = harness();
    actor.send({ type: 'token.delete', id: 9 });
    expect(actor.getSnapshot().value).toBe('confirmingDelete');
    actor.send({ type: 'delete.cancel' });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(deleted).toEqual([]);

    actor.send({ type: 'token.delete', id: 9 });
    actor.send({ type: 'delete.confirm' });
    expect(actor.getSnapshot().value).toBe('deleting');
    // product.md §13: the button shows it is busy while the token is deleted.
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await answer('resolve');
    expect(deleted).toEqual([9]);
    expect(log).toEqual(['tokensChanged']);

    actor.send({ type: 'token.delete', id: 10 });
    actor.send({ type: 'delete.confirm' });
    await answer('reject', { status: 404 });
    expect(actor.getSnapshot().value).toBe('listing');
    expect(log).toEqual(['tokensChanged', 'notifyDeleteFailed']);
  });
});
