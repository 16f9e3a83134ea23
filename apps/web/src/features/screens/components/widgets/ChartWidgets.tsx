import {
  ALARM_LEVELS,
  ALARM_LEVEL_COLORS,
  ALARM_LEVEL_NAMES,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_COLORS,
  WORK_ORDER_STATUS_LABELS,
  type Language,
  type ScreenSeries,
  type ScreenWidget,
} from '@fieldlink/domain';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { EChart } from '../../../../ui/EChart';
import { type OverviewData, deviceFigures } from '../../../home';
import styles from '../screens.module.css';

const PALETTE = ['#40a9ff', '#73d13d', '#ffc53d', '#ff7a45'];
const AXIS = {
  axisLine: { lineStyle: { color: '#3a5a80' } },
  axisLabel: { color: '#8fb3d9', fontSize: 14 },
  splitLine: { lineStyle: { color: 'rgba(64,169,255,0.12)' } },
};

/** A sample's value for the chart: a bucket's average, or the raw value when it is a number. */
function valueOf(point: Record<string, unknown>): number | null {
  const value = 'avg' in point ? point.avg : point.value;
  return typeof value === 'number' ? value : null;
}

/** The ECharts option of a line or bar chart over the widget's series, on the wall theme. */
export function seriesOption(kind: 'lineChart' | 'barChart', answer: ScreenSeries | undefined, spansDays: boolean) {
  const series = answer?.series ?? [];
  return {
    color: PALETTE,
    animation: false,
    grid: { left: 56, right: 20, top: series.length > 1 ? 36 : 16, bottom: 32 },
    legend: series.length > 1 ? { top: 0, textStyle: { color: '#c6e2ff', fontSize: 14 } } : undefined,
    tooltip: { trigger: 'axis' },
    xAxis: {
      type: 'time',
      ...AXIS,
      splitLine: { show: false },
      axisLabel: { ...AXIS.axisLabel, formatter: (ms: number) => dayjs(ms).format(spansDays ? 'MM-DD' : 'HH:mm') },
    },
    yAxis: { type: 'value', scale: true, ...AXIS },
    series: series.map((s) => ({
      name: s.unit ? `${s.name} (${s.unit})` : s.name,
      type: kind === 'barChart' ? 'bar' : 'line',
      showSymbol: false,
      smooth: kind === 'lineChart',
      areaStyle: kind === 'lineChart' && series.length === 1 ? { opacity: 0.15 } : undefined,
      data: s.points.map((p) => [p.ts, valueOf(p)]),
    })),
  };
}

/** The ECharts option of a bar or line chart over labelled values (a data screen's query rows), on the wall theme. */
export function categoryOption(
  kind: 'lineChart' | 'barChart',
  name: string,
  labels: readonly string[],
  values: readonly (number | null)[],
) {
  return {
    color: PALETTE,
    animation: false,
    grid: { left: 56, right: 20, top: 16, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: labels, ...AXIS, splitLine: { show: false } },
    yAxis: { type: 'value', scale: kind === 'lineChart', ...AXIS },
    series: [
      {
        name,
        type: kind === 'barChart' ? 'bar' : 'line',
        showSymbol: false,
        smooth: kind === 'lineChart',
        areaStyle: kind === 'lineChart' ? { opacity: 0.15 } : undefined,
        data: values,
      },
    ],
  };
}

export function SeriesChartWidget({ widget, answer, height }: { widget: ScreenWidget; answer: ScreenSeries | undefined; height: number }) {
  const { t } = useTranslation();
  const kind = widget.kind === 'barChart' ? 'barChart' : 'lineChart';
  const option = useMemo(() => seriesOption(kind, answer, widget.range === '7d'), [kind, answer, widget.range]);
  if (!answer) return <div className={`${styles.center} ${styles.muted}`}>{t('screens:widgets.noData')}</div>;
  return <EChart option={option} height={height} testId={`screen-chart-${widget.id}`} />;
}

/** The slices of a pie: label, value and colour. */
export function pieSlices(source: ScreenWidget['source'], overview: OverviewData, language: Language) {
  switch (source) {
    case 'alarmLevels':
      return ALARM_LEVELS.map((level) => ({
        name: ALARM_LEVEL_NAMES[level][language],
        value: overview.alarms?.byLevel[String(level) as '1'] ?? 0,
        itemStyle: { color: ALARM_LEVEL_COLORS[level] },
      }));
    case 'orderStatuses':
      return WORK_ORDER_STATUSES.map((status) => ({
        name: WORK_ORDER_STATUS_LABELS[language][status],
        value: overview.workOrders.byStatus[status],
        itemStyle: { color: WORK_ORDER_STATUS_COLORS[status] },
      }));
    case 'deviceStates':
    case undefined:
      return deviceFigures(overview, 'desktop', [], language).map((f) => ({
        name: f.label,
        value: f.value,
        itemStyle: { color: f.color },
      }));
  }
}

export function PieWidget({ widget, overview, height }: { widget: ScreenWidget; overview: OverviewData | undefined; height: number }) {
  const language = useLanguage();
  const option = useMemo(
    () =>
      overview && {
        animation: false,
        tooltip: { trigger: 'item' },
        legend: { orient: 'vertical', right: 0, top: 'middle', textStyle: { color: '#c6e2ff', fontSize: 14 } },
        series: [
          {
            type: 'pie',
            radius: ['45%', '75%'],
            center: ['38%', '50%'],
            label: { color: '#e6f4ff', fontSize: 14, formatter: '{c}' },
            data: pieSlices(widget.source, overview, language),
          },
        ],
      },
    [overview, widget.source, language],
  );
  return option ? <EChart option={option} height={height} testId={`screen-pie-${widget.id}`} /> : null;
}
