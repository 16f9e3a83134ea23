import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistorySeries } from '../api/historyApi';
import { chartOption, type ChartKind } from '../utils/chartOption';

type Chart = { setOption(option: unknown, notMerge?: boolean): void; resize(): void; dispose(): void };

/** The history chart: ECharts (loaded on first use) on a canvas, following the element's size. */
export function HistoryChart({ series, kind, height = 420 }: { series: readonly HistorySeries[]; kind: ChartKind; height?: number }) {
  const { t } = useTranslation();
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const labels = { min: t('history:min'), max: t('history:max') };
  const optionRef = useRef(chartOption(series, kind, labels));
  optionRef.current = chartOption(series, kind, labels);

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    void import('./echarts').then(({ echarts }) => {
      if (disposed || !element.current) return;
      chart.current = echarts.init(element.current) as unknown as Chart;
      chart.current.setOption(optionRef.current, true);
      element.current.dataset.rendered = 'true';
      if (typeof ResizeObserver !== 'undefined') {
        observer = new ResizeObserver(() => chart.current?.resize());
        observer.observe(element.current);
      }
    });
    return () => {
      disposed = true;
      observer?.disconnect();
      chart.current?.dispose();
      chart.current = null;
    };
  }, []);

  // A new answer or chart type redraws; other renders leave the chart (and its zoom) alone.
  useEffect(() => {
    chart.current?.setOption(optionRef.current, true);
  }, [series, kind]);

  const points = series.reduce((n, s) => n + s.points.length, 0);
  return <div ref={element} style={{ width: '100%', height }} data-testid="history-chart" data-points={points} />;
}
