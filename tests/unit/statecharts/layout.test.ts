// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ELK from 'elkjs/lib/elk.bundled.js';
import { buildChart } from '@src/statecharts/chart';
import { ELK_ROOT, fromElkLayout, toElkGraph } from '@src/statecharts/layout';
import { lampMachine } from './lampMachine';

// ELK's input for a chart and its answer as React Flow positions (the browser runs the same ELK in a worker).
describe('the layout of a chart', () => {
  const chart = buildChart(lampMachine);

  it('nests states as ELK nodes and gives each transition target an edge with its label', () => {
    const graph = toElkGraph(chart);
    expect(graph.id).toBe(ELK_ROOT);
    const lamp = graph.children![0];
    expect(lamp.id).toBe('lamp');
    expect(lamp.children!.map((c) => c.id)).toEqual(['lamp.off', 'lamp.on', 'lamp.done']);
    expect(lamp.children![1].children!.map((c) => c.id)).toEqual([
      'lamp.on.warming',
      'lamp.on.checking',
      'lamp.on.steady',
    ]);
    expect(graph.edges!.map((e) => [e.sources[0], e.targets[0], e.labels![0].text])).toEqual([
      ['lamp', 'lamp.off', 'reset'],
      ['lamp.off', 'lamp.on', 'toggle [hasPower]'],
      ['lamp.on', 'lamp.off', 'toggle'],
      ['lamp.on.warming', 'lamp.on.checking', 'after cooldown (500 ms)'],
      ['lamp.on.checking', 'lamp.on.steady', 'always [isBright]'],
      ['lamp.on.checking', 'lamp.done', 'always'],
      ['lamp.on.steady', 'lamp.done', 'done: helper'],
    ]);
  });

  it('places every state inside its parent and routes every transition', async () => {
    const placement = fromElkLayout(chart, await new ELK().layout(toElkGraph(chart)));
    expect(placement.states.map((s) => [s.id, s.parentId])).toEqual([
      ['lamp', null],
      ['lamp.off', 'lamp'],
      ['lamp.on', 'lamp'],
      ['lamp.on.warming', 'lamp.on'],
      ['lamp.on.checking', 'lamp.on'],
      ['lamp.on.steady', 'lamp.on'],
      ['lamp.done', 'lamp'],
    ]);
    const byId = new Map(placement.states.map((s) => [s.id, s]));
    for (const state of placement.states.filter((s) => s.parentId)) {
      const parent = byId.get(state.parentId!)!;
      expect(state.x, state.id).toBeGreaterThanOrEqual(0);
      expect(state.y, state.id).toBeGreaterThanOrEqual(0);
      expect(state.x + state.width, state.id).toBeLessThanOrEqual(parent.width);
      expect(state.y + state.height, state.id).toBeLessThanOrEqual(parent.height);
    }
    expect(placement.edges).toHaveLength(7);
    for (const edge of placement.edges) {
      expect(edge.points.length, edge.id).toBeGreaterThanOrEqual(2);
      expect(edge.label, edge.id).not.toBeNull();
    }
  });
});
