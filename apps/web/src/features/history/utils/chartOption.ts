import { isBucketPoint, type HistorySeries } from '@fieldlink/domain';

export type ChartKind = 'line' | 'bar';

const numeric = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * The ECharts option of a history chart: one line (or bar) series per point on a time axis, the
 * average of aggregated buckets with a min/max band behind it (line charts), and dataZoom (inside
 * + slider) to look closer. Pure, so it is unit-tested without a canvas.
 */
export function chartOption(series: readonly HistorySeries[], kind: ChartKind, labels: { min: string; max: string }) {
  const out: Record<string, unknown>[] = [];
  series.forEach((s, index) => {
    const name = s.unit ? `${s.name} (${s.unit})` : s.name;
    const aggregated = s.points.length > 0 && isBucketPoint(s.points[0]!);
    const data = s.points.map((p) => [p.ts, isBucketPoint(p) ? numeric(p.avg) : numeric(p.value)]);
    out.push({
      name,
      type: kind,
      data,
      showSymbol: false,
      connectNulls: false,
      sampling: kind === 'line' ? 'lttb' : undefined,
      z: 3,
      ...(kind === 'bar' ? { barMaxWidth: 16 } : {}),
    });
    if (aggregated && kind === 'line') {
      // The band: a transparent line at min, and the (max - min) stacked on it, filled.
      const stack = `band-${index}`;
      const points = s.points.filter(isBucketPoint);
      out.push({
        name: `${name} ${labels.min}`,
        type: 'line',
        data: points.map((p) => [p.ts, numeric(p.min)]),
        stack,
        lineStyle: { opacity: 0 },
        symbol: 'none',
        silent: true,
        tooltip: { show: false },
        z: 1,
      });
      out.push({
        name: `${name} ${labels.max}`,
        type: 'line',
        data: points.map((p) => [p.ts, p.max - p.min]),
        stack,
        lineStyle: { opacity: 0 },
        areaStyle: { opacity: 0.15 },
        symbol: 'none',
        silent: true,
        tooltip: { show: false },
        z: 1,
      });
    }
  });
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { type: 'scroll', top: 0, data: series.map((s) => (s.unit ? `${s.name} (${s.unit})` : s.name)) },
    grid: { left: 48, right: 24, top: 40, bottom: 72 },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true },
    dataZoom: [{ type: 'inside' }, { type: 'slider', bottom: 16 }],
    series: out,
  };
}

/** Rows of the table view: one per point and time, newest first. */
export function tableRows(series: readonly HistorySeries[]) {
  const rows: {
    key: string;
    pointId: number;
    ts: string;
    point: string;
    unit: string | null;
    value: number | string | null;
    min?: number;
    max?: number;
  }[] = [];
  for (const s of series)
    for (const p of s.points)
      rows.push(
        isBucketPoint(p)
          ? { key: `${s.pointId}-${p.ts}`, pointId: s.pointId, ts: p.ts, point: s.name, unit: s.unit, value: p.avg, min: p.min, max: p.max }
          : { key: `${s.pointId}-${p.ts}`, pointId: s.pointId, ts: p.ts, point: s.name, unit: s.unit, value: p.value },
      );
  return rows.sort((a, b) => (a.ts < b.ts ? 1 : a.ts > b.ts ? -1 : a.point.localeCompare(b.point)));
}
