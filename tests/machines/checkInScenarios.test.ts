import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { checkInMachine } from '../../machines/checkIn.machine';
import { pendingActors } from './support/pendingActors';

// Scenarios written from product.md §9 (a new check-in is a POST, a change a PATCH; success closes
// the review and the list reloads) and issue 13 (a failure shows the server's message and keeps what
// was typed). Expected states, requests and messages are written here by hand.

const anna = { first_name: 'Anna', last_name: 'Müller', sex: 'F', date_of_birth: '1980-03-02' };

function start() {
  const { waiting, answer } = pendingActors();
  const sent: unknown[] = [];
  const reloads: number[] = [];
  const machine = checkInMachine.provide({
    actors: { saveCheckIn: waiting('saveCheckIn', sent) as never },
    actions: { notifySaved: () => void reloads.push(Date.now()) },
  });
  const actor = createActor(machine).start();
  const modalOpen = () => actor.getSnapshot().hasTag('review');
  return {
    actor,
    sent,
    reloads,
    modalOpen,
    answer: (how: 'resolve' | 'reject', value: unknown) => answer('saveCheckIn', how, value),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('check-in: review and send', () => {
  it('starts on the list of guests, with nothing open', () => {
    const { actor, modalOpen } = start();
    expect(actor.getSnapshot().value).toBe('list');
    expect(modalOpen()).toBe(false);
  });

  it('opens the review on Next, sends a new check-in with POST, then closes the modal and reloads the list', async () => {
    const { actor, sent, reloads, modalOpen, answer } = start();
    actor.send({ type: 'guest.open', guest: { position: 1, role: 'booker', existing: false } });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    actor.send({ type: 'form.review', values: anna });
    expect(modalOpen()).toBe(true);
    expect(sent).toEqual([]);
    actor.send({ type: 'checkIn.confirm' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(sent).toEqual([{ method: 'POST', values: { ...anna, position: 1 } }]);
    await answer('resolve', { message: 'Thank you, Anna Müller is checked in.' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(modalOpen()).toBe(false);
    expect(reloads).toHaveLength(1);
    expect(actor.getSnapshot().context.message).toBe('Thank you, Anna Müller is checked in.');
  });

  it('sends a check-in that exists with PATCH, and a companion with its own position', async () => {
    const { actor, sent, answer } = start();
    actor.send({ type: 'guest.open', guest: { position: 1, role: 'booker', existing: true } });
    actor.send({ type: 'form.review', values: anna });
    actor.send({ type: 'checkIn.confirm' });
    await answer('resolve', { message: 'Updated.' });
    actor.send({ type: 'guest.open', guest: { position: 3, role: 'companion', existing: false } });
    expect(actor.getSnapshot().context.message).toBeNull();
    actor.send({ type: 'form.review', values: { first_name: 'Luca' } });
    actor.send({ type: 'checkIn.confirm' });
    expect(sent).toEqual([
      { method: 'PATCH', values: { ...anna, position: 1 } },
      { method: 'POST', values: { first_name: 'Luca', position: 3 } },
    ]);
  });

  it('sends nothing when the review is cancelled or the form closed, and keeps what was typed for the next Next', () => {
    const { actor, sent, modalOpen } = start();
    actor.send({ type: 'guest.open', guest: { position: 2, role: 'companion', existing: false } });
    actor.send({ type: 'form.review', values: anna });
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(modalOpen()).toBe(false);
    expect(actor.getSnapshot().context.values).toEqual(anna);
    actor.send({ type: 'form.close' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(sent).toEqual([]);
  });
});

describe('check-in: when the server refuses', () => {
  const refusal = {
    message: 'This comune is not in the chosen province.',
    errors: {
      birth_borough_id: ['This comune is not in the chosen province.'],
      province_id: ['Please choose the province of residence.'],
    },
  };

  it('closes the modal on field errors, keeps the values and the message, and drops each error as its field is edited', async () => {
    const { actor, reloads, modalOpen, answer } = start();
    actor.send({ type: 'guest.open', guest: { position: 1, role: 'booker', existing: false } });
    actor.send({ type: 'form.review', values: anna });
    actor.send({ type: 'checkIn.confirm' });
    await answer('reject', refusal);
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    expect(modalOpen()).toBe(false);
    expect(actor.getSnapshot().context).toMatchObject({
      values: anna,
      message: 'This comune is not in the chosen province.',
      fieldErrors: refusal.errors,
    });
    actor.send({ type: 'field.edit', name: 'birth_borough_id' });
    expect(actor.getSnapshot().context.fieldErrors).toEqual({
      province_id: ['Please choose the province of residence.'],
    });
    expect(reloads).toEqual([]);
  });

  it("keeps the modal open with the server's message when the failure is about no field, and sends the same values again", async () => {
    const { actor, sent, modalOpen, answer } = start();
    actor.send({ type: 'guest.open', guest: { position: 1, role: 'booker', existing: false } });
    actor.send({ type: 'form.review', values: anna });
    actor.send({ type: 'checkIn.confirm' });
    await answer('reject', { message: 'Something went wrong on our side. Please try again.', errors: {} });
    expect(actor.getSnapshot().value).toEqual({ form: 'refused' });
    expect(modalOpen()).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Something went wrong on our side. Please try again.');
    actor.send({ type: 'checkIn.confirm' });
    expect(sent).toEqual([
      { method: 'POST', values: { ...anna, position: 1 } },
      { method: 'POST', values: { ...anna, position: 1 } },
    ]);
    await answer('resolve', { message: 'Thank you, Anna Müller is checked in.' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('treats a lost connection like a server failure: the modal stays, with its message', async () => {
    const { actor, modalOpen, answer } = start();
    actor.send({ type: 'guest.open', guest: { position: 1, role: 'booker', existing: false } });
    actor.send({ type: 'form.review', values: anna });
    actor.send({ type: 'checkIn.confirm' });
    await answer('reject', new TypeError('Failed to fetch'));
    expect(actor.getSnapshot().value).toEqual({ form: 'refused' });
    expect(modalOpen()).toBe(true);
    expect(actor.getSnapshot().context.message).toBe('Failed to fetch');
  });
});

describe('check-in: what the screen reads from the state (product.md §1.3: buttons busy while sending)', () => {
  it('shows the form while a guest is open, the review over it, busy while sending, and the failure; closing forgets the guest', async () => {
    const { actor, answer } = start();
    const tags = () => ['form', 'review', 'loading', 'failure'].filter((tag) => actor.getSnapshot().hasTag(tag));
    expect(tags()).toEqual([]);
    actor.send({ type: 'guest.open', guest: { position: 1, role: 'booker', existing: false } });
    expect(tags()).toEqual(['form']);
    actor.send({ type: 'form.review', values: anna });
    expect(tags()).toEqual(['form', 'review']);
    actor.send({ type: 'checkIn.confirm' });
    expect(tags()).toEqual(['form', 'review', 'loading']);
    await answer('reject', { message: 'Something went wrong on our side. Please try again.', errors: {} });
    expect(tags()).toEqual(['form', 'review', 'failure']);
    // Back from the failed review to the form, then the form closed.
    actor.send({ type: 'review.cancel' });
    expect(actor.getSnapshot().value).toEqual({ form: 'editing' });
    actor.send({ type: 'form.close' });
    expect(actor.getSnapshot().value).toBe('list');
    expect(actor.getSnapshot().context).toMatchObject({ guest: null, values: null, fieldErrors: {} });
  });
});
