import { describe, expect, it } from 'vitest';
import {
  boxFromCorners,
  intersects,
  MIN_SIZE,
  normalizeAngle,
  resizeBox,
  rotatePoint,
  rotationFromPointer,
  snap,
  unionBox,
} from './geometry';
import { fitViewport, panBy, toScene, toScreen, zoomAt, ZOOM_MAX, ZOOM_MIN } from './viewport';

const box = { x: 100, y: 100, w: 100, h: 50 };

describe('snapping and angles', () => {
  it.each([
    [14, 10, 10],
    [15, 10, 20],
    [-4, 10, -0],
    [7, 1, 7],
    [33, 0, 33],
  ])('snaps %d to a grid of %d as %d', (value, grid, expected) => {
    expect(snap(value, grid)).toBe(expected);
  });

  it.each([
    [0, 0],
    [180, 180],
    [190, -170],
    [-190, 170],
    [720, 0],
    [359.96, 0],
  ])('normalises %d degrees to %d', (angle, expected) => {
    expect(normalizeAngle(angle)).toBeCloseTo(expected, 5);
  });

  it('reads the rotate handle: above the centre is 0, right 90, left -90; shift snaps to 15 degrees', () => {
    const centre = { x: 0, y: 0 };
    expect(rotationFromPointer(centre, { x: 0, y: -10 }, false)).toBe(0);
    expect(rotationFromPointer(centre, { x: 10, y: 0 }, false)).toBe(90);
    expect(rotationFromPointer(centre, { x: -10, y: 0 }, false)).toBe(-90);
    expect(rotationFromPointer(centre, { x: 0, y: 10 }, false)).toBe(180);
    expect(rotationFromPointer(centre, { x: 10, y: -9 }, true)).toBe(45);
    expect(rotationFromPointer(centre, { x: 10, y: -9 }, false)).not.toBe(45);
  });

  it('rotates a point about another', () => {
    const turned = rotatePoint({ x: 10, y: 0 }, 90, { x: 0, y: 0 });
    expect(turned.x).toBeCloseTo(0);
    expect(turned.y).toBeCloseTo(10);
  });
});

describe('boxes', () => {
  it('unites boxes and builds one from corners in any order', () => {
    expect(unionBox([box, { x: 0, y: 300, w: 10, h: 10 }])).toEqual({ x: 0, y: 100, w: 200, h: 210 });
    expect(unionBox([])).toBeUndefined();
    expect(boxFromCorners({ x: 50, y: 60 }, { x: 10, y: 20 })).toEqual({ x: 10, y: 20, w: 40, h: 40 });
  });

  it('tells whether boxes overlap (touching counts)', () => {
    expect(intersects(box, { x: 200, y: 150, w: 5, h: 5 })).toBe(true);
    expect(intersects(box, { x: 201, y: 100, w: 5, h: 5 })).toBe(false);
  });
});

describe('resizing with the eight handles', () => {
  it.each([
    ['e', 20, 5, { x: 100, y: 100, w: 120, h: 50 }],
    ['w', 20, 5, { x: 120, y: 100, w: 80, h: 50 }],
    ['s', 20, 10, { x: 100, y: 100, w: 100, h: 60 }],
    ['n', 20, 10, { x: 100, y: 110, w: 100, h: 40 }],
    ['se', 10, 10, { x: 100, y: 100, w: 110, h: 60 }],
    ['nw', 10, 10, { x: 110, y: 110, w: 90, h: 40 }],
    ['ne', 10, -10, { x: 100, y: 90, w: 110, h: 60 }],
    ['sw', -10, 10, { x: 90, y: 100, w: 110, h: 60 }],
  ] as const)('drags %s by (%d, %d)', (handle, dx, dy, expected) => {
    const next = resizeBox(box, 0, handle, dx, dy);
    for (const key of ['x', 'y', 'w', 'h'] as const) expect(next[key]).toBeCloseTo(expected[key]);
  });

  it('never goes below the minimum size, even dragged past the opposite edge', () => {
    const next = resizeBox(box, 0, 'e', -500, 0);
    expect(next.w).toBe(MIN_SIZE);
    expect(next.x).toBe(100);
  });

  it('keeps the aspect ratio with shift', () => {
    const corner = resizeBox(box, 0, 'se', 100, 0, { keepAspect: true });
    expect(corner.w / corner.h).toBeCloseTo(2);
    expect(corner.w).toBeCloseTo(200);
    const edge = resizeBox(box, 0, 's', 0, 50, { keepAspect: true });
    expect(edge).toMatchObject({ w: 200, h: 100 });
  });

  it('lands the dragged edge on the grid', () => {
    expect(resizeBox(box, 0, 'e', 23, 0, { grid: 10 })).toMatchObject({ x: 100, w: 120 });
    expect(resizeBox(box, 0, 'nw', 7, 7, { grid: 10 })).toMatchObject({ x: 110, y: 110, w: 90, h: 40 });
  });

  it('keeps the opposite edge of a rotated box where it was on screen', () => {
    // Rotated 90°: the east handle points down the screen.
    const next = resizeBox(box, 90, 'e', 0, 20);
    expect(next.w).toBeCloseTo(120);
    expect(next.h).toBeCloseTo(50);
    const anchorBefore = rotatePoint({ x: 100, y: 125 }, 90, { x: 150, y: 125 });
    const anchorAfter = rotatePoint({ x: next.x, y: next.y + next.h / 2 }, 90, { x: next.x + next.w / 2, y: next.y + next.h / 2 });
    expect(anchorAfter.x).toBeCloseTo(anchorBefore.x);
    expect(anchorAfter.y).toBeCloseTo(anchorBefore.y);
  });
});

describe('zoom and pan', () => {
  const viewport = { zoom: 2, panX: 100, panY: 50 };

  it('maps screen to scene and back', () => {
    const scene = toScene(viewport, { x: 300, y: 250 });
    expect(scene).toEqual({ x: 100, y: 100 });
    expect(toScreen(viewport, scene)).toEqual({ x: 300, y: 250 });
  });

  it('keeps the point under the cursor where it is when zooming', () => {
    const cursor = { x: 420, y: 310 };
    const before = toScene(viewport, cursor);
    const zoomed = zoomAt(viewport, 1.5, cursor);
    expect(zoomed.zoom).toBe(3);
    const after = toScene(zoomed, cursor);
    expect(after.x).toBeCloseTo(before.x);
    expect(after.y).toBeCloseTo(before.y);
  });

  it('stays within the zoom limits', () => {
    expect(zoomAt(viewport, 100, { x: 0, y: 0 }).zoom).toBe(ZOOM_MAX);
    expect(zoomAt(viewport, 0.0001, { x: 0, y: 0 }).zoom).toBe(ZOOM_MIN);
  });

  it('pans by a screen distance', () => {
    expect(panBy(viewport, 10, -5)).toEqual({ zoom: 2, panX: 110, panY: 45 });
  });

  it('fits the canvas in the area, centred, not above 100 %', () => {
    const fit = fitViewport({ width: 1280, height: 720 }, { width: 688, height: 600 }, 24);
    expect(fit.zoom).toBeCloseTo(0.5);
    expect(fit.panX).toBeCloseTo(24);
    expect(fit.panY).toBeCloseTo((600 - 360) / 2);
    expect(fitViewport({ width: 200, height: 100 }, { width: 2000, height: 1000 }).zoom).toBe(1);
  });
});
