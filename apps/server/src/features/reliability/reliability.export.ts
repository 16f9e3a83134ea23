import type { Language, ReliabilityAnswer } from '@fieldlink/domain';
import { safeCell } from '../../lib/xlsx-safe.js';
import { workbook, type Cell } from '../../lib/xlsx.js';

export const RELIABILITY_TITLE: Record<Language, string> = { 'zh-CN': '可靠性分析', 'en-US': 'Reliability' };

const HEADERS: Record<Language, string[]> = {
  'zh-CN': [
    '名称',
    '设备数',
    '故障次数',
    'MTBF(报警,小时)',
    'MTBF(工单,小时)',
    '修复数',
    'MTTR(小时)',
    '等待占比',
    '路途占比',
    '作业占比',
    '一次修复率',
    '返修率',
    '可用率',
    '首要故障源',
  ],
  'en-US': [
    'Name',
    'Devices',
    'Failures',
    'MTBF from alarms (h)',
    'MTBF from orders (h)',
    'Repairs',
    'MTTR (h)',
    'Wait share',
    'Travel share',
    'Work share',
    'First-time fix',
    'Repeat repairs',
    'Availability',
    'Top failing source',
  ],
};
const TOTAL: Record<Language, string> = { 'zh-CN': '合计', 'en-US': 'Total' };

const hours = (ms: number | null) => (ms === null ? null : Math.round((ms / 3_600_000) * 100) / 100);
const share = (x: number | null | undefined) => (x === null || x === undefined ? null : Math.round(x * 10_000) / 10_000);

/** The figures of each row and their total as one sheet (shares as fractions, times in hours). */
export function reliabilityWorkbook(answer: ReliabilityAnswer, language: Language, zone: string): Promise<Buffer> {
  const line = (name: string, f: ReliabilityAnswer['total']): Cell[] => [
    safeCell(name),
    f.devices,
    f.failures,
    hours(f.mtbfMs),
    hours(f.mtbfOrdersMs),
    f.repaired,
    hours(f.mttrMs),
    share(f.repairShares?.wait),
    share(f.repairShares?.travel),
    share(f.repairShares?.work),
    share(f.firstTimeFixRate),
    share(f.repeatRepairRate),
    share(f.availability),
    f.topSources[0] ? safeCell(`${f.topSources[0].name} (${f.topSources[0].failures})`) : null,
  ];
  const rows = [...answer.rows.map((row) => line(row.name, row.figures)), line(TOTAL[language], answer.total)];
  return workbook(RELIABILITY_TITLE[language], HEADERS[language], rows, { timeZone: zone });
}
