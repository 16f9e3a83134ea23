import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { EChart } from '../../../ui/EChart';
import type { HistorySeries } from '@fieldlink/domain';
import { chartOption, type ChartKind } from '../utils/chartOption';

/** The history chart. A new answer or chart type redraws; other renders leave the chart (and its zoom) alone. */
export function HistoryChart({ series, kind, height = 420 }: { series: readonly HistorySeries[]; kind: ChartKind; height?: number }) {
  const { t } = useTranslation();
  const min = t('history:min');
  const max = t('history:max');
  const option = useMemo(() => chartOption(series, kind, { min, max }), [series, kind, min, max]);
  const points = series.reduce((n, s) => n + s.points.length, 0);
  return <EChart option={option} height={height} testId="history-chart" data={{ 'data-points': points }} />;
}
