// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ELK from 'elkjs/lib/elk.bundled.js';
import { buildChart } from '@src/statecharts/chart';
import { fromElkLayout, toElkGraph } from '@src/statecharts/layout';
import { withInvokedCharts } from '@src/statecharts/nested';
import { absoluteBox, CHART_FONT_PX, initialViewport } from '@src/statecharts/viewport';
import { machineById } from '@machines/registry';

// The opening view: texts at least 12 px on screen, small charts centred and not blown up.
describe('the view a chart opens with', () => {
  const canvas = { width: 900, height: 600 };

  it('opens the booking chart with its labels readable (12 px or more), around its initial state', async () => {
    const chart = withInvokedCharts(buildChart(machineById('booking')!), (id) =>
      machineById(id) ? buildChart(machineById(id)!) : undefined,
    );
    const placement = fromElkLayout(chart, await new ELK().layout(toElkGraph(chart)));
    expect(placement.width).toBeGreaterThan(canvas.width); // it does not fit: the old fit shrank it
    expect(initialViewport(placement, canvas)).toEqual({ x: 16, y: 16, zoom: 12 / 13 });
    // Around 'start', the booking's first state: its centre on screen.
    const start = absoluteBox(placement, 'booking.start')!;
    const view = initialViewport(placement, canvas, start);
    expect(CHART_FONT_PX * view.zoom).toBeGreaterThanOrEqual(12);
    const onScreen = { x: view.x + start.x * view.zoom, y: view.y + start.y * view.zoom };
    expect(onScreen.x).toBeGreaterThanOrEqual(0);
    expect(onScreen.x + start.width * view.zoom).toBeLessThanOrEqual(canvas.width);
    expect(onScreen.y).toBeGreaterThanOrEqual(0);
    expect(onScreen.y + start.height * view.zoom).toBeLessThanOrEqual(canvas.height);
  });

  it('adds the parents’ offsets to a nested state’s box', () => {
    const placement = {
      states: [
        { id: 'a', parentId: null, x: 10, y: 20, width: 500, height: 400 },
        { id: 'a.b', parentId: 'a', x: 30, y: 40, width: 200, height: 100 },
        { id: 'a.b.c', parentId: 'a.b', x: 5, y: 6, width: 50, height: 30 },
      ],
    };
    expect(absoluteBox(placement, 'a.b.c')).toEqual({ x: 45, y: 66, width: 50, height: 30 });
    expect(absoluteBox(placement, 'x')).toBeNull();
  });

  it('centres a chart that fits, at most at its natural size', () => {
    expect(initialViewport({ width: 300, height: 200 }, canvas)).toEqual({ x: 300, y: 200, zoom: 1 });
    // Slightly too big: shrunk to fit, not below the readable zoom.
    const view = initialViewport({ width: 934, height: 300 }, canvas);
    expect(view.zoom).toBeCloseTo(868 / 934);
    expect(view.x).toBeCloseTo(16);
  });
});
