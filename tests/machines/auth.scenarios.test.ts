import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import { authFormMachine, authMachine, type AuthInput } from '../../machines/auth.machine';
import type { FormValues } from '../../machines/formSubmit.machine';

/**
 * The login / register dialog of product.md §6.1: it switches between 'I have an account' and 'I do
 * not have an account'; signed in, the person goes to /my after 800 ms, unless a journey asked for
 * the login, which then carries on by itself. Expected states and effects written by hand.
 */
type Answer = { resolve: (v: unknown) => void; reject: (e: unknown) => void };

function dialog(input: AuthInput = {}) {
  const requests: { form: 'login' | 'register'; values: FormValues }[] = [];
  const pending: Answer[] = [];
  const effects = { stored: [] as unknown[], returned: 0, redirected: 0 };
  const server = (form: 'login' | 'register') =>
    authFormMachine.provide({
      actors: {
        submit: fromPromise<unknown, FormValues>(({ input: values }) => {
          requests.push({ form, values });
          return new Promise((resolve, reject) => pending.push({ resolve, reject }));
        }),
      },
    });
  const actor = createActor(
    authMachine.provide({
      actors: { loginForm: server('login'), registerForm: server('register') },
      actions: {
        storeUser: (_, { result }) => void effects.stored.push(result),
        returnToOpener: () => void effects.returned++,
        goToAccount: () => void effects.redirected++,
      },
    }),
    { input },
  ).start();
  const formOf = (id: 'loginForm' | 'registerForm') =>
    actor.getSnapshot().children[id] as ActorRefFrom<typeof authFormMachine> | undefined;
  /** The server answers the last request; the dialog reacts (fake clock). */
  const answer = async (how: 'resolve' | 'reject', value: unknown) => {
    pending.at(-1)?.[how](value);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, requests, effects, formOf, answer, now: () => actor.getSnapshot() };
}

const guest = { user: { id: 7, fullName: 'Anna Rossi', email: 'guest@terme.example' } };
const credentials = { email: 'guest@terme.example', password: 'terme-guest-2026', remember: true };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login / register dialog (product.md §6.1)', () => {
  it("opens on 'I have an account' with only the login form running", () => {
    const { now, formOf } = dialog();
    expect(now().value).toBe('login');
    expect(formOf('loginForm')).toBeDefined();
    expect(formOf('registerForm')).toBeUndefined();
  });

  it("opens on 'I do not have an account' when the opener asks for registration", () => {
    const { now, formOf } = dialog({ mode: 'register' });
    expect(now().value).toBe('register');
    expect(formOf('registerForm')).toBeDefined();
    expect(formOf('loginForm')).toBeUndefined();
  });

  it('switching away and back gives a fresh login form without the earlier error', async () => {
    const { actor, formOf, answer, now } = dialog();
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    await answer('reject', {
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
    expect(formOf('loginForm')!.getSnapshot().context.fieldErrors).toEqual({
      email: ['These credentials do not match our records.'],
    });
    actor.send({ type: 'mode.register' });
    expect(now().value).toBe('register');
    actor.send({ type: 'mode.login' });
    expect(now().value).toBe('login');
    expect(formOf('loginForm')!.getSnapshot().value).toBe('editing');
    expect(formOf('loginForm')!.getSnapshot().context.fieldErrors).toEqual({});
  });

  it('a second click on Login while the first request runs sends one request', () => {
    const { formOf, requests } = dialog();
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    expect(requests).toEqual([{ form: 'login', values: credentials }]);
  });

  it('after a login, stores the user and goes to /my at 800 ms, not at 799 ms', async () => {
    const { formOf, answer, effects, now } = dialog();
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    await answer('resolve', guest);
    expect(now().value).toBe('signedIn');
    expect(now().hasTag('success')).toBe(true);
    expect(effects.stored).toEqual([guest]);
    await vi.advanceTimersByTimeAsync(799);
    expect(now().value).toBe('signedIn');
    expect(effects.redirected).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(now().value).toBe('redirected');
    expect(now().status).toBe('done');
    expect(effects).toEqual({ stored: [guest], returned: 0, redirected: 1 });
  });

  it('after a registration, the new user is stored and also goes to /my after 800 ms', async () => {
    const { formOf, answer, effects, now, requests } = dialog({ mode: 'register' });
    const registration = { first_name: 'Anna', last_name: 'Rossi', email: 'anna@terme.example' };
    formOf('registerForm')!.send({ type: 'form.submit', values: registration });
    expect(requests).toEqual([{ form: 'register', values: registration }]);
    await answer('resolve', guest);
    await vi.advanceTimersByTimeAsync(799);
    expect(effects.redirected).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(now().value).toBe('redirected');
    expect(effects).toEqual({ stored: [guest], returned: 0, redirected: 1 });
  });

  it('a refused login keeps the dialog open on the login form: nothing stored, no redirect', async () => {
    const { formOf, answer, effects, now } = dialog();
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    await answer('reject', { message: 'These credentials do not match our records.', errors: {} });
    await vi.advanceTimersByTimeAsync(5000);
    expect(now().value).toBe('login');
    expect(formOf('loginForm')!.getSnapshot().value).toBe('failed');
    expect(formOf('loginForm')!.getSnapshot().context.message).toBe('These credentials do not match our records.');
    expect(effects).toEqual({ stored: [], returned: 0, redirected: 0 });
  });

  it('once signed in, the mode switch no longer reopens a form and /my still follows at 800 ms', async () => {
    const { actor, formOf, answer, effects, now } = dialog();
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    await answer('resolve', guest);
    actor.send({ type: 'mode.register' });
    expect(now().value).toBe('signedIn');
    expect(formOf('registerForm')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(800);
    expect(effects.redirected).toBe(1);
  });
});

describe('login asked by a journey (product.md §2.2, §3.2: choosing a rate or a slot needs a login)', () => {
  it('hands back to the journey at once after the login, and never goes to /my', async () => {
    const { formOf, answer, effects, now } = dialog({ returnsToOpener: true });
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    await answer('resolve', guest);
    expect(now().value).toBe('returnedToOpener');
    expect(now().status).toBe('done');
    expect(effects).toEqual({ stored: [guest], returned: 1, redirected: 0 });
    await vi.advanceTimersByTimeAsync(800);
    expect(effects.redirected).toBe(0);
  });

  it('also hands back after a registration started from the journey', async () => {
    const { formOf, answer, effects, now } = dialog({ mode: 'register', returnsToOpener: true });
    formOf('registerForm')!.send({ type: 'form.submit', values: { email: 'anna@terme.example' } });
    await answer('resolve', guest);
    expect(now().value).toBe('returnedToOpener');
    expect(effects).toEqual({ stored: [guest], returned: 1, redirected: 0 });
  });

  it('keeps the journey waiting while the login is refused', async () => {
    const { formOf, answer, effects, now } = dialog({ returnsToOpener: true });
    formOf('loginForm')!.send({ type: 'form.submit', values: credentials });
    await answer('reject', { message: 'Too many login attempts.', errors: {} });
    expect(now().value).toBe('login');
    expect(effects.returned).toBe(0);
  });
});
