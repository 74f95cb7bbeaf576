import { useEffect, useMemo, useRef } from 'react';
import {
  BaseEdge,
  Controls,
  Handle,
  MarkerType,
  Position,
  ReactFlow,
  useReactFlow,
  type Edge,
  type EdgeProps,
  type Node,
  type NodeHandle,
  type NodeProps,
} from '@xyflow/react';
import { useLingui } from '@lingui/react/macro';
import type { Chart, ChartState, TransitionKind } from '../../statecharts/chart';
import { stateLines, type Placement, type Point } from '../../statecharts/layout';
import { absoluteBox, CHART_FONT_PX, initialViewport, LEGIBLE_ZOOM } from '../../statecharts/viewport';
import '@xyflow/react/dist/style.css';

type StateNodeData = { state: ChartState; container: boolean; active: boolean; chosen: boolean; lines: string[] };
type TransitionEdgeData = {
  points: Point[];
  label: Point | null;
  text: string;
  kind: TransitionKind;
  last: boolean;
  source: string;
  target: string;
  eventType: string;
  invoked: boolean;
};

function StateBox({ data }: NodeProps<Node<StateNodeData>>) {
  const { state, container, active, chosen, lines } = data;
  const classes = [
    'chart-state',
    `chart-state--${state.type}`,
    container ? 'chart-state--container' : '',
    state.initial ? 'chart-state--initial' : '',
    active ? 'is-active' : '',
    chosen ? 'is-chosen' : '',
    state.invokedBy ? (state.key.startsWith('invoke ') ? 'chart-state--invoked' : 'chart-state--child') : '',
  ];
  return (
    <div
      className={classes.join(' ').trim()}
      data-state-id={state.id}
      data-active={active ? 'true' : undefined}
      title={state.description ?? undefined}
    >
      {/* React Flow draws an edge only between handles; ELK's route decides where it really runs. */}
      <Handle type="target" position={Position.Top} isConnectable={false} className="chart-state__handle" />
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="chart-state__handle" />
      <div className="chart-state__name">{state.key}</div>
      {lines.length ? (
        <ul className="chart-state__lines">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

const path = (points: Point[]) => points.map((p, i) => `${i ? 'L' : 'M'}${p.x},${p.y}`).join(' ');

function TransitionLine({ id, data, markerEnd }: EdgeProps<Edge<TransitionEdgeData>>) {
  if (!data) return null;
  return (
    // The transition named as XState names it (source, event type, target): what live mode matches and the tests find.
    <g
      className={`chart-edge chart-edge--${data.kind}${data.last ? ' is-last' : ''}${data.invoked ? ' chart-edge--invoked' : ''}`}
      data-last={data.last ? 'true' : undefined}
      data-invoked={data.invoked ? 'true' : undefined}
      data-source={data.source}
      data-event={data.eventType}
      data-target={data.target}
    >
      <BaseEdge
        id={id}
        path={path(data.points)}
        markerEnd={markerEnd}
        label={data.text}
        labelX={data.label?.x}
        labelY={data.label?.y}
        labelShowBg
        labelBgPadding={[3, 1]}
        labelBgBorderRadius={3}
        labelStyle={{ fontSize: CHART_FONT_PX }}
      />
    </g>
  );
}

/** In live mode and when stepping: the view moves to the journey's current (deepest) state as it changes. */
function FollowState({ stateId }: { stateId: string | null }) {
  const flow = useReactFlow();
  useEffect(() => {
    const node = stateId ? flow.getInternalNode(stateId) : undefined;
    if (!node) return;
    const { x, y } = node.internals.positionAbsolute;
    void flow.setCenter(x + (node.measured.width ?? 0) / 2, y + (node.measured.height ?? 0) / 2, {
      zoom: Math.max(flow.getZoom(), LEGIBLE_ZOOM),
      duration: 300,
    });
  }, [flow, stateId]);
  return null;
}

/** The two handles StateBox draws (target on top, source at the bottom), where React Flow would measure them. */
const handlesOf = (placed: { width: number; height: number }): NodeHandle[] => [
  { type: 'target', position: Position.Top, x: placed.width / 2, y: 0, width: 1, height: 1 },
  { type: 'source', position: Position.Bottom, x: placed.width / 2, y: placed.height, width: 1, height: 1 },
];

const nodeTypes = { state: StateBox };
const edgeTypes = { transition: TransitionLine };

export interface DiagramProps {
  chart: Chart;
  placement: Placement;
  activePaths: Set<string> | null;
  lastTransitionIds: Set<string>;
  selected: string | null;
  onSelect: (stateId: string) => void;
}

/** The chart as React Flow draws it, placed by ELK; states are focusable and chosen with Enter or a click. */
export function Diagram({ chart, placement, activePaths, lastTransitionIds, selected, onSelect }: DiagramProps) {
  const { t } = useLingui();
  const nodes = useMemo<Node<StateNodeData>[]>(() => {
    const byId = new Map(chart.states.map((state) => [state.id, state]));
    return placement.states.flatMap((placed) => {
      const state = byId.get(placed.id);
      if (!state) return [];
      const container = chart.states.some((other) => other.parentId === state.id);
      const active = Boolean(activePaths?.has(state.path));
      const kind = [state.initial ? t`initial` : '', state.type === 'final' ? t`final` : '', active ? t`current` : '']
        .filter(Boolean)
        .join(', ');
      return [
        {
          id: state.id,
          type: 'state',
          parentId: placed.parentId ?? undefined,
          position: { x: placed.x, y: placed.y },
          width: placed.width,
          height: placed.height,
          // ELK's size and the handles given, not measured: React Flow drops a node's measured handles
          // whenever the node objects are new (each live step) and drew no edge at all until a later
          // rendering frame of the page measured them again (the outline came and went).
          measured: { width: placed.width, height: placed.height },
          handles: handlesOf(placed),
          style: { width: placed.width, height: placed.height },
          draggable: false,
          connectable: false,
          ariaLabel: kind ? `${state.key} (${kind})` : state.key,
          data: { state, container, active, chosen: selected === state.id, lines: stateLines(state) },
        },
      ];
    });
  }, [chart, placement, activePaths, selected, t]);
  const edges = useMemo<Edge<TransitionEdgeData>[]>(
    () =>
      placement.edges.map((edge) => {
        const transition = chart.transitions.find((tr) => tr.id === edge.transitionId)!;
        const last = lastTransitionIds.has(transition.id);
        return {
          id: edge.id,
          source: edge.source,
          target: edge.target,
          type: 'transition',
          zIndex: 1000,
          focusable: false,
          markerEnd: { type: MarkerType.ArrowClosed, width: 16, height: 16, color: last ? '#b3261e' : '#44546a' },
          data: {
            points: edge.points,
            label: edge.label,
            text: transition.label,
            kind: transition.kind,
            last,
            source: edge.source,
            target: edge.target,
            eventType: transition.eventType,
            invoked: Boolean(transition.invoked),
          },
        };
      }),
    [chart, placement, lastTransitionIds],
  );
  // The deepest active state: the last of the active states in document order (parents come first).
  const followed = activePaths ? (chart.states.filter((state) => activePaths.has(state.path)).pop()?.id ?? null) : null;
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t`Press Enter or Space to show this state's details.`,
      'node.a11yDescription.keyboardDisabled': t`Press Enter or Space to show this state's details.`,
      'edge.a11yDescription.default': t`A transition between two states.`,
      'controls.ariaLabel': t`Zoom controls`,
      'controls.zoomIn.ariaLabel': t`Zoom in`,
      'controls.zoomOut.ariaLabel': t`Zoom out`,
      'controls.fitView.ariaLabel': t`Fit the chart to the screen`,
      'controls.interactive.ariaLabel': t`Lock or unlock the chart`,
    }),
    [t],
  );
  const frame = useRef<HTMLDivElement>(null);
  return (
    // A focused state (Tab) is chosen with Enter or Space, as a click chooses it.
    <div
      ref={frame}
      className="statecharts__flow"
      onKeyDown={(event) => {
        const target = event.target as HTMLElement;
        if (
          (event.key === 'Enter' || event.key === ' ') &&
          target.classList.contains('react-flow__node') &&
          target.dataset.id
        ) {
          event.preventDefault();
          onSelect(target.dataset.id);
        }
      }}
    >
      <ReactFlow
        key={chart.machineId}
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        nodesFocusable
        onNodeClick={(_, node) => onSelect(node.id)}
        // Big charts open readable at their initial state (pan or zoom out for the rest), small ones centred, not blown up.
        onInit={(flow) => {
          const box = frame.current;
          // The root's initial state: where a journey starts.
          const first = chart.states.find((state) => state.initial && state.parentId === chart.states[0].id);
          const focus = first ? absoluteBox(placement, first.id) : null;
          if (box)
            void flow.setViewport(
              initialViewport(placement, { width: box.clientWidth, height: box.clientHeight }, focus),
            );
        }}
        minZoom={0.1}
        maxZoom={2}
        ariaLabelConfig={ariaLabelConfig}
        proOptions={{ hideAttribution: false }}
      >
        <Controls showInteractive={false} />
        <FollowState stateId={followed} />
      </ReactFlow>
    </div>
  );
}
