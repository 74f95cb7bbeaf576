import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type ActorRefFrom } from 'xstate';
import { authFormMachine, authMachine, type AuthInput } from '@machines/auth.machine';

type FormRef = ActorRefFrom<typeof authFormMachine>;

function start(input: AuthInput, answers: { login?: () => Promise<unknown>; register?: () => Promise<unknown> } = {}) {
  const effects = { stored: [] as unknown[], returned: 0, redirected: 0 };
  const machine = authMachine.provide({
    actors: {
      loginForm: authFormMachine.provide({
        actors: { submit: fromPromise(() => (answers.login ?? (() => Promise.resolve({ user: { id: 1 } })))()) },
      }),
      registerForm: authFormMachine.provide({
        actors: { submit: fromPromise(() => (answers.register ?? (() => Promise.resolve({ user: { id: 2 } })))()) },
      }),
    },
    actions: {
      storeUser: (_, { result }) => effects.stored.push(result),
      returnToOpener: () => void effects.returned++,
      goToAccount: () => void effects.redirected++,
    },
  });
  const actor = createActor(machine, { input }).start();
  const form = (id: 'loginForm' | 'registerForm') => actor.getSnapshot().children[id] as FormRef;
  return { actor, form, effects };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('auth machine (login / register dialog)', () => {
  it('opens on login by default and on registration when asked', () => {
    expect(start({}).actor.getSnapshot().value).toBe('login');
    expect(start({ mode: 'register' }).actor.getSnapshot().value).toBe('register');
  });

  it('switches between the two forms, each running its own form actor', () => {
    const { actor, form } = start({});
    expect(form('loginForm')).toBeDefined();
    actor.send({ type: 'mode.register' });
    expect(actor.getSnapshot().value).toBe('register');
    expect(form('registerForm')).toBeDefined();
    expect(actor.getSnapshot().children.loginForm).toBeUndefined();
    actor.send({ type: 'mode.login' });
    expect(actor.getSnapshot().value).toBe('login');
  });

  it('stores the user after a login and goes to /my only after 800 ms', async () => {
    vi.useFakeTimers();
    const { actor, form, effects } = start({});
    form('loginForm').send({ type: 'form.submit', values: { email: 'a@b.it', password: 'secret123' } });
    await vi.advanceTimersByTimeAsync(0); // the login answer arrives
    expect(actor.getSnapshot().value).toBe('signedIn');
    expect(effects.stored).toEqual([{ user: { id: 1 } }]);
    vi.advanceTimersByTime(799);
    expect(effects.redirected).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(effects.redirected).toBe(1);
  });

  it('hands back to the opener at once when it passed onSignedIn', async () => {
    const { actor, form, effects } = start({ mode: 'register', returnsToOpener: true });
    form('registerForm').send({ type: 'form.submit', values: {} });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('returnedToOpener');
    expect(effects).toEqual({ stored: [{ user: { id: 2 } }], returned: 1, redirected: 0 });
  });

  it('keeps a refused login in the form with its field error until the field is edited', async () => {
    const refusal = Object.assign(new Error('The given data was invalid.'), {
      errors: { email: ['These credentials do not match.'] },
    });
    const { actor, form } = start({}, { login: () => Promise.reject(refusal) });
    form('loginForm').send({ type: 'form.submit', values: {} });
    await waitFor(form('loginForm'), (s) => s.matches('failed'));
    expect(actor.getSnapshot().value).toBe('login');
    expect(form('loginForm').getSnapshot().context.fieldErrors).toEqual({ email: ['These credentials do not match.'] });
    form('loginForm').send({ type: 'field.edit', name: 'email' });
    expect(form('loginForm').getSnapshot().context.fieldErrors).toEqual({});
  });
});
