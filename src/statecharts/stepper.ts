import {
  getInitialSnapshot,
  getNextSnapshot,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
} from 'xstate';
import { activePaths, transitionId, type Chart } from './chart';

/**
 * Stepping through a machine by hand in the visualiser: the designer sends the events the current
 * state takes, one at a time, without any server, page or timer. Pure: XState's own transition
 * functions on the machine with its effects (the view's actions: navigate, store, notify) made
 * harmless, so no invoked actor runs and nothing leaves the visualiser.
 */

/** What a machine needs to start where its context is built from its input; {} for the others. */
const SAMPLE_INPUTS: Record<string, unknown> = {
  booking: {
    search: {
      arrival: '2027-06-16',
      departure: '2027-06-18',
      code: '',
      rooms: [{ adults: 2, children: 0, childrenAges: [] }],
    },
    openedOn: 'rooms',
    customer: null,
  },
  pageEditor: { pageId: 1 },
};

export interface Stepping {
  machine: AnyStateMachine;
  snapshot: AnyMachineSnapshot;
  /** The chart transitions the last step took (outlined like live mode's last step). */
  last: string[];
  /** Why the last event could not be taken (it needs data a hand-sent event does not carry). */
  problem: string | null;
}

/** The view's actions as no-ops (built-in ones such as assign and raise stay): a hand step has no effects. */
function harmless(machine: AnyStateMachine): AnyStateMachine {
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions ?? {})
      .filter(([, impl]) => typeof impl === 'function' && !('resolve' in impl))
      .map(([name]) => [name, () => {}]),
  );
  return machine.provide({ actions } as never);
}

/** The machine in its initial state (the reset). */
export function startStepping(original: AnyStateMachine): Stepping {
  const machine = harmless(original);
  const snapshot = getInitialSnapshot(machine, (SAMPLE_INPUTS[original.id] ?? {}) as never) as AnyMachineSnapshot;
  return { machine, snapshot, last: [], problem: snapshot.status === 'error' ? String(snapshot.error) : null };
}

export interface EnabledEvent {
  eventType: string;
  /** As the chart writes it: 'pay.submit', 'after 1000 ms', 'done: cardPayment'. */
  label: string;
  /** False when every transition for it is guarded off in the current state. */
  enabled: boolean;
}

const takes = (stepping: Stepping, eventType: string): AnyTransitionDefinition[] => {
  try {
    return stepping.machine.getTransitionData(stepping.snapshot as never, {
      type: eventType,
    }) as AnyTransitionDefinition[];
  } catch {
    return []; // a guard that reads the event's data
  }
};

/** The events the active states handle (their transitions, delays and actor results), once each, outer states first. */
export function eventsNow(chart: Chart, stepping: Stepping): EnabledEvent[] {
  if (stepping.snapshot.status !== 'active') return [];
  const active = activePaths(stepping.snapshot.value);
  const sources = new Set(chart.states.filter((s) => active.has(s.path)).map((s) => s.id));
  const seen = new Map<string, EnabledEvent>();
  const all = [...chart.transitions, ...chart.states.flatMap((s) => s.handled)];
  for (const state of chart.states.filter((s) => sources.has(s.id))) {
    for (const t of all.filter((x) => x.source === state.id && x.kind !== 'always' && !seen.has(x.eventType))) {
      seen.set(t.eventType, {
        eventType: t.eventType,
        label: t.event,
        enabled: takes(stepping, t.eventType).length > 0,
      });
    }
  }
  return [...seen.values()];
}

/** The chart id of a transition XState took: its source, event and place among the source's transitions for it. */
function chartIdOf(t: AnyTransitionDefinition): string {
  const siblings = t.source.transitions.get(t.eventType) ?? [];
  return transitionId(t.source.id, t.eventType, Math.max(0, siblings.indexOf(t)));
}

/** Sends one event by hand; an event whose transition needs data it does not carry leaves the state as it was, with the reason. */
export function stepWith(stepping: Stepping, eventType: string): Stepping {
  const taken = takes(stepping, eventType);
  try {
    const snapshot = getNextSnapshot(stepping.machine, stepping.snapshot as never, {
      type: eventType,
    }) as AnyMachineSnapshot;
    if (snapshot.status === 'error') throw snapshot.error;
    return { ...stepping, snapshot, last: taken.map(chartIdOf), problem: null };
  } catch (error) {
    return { ...stepping, last: [], problem: error instanceof Error ? error.message : String(error) };
  }
}

/** The current state as the chart names it: 'payment.form', 'a.x + b.y' for parallel regions. */
export function stateText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) =>
      typeof child === 'string' || (child && Object.keys(child).length) ? `${key}.${stateText(child)}` : key,
    )
    .join(' + ');
}
