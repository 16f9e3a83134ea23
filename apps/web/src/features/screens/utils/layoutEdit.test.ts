import { ScreenLayoutSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { addWidget, emptyLayout, placeWidget, removeWidget, resizeGrid, updateWidget } from './layoutEdit';

describe('layout editing', () => {
  it('adds widgets at free places with unique ids until the grid is full', () => {
    let layout = emptyLayout();
    const ids: string[] = [];
    for (let i = 0; i < 60; i++) {
      const added = addWidget(layout, 'clock');
      if (!added) break;
      layout = added.layout;
      ids.push(added.id);
    }
    expect(new Set(ids).size).toBe(ids.length);
    // 8×6 cells, clocks of 2×1 then 1×1 once no 2×1 place is left: the grid ends full.
    expect(layout.widgets.reduce((sum, w) => sum + w.w * w.h, 0)).toBe(48);
    expect(addWidget(layout, 'map')).toBeNull();
    expect(ScreenLayoutSchema.safeParse(layout).success).toBe(true);
  });

  it('moves and resizes only onto free cells inside the grid', () => {
    let layout = addWidget(emptyLayout(), 'map')!.layout; // 4×3 at 0,0
    layout = addWidget(layout, 'kpi')!.layout; // 2×1 at 4,0
    const [map, kpi] = layout.widgets;
    expect(placeWidget(layout, kpi!.id, { x: 1, y: 1, w: 2, h: 1 })).toBe(layout);
    const moved = placeWidget(layout, kpi!.id, { x: 6, y: 5, w: 2, h: 1 });
    expect(moved.widgets[1]).toMatchObject({ x: 6, y: 5 });
    const grown = placeWidget(moved, map!.id, { x: 0, y: 0, w: 20, h: 4 });
    expect(grown.widgets[0]).toMatchObject({ w: 8, h: 4 });
  });

  it('updates, removes, and shrinks the grid dropping what no longer fits', () => {
    let layout = addWidget(emptyLayout(), 'title')!.layout;
    layout = updateWidget(layout, 'title1', { text: 'Plant' });
    expect(layout.widgets[0]?.text).toBe('Plant');
    layout = addWidget(layout, 'map')!.layout; // 4×3 below the title
    const small = resizeGrid(layout, 2, 4);
    expect(small.dropped).toBe(1);
    expect(small.layout.widgets.map((w) => w.id)).toEqual(['title1']);
    expect(removeWidget(layout, 'map1').widgets).toHaveLength(1);
  });
});
