import { describe, expect, it } from 'vitest';
import { pointName, pointValue } from './pointReading';

describe('analysis values', () => {
  const running = {
    pointName: 'running',
    unit: null,
    dataType: 10,
    multiSegment: '0=停止|Stopped;1=运行|Running',
    valueDescription: '运行状态|Running',
  };
  const temp = { pointName: 'barrel_temp', unit: '℃', decimals: 1, dataType: 2 };

  it('shows booleans as words and numbers with decimals and unit', () => {
    expect(pointValue('1', running, 'en-US')).toBe('Running');
    expect(pointValue('0', running, 'zh-CN')).toBe('停止');
    expect(pointValue('233.20000000000002', temp, 'en-US')).toBe('233.2 ℃');
    expect(pointValue(null, temp, 'en-US')).toBe('—');
  });

  it('names the point by its display name in the language', () => {
    expect(pointName(running, 'zh-CN')).toBe('运行状态');
    expect(pointName(temp, 'en-US')).toBe('barrel_temp');
  });
});
