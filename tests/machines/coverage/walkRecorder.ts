import { afterEach, beforeEach, vi } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, AnyTransitionDefinition, InspectionEvent, Observer } from 'xstate';
import { activeIds, pathOf, transitionId } from '../support/machineGraph';
import type { Walked } from './records';

// A vitest setup file (unit project, see vitest.config.ts): every actor a test of tests/machines
// creates is inspected (XState's `inspect` option), and the states it entered and the transitions
// it took are attached to the test's meta, read back by the global teardown (vitestRun.ts).
// Hand-written scenarios count as walks this way, not only the generated paths.

let current: Map<string, { states: Set<string>; transitions: Set<string> }> | null = null;

const slot = (machineId: string) => {
  let walked = current!.get(machineId);
  if (!walked) current!.set(machineId, (walked = { states: new Set(), transitions: new Set() }));
  return walked;
};

/** The id of a transition as machineGraph.ts reports it: its place among its source's transitions. */
function idOf(t: AnyTransitionDefinition): string {
  const siblings = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return transitionId(t, Math.max(0, siblings.indexOf(t)), siblings.length || 1);
}

function record(event: InspectionEvent) {
  if (!current || (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot')) return;
  const snapshot = event.snapshot as AnyMachineSnapshot;
  const machine = snapshot?.machine as AnyStateMachine | undefined;
  if (!machine?.root) return; // a promise or callback actor
  const walked = slot(machine.id);
  activeIds(machine, snapshot).forEach((id) => walked.states.add(id));
  if (event.type !== '@xstate.microstep') return;
  for (const t of (event as { _transitions?: AnyTransitionDefinition[] })._transitions ?? []) {
    walked.transitions.add(idOf(t));
    // A state left at once by an eventless transition is in no settled snapshot; it was entered all the same.
    if (t.source !== machine.root) walked.states.add(pathOf(t.source));
  }
}

vi.mock('xstate', async (importOriginal) => {
  const xstate = await importOriginal<typeof import('xstate')>();
  const createActor = ((
    logic: Parameters<typeof xstate.createActor>[0],
    options?: { inspect?: Observer<InspectionEvent> | ((e: InspectionEvent) => void) },
  ) => {
    const own = options?.inspect;
    const inspect = (e: InspectionEvent) => {
      record(e);
      if (typeof own === 'function') own(e);
      else own?.next?.(e);
    };
    return xstate.createActor(logic, { ...options, inspect } as never);
  }) as unknown as typeof xstate.createActor;
  return { ...xstate, createActor };
});

beforeEach(({ task }) => {
  current = task.file.filepath.includes('/tests/machines/') ? new Map() : null;
});

afterEach(({ task }) => {
  if (!current?.size) return;
  const walks: Record<string, Walked> = {};
  for (const [id, w] of current) walks[id] = { states: [...w.states], transitions: [...w.transitions] };
  task.meta.machineWalks = walks;
  current = null;
});
