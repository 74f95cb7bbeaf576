import {
  getInitialMicrosteps,
  getMicrosteps,
  getStateNodes,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';

// What a machine has (state nodes, transitions) and what one step of a path does to it.

export const pathOf = (node: AnyStateNode) => node.path.join('.') || '(machine)';

export const shortEvent = (type: string) =>
  type
    .replace(/^xstate\.done\.actor\./, 'done:')
    .replace(/^xstate\.error\.actor\./, 'error:')
    .replace(/^xstate\.after\.([^.]+)\..*$/, 'after $1ms');

/** 'submitting --done:submit--> succeeded', 'failed --field.edit--> (self)', 'choosing --always#2--> login'. */
export function transitionId(t: AnyTransitionDefinition, index: number, count: number): string {
  const targets = t.target?.length ? t.target.map(pathOf).join(',') : '(self)';
  const event = t.eventType === '' ? 'always' : shortEvent(t.eventType);
  return `${pathOf(t.source)} --${event}${count > 1 ? `#${index + 1}` : ''}--> ${targets}`;
}

export function allNodes(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    out.push(node);
    Object.values(node.states).forEach((child) => visit(child as AnyStateNode));
  };
  visit(machine.root);
  return out;
}

export const allStateIds = (machine: AnyStateMachine) =>
  allNodes(machine)
    .filter((n) => n !== machine.root)
    .map(pathOf);

export type TransitionTable = Map<AnyTransitionDefinition, string>;

/** Every transition (events, invoke done/error, `after`, `always`) with the id it is reported under. */
export function transitionTable(machine: AnyStateMachine): TransitionTable {
  const table: TransitionTable = new Map();
  for (const node of allNodes(machine)) {
    for (const defs of node.transitions.values()) defs.forEach((t, i) => table.set(t, transitionId(t, i, defs.length)));
    (node.always ?? []).forEach((t, i, all) => table.set(t, transitionId(t, i, all.length)));
  }
  return table;
}

export const activeIds = (machine: AnyStateMachine, snapshot: AnyMachineSnapshot) =>
  getStateNodes(machine.root, snapshot.value)
    .filter((n) => n !== machine.root)
    .map(pathOf);

export interface StepEffects {
  /** Transitions taken: the event's own, then the eventless ones between microsteps. */
  transitionIds: string[];
  /** States active at any microstep, transient ones included (a state left at once by `always`). */
  visitedIds: string[];
}

/** What one step does: from `before` on `event`, or (before = null) the start with `input`. */
export function stepEffects(
  machine: AnyStateMachine,
  table: TransitionTable,
  before: AnyMachineSnapshot | null,
  event: EventObject,
  input?: unknown,
): StepEffects {
  const transitionIds: string[] = [];
  if (before)
    for (const t of machine.getTransitionData(before, event)) transitionIds.push(table.get(t) ?? transitionId(t, 0, 1));
  const micro = (before ? getMicrosteps(machine, before, event) : getInitialMicrosteps(machine, input as never)).map(
    ([s]) => s,
  );
  const visited = new Set(micro.flatMap((s) => activeIds(machine, s)));
  for (let k = 1; k < micro.length; k++) {
    const fromIds = new Set(activeIds(machine, micro[k - 1]));
    const toIds = new Set(activeIds(machine, micro[k]));
    for (const [t, id] of table) {
      if (t.eventType !== '' || !fromIds.has(pathOf(t.source))) continue;
      if ((t.target ?? []).every((n) => toIds.has(pathOf(n)))) transitionIds.push(id);
    }
  }
  return { transitionIds, visitedIds: [...visited] };
}
