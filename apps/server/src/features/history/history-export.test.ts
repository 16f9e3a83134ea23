import { describe, expect, it } from 'vitest';
import { csvLine, escapeFormula } from '../../lib/xlsx-stream.js';
import { exportHeaders } from './history-export.js';

describe('history export cells', () => {
  it('escapes what a spreadsheet would run as a formula', () => {
    for (const v of ['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(escapeFormula(v)).toBe(`'${v}`);
    expect(escapeFormula('temp')).toBe('temp');
    expect(escapeFormula(-5)).toBe(-5);
    expect(escapeFormula(null)).toBeNull();
  });

  it('writes CSV lines with quoting', () => {
    expect(csvLine(['a', 1, null, 'x,y', 'say "hi"', '=cmd'])).toBe('a,1,,"x,y","say ""hi""",\'=cmd\r\n');
  });

  it('names the columns in the language asked for', () => {
    expect(exportHeaders('zh-CN', 'raw')).toEqual(['时间', '设备', '数据点', '单位', '值']);
    expect(exportHeaders('en-US', '1h')).toEqual(['Time', 'Device', 'Point', 'Unit', 'Min', 'Max', 'Average', 'Last']);
  });
});
