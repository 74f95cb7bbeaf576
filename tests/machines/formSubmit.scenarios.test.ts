import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { formSubmitMachine, type FormValues } from '../../machines/formSubmit.machine';

/**
 * The generic form of product.md §1.3 and §8, as a person lives it: every expected state,
 * context and effect below is written by hand from those rules, not read from the machine.
 * - product.md §1.3: the submit button is disabled and busy while the form is sent; request forms
 *   (§8) show the success message and reset; a failure flashes 'Error', scrolls up and stops loading.
 * - product.md §1.3: the server's field errors stand under each field (the first error of each
 *   field) and clear when the person edits the field.
 */
function form() {
  const calls: { resolve: (v: unknown) => void; reject: (e: unknown) => void }[] = [];
  const sent: FormValues[] = [];
  const successes: unknown[] = [];
  const failures: unknown[] = [];
  const actor = createActor(
    formSubmitMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormValues>(({ input }) => {
          sent.push(input);
          return new Promise((resolve, reject) => calls.push({ resolve, reject }));
        }),
      },
      actions: {
        notifySuccess: (_, { result }) => void successes.push(result),
        notifyFailure: (_, { failure }) => void failures.push(failure),
      },
    }),
  ).start();
  const settled = () => waitFor(actor, (s) => !s.hasTag('loading'), { timeout: 1000 });
  /** The server answers the last request. */
  const answer = async (how: 'resolve' | 'reject', value: unknown) => {
    const call = calls.at(-1);
    if (!call) throw new Error('nothing was sent');
    call[how](value);
    await settled();
  };
  const now = () => actor.getSnapshot();
  return { actor, sent, successes, failures, answer, now };
}

const refusal = {
  message: 'The given data was invalid.',
  errors: { email: ['The email address is required.'], password: ['The password is required.'] },
};

