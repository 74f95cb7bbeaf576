import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { bookingWidgetMachine, type SearchRefusal, type WidgetSearch } from '../../machines/bookingWidget.machine';

/**
 * The booking widget's rooms and people as product.md §2.1 gives them: 1 to 5 rooms (add hides above
 * 4, remove shows above 1), adults 1 to 3, kids 0 to 2 with one age 0..17 each. Expected contexts
 * are written by hand. Then Search (product.md §2.1, §1.3): the button is disabled while the search is
 * checked, a valid search is sent once as the GET form, a refused one flashes why ('Age missing'
 * first) and the next edit clears it.
 */
const stay = { from: '2027-05-03', to: '2027-05-06' };
const room = (adults: number, children = 0, childrenAges: (number | null)[] = []) => ({
  adults,
  children,
  childrenAges,
});

function widget(input: Partial<WidgetSearch> & { from: string; to: string } = stay) {
  const actor = createActor(bookingWidgetMachine, { input }).start();
  return { actor, rooms: () => actor.getSnapshot().context.rooms, context: () => actor.getSnapshot().context };
}

describe('booking widget: rooms and people (product.md §2.1)', () => {
  it('opens with the stay it was given and one room, no code, no refusal', () => {
    const { actor, context } = widget();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(context()).toEqual({ from: '2027-05-03', to: '2027-05-06', rooms: [room(2)], code: '', refusal: null });
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

  it('changes the adults of one room only, between one and three', () => {
    const { actor, rooms } = widget({ ...stay, rooms: [room(2), room(2)] });
    actor.send({ type: 'adults.change', index: 1, adults: 3 });
    expect(rooms()).toEqual([room(2), room(3)]);
    actor.send({ type: 'adults.change', index: 0, adults: 0 });
    expect(rooms()).toEqual([room(1), room(3)]);
    actor.send({ type: 'adults.change', index: 1, adults: 4 });
    expect(rooms()).toEqual([room(1), room(3)]);
    actor.send({ type: 'adults.change', index: 0, adults: 2 });
    expect(rooms()).toEqual([room(2), room(3)]);
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

/** The widget with its effects answered by hand: every check waits until the test settles it. */
function searching(input: Partial<WidgetSearch> & { from: string; to: string } = stay) {
  const checks: { search: WidgetSearch; resolve: () => void; reject: (error: unknown) => void }[] = [];
  const sent: WidgetSearch[] = [];
  const flashed: SearchRefusal[] = [];
  const machine = bookingWidgetMachine.provide({
    actors: {
      validateSearch: fromPromise<void, WidgetSearch>(
        ({ input: search }) =>
          new Promise((resolve, reject) => checks.push({ search, resolve: () => resolve(), reject })),
      ),
    },
    actions: {
      submitSearch: (_, { search }) => void sent.push(search),
      notifyInvalid: (_, { refusal }) => void flashed.push(refusal),
    },
  });
  const actor = createActor(machine, { input }).start();
  const settled = () => vi.waitFor(() => expect(actor.getSnapshot().matches('processing')).toBe(false));
  return {
    actor,
    checks,
    sent,
    flashed,
    settled,
    state: () => actor.getSnapshot().value,
    busy: () => actor.getSnapshot().hasTag('busy'),
  };
}

describe('booking widget: Search (product.md §2.1, §1.3)', () => {
  const twoRooms = { ...stay, rooms: [room(2), room(1, 1, [6])], code: 'SPRING' };

  it('disables Search while the search is checked, then sends the GET form once with what the guest chose', async () => {
    const w = searching(twoRooms);
    expect(w.busy()).toBe(false);
    w.actor.send({ type: 'search.submit' });
    expect(w.state()).toBe('processing');
    expect(w.busy()).toBe(true);
    expect(w.checks.map((check) => check.search)).toEqual([
      { from: '2027-05-03', to: '2027-05-06', rooms: [room(2), room(1, 1, [6])], code: 'SPRING' },
    ]);
    expect(w.sent).toEqual([]);
    w.checks[0].resolve();
    await w.settled();
    // The page is leaving for the rooms: Search stays disabled.
    expect(w.state()).toBe('submitted');
    expect(w.busy()).toBe(true);
    expect(w.actor.getSnapshot().status).toBe('done');
    expect(w.sent).toEqual([
      { from: '2027-05-03', to: '2027-05-06', rooms: [room(2), room(1, 1, [6])], code: 'SPRING' },
    ]);
    expect(w.flashed).toEqual([]);
  });

  it('checks a double click once', () => {
    const w = searching();
    w.actor.send({ type: 'search.submit' });
    w.actor.send({ type: 'search.submit' });
    expect(w.checks).toHaveLength(1);
  });

  it("flashes 'Age missing' when a kid has no age, before whatever else the check refused, and sends nothing", async () => {
    const w = searching({ ...stay, rooms: [room(2), room(2, 2, [4, null])] });
    w.actor.send({ type: 'search.submit' });
    w.checks[0].reject(new Error('Choose dates within the season.'));
    await w.settled();
    expect(w.state()).toBe('invalid');
    expect(w.busy()).toBe(false);
    expect(w.actor.getSnapshot().context.refusal).toEqual({ reason: 'ageMissing' });
    expect(w.flashed).toEqual([{ reason: 'ageMissing' }]);
    expect(w.sent).toEqual([]);
  });

  it("with every age chosen, flashes the rule's own message", async () => {
    const w = searching({ ...stay, rooms: [room(2, 1, [0])] });
    w.actor.send({ type: 'search.submit' });
    w.checks[0].reject(new Error('Choose dates within the season.'));
    await w.settled();
    expect(w.flashed).toEqual([{ reason: 'rule', message: 'Choose dates within the season.' }]);
    expect(w.actor.getSnapshot().context.refusal).toEqual({
      reason: 'rule',
      message: 'Choose dates within the season.',
    });
  });

  it('reads a refusal that is not an Error as its text', async () => {
    const w = searching();
    w.actor.send({ type: 'search.submit' });
    w.checks[0].reject('The stay is too long.');
    await w.settled();
    expect(w.flashed).toEqual([{ reason: 'rule', message: 'The stay is too long.' }]);
  });

  it('clears the refusal at the next edit, and the corrected search is sent', async () => {
    const w = searching({ ...stay, rooms: [room(2, 1, [null])] });
    w.actor.send({ type: 'search.submit' });
    w.checks[0].reject(new Error('Age missing'));
    await w.settled();
    w.actor.send({ type: 'age.change', index: 0, child: 0, age: 10 });
    expect(w.state()).toBe('editing');
    expect(w.actor.getSnapshot().context.refusal).toBeNull();
    w.actor.send({ type: 'search.submit' });
    w.checks[1].resolve();
    await w.settled();
    expect(w.sent).toEqual([{ ...stay, rooms: [room(2, 1, [10])], code: '' }]);
    expect(w.flashed).toEqual([{ reason: 'ageMissing' }]);
  });

  it('lets the guest press Search again straight after a refusal', async () => {
    const w = searching();
    w.actor.send({ type: 'search.submit' });
    w.checks[0].reject(new Error('The hotel is closed on those dates.'));
    await w.settled();
    w.actor.send({ type: 'search.submit' });
    expect(w.state()).toBe('processing');
    expect(w.checks).toHaveLength(2);
  });

  it('after a refusal, removing the only room changes nothing; adding one is an edit', async () => {
    const w = searching();
    w.actor.send({ type: 'search.submit' });
    w.checks[0].reject(new Error('The hotel is closed on those dates.'));
    await w.settled();
    w.actor.send({ type: 'room.remove', index: 0 });
    expect(w.state()).toBe('invalid');
    w.actor.send({ type: 'room.add' });
    expect(w.state()).toBe('editing');
    expect(w.actor.getSnapshot().context.rooms).toEqual([room(2), room(2)]);
  });
});
