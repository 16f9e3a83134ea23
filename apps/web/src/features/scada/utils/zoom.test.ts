import { describe, expect, it } from 'vitest';
import { clampPan, MAX_SCALE, panStep, pinchStep, ZOOM_RESET, zoomAbout } from './zoom';

describe('zoom math', () => {
  it('keeps the drawing point under the centre where it was', () => {
    const zoomed = zoomAbout(ZOOM_RESET, 2, { x: 100, y: 50 });
    expect(zoomed).toEqual({ scale: 2, x: -100, y: -50 });
    // The drawing point (100, 50) is still at viewport (100, 50): 100 * 2 - 100 = 100.
    expect(100 * zoomed.scale + zoomed.x).toBe(100);
  });

  it('never zooms out past the fitted size nor in past the maximum', () => {
    expect(zoomAbout(ZOOM_RESET, 0.5, { x: 10, y: 10 })).toEqual(ZOOM_RESET);
    expect(zoomAbout(ZOOM_RESET, 100, { x: 0, y: 0 }).scale).toBe(MAX_SCALE);
  });

  it('pinches by the ratio of finger distances and pans by the midpoint move', () => {
    const next = pinchStep(
      ZOOM_RESET,
      [
        { x: 90, y: 100 },
        { x: 110, y: 100 },
      ],
      [
        { x: 70, y: 110 },
        { x: 130, y: 110 },
      ],
    );
    expect(next.scale).toBe(3);
    // About (100, 100): x = 100 - 100 * 3 = -200, then the midpoint moved 10 down.
    expect(next).toEqual({ scale: 3, x: -200, y: -190 });
  });

  it('pans with one finger only when zoomed in', () => {
    expect(panStep(ZOOM_RESET, 10, 10)).toBe(ZOOM_RESET);
    expect(panStep({ scale: 2, x: 0, y: 0 }, -10, 5)).toEqual({ scale: 2, x: -10, y: 5 });
  });

  it('clamps the pan so no gap opens beyond the drawing edges', () => {
    const viewport = { width: 390, height: 600 };
    const content = { width: 390, height: 700 };
    expect(clampPan({ scale: 2, x: 50, y: 0 }, viewport, content)).toEqual({ scale: 2, x: 0, y: 0 });
    expect(clampPan({ scale: 2, x: -1000, y: -2000 }, viewport, content)).toEqual({ scale: 2, x: -390, y: -800 });
    // Narrower than the viewport: stays at the origin.
    expect(clampPan({ scale: 1, x: -20, y: 30 }, viewport, { width: 300, height: 500 })).toEqual({ scale: 1, x: 0, y: 0 });
  });
});
