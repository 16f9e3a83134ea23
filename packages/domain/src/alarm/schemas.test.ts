import { describe, expect, it } from 'vitest';
import { ALARM_LEVEL_COLORS, alarmActionAllowed } from './levels.js';
import { formatReading, pointLabel } from '../datapoint/reading.js';
import { AlarmSourceCreateSchema, alarmPoint, alarmTexts, recordedText } from './schemas.js';

const base = { pointId: 1, name: 'TooHot', level: 3, condition: { op: '>', value: 50 } };
const issues = (input: unknown) => {
  const r = AlarmSourceCreateSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('AlarmSourceCreateSchema', () => {
  it('takes the contract body', () => {
    expect(issues(base)).toEqual([]);
    expect(issues({ ...base, generateWorkOrder: true, condition: { op: 'between', value: 1, value2: 2 } })).toEqual([]);
    expect(
      issues({
        ...base,
        condition: {
          all: [
            { op: '>', value: 1 },
            { op: 'bitSet', value: 3, pointId: 2 },
          ],
        },
      }),
    ).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ['name of 21', { ...base, name: 'x'.repeat(21) }, 'name:validation.tooLong'],
    ['name with brackets', { ...base, name: 'a(b)' }, 'name:validation.noBrackets'],
    ['level 0', { ...base, level: 0 }, 'level:validation.alarmLevel'],
    ['level 5', { ...base, level: 5 }, 'level:validation.alarmLevel'],
    ['between without value2', { ...base, condition: { op: 'between', value: 1 } }, 'condition.value2:validation.alarmValue2'],
    ['bit 53', { ...base, condition: { op: 'bitSet', value: 53 } }, 'condition.value:validation.between'],
    ['max count enabled without count', { ...base, maxCountEnabled: true }, 'maxCount:validation.required'],
  ])('refuses %s', (_name, input, issue) => {
    expect(issues(input)).toContain(issue);
  });

  it('accepts a name of exactly 20', () => {
    expect(issues({ ...base, name: 'x'.repeat(20) })).toEqual([]);
  });

  it('refuses an unknown op and an empty AND', () => {
    expect(issues({ ...base, condition: { op: '~', value: 1 } }).length).toBeGreaterThan(0);
    expect(issues({ ...base, condition: { all: [] } }).length).toBeGreaterThan(0);
  });
});

describe('levels and texts', () => {
  it('has the spec colours', () => {
    expect(ALARM_LEVEL_COLORS).toEqual({ 1: '#165DFF', 2: '#60D4FF', 3: '#FFA341', 4: '#FF4149' });
  });
  it('allows acknowledge only when active, clear until cleared', () => {
    expect(alarmActionAllowed('acknowledge', 'active')).toBe(true);
    expect(alarmActionAllowed('acknowledge', 'acknowledged')).toBe(false);
    expect(alarmActionAllowed('clear', 'acknowledged')).toBe(true);
    expect(alarmActionAllowed('clear', 'cleared')).toBe(false);
  });
  it('makes a text in both languages', () => {
    expect(alarmTexts({ name: 'TooHot' }, 61.5, { unit: '°C' })).toEqual({
      'zh-CN': '[报警] TooHot: 61.5 °C',
      'en-US': '[Alarm] TooHot: 61.5 °C',
    });
    expect(alarmTexts({ name: 'TooHot' }, 233.20000000000002, { unit: '℃', decimals: 1, dataType: 2 })['en-US']).toBe(
      '[Alarm] TooHot: 233.2 ℃',
    );
    expect(alarmTexts({ name: 'Stop' }, 0, { dataType: 10, multiSegment: '0=停止|Stopped;1=运行|Running' })).toEqual({
      'zh-CN': '[报警] Stop: 停止',
      'en-US': '[Alarm] Stop: Stopped',
    });
    expect(alarmTexts({ name: 'x', textZh: '高温', textEn: 'Hot' }, null)['en-US']).toBe('Hot');
  });

  it('writes recorded values labelled and formatted in the language, without float noise', () => {
    const points = new Map([
      [1, { name: 'barrel_temp', valueDescription: '机筒温度|Barrel temperature', unit: '℃', decimals: 1, dataType: 2 }],
      [2, { name: 'running', dataType: 10 }],
    ]);
    const recorded = [
      { pointId: 1, name: 'barrel_temp', value: 12.700000000000001 },
      { pointId: 2, name: 'running', value: 1 },
      { pointId: 3, name: 'gone', value: null },
    ];
    expect(recordedText(recorded, points, 'en-US')).toBe('Barrel temperature=12.7 ℃, running=On, gone=—');
    expect(recordedText(recorded, points, 'zh-CN')).toBe('机筒温度=12.7 ℃, running=开, gone=—');
  });
});

describe('alarmPoint', () => {
  it("gives formatReading the alarm's point", () => {
    const row = { pointName: 'running', pointDataType: 10, pointWords: '0=停止|Stopped;1=运行|Running', pointDescription: '运行|Run' };
    expect(formatReading(1, alarmPoint(row), 'en-US')).toBe('Running');
    expect(pointLabel(alarmPoint(row), 'zh-CN')).toBe('运行');
  });
});
