import type { Language } from '@fieldlink/domain';
import { ALARM_LEVEL_NAMES, alarmPoint, formatReading, isAlarmLevel, pointLabel } from '@fieldlink/domain';
import { workbook } from '../../lib/xlsx.js';
import type { AlarmView } from './alarms.repository.js';

const HEADERS: Record<Language, string[]> = {
  'zh-CN': [
    '等级',
    '报警名称',
    '报警内容',
    '项目',
    '设备',
    '数据点',
    '触发值',
    '状态',
    '报警时间',
    '确认人',
    '确认时间',
    '清除人',
    '清除时间',
    '工单',
  ],
  'en-US': [
    'Level',
    'Alarm',
    'Text',
    'Project',
    'Device',
    'Point',
    'Value',
    'State',
    'Raised',
    'Acknowledged by',
    'Acknowledged at',
    'Cleared by',
    'Cleared at',
    'Work order',
  ],
};
const STATES: Record<Language, Record<string, string>> = {
  'zh-CN': { active: '未确认', acknowledged: '已确认', cleared: '已清除' },
  'en-US': { active: 'Unacknowledged', acknowledged: 'Acknowledged', cleared: 'Cleared' },
};
const AUTO: Record<Language, string> = { 'zh-CN': '自动', 'en-US': 'automatic' };

/** Alarm records as an Excel workbook, titles and texts in the caller's language. */
export const ALARMS_TITLE: Record<Language, string> = { 'zh-CN': '报警记录', 'en-US': 'Alarms' };

export function alarmsWorkbook(rows: AlarmView[], language: Language, zone: string): Promise<Buffer> {
  return workbook(
    ALARMS_TITLE[language],
    HEADERS[language],
    rows.map((row) => [
      isAlarmLevel(row.level) ? ALARM_LEVEL_NAMES[row.level][language] : row.level,
      row.name,
      language === 'zh-CN' ? row.textZh : row.textEn,
      row.projectName,
      row.deviceName,
      pointLabel(alarmPoint(row), language),
      formatReading(row.value, alarmPoint(row), language),
      STATES[language][row.state] ?? row.state,
      row.raisedAt,
      row.acknowledgedByName,
      row.acknowledgedAt,
      row.clearedAt ? (row.clearedByName ?? AUTO[language]) : null,
      row.clearedAt,
      row.workOrderId,
    ]),
    { timeZone: zone },
  );
}
