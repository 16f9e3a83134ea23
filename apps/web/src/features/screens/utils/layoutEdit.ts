import {
  SCREEN_DEFAULT_SIZE,
  canPlace,
  clampRect,
  firstFreeCell,
  type CellRect,
  type ScreenLayout,
  type ScreenWidget,
  type ScreenWidgetKind,
} from '@fieldlink/domain';

/** A new widget's size in cells and its first settings, per kind. */
const DEFAULTS: Record<ScreenWidgetKind, { w: number; h: number; config: Partial<ScreenWidget> }> = {
  title: { w: 6, h: 1, config: { text: '' } },
  clock: { w: 2, h: 1, config: {} },
  kpi: { w: 2, h: 1, config: { metric: 'devicesOnline' } },
  deviceStatus: { w: 3, h: 2, config: {} },
  alarmTicker: { w: 4, h: 2, config: {} },
  orderFunnel: { w: 3, h: 2, config: {} },
  lineChart: { w: 4, h: 2, config: { pointIds: [], range: '24h' } },
  barChart: { w: 4, h: 2, config: { pointIds: [], range: '24h' } },
  pieChart: { w: 3, h: 2, config: { source: 'deviceStates' } },
  map: { w: 4, h: 3, config: {} },
  scada: { w: 4, h: 3, config: {} },
  production: { w: 2, h: 1, config: {} },
  reliability: { w: 2, h: 1, config: {} },
};

export function emptyLayout(): ScreenLayout {
  return { title: '', ...SCREEN_DEFAULT_SIZE, fit: 'letterbox', theme: 'dark', rows: 6, columns: 8, widgets: [] };
}

/** An id no widget of the layout has. */
export function nextWidgetId(layout: ScreenLayout, kind: ScreenWidgetKind): string {
  const taken = new Set(layout.widgets.map((w) => w.id));
  for (let n = 1; ; n++) if (!taken.has(`${kind}${n}`)) return `${kind}${n}`;
}

/** The layout with a new widget of `kind` at the first free place; unchanged (null) when the grid is full. */
export function addWidget(layout: ScreenLayout, kind: ScreenWidgetKind): { layout: ScreenLayout; id: string } | null {
  const defaults = DEFAULTS[kind];
  const rect = firstFreeCell(layout.widgets, layout, Math.min(defaults.w, layout.columns), Math.min(defaults.h, layout.rows));
  if (!rect) return null;
  const id = nextWidgetId(layout, kind);
  return { layout: { ...layout, widgets: [...layout.widgets, { id, kind, ...rect, ...defaults.config }] }, id };
}

/** The widget moved or resized to `rect` when it fits there (inside the grid, over no other); else unchanged. */
export function placeWidget(layout: ScreenLayout, id: string, rect: CellRect): ScreenLayout {
  const next = clampRect(rect, layout);
  if (!canPlace(next, layout.widgets, layout, id)) return layout;
  return { ...layout, widgets: layout.widgets.map((w) => (w.id === id ? { ...w, ...next } : w)) };
}

export function updateWidget(layout: ScreenLayout, id: string, change: Partial<ScreenWidget>): ScreenLayout {
  return { ...layout, widgets: layout.widgets.map((w) => (w.id === id ? { ...w, ...change } : w)) };
}

export function removeWidget(layout: ScreenLayout, id: string): ScreenLayout {
  return { ...layout, widgets: layout.widgets.filter((w) => w.id !== id) };
}

/** A new grid size; widgets that no longer fit are clamped, and those then overlapping dropped (the editor says how many). */
export function resizeGrid(layout: ScreenLayout, rows: number, columns: number): { layout: ScreenLayout; dropped: number } {
  const grid = { rows, columns };
  const kept: ScreenWidget[] = [];
  for (const widget of layout.widgets) {
    const rect = clampRect(widget, grid);
    if (canPlace(rect, kept, grid)) kept.push({ ...widget, ...rect });
  }
  return { layout: { ...layout, rows, columns, widgets: kept }, dropped: layout.widgets.length - kept.length };
}
