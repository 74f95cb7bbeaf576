import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk-api';
import type { Chart, ChartState, ChartTransition } from './chart';

/**
 * From a chart to ELK's input (nested nodes, one edge per transition target, labels sized) and
 * from ELK's answer to what React Flow draws. ELK places children relative to their parent,
 * which is React Flow's `parentId` convention too; edge routes are relative to the edge's
 * `container` and are made absolute here.
 */

const CHAR_WIDTH = 7.4;
// Labels are drawn at 13 px like the states (viewport.ts: readable at the opening zoom).
const LABEL_CHAR_WIDTH = 7.4;
const LINE_HEIGHT = 18;
const HEADER_HEIGHT = 34;
const PADDING = 12;

/** The lines an atomic or final state shows under its name (the node component draws the same). */
export function stateLines(state: ChartState): string[] {
  return [
    ...(state.tags.length ? [state.tags.map((tag) => `#${tag}`).join(' ')] : []),
    ...state.invokes.filter((invoke) => !invoke.drawn).map((invoke) => `invoke ${invoke.src}`),
    ...state.handled.map((transition) => transition.label),
  ];
}

function stateSize(state: ChartState): { width: number; height: number } {
  const lines = stateLines(state);
  const longest = Math.max(state.key.length + 2, ...lines.map((line) => line.length));
  return {
    width: Math.ceil(longest * CHAR_WIDTH + 2 * PADDING),
    height: HEADER_HEIGHT + lines.length * LINE_HEIGHT + (lines.length ? 8 : 0),
  };
}

const isContainer = (state: ChartState, chart: Chart) => chart.states.some((other) => other.parentId === state.id);

export const edgeId = (transition: ChartTransition, target: string) => `${transition.id}->${target}`;

export const ELK_ROOT = '__elk_root__';

export function toElkGraph(chart: Chart): ElkNode {
  const nodeOf = (state: ChartState): ElkNode => {
    if (!isContainer(state, chart)) return { id: state.id, ...stateSize(state) };
    const lines = stateLines(state).length;
    return {
      id: state.id,
      layoutOptions: {
        'elk.padding': `[top=${HEADER_HEIGHT + lines * LINE_HEIGHT + PADDING},left=${PADDING},bottom=${PADDING},right=${PADDING}]`,
      },
      children: chart.states.filter((child) => child.parentId === state.id).map(nodeOf),
    };
  };
  const root = chart.states.find((state) => state.parentId === null);
  const edges: ElkExtendedEdge[] = chart.transitions.flatMap((transition) =>
    transition.targets.map((target) => ({
      id: edgeId(transition, target),
      sources: [transition.source],
      targets: [target],
      labels: [
        {
          id: `${edgeId(transition, target)}#label`,
          text: transition.label,
          width: Math.ceil(transition.label.length * LABEL_CHAR_WIDTH + 8),
          height: 20,
        },
      ],
    })),
  );
  return {
    id: ELK_ROOT,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.edgeRouting': 'ORTHOGONAL',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.placement': 'CENTER',
    },
    children: root ? [nodeOf(root)] : [],
    edges,
  };
}

export interface Point {
  x: number;
  y: number;
}

export interface PlacedState {
  id: string;
  parentId: string | null;
  /** Relative to the parent (React Flow's convention for child nodes). */
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PlacedEdge {
  id: string;
  transitionId: string;
  source: string;
  target: string;
  /** Absolute points of the route, start to end. */
  points: Point[];
  /** Absolute centre of the label. */
  label: Point | null;
}

export interface Placement {
  states: PlacedState[];
  edges: PlacedEdge[];
  width: number;
  height: number;
}

/** ELK's answer as React Flow positions: nodes relative to their parent, edges absolute. */
export function fromElkLayout(chart: Chart, laidOut: ElkNode): Placement {
  const states: PlacedState[] = [];
  const offsets = new Map<string, Point>([[ELK_ROOT, { x: 0, y: 0 }]]);
  const walk = (node: ElkNode, parentId: string | null, origin: Point) => {
    for (const child of node.children ?? []) {
      const at = { x: origin.x + (child.x ?? 0), y: origin.y + (child.y ?? 0) };
      offsets.set(child.id, at);
      states.push({
        id: child.id,
        parentId,
        x: child.x ?? 0,
        y: child.y ?? 0,
        width: child.width ?? 0,
        height: child.height ?? 0,
      });
      walk(child, child.id, at);
    }
  };
  walk(laidOut, null, { x: 0, y: 0 });
  const transitionOf = new Map(
    chart.transitions.flatMap((t) => t.targets.map((target) => [edgeId(t, target), t] as const)),
  );
  const edges: PlacedEdge[] = (laidOut.edges ?? []).flatMap((edge) => {
    const transition = transitionOf.get(edge.id);
    if (!transition) return [];
    const container = (edge as ElkExtendedEdge & { container?: string }).container ?? ELK_ROOT;
    const origin = offsets.get(container) ?? { x: 0, y: 0 };
    const shift = (p: Point) => ({ x: p.x + origin.x, y: p.y + origin.y });
    const points = (edge.sections ?? []).flatMap((section) =>
      [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift),
    );
    const label = edge.labels?.[0];
    return [
      {
        id: edge.id,
        transitionId: transition.id,
        source: edge.sources[0],
        target: edge.targets[0],
        points,
        label: label
          ? shift({ x: (label.x ?? 0) + (label.width ?? 0) / 2, y: (label.y ?? 0) + (label.height ?? 0) / 2 })
          : null,
      },
    ];
  });
  return { states, edges, width: laidOut.width ?? 0, height: laidOut.height ?? 0 };
}
