import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { invitationAcceptanceMachine } from '../../machines/invitationAcceptance.machine';
import type { InvitationPreview } from '../../domain/daySpa';

// The invitation link of issue 16 §1, expectations written by hand: "the link opens the
// registration (or login, for someone with an account) with the invitation shown and the email
// prefilled; registering or logging in with it confirms the participant, who then sees the
// reservation; an expired, used or foreign token gets a clear message".

const ANNA: InvitationPreview = {
  inviter: 'Giulia Rossi',
  product_title: 'Thermal day',
  date: '2026-06-03',
  slot_title: null,
  reservation_number: 'DS-ANNA0001',
  first_name: 'Anna',
  last_name: 'Berg',
  email: 'anna@example.com',
  account_exists: false,
};

function open(token: string, signedIn: boolean) {
  const calls: { effect: string; token: string }[] = [];
  const answers: Record<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }> = {};
  const dialogs: { mode: string; email: string | null }[] = [];
  const pages: string[] = [];
  const pending = (effect: string) =>
    fromPromise<unknown, { token: string }>(({ input }) => {
      calls.push({ effect, token: input.token });
      return new Promise((resolve, reject) => (answers[effect] = { resolve, reject }));
    });
  const actor = createActor(
    invitationAcceptanceMachine.provide({
      actors: { lookup: pending('lookup') as never, accept: pending('accept') },
      actions: {
        openAuth: (_, { mode, preview }) => void dialogs.push({ mode, email: preview.email }),
        goToReservation: (_, { number }) => void pages.push(number),
      },
    }),
    { input: { token, signedIn } },
  ).start();
  const settle = () => vi.waitFor(() => expect(actor.getSnapshot().hasTag('loading')).toBe(false));
  return {
    actor,
    calls,
    dialogs,
    pages,
    state: () => actor.getSnapshot().value,
    busy: () => actor.getSnapshot().hasTag('loading'),
    message: () => actor.getSnapshot().context.message,
    async answer(effect: string, value: unknown) {
      answers[effect].resolve(value);
      await settle();
    },
    async refuse(effect: string, error: unknown) {
      answers[effect].reject(error);
      await settle();
    },
  };
}

describe('invitation link scenarios (issue 16 §1)', () => {
  it('a new visitor: the registration opens with the address filled in, and registering opens the reservation', async () => {
    const page = open('tok-anna', false);
    expect(page.state()).toBe('loading');
    expect(page.busy()).toBe(true);
    expect(page.calls).toEqual([{ effect: 'lookup', token: 'tok-anna' }]);
    await page.answer('lookup', ANNA);
    expect(page.state()).toBe('signingIn');
    expect(page.actor.getSnapshot().context.preview).toEqual(ANNA);
    expect(page.dialogs).toEqual([{ mode: 'register', email: 'anna@example.com' }]);
    expect(page.pages).toEqual([]);
    page.actor.send({ type: 'auth.signedIn' });
    expect(page.actor.getSnapshot().status).toBe('done');
    expect(page.pages).toEqual(['DS-ANNA0001']);
  });

  it('someone with an account gets the login; closing it keeps the invitation with both buttons', async () => {
    const page = open('tok-anna', false);
    await page.answer('lookup', { ...ANNA, account_exists: true });
    expect(page.dialogs).toEqual([{ mode: 'login', email: 'anna@example.com' }]);
    page.actor.send({ type: 'auth.dismissed' });
    expect(page.state()).toBe('waiting');
    page.actor.send({ type: 'auth.open', mode: 'register' });
    expect(page.state()).toBe('signingIn');
    page.actor.send({ type: 'auth.dismissed' });
    page.actor.send({ type: 'auth.open', mode: 'login' });
    expect(page.dialogs.map((d) => d.mode)).toEqual(['login', 'register', 'login']);
    page.actor.send({ type: 'auth.signedIn' });
    expect(page.pages).toEqual(['DS-ANNA0001']);
  });

  it('signing in from the navigation bar after closing the dialog offers the Accept button; signing out does not', async () => {
    const page = open('tok-anna', false);
    await page.answer('lookup', ANNA);
    page.actor.send({ type: 'auth.dismissed' });
    page.actor.send({ type: 'user.change', signedIn: false });
    expect(page.state()).toBe('waiting');
    expect(page.actor.getSnapshot().context.signedIn).toBe(false);
    page.actor.send({ type: 'user.change', signedIn: true });
    expect(page.state()).toBe('ready');
    expect(page.actor.getSnapshot().context.signedIn).toBe(true);
    expect(page.dialogs).toHaveLength(1);
  });

  it('someone signed in accepts with one button: busy while the server confirms, then the reservation', async () => {
    const page = open('tok-anna', true);
    await page.answer('lookup', ANNA);
    expect(page.state()).toBe('ready');
    expect(page.busy()).toBe(false);
    expect(page.dialogs).toEqual([]);
    page.actor.send({ type: 'invitation.accept' });
    expect(page.state()).toBe('accepting');
    expect(page.busy()).toBe(true);
    expect(page.calls).toEqual([
      { effect: 'lookup', token: 'tok-anna' },
      { effect: 'accept', token: 'tok-anna' },
    ]);
    await page.answer('accept', { reservation_number: 'DS-ANNA0001' });
    expect(page.pages).toEqual(['DS-ANNA0001']);
  });

  it("someone else's invitation: the server's reason, and no reservation page", async () => {
    const page = open('tok-anna', true);
    await page.answer('lookup', ANNA);
    page.actor.send({ type: 'invitation.accept' });
    await page.refuse('accept', { status: 422, message: 'This invitation was sent to anna@example.com.', errors: {} });
    expect(page.state()).toBe('refused');
    expect(page.message()).toBe('This invitation was sent to anna@example.com.');
    expect(page.pages).toEqual([]);
  });

  it('a used or expired link says why and opens nothing; a failure without words leaves the screen its own text', async () => {
    const used = open('tok-used', false);
    await used.refuse('lookup', { status: 410, message: 'This invitation has already been accepted.', errors: {} });
    expect(used.state()).toBe('invalid');
    expect(used.message()).toBe('This invitation has already been accepted.');
    expect(used.dialogs).toEqual([]);
    const broken = open('tok-x', false);
    await broken.refuse('lookup', { status: 500 });
    expect(broken.state()).toBe('invalid');
    expect(broken.message()).toBeNull();
  });

  it('keeps track of signing in and out on every screen of the link', async () => {
    const page = open('tok-anna', true);
    await page.answer('lookup', ANNA);
    page.actor.send({ type: 'user.change', signedIn: false });
    expect(page.state()).toBe('ready');
    expect(page.actor.getSnapshot().context.signedIn).toBe(false);
  });
});
