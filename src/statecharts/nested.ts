import type { Chart, ChartState, ChartTransition } from './chart';

/**
 * The chart as drawn: each invoked child machine (the card payment of booking, deposit, day spa
 * and checkout; the login and registration forms of auth) inside the state that invokes it, as a
 * box 'invoke cardPayment' holding the child's own states and transitions. Their ids and paths
 * carry the invoking state's, so they never meet the parent's: live mode and the stepper match
 * the parent's snapshot only (the child's own chart shows its live state). Exports keep the plain chart.
 */

/** Marks a drawn state or transition that belongs to an invoked child. */
export const INVOKED = '/';

const MAX_DEPTH = 2;

export function withInvokedCharts(chart: Chart, chartOf: (machineId: string) => Chart | undefined, depth = 0): Chart {
  if (depth >= MAX_DEPTH) return chart;
  const states: ChartState[] = [];
  const transitions: ChartTransition[] = [...chart.transitions];
  for (const state of chart.states) {
    states.push(state);
    for (const invoke of state.invokes) {
      const child = invoke.machineId ? chartOf(invoke.machineId) : undefined;
      if (!child) continue;
      const drawn = withInvokedCharts(child, chartOf, depth + 1);
      const boxId = `${state.id}${INVOKED}${invoke.id}`;
      const boxPath = `${state.path ? `${state.path}.` : ''}${INVOKED}${invoke.id}`;
      const rootId = drawn.states[0].id;
      const id = (childId: string) => (childId === rootId ? boxId : `${boxId}${INVOKED}${childId}`);
      const path = (childPath: string) => (childPath ? `${boxPath}.${childPath}` : boxPath);
      for (const s of drawn.states) {
        states.push({
          ...s,
          id: id(s.id),
          key: s.id === rootId ? `invoke ${invoke.src}` : s.key,
          path: path(s.path),
          parentId: s.parentId === null ? state.id : id(s.parentId),
          initial: s.id === rootId ? false : s.initial,
          invokes: [],
          handled: s.handled.map((t) => ({ ...t, id: `${boxId}|${t.id}`, source: id(t.source), invoked: true })),
          invokedBy: invoke.src,
        });
      }
      for (const t of drawn.transitions)
        transitions.push({
          ...t,
          id: `${boxId}|${t.id}`,
          source: id(t.source),
          targets: t.targets.map(id),
          invoked: true,
        });
    }
  }
  // The invoking state's own line 'invoke x' goes where the box says it (stateLines skips drawn invokes).
  const drawnIn = (s: ChartState) =>
    s.invokes.map((i) => (i.machineId && chartOf(i.machineId) ? { ...i, drawn: true } : i));
  return { ...chart, states: states.map((s) => (s.invokedBy ? s : { ...s, invokes: drawnIn(s) })), transitions };
}
