/**
 * Pinch-zoom and pan of a drawing on the phone, as pure math: the drawing is scaled by `scale` and
 * moved by (x, y) CSS pixels (`transform: translate(x, y) scale(scale)`, origin top left).
 */
export interface ZoomState {
  scale: number;
  x: number;
  y: number;
}

export const ZOOM_RESET: ZoomState = { scale: 1, x: 0, y: 0 };
export const MIN_SCALE = 1;
export const MAX_SCALE = 5;

export interface Point {
  x: number;
  y: number;
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** Keeps the drawing covering the viewport: no empty margin beyond its edges at any scale. */
export function clampPan(
  state: ZoomState,
  viewport: { width: number; height: number },
  content: { width: number; height: number },
): ZoomState {
  const limit = (offset: number, view: number, size: number) => {
    const scaled = size * state.scale;
    // Smaller than the viewport: stays at the origin; larger: cannot leave a gap at either edge.
    if (scaled <= view) return 0;
    return Math.min(0, Math.max(view - scaled, offset));
  };
  return { scale: state.scale, x: limit(state.x, viewport.width, content.width), y: limit(state.y, viewport.height, content.height) };
}

/** Scaled by `factor` about `centre` (viewport pixels): the drawing's point under the centre stays there. */
export function zoomAbout(state: ZoomState, factor: number, centre: Point): ZoomState {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, state.scale * factor));
  const applied = scale / state.scale;
  return { scale, x: centre.x - (centre.x - state.x) * applied, y: centre.y - (centre.y - state.y) * applied };
}

/**
 * One step of a two-finger gesture: the pinch's scale change about its midpoint, then the move of
 * the midpoint (the fingers panning together).
 */
export function pinchStep(state: ZoomState, before: [Point, Point], after: [Point, Point]): ZoomState {
  const start = distance(before[0], before[1]);
  const factor = start > 0 ? distance(after[0], after[1]) / start : 1;
  const from = midpoint(before[0], before[1]);
  const to = midpoint(after[0], after[1]);
  const zoomed = zoomAbout(state, factor, from);
  return { ...zoomed, x: zoomed.x + (to.x - from.x), y: zoomed.y + (to.y - from.y) };
}

/** A one-finger drag: moves the drawing, only when zoomed in (at scale 1 the page scrolls instead). */
export function panStep(state: ZoomState, dx: number, dy: number): ZoomState {
  return state.scale > 1 ? { ...state, x: state.x + dx, y: state.y + dy } : state;
}
