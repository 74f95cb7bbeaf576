import type { Placement } from './layout';

/**
 * The view a chart opens with. Fitting the booking chart (some forty boxes) into the canvas shrank
 * its 12 px labels to 7 px: unreadable. A chart now opens fitted only down to the zoom at which
 * every text of the drawing (13 px, CHART_FONT_PX) is still 12 px on screen, and a chart bigger
 * than that opens at its top left corner, its initial state, to be panned from there.
 */

/** The size of every text of the drawing: state names, their lines, transition labels. */
export const CHART_FONT_PX = 13;
/** The smallest text on screen we accept at the opening zoom. */
export const READABLE_PX = 12;
export const LEGIBLE_ZOOM = READABLE_PX / CHART_FONT_PX;
const MARGIN = 16;

export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

export function initialViewport(placement: Pick<Placement, 'width' | 'height'>, canvas: { width: number; height: number }): Viewport {
  const fit = Math.min((canvas.width - 2 * MARGIN) / placement.width, (canvas.height - 2 * MARGIN) / placement.height);
  const zoom = Math.min(1, Math.max(LEGIBLE_ZOOM, fit));
  // Centred along each side where it fits, from its start where it does not.
  const offset = (room: number, size: number) => (size * zoom <= room - 2 * MARGIN ? (room - size * zoom) / 2 : MARGIN);
  return { x: offset(canvas.width, placement.width), y: offset(canvas.height, placement.height), zoom };
}