describe('a form sent to the server (product.md §1.3)', () => {
  it('starts editing, with no error, no message and the button enabled', () => {
    const { now } = form();
    expect(now().value).toBe('editing');
    expect(now().hasTag('loading')).toBe(false);
    expect(now().context).toEqual({ fieldErrors: {}, message: null, result: null });
  });

  it('disables the button with loading while the request runs, and sends what was typed', () => {
    const { actor, now, sent } = form();
    actor.send({ type: 'form.submit', values: { email: 'guest@terme.example', password: 'terme-guest-2026' } });
    expect(now().value).toBe('submitting');
    expect(now().hasTag('loading')).toBe(true);
    expect(sent).toEqual([{ email: 'guest@terme.example', password: 'terme-guest-2026' }]);
  });

  it('sends one request for a double click', () => {
    const { actor, sent } = form();
    actor.send({ type: 'form.submit', values: { note: 'first' } });
    actor.send({ type: 'form.submit', values: { note: 'second' } });
    expect(sent).toEqual([{ note: 'first' }]);
  });

  it('shows the success once, keeps the answer and stops loading', async () => {
    const { actor, now, answer, successes, failures } = form();
    actor.send({ type: 'form.submit', values: { email: 'guest@terme.example' } });
    await answer('resolve', { message: 'Thank you, We will get back to you shortly!' });
    expect(now().value).toBe('succeeded');
    expect(now().hasTag('success')).toBe(true);
    expect(now().hasTag('loading')).toBe(false);
    expect(now().context.result).toEqual({ message: 'Thank you, We will get back to you shortly!' });
    expect(successes).toEqual([{ message: 'Thank you, We will get back to you shortly!' }]);
    expect(failures).toEqual([]);
  });

  it('puts each server error under its field and hands the failure to the view once', async () => {
    const { actor, now, answer, failures, successes } = form();
    actor.send({ type: 'form.submit', values: { email: '' } });
    await answer('reject', refusal);
    expect(now().value).toBe('failed');
    expect(now().hasTag('failure')).toBe(true);
    expect(now().hasTag('loading')).toBe(false);
    expect(now().context.fieldErrors).toEqual({
      email: ['The email address is required.'],
      password: ['The password is required.'],
    });
    expect(now().context.message).toBe('The given data was invalid.');
    expect(failures).toEqual([{ message: 'The given data was invalid.', errors: refusal.errors }]);
    expect(successes).toEqual([]);
  });

  it('clears the error of the field being edited only, and stays failed', async () => {
    const { actor, now, answer } = form();
    actor.send({ type: 'form.submit', values: {} });
    await answer('reject', refusal);
    actor.send({ type: 'field.edit', name: 'email' });
    expect(now().value).toBe('failed');
    expect(now().context.fieldErrors).toEqual({ password: ['The password is required.'] });
    expect(now().context.message).toBe('The given data was invalid.');
    actor.send({ type: 'field.edit', name: 'first_name' });
    expect(now().context.fieldErrors).toEqual({ password: ['The password is required.'] });
    actor.send({ type: 'field.edit', name: 'password' });
    expect(now().context.fieldErrors).toEqual({});
    // The message summed up the two errors: with both fixed, nothing is left to say above the button.
    expect(now().context.message).toBeNull();
  });

  it('keeps a message that was about no field when a field is edited', async () => {
    const { actor, now, answer } = form();
    actor.send({ type: 'form.submit', values: {} });
    await answer('reject', { message: 'Too many attempts. Please try again in a minute.', errors: {} });
    actor.send({ type: 'field.edit', name: 'email' });
    expect(now().context.message).toBe('Too many attempts. Please try again in a minute.');
  });

  it('reads a network failure as a message without field errors', async () => {
    const { actor, now, answer, failures } = form();
    actor.send({ type: 'form.submit', values: {} });
    await answer('reject', new TypeError('Failed to fetch'));
    expect(now().value).toBe('failed');
    expect(now().context).toMatchObject({ fieldErrors: {}, message: 'Failed to fetch' });
    expect(failures).toEqual([{ message: 'Failed to fetch', errors: {} }]);
  });

  it('keeps an empty message when the failure carries none (the form then says something went wrong)', async () => {
    const { actor, now, answer, failures } = form();
    actor.send({ type: 'form.submit', values: {} });
    await answer('reject', 'offline');
    expect(now().context).toMatchObject({ fieldErrors: {}, message: '' });
    expect(failures).toEqual([{ message: '', errors: {} }]);
  });

  it('ignores an errors value that is not a list of fields', async () => {
    const { actor, now, answer } = form();
    actor.send({ type: 'form.submit', values: {} });
    await answer('reject', { message: 'Server Error', errors: null });
    expect(now().context).toMatchObject({ fieldErrors: {}, message: 'Server Error' });
  });

  it('sends the corrected form again after a refusal, and a success wipes the old errors', async () => {
    const { actor, now, answer, sent } = form();
    actor.send({ type: 'form.submit', values: { email: '' } });
    await answer('reject', refusal);
    actor.send({ type: 'form.submit', values: { email: 'guest@terme.example' } });
    expect(now().value).toBe('submitting');
    expect(now().hasTag('loading')).toBe(true);
    expect(sent).toEqual([{ email: '' }, { email: 'guest@terme.example' }]);
    await answer('resolve', { ok: true });
    expect(now().value).toBe('succeeded');
    expect(now().context).toEqual({ fieldErrors: {}, message: null, result: { ok: true } });
  });

  it('after a success, a new edit starts a fresh form that can be sent again', async () => {
    const { actor, now, answer, successes } = form();
    actor.send({ type: 'form.submit', values: { note: 'one' } });
    await answer('resolve', { id: 1 });
    actor.send({ type: 'field.edit', name: 'note' });
    expect(now().value).toBe('editing');
    actor.send({ type: 'form.submit', values: { note: 'two' } });
    await answer('resolve', { id: 2 });
    expect(successes).toEqual([{ id: 1 }, { id: 2 }]);
  });

  it('sends again straight from the success message', async () => {
    const { actor, now, answer, sent } = form();
    actor.send({ type: 'form.submit', values: { note: 'one' } });
    await answer('resolve', { id: 1 });
    actor.send({ type: 'form.submit', values: { note: 'again' } });
    expect(now().value).toBe('submitting');
    expect(sent).toEqual([{ note: 'one' }, { note: 'again' }]);
  });

  it('an edit before any submission keeps the form editing without errors', () => {
    const { actor, now } = form();
    actor.send({ type: 'field.edit', name: 'email' });
    expect(now().value).toBe('editing');
    expect(now().context.fieldErrors).toEqual({});
  });
});
