import type { SimUsageDay } from '@fieldlink/domain';
import { useMemo } from 'react';
import { EChart } from '../../../ui/EChart';

/** Data used per day as bars (the card's usage history). */
export function UsageChart({ usage, height = 260 }: { usage: readonly SimUsageDay[]; height?: number }) {
  const option = useMemo(
    () => ({
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: usage.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', name: 'MB' },
      series: [{ type: 'bar', data: usage.map((d) => d.usedMb), itemStyle: { color: '#165DFF' } }],
    }),
    [usage],
  );
  return <EChart option={option} height={height} testId="sim-usage-chart" data={{ 'data-days': usage.length }} />;
}
