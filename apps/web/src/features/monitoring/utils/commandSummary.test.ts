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
