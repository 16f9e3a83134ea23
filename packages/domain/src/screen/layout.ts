/**
 * The pure geometry of a large screen: a design canvas (1920×1080 by default) divided into rows and
 * columns, widgets on whole cells, and the transform that fits the canvas to any display.
 */

export interface Size {
  width: number;
  height: number;
}

/** A widget's place on the grid: column x, row y (from 0), w columns wide, h rows high. */
export interface CellRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Grid {
  rows: number;
  columns: number;
}

export const SCREEN_FITS = ['letterbox', 'stretch'] as const;
export type ScreenFit = (typeof SCREEN_FITS)[number];

export interface FitTransform {
  scaleX: number;
  scaleY: number;
  /** Offset of the scaled canvas inside the display (the bars of a letterbox). */
  left: number;
  top: number;
}

/**
 * How the design canvas fits a display: `stretch` fills it (each axis its own scale), `letterbox`
 * keeps the proportions with one scale and centres the canvas between bars. Never larger than the
 * display, so no scrollbar appears.
 */
export function fitTransform(design: Size, display: Size, fit: ScreenFit): FitTransform {
  if (design.width <= 0 || design.height <= 0 || display.width <= 0 || display.height <= 0) {
    return { scaleX: 1, scaleY: 1, left: 0, top: 0 };
  }
  const sx = display.width / design.width;
  const sy = display.height / design.height;
  if (fit === 'stretch') return { scaleX: sx, scaleY: sy, left: 0, top: 0 };
  const scale = Math.min(sx, sy);
  return {
    scaleX: scale,
    scaleY: scale,
    left: Math.floor((display.width - design.width * scale) / 2),
    top: Math.floor((display.height - design.height * scale) / 2),
  };
}

/** The gap between widgets and around the grid, in design pixels. */
export const SCREEN_GAP = 12;

/** A widget's box in design pixels (the grid's outer gap and the gaps between cells left out). */
export function cellBox(rect: CellRect, grid: Grid, design: Size, gap = SCREEN_GAP) {
  const cellW = (design.width - gap) / grid.columns;
  const cellH = (design.height - gap) / grid.rows;
  return {
    left: gap + rect.x * cellW,
    top: gap + rect.y * cellH,
    width: rect.w * cellW - gap,
    height: rect.h * cellH - gap,
  };
}

/** The cell under a point of the design canvas, clamped to the grid. */
export function cellAt(point: { x: number; y: number }, grid: Grid, design: Size): { x: number; y: number } {
  const clamp = (value: number, max: number) => Math.min(max - 1, Math.max(0, Math.floor(value)));
  return {
    x: clamp((point.x / design.width) * grid.columns, grid.columns),
    y: clamp((point.y / design.height) * grid.rows, grid.rows),
  };
}

export function insideGrid(rect: CellRect, grid: Grid): boolean {
  return rect.x >= 0 && rect.y >= 0 && rect.w >= 1 && rect.h >= 1 && rect.x + rect.w <= grid.columns && rect.y + rect.h <= grid.rows;
}

export function overlaps(a: CellRect, b: CellRect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/** Whether a rectangle fits the grid without covering any other widget (`exceptId`: the one being moved). */
export function canPlace(rect: CellRect, others: readonly (CellRect & { id: string })[], grid: Grid, exceptId?: string): boolean {
  return insideGrid(rect, grid) && others.every((other) => other.id === exceptId || !overlaps(rect, other));
}

/** The first free place (row by row) for a widget of w×h cells, shrinking it to 1×1 when nothing fits; null when the grid is full. */
export function firstFreeCell(others: readonly (CellRect & { id: string })[], grid: Grid, w: number, h: number): CellRect | null {
  for (const [width, height] of [
    [w, h],
    [1, 1],
  ] as const) {
    for (let y = 0; y + height <= grid.rows; y++) {
      for (let x = 0; x + width <= grid.columns; x++) {
        const rect = { x, y, w: width, h: height };
        if (canPlace(rect, others, grid)) return rect;
      }
    }
  }
  return null;
}

/** A rectangle moved or resized by a drag, kept inside the grid and at least one cell. */
export function clampRect(rect: CellRect, grid: Grid): CellRect {
  const w = Math.min(grid.columns, Math.max(1, Math.round(rect.w)));
  const h = Math.min(grid.rows, Math.max(1, Math.round(rect.h)));
  return {
    x: Math.min(grid.columns - w, Math.max(0, Math.round(rect.x))),
    y: Math.min(grid.rows - h, Math.max(0, Math.round(rect.y))),
    w,
    h,
  };
}
