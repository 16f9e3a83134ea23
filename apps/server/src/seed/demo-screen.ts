import { ScreenLayoutSchema, type ScreenLayout } from '@fieldlink/domain';

/**
 * The demo company's wall screen over the plant: title and clock, device states, two KPIs (the
 * press's injection pressure moves every second), today's production against target (the press's
 * running task counts from its counter), the barrel temperature's day, the press's main
 * SCADA view, the project map, the alarm ticker and the order funnel.
 */
export function demoScreenLayout(press: { points: Record<string, number> }, pressViewId: number): ScreenLayout {
  const point = (name: string) => {
    const id = press.points[name];
    if (id === undefined) throw new Error(`demo press has no point ${name}`);
    return id;
  };
  return ScreenLayoutSchema.parse({
    title: '注塑车间 Press hall',
    width: 1920,
    height: 1080,
    fit: 'letterbox',
    theme: 'dark',
    rows: 6,
    columns: 8,
    widgets: [
      { id: 'title', kind: 'title', x: 0, y: 0, w: 6, h: 1, text: '注塑车间 · Press hall' },
      { id: 'clock', kind: 'clock', x: 6, y: 0, w: 2, h: 1 },
      { id: 'states', kind: 'deviceStatus', x: 0, y: 1, w: 2, h: 1 },
      {
        id: 'pressure',
        kind: 'kpi',
        x: 2,
        y: 1,
        w: 2,
        h: 1,
        metric: 'point',
        pointId: point('inject_pressure'),
        title: '注射压力 Injection pressure',
      },
      { id: 'alarms', kind: 'kpi', x: 4, y: 1, w: 2, h: 1, metric: 'activeAlarms' },
      { id: 'output', kind: 'production', x: 6, y: 1, w: 2, h: 1, title: '今日产量 Output today' },
      {
        id: 'barrel',
        kind: 'lineChart',
        x: 0,
        y: 2,
        w: 2,
        h: 2,
        pointIds: [point('barrel_temp')],
        range: '24h',
        title: '料筒温度 Barrel temperature',
      },
      { id: 'press', kind: 'scada', x: 2, y: 2, w: 4, h: 4, viewId: pressViewId },
      { id: 'map', kind: 'map', x: 6, y: 2, w: 2, h: 2 },
      { id: 'ticker', kind: 'alarmTicker', x: 0, y: 4, w: 2, h: 2 },
      { id: 'funnel', kind: 'orderFunnel', x: 6, y: 4, w: 2, h: 1 },
      { id: 'reliability', kind: 'reliability', x: 6, y: 5, w: 2, h: 1 },
    ],
  });
}
