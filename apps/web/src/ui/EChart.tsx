import { useEffect, useRef } from 'react';

type Chart = { setOption(option: unknown, notMerge?: boolean): void; resize(): void; dispose(): void };

export interface EChartProps {
  /** The ECharts option; a new object redraws the chart (and resets its zoom), the same one leaves it alone. */
  option: object;
  height?: number;
  testId?: string;
  /** Extra `data-*` attributes of the chart's element, for tests. */
  data?: Record<`data-${string}`, string | number>;
}

/**
 * An ECharts chart on a canvas that follows the element's size. ECharts is loaded on first use, as a
 * chunk of its own; the element gets `data-rendered="true"` once the chart is drawn.
 */
export function EChart({ option, height = 300, testId, data }: EChartProps) {
  const element = useRef<HTMLDivElement>(null);
  const chart = useRef<Chart | null>(null);
  const optionRef = useRef(option);
  optionRef.current = option;

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

  useEffect(() => {
    chart.current?.setOption(option, true);
  }, [option]);

  return <div ref={element} style={{ width: '100%', height }} data-testid={testId} {...data} />;
}
