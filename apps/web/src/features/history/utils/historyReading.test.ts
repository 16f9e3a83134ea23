import { describe, expect, it } from 'vitest';
import { historyValue, labelledSeries } from './historyReading';

const temp = { name: 'barrel_temp', dataType: 2, decimals: 1, unit: '℃', valueDescription: '料筒温度|Barrel temperature' };
const running = { name: 'running', dataType: 10, multiSegment: '0=停止|Stopped;1=运行|Running' };

describe('history values', () => {
  it('shows samples with decimals, unit and words, never float noise', () => {
    expect(historyValue(233.20000000000002, temp, { aggregated: false, unit: true }, 'en-US')).toBe('233.2 ℃');
    expect(historyValue(1, running, { aggregated: false, unit: true }, 'en-US')).toBe('Running');
    expect(historyValue(null, temp, { aggregated: false, unit: true }, 'zh-CN')).toBe('—');
    expect(historyValue(12.700000000000001, undefined, { aggregated: false, unit: true }, 'zh-CN')).toBe('12.7');
  });

  it('shows aggregates as numbers, a Bool average as a share', () => {
    expect(historyValue(221.04999999, temp, { aggregated: true, unit: false }, 'en-US')).toBe('221.0');
    expect(historyValue(0.7333333, running, { aggregated: true, unit: true }, 'en-US')).toBe('0.73');
  });

  it('names series by display name', () => {
    const points = new Map([[1, temp]]);
    expect(labelledSeries([{ pointId: 1, name: 'barrel_temp' }], points, 'zh-CN')[0]!.name).toBe('料筒温度');
    expect(labelledSeries([{ pointId: 2, name: 'flow' }], points, 'en-US')[0]!.name).toBe('flow');
  });
});
