import { describe, expect, it } from 'vitest';
import { csvLine, escapeFormula } from '../../lib/xlsx-stream.js';
import { exportHeaders, exportRows } from './history-export.js';
import type { HistoryRepository } from './history.repository.js';
import type { RollupsRepository } from './rollups.repository.js';

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

  it('writes a raw sample a status table names as its word in the language', async () => {
    const ts = new Date('2026-03-01T00:00:00Z');
    const repo = {
      async *rawPages() {
        yield [
          { pointId: 1, ts, value: '2', text: null },
          { pointId: 1, ts, value: '7', text: null },
          { pointId: 1, ts, value: null, text: 'B2501A' },
        ];
      },
    } as unknown as HistoryRepository;
    const point = {
      id: 1,
      name: 'state',
      unit: null,
      deviceName: 'Press',
      multiSegment: '2=旧|Old',
      statusWords: '1=运行|Running;2=故障|Fault',
    };
    const rows: unknown[][] = [];
    for await (const page of exportRows({ repo, rollups: {} as RollupsRepository }, [point], ts, ts, 'raw', 'en-US')) rows.push(...page);
    expect(rows.map((r) => r[4])).toEqual(['Fault', 7, 'B2501A']);
  });
});
