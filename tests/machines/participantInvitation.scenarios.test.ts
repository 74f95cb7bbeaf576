import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { participantInvitationMachine } from '../../machines/participantInvitation.machine';

// The participant form of SPEC 2-5 and issue 8, expectations written by hand: the type first,
// several participants of the same type one after another, only infants once the reservation is
// full, the success notice for one second.

function start(full: boolean) {
  const invited: Record<string, unknown>[] = [];
  const answers: ((value: { message: string }) => void)[] = [];
  let done = 0;
  const actor = createActor(
    participantInvitationMachine.provide({
      actors: {
        invite: fromPromise(({ input }) => {
          invited.push(input);
          return new Promise<{ message: string }>((resolve) => answers.push(resolve));
        }),
      },
      actions: { notifyDone: () => void done++ },
    }),
    { input: { full } },
  ).start();
  const add = async (participantType: 'infant' | 'minor' | 'adult' | 'guest', first_name: string) => {
    actor.send({ type: 'type.choose', participantType });
    actor.send({ type: 'form.submit', values: { first_name, last_name: 'Berg', date_of_birth: '2020-03-01' } });
    answers.shift()!({ message: `${first_name} Berg has been added to your reservation.` });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(1000);
  };
  return { actor, invited, add, done: () => done, answer: (value: { message: string }) => answers.shift()!(value) };
}

describe('participant invitation scenarios', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a second infant and a second minor, one after another', async () => {
    const form = start(false);
    await form.add('infant', 'Sofia');
    await form.add('infant', 'Marco');
    await form.add('minor', 'Luca');
    await form.add('minor', 'Marta');
    expect(form.invited.map((p) => [p.type, p.first_name])).toEqual([
      ['infant', 'Sofia'],
      ['infant', 'Marco'],
      ['minor', 'Luca'],
      ['minor', 'Marta'],
    ]);
    expect(form.done()).toBe(4);
    expect(form.actor.getSnapshot().value).toBe('choosingType');
  });

  it('shows the success notice for one second before the page hears it is done and the form starts again', async () => {
    const form = start(false);
    form.actor.send({ type: 'type.choose', participantType: 'guest' });
    form.actor.send({ type: 'form.submit', values: { first_name: 'Anna', last_name: 'Berg', email: 'anna@example.com' } });
    expect(form.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(form.invited).toEqual([{ first_name: 'Anna', last_name: 'Berg', email: 'anna@example.com', type: 'guest' }]);
    form.answer({ message: 'Anna Berg has been invited.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(form.actor.getSnapshot().context.message).toBe('Anna Berg has been invited.');
    await vi.advanceTimersByTimeAsync(999);
    expect(form.actor.getSnapshot().value).toBe('succeeded');
    expect(form.done()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(form.actor.getSnapshot().value).toBe('choosingType');
    expect(form.actor.getSnapshot().context.type).toBeNull();
    expect(form.done()).toBe(1);
  });

  it('takes the next participant, of the same type, while the success notice still shows', async () => {
    const form = start(false);
    form.actor.send({ type: 'type.choose', participantType: 'minor' });
    form.actor.send({ type: 'form.submit', values: { first_name: 'Luca', last_name: 'Berg' } });
    form.answer({ message: 'Luca Berg has been added to your reservation.' });
    await vi.advanceTimersByTimeAsync(500);
    expect(form.actor.getSnapshot().value).toBe('succeeded');
    form.actor.send({ type: 'type.choose', participantType: 'minor' });
    // The page is told at once (it shows Luca), and a fresh form for the next minor opens.
    expect(form.done()).toBe(1);
    expect(form.actor.getSnapshot().value).toBe('filling');
    expect(form.actor.getSnapshot().context).toMatchObject({ type: 'minor', message: null, added: 1 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(form.done()).toBe(1);
    expect(form.actor.getSnapshot().value).toBe('filling');
  });

  it('offers only infants once every place is taken, and the other types again when one frees up', () => {
    const form = start(true);
    form.actor.send({ type: 'type.choose', participantType: 'adult' });
    expect(form.actor.getSnapshot().value).toBe('maximumReached');
    form.actor.send({ type: 'type.choose', participantType: 'infant' });
    expect(form.actor.getSnapshot().value).toBe('filling');
    form.actor.send({ type: 'type.choose', participantType: 'minor' });
    expect(form.actor.getSnapshot().value).toBe('maximumReached');
    form.actor.send({ type: 'reservation.change', full: false });
    expect(form.actor.getSnapshot().value).toBe('filling');
    expect(form.actor.getSnapshot().context.type).toBe('minor');
  });
});
