/** Plane geometry of the editor: boxes, snapping, rotation and the eight resize handles. */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The smallest width or height a resize leaves (the handles stay apart). */
export const MIN_SIZE = 4;
/** The scene schema's coordinate range. */
export const COORD_LIMIT = 20_000;

export const HANDLES = ['nw', 'n', 'ne', 'e', 'se', 's', 'sw', 'w'] as const;
export type Handle = (typeof HANDLES)[number];

export function snap(value: number, grid: number): number {
  return grid > 0 ? Math.round(value / grid) * grid : value;
}

export function clampCoord(value: number): number {
  return Math.min(COORD_LIMIT, Math.max(-COORD_LIMIT, value));
}

export function clampSize(value: number): number {
  return Math.min(COORD_LIMIT, Math.max(MIN_SIZE, value));
}

/** Degrees into (-180, 180]. */
export function normalizeAngle(degrees: number): number {
  const turned = ((degrees % 360) + 360) % 360;
  const angle = turned > 180 ? turned - 360 : turned;
  return Math.round(angle * 10) / 10;
}

export function rotatePoint(point: Point, degrees: number, about: Point = { x: 0, y: 0 }): Point {
  const rad = (degrees * Math.PI) / 180;
  const cos = Math.cos(rad);
  const sin = Math.sin(rad);
  const dx = point.x - about.x;
  const dy = point.y - about.y;
  return { x: about.x + dx * cos - dy * sin, y: about.y + dx * sin + dy * cos };
}

export function centreOf(box: Box): Point {
  return { x: box.x + box.w / 2, y: box.y + box.h / 2 };
}

/** The box around all of them (undefined for none). */
export function unionBox(boxes: readonly Box[]): Box | undefined {
  if (boxes.length === 0) return undefined;
  const left = Math.min(...boxes.map((b) => b.x));
  const top = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  return { x: left, y: top, w: right - left, h: bottom - top };
}

/** A rectangle from two corners in any order (a marquee). */
export function boxFromCorners(a: Point, b: Point): Box {
  return { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y), w: Math.abs(a.x - b.x), h: Math.abs(a.y - b.y) };
}

export function intersects(a: Box, b: Box): boolean {
  return a.x <= b.x + b.w && b.x <= a.x + a.w && a.y <= b.y + b.h && b.y <= a.y + a.h;
}

/** The angle a rotate handle dragged to `pointer` gives (0 = handle straight above the centre). */
export function rotationFromPointer(centre: Point, pointer: Point, snapTo15: boolean): number {
  const degrees = (Math.atan2(pointer.y - centre.y, pointer.x - centre.x) * 180) / Math.PI + 90;
  return normalizeAngle(snapTo15 ? Math.round(degrees / 15) * 15 : degrees);
}

export interface ResizeOptions {
  /** Keep the width:height ratio (shift). */
  keepAspect?: boolean;
  /** Land the dragged edges on this grid (only for unrotated boxes without keepAspect). */
  grid?: number;
}

/**
 * A box of rotation `degrees` resized by dragging `handle` by (dx, dy) in scene coordinates:
 * the opposite edge or corner stays where it is on screen, the size never drops below MIN_SIZE.
 */
export function resizeBox(box: Box, degrees: number, handle: Handle, dx: number, dy: number, options: ResizeOptions = {}): Box {
  const local = rotatePoint({ x: dx, y: dy }, -degrees);
  const east = handle.includes('e');
  const west = handle.includes('w');
  const north = handle.includes('n');
  const south = handle.includes('s');
  let ldx = local.x;
  let ldy = local.y;
  if (options.grid && degrees === 0 && !options.keepAspect) {
    if (east) ldx = snap(box.x + box.w + dx, options.grid) - (box.x + box.w);
    if (west) ldx = snap(box.x + dx, options.grid) - box.x;
    if (south) ldy = snap(box.y + box.h + dy, options.grid) - (box.y + box.h);
    if (north) ldy = snap(box.y + dy, options.grid) - box.y;
  }
  let w = box.w + (east ? ldx : west ? -ldx : 0);
  let h = box.h + (south ? ldy : north ? -ldy : 0);
  if (options.keepAspect) {
    const horizontal = east || west;
    const vertical = north || south;
    const scale = horizontal && vertical ? Math.max(w / box.w, h / box.h) : horizontal ? w / box.w : h / box.h;
    const min = Math.max(MIN_SIZE / box.w, MIN_SIZE / box.h);
    w = box.w * Math.max(scale, min);
    h = box.h * Math.max(scale, min);
  }
  w = clampSize(w);
  h = clampSize(h);
  // The anchor (opposite handle) in the box's own frame, relative to its centre, before and after.
  const side = (plus: boolean, minus: boolean) => (plus ? -1 : minus ? 1 : 0);
  const sx = side(east, west);
  const sy = side(south, north);
  const centre = centreOf(box);
  const anchor = rotatePoint({ x: centre.x + (sx * box.w) / 2, y: centre.y + (sy * box.h) / 2 }, degrees, centre);
  const offset = rotatePoint({ x: (sx * w) / 2, y: (sy * h) / 2 }, degrees);
  const next = { x: anchor.x - offset.x, y: anchor.y - offset.y };
  return { x: next.x - w / 2, y: next.y - h / 2, w, h };
}

/** Whole pixels and the schema's range. */
export function roundBox(box: Box): Box {
  return {
    // `+ 0` turns -0 into 0.
    x: clampCoord(Math.round(box.x)) + 0,
    y: clampCoord(Math.round(box.y)) + 0,
    w: Math.max(1, Math.min(COORD_LIMIT, Math.round(box.w))),
    h: Math.max(1, Math.min(COORD_LIMIT, Math.round(box.h))),
  };
}
