import type { Point } from './geometry';

/**
 * The canvas on screen: a scene point p is drawn at p × zoom + pan (screen pixels from the
 * canvas area's top-left corner).
 */
export interface Viewport {
  zoom: number;
  panX: number;
  panY: number;
}

export const ZOOM_MIN = 0.1;
export const ZOOM_MAX = 8;
/** One zoom-in or zoom-out step. */
export const ZOOM_STEP = 1.25;

export const clampZoom = (zoom: number): number => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

export function toScene(viewport: Viewport, screen: Point): Point {
  return { x: (screen.x - viewport.panX) / viewport.zoom, y: (screen.y - viewport.panY) / viewport.zoom };
}

export function toScreen(viewport: Viewport, scene: Point): Point {
  return { x: scene.x * viewport.zoom + viewport.panX, y: scene.y * viewport.zoom + viewport.panY };
}

/** Zooms by `factor` keeping the scene point under `screen` where it is (the wheel, the buttons about the centre). */
export function zoomAt(viewport: Viewport, factor: number, screen: Point): Viewport {
  const zoom = clampZoom(viewport.zoom * factor);
  const anchor = toScene(viewport, screen);
  return { zoom, panX: screen.x - anchor.x * zoom, panY: screen.y - anchor.y * zoom };
}

export function panBy(viewport: Viewport, dx: number, dy: number): Viewport {
  return { ...viewport, panX: viewport.panX + dx, panY: viewport.panY + dy };
}

/** The whole canvas in the area with a margin, centred; never larger than 100 % unless asked. */
export function fitViewport(
  canvas: { width: number; height: number },
  area: { width: number; height: number },
  margin = 24,
  maxZoom = 1,
): Viewport {
  const zoom = clampZoom(Math.min(maxZoom, (area.width - 2 * margin) / canvas.width, (area.height - 2 * margin) / canvas.height));
  return { zoom, panX: (area.width - canvas.width * zoom) / 2, panY: (area.height - canvas.height * zoom) / 2 };
}

/** A screen distance (a drag) in scene units. */
export function sceneDelta(viewport: Viewport, dx: number, dy: number): Point {
  return { x: dx / viewport.zoom, y: dy / viewport.zoom };
}
