import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { bookingWidgetMachine, type WidgetSearch } from '../../machines/bookingWidget.machine';

/**
 * The booking widget's rooms and people as SPEC 2 and 5 give them: 1 to 5 rooms (add hides above
 * 4, remove shows above 1), adults 1 to 3, kids 0 to 2 with one age 0..17 each. Expected contexts
 * are written by hand. (Search, validation and 'Age missing' are walked in bookingWidget.machine.test.ts.)
 */
const stay = { from: '2027-05-03', to: '2027-05-06' };
const room = (adults: number, children = 0, childrenAges: (number | null)[] = []) => ({ adults, children, childrenAges });

function widget(input: Partial<WidgetSearch> & { from: string; to: string } = stay) {
  const actor = createActor(bookingWidgetMachine, { input }).start();
  return { actor, rooms: () => actor.getSnapshot().context.rooms, context: () => actor.getSnapshot().context };
}

describe('booking widget: rooms and people (SPEC 2, 5)', () => {
  it('opens with the stay it was given and one room, no code, no error', () => {
    const { actor, context } = widget();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toEqual({ from: '2027-05-03', to: '2027-05-06', rooms: [room(2)], code: '', error: null });
  });

  it('keeps the rooms and code of a stored query, at most five rooms', () => {
    const six = Array.from({ length: 6 }, (_, i) => room(1 + (i % 3)));
    const { context } = widget({ ...stay, rooms: six, code: 'SPRING' });
    expect(context().rooms).toEqual([room(1), room(2), room(3), room(1), room(2)]);
    expect(context().code).toBe('SPRING');
    expect(widget({ ...stay, rooms: [] }).rooms()).toEqual([room(2)]);
  });

  it('adds rooms up to five and removes them down to one', () => {
    const { actor, rooms } = widget();
    for (let i = 0; i < 4; i++) actor.send({ type: 'room.add' });
    expect(rooms()).toHaveLength(5);
    actor.send({ type: 'room.add' });
    expect(rooms()).toHaveLength(5);
    for (let i = 0; i < 4; i++) actor.send({ type: 'room.remove', index: 0 });
    expect(rooms()).toHaveLength(1);
    actor.send({ type: 'room.remove', index: 0 });
    expect(rooms()).toEqual([room(2)]);
  });

  it('removes the room asked for and keeps the others in order', () => {
    const { actor, rooms } = widget({ ...stay, rooms: [room(1), room(2, 1, [4]), room(3)] });
    actor.send({ type: 'room.remove', index: 1 });
    expect(rooms()).toEqual([room(1), room(3)]);
  });

  it('changes the adults of one room only, never below one', () => {
    const { actor, rooms } = widget({ ...stay, rooms: [room(2), room(2)] });
    actor.send({ type: 'adults.change', index: 1, adults: 3 });
    expect(rooms()).toEqual([room(2), room(3)]);
    actor.send({ type: 'adults.change', index: 0, adults: 0 });
    expect(rooms()).toEqual([room(1), room(3)]);
  });

  it('gives each new kid an empty age, keeps chosen ages, and drops the ages of kids removed', () => {
    const { actor, rooms } = widget({ ...stay, rooms: [room(2), room(1)] });
    actor.send({ type: 'children.change', index: 1, children: 1 });
    expect(rooms()).toEqual([room(2), room(1, 1, [null])]);
    actor.send({ type: 'age.change', index: 1, child: 0, age: 7 });
    actor.send({ type: 'children.change', index: 1, children: 2 });
    expect(rooms()[1]).toEqual(room(1, 2, [7, null]));
    actor.send({ type: 'age.change', index: 1, child: 1, age: 0 });
    expect(rooms()[1]).toEqual(room(1, 2, [7, 0]));
    actor.send({ type: 'children.change', index: 1, children: 1 });
    expect(rooms()).toEqual([room(2), room(1, 1, [7])]);
    actor.send({ type: 'children.change', index: 1, children: 0 });
    expect(rooms()[1]).toEqual(room(1));
  });

  it('keeps kids between 0 and 2', () => {
    const { actor, rooms } = widget();
    actor.send({ type: 'children.change', index: 0, children: 3 });
    expect(rooms()[0]).toEqual(room(2, 2, [null, null]));
    actor.send({ type: 'children.change', index: 0, children: -1 });
    expect(rooms()[0]).toEqual(room(2));
  });

  it('clears an age when the guest picks the empty choice again', () => {
    const { actor, rooms } = widget({ ...stay, rooms: [room(2, 2, [3, 9])] });
    actor.send({ type: 'age.change', index: 0, child: 0, age: null });
    expect(rooms()).toEqual([room(2, 2, [null, 9])]);
  });

  it('changes dates and the promo code as typed', () => {
    const { actor, context } = widget();
    actor.send({ type: 'dates.change', from: '2027-06-01', to: '2027-06-08' });
    actor.send({ type: 'code.change', code: 'SUMMER' });
    expect(context()).toMatchObject({ from: '2027-06-01', to: '2027-06-08', code: 'SUMMER' });
    expect(actor.getSnapshot().value).toBe('editing');
  });
});
