import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import { canPlace, cellAt, cellBox, clampRect, firstFreeCell, fitTransform, overlaps } from './layout.js';
import { ScreenCreateSchema, ScreenLayoutSchema, screenPointIds, screenViewIds, type ScreenLayoutInput } from './schemas.js';
import { screenThumbnailSvg } from './thumbnail.js';

const layout = (widgets: ScreenLayoutInput['widgets'], extra: Partial<ScreenLayoutInput> = {}): ScreenLayoutInput => ({
  title: 'Plant',
  width: 1920,
  height: 1080,
  fit: 'letterbox',
  rows: 6,
  columns: 8,
  widgets,
  ...extra,
});

const issues = (input: unknown) => {
  const result = ScreenLayoutSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('fitTransform', () => {
  it('letterboxes a 16:9 design on a 4:3 display with bars above and below', () => {
    expect(fitTransform({ width: 1920, height: 1080 }, { width: 1024, height: 768 }, 'letterbox')).toEqual({
      scaleX: 1024 / 1920,
      scaleY: 1024 / 1920,
      left: 0,
      top: Math.floor((768 - 1080 * (1024 / 1920)) / 2),
    });
  });

  it('never draws larger than the display, whichever fit', () => {
    for (const display of [
      { width: 1366, height: 768 },
      { width: 390, height: 844 },
      { width: 3840, height: 2160 },
    ]) {
      for (const fit of ['letterbox', 'stretch'] as const) {
        const t = fitTransform({ width: 1920, height: 1080 }, display, fit);
        expect(t.left + 1920 * t.scaleX).toBeLessThanOrEqual(display.width + 1e-9);
        expect(t.top + 1080 * t.scaleY).toBeLessThanOrEqual(display.height + 1e-9);
      }
    }
  });

  it('stretches each axis on its own', () => {
    expect(fitTransform({ width: 1920, height: 1080 }, { width: 1366, height: 768 }, 'stretch')).toEqual({
      scaleX: 1366 / 1920,
      scaleY: 768 / 1080,
      left: 0,
      top: 0,
    });
  });

  it('answers the identity for an empty display', () => {
    expect(fitTransform({ width: 1920, height: 1080 }, { width: 0, height: 0 }, 'letterbox')).toEqual({
      scaleX: 1,
      scaleY: 1,
      left: 0,
      top: 0,
    });
  });
});

describe('grid geometry', () => {
  const grid = { rows: 6, columns: 8 };
  const design = { width: 1920, height: 1080 };

  it('puts a widget on its cells with the gaps left out', () => {
    const box = cellBox({ x: 0, y: 0, w: 8, h: 6 }, grid, design, 12);
    expect(box).toEqual({ left: 12, top: 12, width: 1920 - 24, height: 1080 - 24 });
    const second = cellBox({ x: 1, y: 1, w: 1, h: 1 }, grid, design, 12);
    expect(second.left).toBeCloseTo(12 + 1908 / 8);
  });

  it('finds the cell under a point, clamped to the grid', () => {
    expect(cellAt({ x: 250, y: 190 }, grid, design)).toEqual({ x: 1, y: 1 });
    expect(cellAt({ x: -5, y: 5000 }, grid, design)).toEqual({ x: 0, y: 5 });
  });

  it('tells overlaps and free places', () => {
    expect(overlaps({ x: 0, y: 0, w: 2, h: 2 }, { x: 1, y: 1, w: 2, h: 2 })).toBe(true);
    expect(overlaps({ x: 0, y: 0, w: 2, h: 2 }, { x: 2, y: 0, w: 2, h: 2 })).toBe(false);
    const others = [{ id: 'a', x: 0, y: 0, w: 8, h: 1 }];
    expect(canPlace({ x: 0, y: 0, w: 1, h: 1 }, others, grid)).toBe(false);
    expect(canPlace({ x: 0, y: 0, w: 1, h: 1 }, others, grid, 'a')).toBe(true);
    expect(firstFreeCell(others, grid, 2, 2)).toEqual({ x: 0, y: 1, w: 2, h: 2 });
    expect(firstFreeCell([{ id: 'all', x: 0, y: 0, w: 8, h: 6 }], grid, 1, 1)).toBeNull();
    // Too big for what is left: one cell instead.
    expect(firstFreeCell([{ id: 'b', x: 0, y: 0, w: 8, h: 5 }], grid, 3, 3)).toEqual({ x: 0, y: 5, w: 1, h: 1 });
  });

  it('keeps a dragged rectangle inside the grid', () => {
    expect(clampRect({ x: 7.4, y: -2, w: 3, h: 0.2 }, grid)).toEqual({ x: 5, y: 0, w: 3, h: 1 });
    expect(clampRect({ x: 0, y: 0, w: 40, h: 40 }, grid)).toEqual({ x: 0, y: 0, w: 8, h: 6 });
  });
});

describe('ScreenLayoutSchema', () => {
  it('accepts a full layout and fills theme', () => {
    const parsed = ScreenLayoutSchema.parse(
      layout([
        { id: 't', kind: 'title', x: 0, y: 0, w: 8, h: 1, text: 'Plant' },
        { id: 'k', kind: 'kpi', x: 0, y: 1, w: 2, h: 1, metric: 'point', pointId: 5 },
        { id: 'c', kind: 'lineChart', x: 2, y: 1, w: 4, h: 2, pointIds: [5, 6], range: '24h' },
        { id: 's', kind: 'scada', x: 0, y: 3, w: 4, h: 3, viewId: 9 },
      ]),
    );
    expect(parsed.theme).toBe('dark');
    expect(screenPointIds(parsed)).toEqual([5, 6]);
    expect(screenViewIds(parsed)).toEqual([9]);
  });

  it('refuses widgets outside the grid or on top of each other', () => {
    expect(issues(layout([{ id: 'a', kind: 'clock', x: 7, y: 0, w: 2, h: 1 }]))).toEqual(['validation.widgetOutside']);
    expect(
      issues(
        layout([
          { id: 'a', kind: 'clock', x: 0, y: 0, w: 2, h: 2 },
          { id: 'b', kind: 'map', x: 1, y: 1, w: 2, h: 2 },
        ]),
      ),
    ).toEqual(['validation.widgetOverlap']);
  });

  it('refuses repeated widget ids and unconfigured widgets', () => {
    expect(
      issues(
        layout([
          { id: 'a', kind: 'clock', x: 0, y: 0, w: 1, h: 1 },
          { id: 'a', kind: 'map', x: 1, y: 0, w: 1, h: 1 },
        ]),
      ),
    ).toEqual(['validation.widgetId']);
    expect(issues(layout([{ id: 'k', kind: 'kpi', x: 0, y: 0, w: 1, h: 1, metric: 'point' }]))).toEqual(['validation.widgetConfig']);
    expect(issues(layout([{ id: 'c', kind: 'barChart', x: 0, y: 0, w: 1, h: 1, pointIds: [] }]))).toEqual(['validation.widgetConfig']);
    expect(issues(layout([{ id: 's', kind: 'scada', x: 0, y: 0, w: 1, h: 1 }]))).toEqual(['validation.widgetConfig']);
    expect(issues(layout([{ id: 'p', kind: 'pieChart', x: 0, y: 0, w: 1, h: 1 }]))).toEqual(['validation.widgetConfig']);
  });

  it('refuses sizes and grids out of range', () => {
    expect(issues(layout([], { width: 100 }))).toEqual(['validation.screenSize']);
    expect(issues(layout([], { rows: 0 }))).toEqual(['validation.screenGrid']);
    expect(issues(layout([], { columns: 25 }))).toEqual(['validation.screenGrid']);
  });

  it('names a screen like a view: 1 to 8 Chinese characters, letters or digits', () => {
    const body = (name: string) => ScreenCreateSchema.safeParse({ projectId: 1, name, layout: layout([]) });
    expect(body('生产大屏1').success).toBe(true);
    for (const bad of ['', 'Too long name', 'a b', '大屏(1)']) expect(body(bad).success).toBe(false);
  });

  it('has every message in both languages', () => {
    for (const key of ['validation.screenName', 'validation.widgetOverlap', 'error.screenNotFound'] as const) {
      expect(MESSAGES['zh-CN'][key]).toBeTruthy();
      expect(MESSAGES['en-US'][key]).toBeTruthy();
    }
  });
});

describe('screenThumbnailSvg', () => {
  it('draws one box per widget at thumbnail size and escapes the title', () => {
    const svg = screenThumbnailSvg(
      ScreenLayoutSchema.parse(
        layout(
          [
            { id: 'a', kind: 'clock', x: 0, y: 0, w: 1, h: 1 },
            { id: 'b', kind: 'map', x: 1, y: 0, w: 2, h: 2 },
          ],
          { title: '<A & B>' },
        ),
      ),
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="135"/);
    expect(svg.match(/<rect /g)).toHaveLength(3);
    expect(svg).toContain('&lt;A &amp; B&gt;');
    expect(svg).not.toContain('<A');
  });
});
