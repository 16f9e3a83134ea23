import type { OrderEvidence, ReliabilityAnswer } from '@fieldlink/domain';
import type { Json } from '../../../lib/http/Json';

type Evidence = Json<OrderEvidence>;

export interface EvidenceChartLabels {
  value: string;
  raisedAt: string;
  clearedAt: string;
  completedAt: string;
  recurredAt: string;
  window: string;
}

const ms = (iso: string | null | undefined) => (iso ? new Date(iso).getTime() : null);

/**
 * The point's samples around the failure, with the raise, the clearing, the completion and a
 * recurrence as vertical lines and the verification window shaded.
 */
export function evidenceChartOption(data: Evidence, labels: EvidenceChartLabels, compact = false) {
  const kept = data.evidence;
  const marks: { name: string; xAxis: number; color: string }[] = [];
  const mark = (name: string, iso: string | null | undefined, color: string) => {
    const at = ms(iso);
    if (at !== null) marks.push({ name, xAxis: at, color });
  };
  mark(labels.raisedAt, kept?.raisedAt ?? data.alarm?.raisedAt, '#cf1322');
  mark(labels.clearedAt, kept?.clearedAt ?? data.alarm?.clearedAt, '#389e0d');
  mark(labels.completedAt, kept?.completedAt, '#1677ff');
  mark(labels.recurredAt, kept?.recurredAt, '#cf1322');
  const windowStart = ms(kept?.windowStart);
  const windowEnd = ms(kept?.windowEnd);
  const unit = data.alarm?.unit ? ` ${data.alarm.unit}` : '';
  return {
    animation: false,
    grid: { left: 48, right: 16, top: compact ? 24 : 32, bottom: 28 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'time' },
    yAxis: { type: 'value', scale: true, axisLabel: { formatter: `{value}${unit}` } },
    series: [
      {
        name: labels.value,
        type: 'line',
        showSymbol: false,
        step: 'end',
        data: data.samples.map(([at, value]) => [ms(at), value]),
        markLine: {
          symbol: 'none',
          // Along each line, so the labels of close times do not cover one another.
          label: { show: !compact, formatter: '{b}', fontSize: 10, position: 'insideEndTop' },
          data: marks.map((m) => ({ name: m.name, xAxis: m.xAxis, lineStyle: { color: m.color, type: 'dashed' } })),
        },
        ...(windowStart !== null && windowEnd !== null
          ? {
              markArea: {
                itemStyle: { color: 'rgba(82, 196, 26, 0.12)' },
                label: { show: !compact, fontSize: 10, position: 'inside', color: '#389e0d' },
                data: [[{ name: labels.window, xAxis: windowStart }, { xAxis: windowEnd }]],
              },
            }
          : {}),
      },
    ],
  };
}

export interface TrendLabels {
  failures: string;
  repaired: string;
  mttr: string;
  availability: string;
}

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/** Failures and repairs per bucket (bars), MTTR in hours and availability in % (lines). */
export function trendOption(trend: Json<ReliabilityAnswer>['trend'], labels: TrendLabels) {
  const day = (iso: string) => iso.slice(5, 10);
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.failures, labels.repaired, labels.mttr, labels.availability] },
    grid: { left: 48, right: 56, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: trend.map((b) => day(b.from)) },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { name: labels.failures, type: 'bar', data: trend.map((b) => b.failures), itemStyle: { color: '#ff7875' } },
      { name: labels.repaired, type: 'bar', data: trend.map((b) => b.repaired), itemStyle: { color: '#95de64' } },
      {
        name: labels.mttr,
        type: 'line',
        connectNulls: true,
        data: trend.map((b) => round1(b.mttrMs === null ? null : b.mttrMs / 3_600_000)),
      },
      {
        name: labels.availability,
        type: 'line',
        yAxisIndex: 1,
        connectNulls: true,
        data: trend.map((b) => round1(b.availability === null ? null : b.availability * 100)),
      },
    ],
  };
}

/** The top failing sources by count (bars) with the cumulative share (line): a Pareto chart. */
export function paretoOption(sources: Json<ReliabilityAnswer>['total']['topSources'], labels: { failures: string; cumulative: string }) {
  return {
    animation: false,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [labels.failures, labels.cumulative] },
    grid: { left: 48, right: 56, top: 40, bottom: 48 },
    xAxis: { type: 'category', data: sources.map((s) => s.name), axisLabel: { interval: 0, rotate: sources.length > 4 ? 20 : 0 } },
    yAxis: [
      { type: 'value', minInterval: 1 },
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
    ],
    series: [
      { name: labels.failures, type: 'bar', data: sources.map((s) => s.failures), itemStyle: { color: '#ff9c6e' } },
      { name: labels.cumulative, type: 'line', yAxisIndex: 1, data: sources.map((s) => round1(s.cumulativeShare * 100)) },
    ],
  };
}
