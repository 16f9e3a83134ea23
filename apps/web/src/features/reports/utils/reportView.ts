import type { ReportModule } from '@fieldlink/domain';
import type { ReportData } from '../api/reportsApi';

/** A statistic shown: up to 3 decimals, no trailing zeros; a period without samples shows a dash. */
export function formatStat(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return Number(value.toFixed(3)).toLocaleString(undefined, { maximumFractionDigits: 3 });
}

/** The columns a module shows (all when it names none). */
export function moduleColumns(report: Pick<ReportData, 'columns'>, module: Pick<ReportModule, 'columns'>) {
  return module.columns.length === 0 ? report.columns : report.columns.filter((c) => module.columns.includes(c.index));
}

/** The ECharts option of a chart module: one series per column, the period labels on the x axis. */
export function chartOptionOf(
  report: ReportData,
  module: Pick<ReportModule, 'columns' | 'chart'>,
  methodLabel: (method: string) => string,
) {
  const columns = moduleColumns(report, module);
  return {
    animation: false,
    grid: { left: 48, right: 16, top: 36, bottom: 28 },
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll' },
    xAxis: { type: 'category', data: report.rows.map((r) => r.label.slice(report.timeType === 'day' ? 11 : 5)) },
    yAxis: { type: 'value', scale: true },
    series: columns.map((c) => ({
      name: `${c.title} ${methodLabel(c.method)}`,
      type: module.chart,
      showSymbol: false,
      connectNulls: false,
      data: report.rows.map((r) => r.values[c.index] ?? null),
    })),
  };
}
