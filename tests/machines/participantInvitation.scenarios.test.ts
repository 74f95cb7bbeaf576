import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { participantInvitationMachine } from '../../machines/participantInvitation.machine';

// The participant form of product.md §10 and issue 8, expectations written by hand: the type first,
// several participants of the same type one after another, only infants once the reservation is
// full, the success notice for one second.

function start(full: boolean) {
  const invited: Record<string, unknown>[] = [];
  const answers: ((value: { message: string }) => void)[] = [];
  const refusals: ((error: unknown) => void)[] = [];
  let done = 0;
  const actor = createActor(
    participantInvitationMachine.provide({
      actors: {
        invite: fromPromise(({ input }) => {
          invited.push(input);
          return new Promise<{ message: string }>((resolve, reject) => {
            answers.push(resolve);
            refusals.push(reject);
          });
        }),
      },
      actions: { notifyDone: () => void done++ },
    }),
    { input: { full } },
  ).start();
  const add = async (participantType: 'infant' | 'minor' | 'adult' | 'guest', first_name: string) => {
    actor.send({ type: 'type.choose', participantType });
    actor.send({ type: 'form.submit', values: { first_name, last_name: 'Berg', date_of_birth: '2020-03-01' } });
    refusals.shift();
    answers.shift()!({ message: `${first_name} Berg has been added to your reservation.` });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('succeeded');
    await vi.advanceTimersByTimeAsync(1000);
  };
  const answer = (value: { message: string }) => {
    refusals.shift();
    answers.shift()!(value);
  };
  const refuse = async (error: unknown) => {
    answers.shift();
    refusals.shift()!(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { actor, invited, add, done: () => done, answer, refuse };
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
    form.actor.send({
      type: 'form.submit',
      values: { first_name: 'Anna', last_name: 'Berg', email: 'anna@example.com' },
    });
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

  it('shows a refusal: each field error under its field, until that field is edited, and no notice repeating them (issue 31, item 7)', async () => {
    const form = start(false);
    form.actor.send({ type: 'type.choose', participantType: 'guest' });
    form.actor.send({ type: 'form.submit', values: { first_name: 'Anna', last_name: '', email: 'anna@' } });
    await form.refuse({
      message: 'The given data was invalid.',
      errors: { last_name: ['The last name is required.'], email: ['The email must be a valid email address.'] },
    });
    expect(form.actor.getSnapshot().value).toBe('filling');
    expect(form.actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(form.actor.getSnapshot().context).toMatchObject({
      type: 'guest',
      message: null,
      fieldErrors: { last_name: ['The last name is required.'], email: ['The email must be a valid email address.'] },
    });
    form.actor.send({ type: 'field.edit', name: 'email' });
    expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ last_name: ['The last name is required.'] });
    form.actor.send({ type: 'field.edit', name: 'first_name' });
    expect(form.actor.getSnapshot().context.fieldErrors).toEqual({ last_name: ['The last name is required.'] });
    expect(form.done()).toBe(0);
  });

  it('keeps the message of a failure no field explains (the server or the network)', async () => {
    const form = start(false);
    form.actor.send({ type: 'type.choose', participantType: 'guest' });
    form.actor.send({
      type: 'form.submit',
      values: { first_name: 'Anna', last_name: 'Berg', email: 'anna@example.com' },
    });
    await form.refuse({ message: 'Something went wrong. Please try again.' });
    expect(form.actor.getSnapshot().context).toMatchObject({
      message: 'Something went wrong. Please try again.',
      fieldErrors: {},
    });
  });

  it('sends the corrected form again after a refusal, and the success clears the old errors', async () => {
    const form = start(false);
    form.actor.send({ type: 'type.choose', participantType: 'adult' });
    form.actor.send({ type: 'form.submit', values: { first_name: 'Piet', last_name: '' } });
    await form.refuse({
      message: 'The given data was invalid.',
      errors: { last_name: ['The last name is required.'] },
    });
    form.actor.send({ type: 'form.submit', values: { first_name: 'Piet', last_name: 'Berg' } });
    expect(form.invited.at(-1)).toEqual({ first_name: 'Piet', last_name: 'Berg', type: 'adult' });
    form.answer({ message: 'Piet Berg has been invited.' });
    await vi.advanceTimersByTimeAsync(0);
    expect(form.actor.getSnapshot().value).toBe('succeeded');
    expect(form.actor.getSnapshot().context).toMatchObject({ message: 'Piet Berg has been invited.', fieldErrors: {} });
  });

  it('choosing another type starts its form without the last errors', async () => {
    const form = start(false);
    form.actor.send({ type: 'type.choose', participantType: 'minor' });
    form.actor.send({ type: 'form.submit', values: { first_name: 'Luca' } });
    await form.refuse({
      message: 'The given data was invalid.',
      errors: { date_of_birth: ['The date of birth is required.'] },
    });
    form.actor.send({ type: 'type.choose', participantType: 'infant' });
    expect(form.actor.getSnapshot().context).toMatchObject({ type: 'infant', message: null, fieldErrors: {} });
  });

  it('closes the form of a minor when the last place is taken meanwhile, but keeps an infant’s open', () => {
    const minor = start(false);
    minor.actor.send({ type: 'type.choose', participantType: 'minor' });
    minor.actor.send({ type: 'reservation.change', full: true });
    expect(minor.actor.getSnapshot().value).toBe('maximumReached');
    // A change that leaves places free keeps the minor's form open.
    const other = start(true);
    other.actor.send({ type: 'reservation.change', full: false });
    other.actor.send({ type: 'type.choose', participantType: 'minor' });
    other.actor.send({ type: 'reservation.change', full: false });
    expect(other.actor.getSnapshot().value).toBe('filling');
    const infant = start(false);
    infant.actor.send({ type: 'type.choose', participantType: 'infant' });
    infant.actor.send({ type: 'reservation.change', full: true });
    expect(infant.actor.getSnapshot().value).toBe('filling');
    // And once full, another type shows the notice.
    infant.actor.send({ type: 'type.choose', participantType: 'guest' });
    expect(infant.actor.getSnapshot().value).toBe('maximumReached');
  });

  it('follows the reservation before a type is chosen: full, then a place freed', () => {
    const form = start(false);
    form.actor.send({ type: 'reservation.change', full: true });
    expect(form.actor.getSnapshot().value).toBe('choosingType');
    form.actor.send({ type: 'type.choose', participantType: 'adult' });
    expect(form.actor.getSnapshot().value).toBe('maximumReached');
    form.actor.send({ type: 'reservation.change', full: true });
    expect(form.actor.getSnapshot().value).toBe('maximumReached');
    form.actor.send({ type: 'reservation.change', full: false });
    expect(form.actor.getSnapshot().value).toBe('filling');
  });

  it('after the last place is taken, the next non-infant shows the notice and the page still hears the last one', async () => {
    const form = start(false);
    form.actor.send({ type: 'type.choose', participantType: 'minor' });
    form.actor.send({ type: 'form.submit', values: { first_name: 'Luca', last_name: 'Berg' } });
    form.answer({ message: 'Luca Berg has been added to your reservation.' });
    await vi.advanceTimersByTimeAsync(0);
    form.actor.send({ type: 'reservation.change', full: true });
    form.actor.send({ type: 'type.choose', participantType: 'adult' });
    expect(form.actor.getSnapshot().value).toBe('maximumReached');
    expect(form.actor.getSnapshot().context.type).toBe('adult');
    expect(form.done()).toBe(1);
  });
});
