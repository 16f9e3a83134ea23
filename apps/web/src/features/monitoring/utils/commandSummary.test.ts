import { describe, expect, it } from 'vitest';
import { commandValue } from './commandSummary';

describe('commandValue', () => {
  it('shows a written Bool as its words in the language', () => {
    const running = { dataType: 10, displayFormat: 1, decimals: 0, multiSegment: '0=停止|Stopped;1=运行|Running' };
    expect(commandValue({ value: 1 }, running, 'en-US')).toBe('Running');
    expect(commandValue({ value: false }, running, 'zh-CN')).toBe('停止');
    expect(commandValue({ value: true }, { dataType: 10, displayFormat: 1, decimals: 0 }, 'en-US')).toBe('On');
  });

  it('scales and formats a written number', () => {
    expect(commandValue({ value: 2205 }, { dataType: 2, displayFormat: 1, decimals: 1, slope: 0.1 }, 'en-US')).toBe('220.5');
  });
});

describe('commandValue of a payload', () => {
  it.each<[unknown, string]>([
    [{ point: 'setpoint_temp', value: 200.5 }, '200.5'],
    [{ value: 'AB' }, 'AB'],
    [{ value: true }, 'true'],
    [{ values: { a: 1 } }, '{"values":{"a":1}}'],
    ['raw', 'raw'],
    [null, ''],
    [undefined, ''],
  ])('%j -> %j', (payload, text) => {
    expect(commandValue(payload)).toBe(text);
  });

  it('shows a written PLC value scaled and formatted as the point shows it', () => {
    const setpoint = { dataType: 2, displayFormat: 1, decimals: 1, slope: 0.1 };
    expect(commandValue({ type: 'write', value: 2100 }, setpoint)).toBe('210.0');
    expect(commandValue({ type: 'write', value: 26 }, { dataType: 2, displayFormat: 2, decimals: 0 })).toBe('001A');
    // A Bool reads as words (generic On / Off without the point's own).
    expect(commandValue({ type: 'write', value: 1 }, { dataType: 10, displayFormat: 1, decimals: 0 }, 'en-US')).toBe('On');
    expect(
      commandValue(
        { type: 'write', value: 5 },
        { dataType: 2, displayFormat: 1, decimals: 0, maxData: 1, minData: 1, maxProportion: 2, minProportion: 0 },
      ),
    ).toBe('5');
  });
});
