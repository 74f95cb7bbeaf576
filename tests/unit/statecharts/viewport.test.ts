// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ELK from 'elkjs/lib/elk.bundled.js';
import { buildChart } from '../../../src/statecharts/chart';
import { fromElkLayout, toElkGraph } from '../../../src/statecharts/layout';
import { withInvokedCharts } from '../../../src/statecharts/nested';
import { CHART_FONT_PX, initialViewport } from '../../../src/statecharts/viewport';
import { machineById } from '../../../machines/registry';

// The opening view: texts at least 12 px on screen, small charts centred and not blown up.
describe('the view a chart opens with', () => {
  const canvas = { width: 900, height: 600 };

  it('opens the booking chart with its labels readable (12 px or more), at its top left corner', async () => {
    const chart = withInvokedCharts(buildChart(machineById('booking')!), (id) => (machineById(id) ? buildChart(machineById(id)!) : undefined));
    const placement = fromElkLayout(chart, await new ELK().layout(toElkGraph(chart)));
    expect(placement.width).toBeGreaterThan(canvas.width); // it does not fit: the old fit shrank it
    const view = initialViewport(placement, canvas);
    expect(CHART_FONT_PX * view.zoom).toBeGreaterThanOrEqual(12);
    expect(view).toEqual({ x: 16, y: 16, zoom: 12 / 13 });
  });

  it('centres a chart that fits, at most at its natural size', () => {
    expect(initialViewport({ width: 300, height: 200 }, canvas)).toEqual({ x: 300, y: 200, zoom: 1 });
    // Slightly too big: shrunk to fit, not below the readable zoom.
    const view = initialViewport({ width: 934, height: 300 }, canvas);
    expect(view.zoom).toBeCloseTo(868 / 934);
    expect(view.x).toBeCloseTo(16);
  });
});
