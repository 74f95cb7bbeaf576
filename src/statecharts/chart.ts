import type { AnyStateMachine, AnyStateNode } from 'xstate';
import type { LiveTransition } from './live';

/**
 * A machine as the visualiser draws it, read from its state nodes (not `toDirectedGraph`, which
 * leaves out `always` transitions): every state with its nesting, kind, tags, description and
 * invoked actors, and every transition with its event, guard and delay.
 */
export interface ChartState {
  /** XState's state node id: 'booking.rooms.checking'. */
  id: string;
  key: string;
  /** Keys from the root, dot-joined: 'rooms.checking' ('' for the root), as a snapshot's value names it. */
  path: string;
  parentId: string | null;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The state its parent enters first. */
  initial: boolean;
  description: string | null;
  tags: string[];
  invokes: ChartInvoke[];
  /** Transitions without a target: the state handles these events where it is (actions only). */
  handled: ChartTransition[];
  /** Drawn inside its parent's state: the src of the invoke it belongs to (nested.ts). */
  invokedBy?: string;
}

export interface ChartInvoke {
  id: string;
  src: string;
  /** The invoked machine's id when it is a machine (the card payment child), else null. */
  machineId: string | null;
  /** Its chart is drawn inside the invoking state (nested.ts). */
  drawn?: boolean;
}

export type TransitionKind = 'event' | 'always' | 'after' | 'done' | 'error';

export interface ChartTransition {
  /** Unique in the chart: '<source>|<eventType>|<index among that source's transitions of this event>'. */
  id: string;
  source: string;
  targets: string[];
  kind: TransitionKind;
  /** XState's event type as the actor sees it: '' for `always`, 'xstate.after.<delay>.<state id>' for delays. */
  eventType: string;
  /** 'pay.submit', 'always', 'after 1200 ms', 'done: cardPayment', 'error: loadRates'. */
  event: string;
  guard: string | null;
  label: string;
  /** A transition of an invoked child, drawn inside its parent's state (nested.ts). */
  invoked?: boolean;
}

export interface Chart {
  machineId: string;
  /** In document order, parents before children; the machine's root first. */
  states: ChartState[];
  /** Transitions with a target. */
  transitions: ChartTransition[];
}

type TransitionLike = {
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  delay?: unknown;
};

function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string')
    return guard.type;
  return 'inline';
}

function delayText(machine: AnyStateMachine, delay: unknown): string {
  const named = typeof delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[delay] : delay;
  if (typeof named === 'number') return typeof delay === 'string' ? `${delay} (${named} ms)` : `${named} ms`;
  return String(delay);
}

function describeEvent(machine: AnyStateMachine, transition: TransitionLike, kind: TransitionKind): string {
  switch (kind) {
    case 'always':
      return 'always';
    case 'after':
      return `after ${delayText(machine, transition.delay)}`;
    case 'done':
      return `done: ${transition.eventType.slice('xstate.done.actor.'.length)}`;
    case 'error':
      return `error: ${transition.eventType.slice('xstate.error.actor.'.length)}`;
    default:
      return transition.eventType;
  }
}

function kindOf(eventType: string, afterEvents: Set<string>): TransitionKind {
  if (eventType === '') return 'always';
  if (afterEvents.has(eventType)) return 'after';
  if (eventType.startsWith('xstate.done.actor.')) return 'done';
  if (eventType.startsWith('xstate.error.actor.')) return 'error';
  return 'event';
}

function invokedMachineId(machine: AnyStateMachine, src: unknown): string | null {
  const logic = typeof src === 'string' ? (machine.implementations.actors as Record<string, unknown>)[src] : src;
  if (logic && typeof logic === 'object' && 'root' in logic && 'id' in logic && typeof logic.id === 'string')
    return logic.id;
  return null;
}

/** A transition's id in the chart: its source, its event and its place among the source's transitions for that event. */
export const transitionId = (source: string, eventType: string, index: number) => `${source}|${eventType}|${index}`;

/** The chart of a machine: its states and transitions, for drawing, exports and live highlighting. */
export function buildChart(machine: AnyStateMachine): Chart {
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [];

  const visit = (node: AnyStateNode, parent: AnyStateNode | null) => {
    const afterEvents = new Set(node.after.map((t) => t.eventType));
    const handled: ChartTransition[] = [];
    // Every transition of the node: `on` events, delays and actor results (all in `transitions`), then `always`.
    const groups: [string, readonly TransitionLike[]][] = [...node.transitions.entries()];
    if (node.always?.length) groups.push(['', node.always]);
    for (const [eventType, list] of groups) {
      list.forEach((raw, index) => {
        const kind = kindOf(eventType, afterEvents);
        const after = kind === 'after' ? node.after.find((t) => t.eventType === eventType) : undefined;
        const transition = { ...raw, eventType, delay: after?.delay };
        const event = describeEvent(machine, transition, kind);
        const guard = guardName(raw.guard);
        const targets = (raw.target ?? []).map((target) => target.id);
        const entry: ChartTransition = {
          id: transitionId(node.id, eventType, index),
          source: node.id,
          targets,
          kind,
          eventType,
          event,
          guard,
          label: guard ? `${event} [${guard}]` : event,
        };
        if (targets.length) transitions.push(entry);
        else handled.push(entry);
      });
    }
    const initialIds = parent?.initial?.target?.map((target: AnyStateNode) => target.id) ?? [];
    states.push({
      id: node.id,
      key: node.key,
      path: node.path.join('.'),
      parentId: parent?.id ?? null,
      type: node.type,
      initial: initialIds.includes(node.id),
      description: node.description ?? null,
      tags: [...node.tags],
      invokes: node.invoke.map((invoke) => ({
        id: invoke.id,
        src: typeof invoke.src === 'string' ? invoke.src : invoke.id,
        machineId: invokedMachineId(machine, invoke.src),
      })),
      handled,
    });
    for (const child of Object.values(node.states)) visit(child, node);
  };
  visit(machine.root, null);
  return { machineId: machine.id, states, transitions };
}

/**
 * The paths of the states a snapshot's value names, ancestors included: for
 * { rooms: 'choosing' }, '' (the root), 'rooms' and 'rooms.choosing'.
 */
export function activePaths(value: unknown): Set<string> {
  const out = new Set<string>(['']);
  const walk = (prefix: string, v: unknown) => {
    const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
    if (typeof v === 'string') out.add(at(v));
    else if (v && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        out.add(at(key));
        walk(at(key), child);
      }
    }
  };
  walk('', value);
  return out;
}

/**
 * The transitions of the chart that a live step took (as a journey's inspection reports them):
 * the one with the same source, event and place among the source's transitions for that event
 * (two may differ by their guard only). Every transition with a target is drawn
 * (tests/unit/statecharts/liveSteps.test.ts drives the journeys to check it).
 */
export function transitionsTaken(chart: Chart, taken: readonly LiveTransition[]): ChartTransition[] {
  return taken.flatMap((step) => {
    const id = transitionId(step.source, step.eventType, step.index);
    return chart.transitions.filter((t) => t.id === id && t.targets.join() === step.targets.join());
  });
}
