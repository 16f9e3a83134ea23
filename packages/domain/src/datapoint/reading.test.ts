import { describe, expect, it } from 'vitest';
import { formatNumber, formatReading, formatStoredReading, pickLanguage, pointLabel, valueWords } from './reading.js';

describe('formatNumber', () => {
  it.each([
    [233.20000000000002, undefined, '233.2'],
    [12.700000000000001, null, '12.7'],
    [0.1 + 0.2, undefined, '0.3'],
    [152300, undefined, '152300'],
    [-3.5e-7, undefined, '0'],
    [1500, undefined, '1500'],
    [12.700000000000001, 1, '12.7'],
    [233.25, 0, '233'],
    [2, 2, '2.00'],
  ])('%s with %s decimals reads %s', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });

  it('shows no number for NaN and infinities', () => {
    expect(formatNumber(Number.NaN)).toBe('—');
    expect(formatNumber(Number.POSITIVE_INFINITY, 1)).toBe('—');
  });
});

describe('formatReading', () => {
  const temperature = { dataType: 2, decimals: 1, unit: '℃', displayFormat: 1 };

  it('uses the decimals and unit of the point', () => {
    expect(formatReading(233.20000000000002, temperature, 'zh-CN')).toBe('233.2 ℃');
    expect(formatReading(233.20000000000002, temperature, 'en-US', { unit: false })).toBe('233.2');
  });

  it('drops float noise when the point is unknown', () => {
    expect(formatReading(12.700000000000001, {}, 'en-US')).toBe('12.7');
  });

  it('shows a missing value as a dash', () => {
    expect(formatReading(null, temperature, 'en-US')).toBe('—');
    expect(formatReading(undefined, temperature, 'zh-CN')).toBe('—');
  });

  it('shows a Bool as generic words in each language', () => {
    expect(formatReading(1, { dataType: 10 }, 'en-US')).toBe('On');
    expect(formatReading(false, { dataType: 10 }, 'en-US')).toBe('Off');
    expect(formatReading(true, {}, 'zh-CN')).toBe('开');
    expect(formatReading('0', { dataType: 10 }, 'zh-CN')).toBe('关');
  });

  it("shows a Bool as the point's own words", () => {
    const running = { dataType: 10, multiSegment: '0=停止|Stopped;1=运行|Running' };
    expect(formatReading(1, running, 'en-US')).toBe('Running');
    expect(formatReading(0, running, 'zh-CN')).toBe('停止');
    expect(formatReading(true, running, 'zh-CN')).toBe('运行');
  });

  it('names a numeric value the point names, other values as numbers', () => {
    const mode = { dataType: 2, decimals: 0, unit: 'x', multiSegment: '0=手动|Manual;1=自动|Auto' };
    expect(formatReading(1, mode, 'en-US')).toBe('Auto');
    expect(formatReading(2, mode, 'en-US')).toBe('2 x');
  });

  it('keeps the display format of the point, without a unit', () => {
    expect(formatReading(4, { dataType: 2, displayFormat: 2, unit: 'u' }, 'en-US')).toBe('0004');
  });

  it('shows text as it is', () => {
    expect(formatReading('B2501A', { dataType: 11 }, 'en-US')).toBe('B2501A');
  });
});

describe('names in both languages', () => {
  it('picks a side of "中文|English", either alone serving both', () => {
    expect(pickLanguage('机筒温度|Barrel temperature', 'zh-CN')).toBe('机筒温度');
    expect(pickLanguage('机筒温度|Barrel temperature', 'en-US')).toBe('Barrel temperature');
    expect(pickLanguage('机筒温度|', 'en-US')).toBe('机筒温度');
    expect(pickLanguage('Flow', 'zh-CN')).toBe('Flow');
  });

  it('labels a point by its display name, else its name', () => {
    expect(pointLabel({ name: 'barrel_temp', valueDescription: '机筒温度|Barrel temperature' }, 'en-US')).toBe('Barrel temperature');
    expect(pointLabel({ name: 'barrel_temp', valueDescription: null }, 'zh-CN')).toBe('barrel_temp');
  });

  it('reads value words, skipping entries that do not parse', () => {
    const words = valueWords('0=停止|Stopped; bad; 1：运行|Running', 'en-US');
    expect([...words]).toEqual([
      [0, 'Stopped'],
      [1, 'Running'],
    ]);
  });
});

describe('formatStoredReading', () => {
  it('reads numeric text as the number, with decimals, unit and words', () => {
    expect(formatStoredReading('233.20000000000002', { dataType: 2, decimals: 1, unit: '℃' }, 'en-US')).toBe('233.2 ℃');
    expect(formatStoredReading('1', { dataType: 10, multiSegment: '0=停止|Stopped;1=运行|Running' }, 'zh-CN')).toBe('运行');
    expect(formatStoredReading('false', { dataType: 10 }, 'en-US')).toBe('Off');
  });

  it('keeps text as text and a missing value as a dash', () => {
    expect(formatStoredReading('123', { dataType: 11 }, 'en-US')).toBe('123');
    expect(formatStoredReading('B2501A', { dataType: 11 }, 'en-US')).toBe('B2501A');
    expect(formatStoredReading(null, {}, 'en-US')).toBe('—');
  });
});
