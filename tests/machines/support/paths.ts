import { getNextSnapshot, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { getShortestPaths, getSimplePaths, type StatePath } from 'xstate/graph';
import { coverageOf } from './coverage';
import { noteDataDifferences } from './pathData';
import { activeIds, allStateIds, shortEvent, stepEffects, transitionTable, type TransitionTable } from './machineGraph';

// The pure half of the model-based harness: plans the paths of a machine with xstate/graph and
// says which states and transitions each path walks. walk.ts replays a path through handlers;
// the browser half (tests/e2e/support/modelHarness.ts) turns each path into a Playwright test.

/** A sample event: its type plus whatever payload the machine reads (values, output, error...). */
export type SampleEvent = EventObject & Record<string, unknown>;

export interface ModelInput {
  /** Shown in the path titles: '[register]'. */
  label: string;
  input: unknown;
}

export interface PlanOptions {
  machine: AnyStateMachine;
  /** Name in the coverage table (one machine can be walked in several places). Default: machine id. */
  name?: string;
  /** Sample events, including `xstate.done.actor.<id>` (with `output`), `xstate.error.actor.<id>` (with `error`), `xstate.after.<ms>.<state id>`. */
  events: readonly SampleEvent[] | ((snapshot: AnyMachineSnapshot) => readonly SampleEvent[]);
  /** 'simple' (default): every simple path; 'shortest': one shortest path per reachable state. */
  strategy?: 'simple' | 'shortest';
  /** Keeps only the paths it returns true for (before walks to what they miss are added back). */
  filter?: (path: ModelPath) => boolean;
  /** At most this many paths, shortest first (before walks to what they miss are added back). */
  limit?: number;
  /** The machine's input. */
  input?: unknown;
  /** Several starts, each traversed (e.g. a dialog opened in login or in register mode). */
  inputs?: ModelInput[];
  /**
   * Starts that walk the same graph (the screen in each language): the paths are planned once
   * and take turns through them, so every path is walked once and every start is walked.
   */
  turns?: ModelInput[];
  /** What makes two snapshots the same state for the traversal. Default: value and context. */
  serializeState?: (snapshot: AnyMachineSnapshot) => string;
  /**
   * States or transitions (ids as in the coverage table) that this use of the machine cannot take,
   * with the reason: paths through them are dropped and the coverage check does not ask for them.
   */
  exclude?: Record<string, string>;
}

export interface ModelStep {
  event: EventObject;
  /** The snapshot after `event` (for step 0, `xstate.init`: the initial snapshot). */
  state: AnyMachineSnapshot;
  /** State nodes active in `state` (dotted paths, outer first): their screens are asserted. */
  stateIds: string[];
  /** State nodes this step passed through, transient ones included: counted as walked. */
  visitedIds: string[];
  /** Transitions this step takes (ids as in the coverage table). */
  transitionIds: string[];
}

export interface ModelPath {
  /** Unique within the plan: '#03 editing → form.submit → submitting'. */
  title: string;
  /** The start it belongs to, when the plan has several `inputs`. */
  input?: ModelInput;
  steps: ModelStep[];
  /** Set when other paths of the plan take the same steps: the data this one sends (pathData.ts). */
  differsBy?: string;
}

export interface ModelPlan {
  name: string;
  machineId: string;
  /** Every state node of the machine (dotted path below the root). */
  states: string[];
  /** Every transition of the machine, including invoke done/error, `after` and `always`. */
  transitions: string[];
  paths: ModelPath[];
  /** Excluded state or transition ids and why (from the options). */
  excluded: Record<string, string>;
}

function toModelPath(
  machine: AnyStateMachine,
  table: TransitionTable,
  raw: StatePath<AnyMachineSnapshot, EventObject>,
  start: ModelInput | undefined,
): ModelPath {
  const steps: ModelStep[] = raw.steps.map((s, i) => ({
    event: s.event,
    state: s.state,
    stateIds: activeIds(machine, s.state),
    ...stepEffects(machine, table, i === 0 ? null : raw.steps[i - 1].state, s.event, start?.input),
  }));
  return { title: '', input: start, steps };
}

const stepKey = (s: ModelStep, serialize: (s: AnyMachineSnapshot) => string) =>
  `${JSON.stringify(s.event)}>${serialize(s.state)}`;

/** Drops every path that is the beginning of a longer one: walking the longer one walks it too. */
function maximalPaths(paths: ModelPath[], serialize: (s: AnyMachineSnapshot) => string): ModelPath[] {
  const keyed = paths.map((p) => ({
    p,
    key: `${p.input?.label}|${p.steps.map((s) => stepKey(s, serialize)).join('|')}`,
  }));
  return keyed
    .filter(
      ({ key }, i) =>
        !keyed.some((other, j) => j !== i && other.key.length > key.length && other.key.startsWith(`${key}|`)),
    )
    .map(({ p }) => p);
}

const defaultSerialize = (s: AnyMachineSnapshot) => JSON.stringify({ value: s.value, context: s.context });

/**
 * The machine with its own actions (which by convention throw 'provide ...') made harmless, so the
 * traversal can run them; built-in actions (assign, raise, sendParent...) stay as they are.
 */
function withHarmlessActions(machine: AnyStateMachine): AnyStateMachine {
  const actions = Object.fromEntries(
    Object.entries(machine.implementations.actions ?? {})
      .filter(([, impl]) => typeof impl === 'function' && !('resolve' in impl))
      .map(([name]) => [name, () => {}]),
  );
  return machine.provide({ actions } as never);
}

/** Enumerates the paths to walk and what the machine has to walk. */
export function planModel(options: PlanOptions): ModelPlan {
  const machine = withHarmlessActions(options.machine);
  const serialize = options.serializeState ?? defaultSerialize;
  const table = transitionTable(machine);
  const excluded = options.exclude ?? {};
  const starts: (ModelInput | undefined)[] = options.turns
    ? [options.turns[0]]
    : (options.inputs ?? [options.input === undefined ? undefined : { label: '', input: options.input }]);
  const eventsAt = (s: AnyMachineSnapshot) =>
    typeof options.events === 'function' ? options.events(s) : options.events;
  // Only events the state takes: an actor's error event sent where no actor runs would break the machine.
  const enabledEvents = (s: AnyMachineSnapshot) =>
    eventsAt(s).filter((e) => machine.getTransitionData(s, e).length > 0);
  const traverse = (generator: typeof getSimplePaths, start: ModelInput | undefined) =>
    generator(machine, {
      events: enabledEvents as never,
      input: start?.input as never,
      serializeState: ((s: AnyMachineSnapshot) => `${s.status}|${serialize(s)}`) as never,
      // A machine that reached a final state takes no more events.
      stopWhen: ((s: AnyMachineSnapshot) => s.status !== 'active') as never,
    }).map((p) => toModelPath(machine, table, p as never, start));
  const shortest = starts.flatMap((start) => traverse(getShortestPaths, start));
  const raw = options.strategy === 'shortest' ? shortest : starts.flatMap((start) => traverse(getSimplePaths, start));

  const allowed = (p: ModelPath) =>
    !p.steps.some((s) => [...s.visitedIds, ...s.transitionIds].some((id) => id in excluded)) &&
    (options.filter?.(p) ?? true);
  const paths = maximalPaths(raw.filter(allowed), serialize)
    .sort((a, b) => a.steps.length - b.steps.length)
    .slice(0, options.limit ?? Infinity);

  // Add back the shortest walk to any state or transition the kept paths miss (self-loops that leave
  // the snapshot unchanged are never in a simple path; a filter or limit may have dropped others).
  const base = { name: '', states: allStateIds(machine), transitions: [...table.values()], excluded };
  const missing = () => coverageOf({ ...base, paths }, paths);
  for (const prefix of shortest.filter(allowed)) {
    const last = prefix.steps[prefix.steps.length - 1];
    if (last.visitedIds.some((id) => missing().states.missing.includes(id))) paths.push(prefix);
    if (last.state.status !== 'active') continue;
    for (const event of enabledEvents(last.state)) {
      const effects = stepEffects(machine, table, last.state, event);
      if (!effects.transitionIds.some((id) => missing().transitions.missing.includes(id))) continue;
      const state = getNextSnapshot(machine, last.state, event);
      const extended: ModelPath = {
        ...prefix,
        steps: [...prefix.steps, { event, state, stateIds: activeIds(machine, state), ...effects }],
      };
      if (allowed(extended)) paths.push(extended);
    }
  }

  // A walk added above may extend a kept path: keep only the longer one.
  const final = maximalPaths(paths, serialize);
  if (options.turns) final.forEach((p, i) => (p.input = options.turns![i % options.turns!.length]));
  final.forEach((p, i) => (p.title = `#${String(i + 1).padStart(2, '0')} ${describePath(p)}`));
  noteDataDifferences(final);
  return { ...base, name: options.name ?? machine.id, machineId: machine.id, paths: final };
}

/** 'editing', 'availability.loading', or 'a.x+b.y' for parallel regions. */
function valueText(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) =>
      child && (typeof child === 'string' || Object.keys(child).length) ? `${key}.${valueText(child)}` : key,
    )
    .join('+');
}
const leafValue = (s: AnyMachineSnapshot) => valueText(s.value);

/** '[register] register → mode.login → login'. */
export function describePath(path: ModelPath): string {
  const walk = path.steps
    .map((s, i) => (i === 0 ? leafValue(s.state) : `${shortEvent(s.event.type)} → ${leafValue(s.state)}`))
    .join(' → ');
  return path.input?.label ? `[${path.input.label}] ${walk}` : walk;
}

export * from './coverage';
export * from './walk';
