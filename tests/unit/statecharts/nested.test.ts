// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ELK from 'elkjs/lib/elk.bundled.js';
import { createMachine } from 'xstate';
import { buildChart } from '@src/statecharts/chart';
import { fromElkLayout, stateLines, toElkGraph } from '@src/statecharts/layout';
import { withInvokedCharts } from '@src/statecharts/nested';
import { machineById } from '@machines/registry';
import { lampMachine } from './lampMachine';

// An invoked child machine drawn inside the state that invokes it; expectations by hand.
const bulb = createMachine({
  id: 'bulb',
  initial: 'glowing',
  states: { glowing: { on: { burn: 'burnt' } }, burnt: { type: 'final' } },
});
const chartOf = (id: string) => (id === 'bulb' ? buildChart(bulb) : undefined);

describe('an invoked child drawn inside its parent', () => {
  const drawn = withInvokedCharts(buildChart(lampMachine), chartOf);
  const state = (id: string) => drawn.states.find((s) => s.id === id)!;

  it('puts a box "invoke child" in the invoking state, the child’s states in the box', () => {
    expect(
      drawn.states.filter((s) => s.invokedBy).map((s) => [s.id, s.key, s.parentId, s.path, s.initial, s.invokedBy]),
    ).toEqual([
      ['lamp.on.steady/helper', 'invoke child', 'lamp.on.steady', 'on.steady./helper', false, 'child'],
      [
        'lamp.on.steady/helper/bulb.glowing',
        'glowing',
        'lamp.on.steady/helper',
        'on.steady./helper.glowing',
        true,
        'child',
      ],
      ['lamp.on.steady/helper/bulb.burnt', 'burnt', 'lamp.on.steady/helper', 'on.steady./helper.burnt', false, 'child'],
    ]);
    // Its transitions between its own states, marked as the child's.
    expect(drawn.transitions.filter((t) => t.invoked).map((t) => [t.source, t.targets, t.label])).toEqual([
      ['lamp.on.steady/helper/bulb.glowing', ['lamp.on.steady/helper/bulb.burnt'], 'burn'],
    ]);
    // The parent's own line 'invoke child' is left to the box; the parent's chart is otherwise the same.
    expect(stateLines(state('lamp.on.steady'))).toEqual([]);
    expect(stateLines(buildChart(lampMachine).states.find((s) => s.id === 'lamp.on.steady')!)).toEqual([
      'invoke child',
    ]);
    expect(drawn.states.filter((s) => !s.invokedBy).map((s) => s.id)).toEqual(
      buildChart(lampMachine).states.map((s) => s.id),
    );
  });

  it('is laid out inside the invoking state', async () => {
    const placement = fromElkLayout(drawn, await new ELK().layout(toElkGraph(drawn)));
    const placed = (id: string) => placement.states.find((s) => s.id === id)!;
    expect(placed('lamp.on.steady/helper').parentId).toBe('lamp.on.steady');
    expect(placed('lamp.on.steady/helper/bulb.glowing').parentId).toBe('lamp.on.steady/helper');
    const box = placed('lamp.on.steady/helper');
    expect(box.x + box.width).toBeLessThanOrEqual(placed('lamp.on.steady').width);
    expect(placement.edges.map((e) => e.source)).toContain('lamp.on.steady/helper/bulb.glowing');
  });

  it('draws the card payment inside the booking, deposit and day-spa payment states', () => {
    const real = (id: string) => buildChart(machineById(id)!);
    for (const [machine, state] of [
      ['booking', 'booking.payment.form'],
      ['deposit', 'deposit.form'],
      ['daySpa', 'daySpa.payment.form'],
    ]) {
      const chart = withInvokedCharts(real(machine), real);
      const box = chart.states.find((s) => s.parentId === state && s.invokedBy)!;
      expect(box.key, machine).toBe('invoke cardPayment');
      const inside = chart.states.filter((s) => s.parentId === box.id).map((s) => s.key);
      expect(inside, machine).toEqual(
        real('cardPayment')
          .states.filter((s) => s.parentId === 'cardPayment')
          .map((s) => s.key),
      );
    }
  });
});
