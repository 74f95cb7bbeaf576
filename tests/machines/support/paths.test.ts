import { describe, expect, it } from 'vitest';
import { assign, fromPromise, setup } from 'xstate';
import { coverageOf, formatCoverage, isComplete, planModel, walkPath } from './paths';

// The harness itself: what it plans, what it counts, and that the coverage check fails when a
// machine has a state or transition no walk takes.

const door = setup({
  types: {
    context: {} as { knocks: number },
    events: {} as { type: 'door.open' } | { type: 'door.close' } | { type: 'door.knock' },
  },
  actors: { lock: fromPromise(async () => 'locked') },
  actions: {
    ring: () => {
      throw new Error('provide ring');
    },
  },
}).createMachine({
  id: 'door',
  context: { knocks: 0 },
  initial: 'closed',
  states: {
    closed: { on: { 'door.open': 'open', 'door.knock': { actions: 'ring' } } },
    open: { on: { 'door.close': 'locking' } },
    locking: { invoke: { id: 'lock', src: 'lock', onDone: 'closed', onError: 'jammed' } },
    jammed: { after: { 500: 'closed' } },
    bricked: { description: 'no event leads here' },
  },
});

const doorEvents = [
  { type: 'door.open' },
  { type: 'door.close' },
  { type: 'door.knock' },
  { type: 'xstate.done.actor.lock', output: 'locked' },
  { type: 'xstate.error.actor.lock', error: new Error('stuck') },
  { type: 'xstate.after.500.door.jammed' },
];

describe('planModel', () => {
  const plan = planModel({ machine: door, events: doorEvents, serializeState: (s) => JSON.stringify(s.value) });

  it('lists every state and transition of the machine, invoke and after included', () => {
    expect(plan.states).toEqual(['closed', 'open', 'locking', 'jammed', 'bricked']);
    expect(plan.transitions).toEqual([
      'closed --door.open--> open',
      'closed --door.knock--> (self)',
      'open --door.close--> locking',
      'locking --done:lock--> closed',
      'locking --error:lock--> jammed',
      'jammed --after 500ms--> closed',
    ]);
  });

  it('walks self-loops that simple paths leave out, and no path is the beginning of another', () => {
    const titles = plan.paths.map((p) => p.title.replace(/^#\d+ /, ''));
    expect(titles).toContain('closed → door.knock → closed');
    for (const a of titles) for (const b of titles) if (a !== b) expect(b.startsWith(`${a} →`)).toBe(false);
  });

  it('fails the coverage check for a state no event reaches, and names it', () => {
    const coverage = coverageOf(plan, plan.paths);
    expect(isComplete(coverage)).toBe(false);
    expect(coverage.states.missing).toEqual(['bricked']);
    expect(formatCoverage([coverage])).toContain('state not walked: bricked');
  });

  it('counts a transition as walked only when a walked path takes it', () => {
    const withoutError = plan.paths.filter((p) => !p.steps.some((s) => s.event.type === 'xstate.error.actor.lock'));
    const coverage = coverageOf(plan, withoutError);
    expect(coverage.transitions.missing).toEqual(['locking --error:lock--> jammed', 'jammed --after 500ms--> closed']);
  });

  it('drops paths through excluded states or transitions and does not ask for them', () => {
    const excluded = planModel({
      machine: door,
      events: doorEvents,
      serializeState: (s) => JSON.stringify(s.value),
      exclude: {
        bricked: 'unreachable on purpose',
        'locking --error:lock--> jammed': 'the lock never jams here',
        jammed: 'idem',
        'jammed --after 500ms--> closed': 'idem',
      },
    });
    expect(excluded.paths.some((p) => p.steps.some((s) => s.stateIds.includes('jammed')))).toBe(false);
    const coverage = coverageOf(excluded, excluded.paths);
    expect(isComplete(coverage)).toBe(true);
    expect(coverage.states.excluded).toEqual(['jammed', 'bricked']);
  });

  it('traverses each input and counts transient states left by always', () => {
    const gate = setup({ types: { input: {} as { fast: boolean }, context: {} as { fast: boolean } } }).createMachine({
      id: 'gate',
      context: ({ input }) => ({ fast: input.fast }),
      initial: 'deciding',
      states: {
        deciding: { always: [{ guard: ({ context }) => context.fast, target: 'fast' }, { target: 'slow' }] },
        fast: {},
        slow: { on: { hurry: { target: 'fast', actions: assign({ fast: true }) } } },
      },
    });
    const gatePlan = planModel({
      machine: gate,
      events: [{ type: 'hurry' }],
      inputs: [
        { label: 'fast', input: { fast: true } },
        { label: 'slow', input: { fast: false } },
      ],
    });
    expect(gatePlan.paths.map((p) => p.title)).toEqual(['#01 [fast] fast', '#02 [slow] slow → hurry → fast']);
    expect(isComplete(coverageOf(gatePlan, gatePlan.paths))).toBe(true);
  });
});

describe('planModel with turns', () => {
  it('plans the paths once and deals them out to the starts in turn', () => {
    const once = planModel({ machine: door, events: doorEvents, serializeState: (s) => JSON.stringify(s.value) });
    const turns = planModel({
      machine: door,
      events: doorEvents,
      serializeState: (s) => JSON.stringify(s.value),
      turns: ['it', 'en', 'de'].map((label) => ({ label, input: undefined })),
    });
    expect(once.paths.length).toBe(3);
    expect(turns.paths.map((p) => p.input?.label)).toEqual(['it', 'en', 'de']);
    expect(turns.paths.map((p) => p.title.replace(/^#\d+ \[\w+\] /, ''))).toEqual(
      once.paths.map((p) => p.title.replace(/^#\d+ /, '')),
    );
    expect(turns.paths[1].title).toMatch(/^#02 \[en\] /);
  });
});

describe('walkPath', () => {
  const plan = planModel({ machine: door, events: doorEvents, serializeState: (s) => JSON.stringify(s.value) });
  const path = plan.paths.find((p) => p.steps.length > 2)!;

  it('asserts each state and drives each event in order, with the next event in view', async () => {
    const log: string[] = [];
    await walkPath({}, path, {
      states: Object.fromEntries(plan.states.map((s) => [s, () => void log.push(`see ${s}`)])),
      events: Object.fromEntries(
        doorEvents.map((e) => [e.type, (_h, event, ctx) => void log.push(`do ${event.type} then ${ctx.next?.type}`)]),
      ),
    });
    expect(log[0]).toBe('see closed');
    expect(log[1]).toBe('do door.open then door.close');
    expect(log).toHaveLength(path.steps.length * 2 - 1);
  });

  it('fails on a state without a screen assertion', async () => {
    await expect(walkPath({}, path, { states: {}, events: {} })).rejects.toThrow(
      "No screen assertion for state 'closed'",
    );
  });
});
