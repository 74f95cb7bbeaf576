import type { Placement } from './layout';

/**
 * The view a chart opens with. Fitting the booking chart (some forty boxes) into the canvas shrank
 * its 12 px labels to 7 px: unreadable. A chart now opens fitted only down to the zoom at which
 * every text of the drawing (13 px, CHART_FONT_PX) is still 12 px on screen, and a chart bigger
 * than that opens around its initial state (`focus`), to be panned from there.
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

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A placed state's box in the chart's coordinates (placements are relative to the parent). */
export function absoluteBox(placement: Pick<Placement, 'states'>, id: string): Box | null {
  const byId = new Map(placement.states.map((s) => [s.id, s]));
  const own = byId.get(id);
  if (!own) return null;
  let { x, y } = own;
  for (
    let parent = own.parentId ? byId.get(own.parentId) : undefined;
    parent;
    parent = parent.parentId ? byId.get(parent.parentId) : undefined
  ) {
    x += parent.x;
    y += parent.y;
  }
  return { x, y, width: own.width, height: own.height };
}

export function initialViewport(
  placement: Pick<Placement, 'width' | 'height'>,
  canvas: { width: number; height: number },
  focus: Box | null = null,
): Viewport {
  const fit = Math.min((canvas.width - 2 * MARGIN) / placement.width, (canvas.height - 2 * MARGIN) / placement.height);
  const zoom = Math.min(1, Math.max(LEGIBLE_ZOOM, fit));
  // Centred along each side where it fits; where it does not, the focus centred, the chart's edges kept at or beyond the canvas's.
  const offset = (room: number, size: number, at: number | null) => {
    if (size * zoom <= room - 2 * MARGIN) return (room - size * zoom) / 2;
    const centred = at === null ? MARGIN : room / 2 - at * zoom;
    return Math.min(MARGIN, Math.max(room - MARGIN - size * zoom, centred));
  };
  return {
    x: offset(canvas.width, placement.width, focus ? focus.x + focus.width / 2 : null),
    y: offset(canvas.height, placement.height, focus ? focus.y + focus.height / 2 : null),
    zoom,
  };
}
