import { addDays, type XDataColumn, type XDataWidget } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { createXDataRepository } from '../features/xdata/xdata.repository.js';

/** The demo seed's XDATA: the feature's own repository, which alone writes the source tables. */
export const createDemoXDataRepository = (db: Database) => createXDataRepository(db);
export type DemoXDataRepository = ReturnType<typeof createDemoXDataRepository>;

/** The demo machine whose history the model joins (demo-plant's first device). */
export const DEMO_XDATA_MACHINE = '注塑机1号';
const MACHINES = [DEMO_XDATA_MACHINE, '包装线'] as const;
const LEADERS = ['王强', '李娜'] as const;
/** Planned pieces per day shift and night shift, per machine. */
const PLAN: Record<(typeof MACHINES)[number], [number, number]> = { 注塑机1号: [1800, 1500], 包装线: [9000, 7200] };
/** Today and the week before it. */
const DAYS = 8;

const COLUMNS: XDataColumn[] = [
  { key: 'c1', name: 'plan_date', type: 'date' },
  { key: 'c2', name: 'shift', type: 'text' },
  { key: 'c3', name: 'device', type: 'text' },
  { key: 'c4', name: 'leader', type: 'text' },
  { key: 'c5', name: 'planned_output', type: 'integer' },
];

/** The shift plan as a CSV would bring it: the last week and today, two shifts, two machines (32 rows). */
export function demoShiftPlan(today: string): string[][] {
  const rows: string[][] = [];
  for (let d = -DAYS + 1; d <= 0; d++) {
    const date = addDays(today, d);
    MACHINES.forEach((device) =>
      (['早班', '夜班'] as const).forEach((shift, s) =>
        rows.push([date, shift, device, LEADERS[(s + d + DAYS) % 2]!, String(PLAN[device][s]! + (Math.abs(d * 37) % 5) * 20)]),
      ),
    );
  }
  return rows;
}

/** Custom SQL views of the demo model: read by the same parser and guard as anyone's. */
export const DEMO_XDATA_VIEWS = [
  {
    name: 'daily_plan',
    sql: 'select plan_date, sum(planned_output) as planned from shift_plan group by plan_date order by plan_date',
  },
  {
    name: 'week_total',
    sql: 'select sum(planned_output) as planned from shift_plan',
  },
  {
    name: 'barrel_temp_hourly',
    sql: `select to_char(bucket, 'MM-DD HH24:00') as hour, barrel_temp from (select date_trunc('hour', h.ts) as bucket, round(avg(h.value)::numeric, 1) as barrel_temp from device_history h join shift_plan p on p.device = h.device_name and p.plan_date = h.ts::date where h.point_name = 'barrel_temp' group by 1 order by 1 desc limit 48) last_hours order by bucket`,
  },
];

/**
 * XDATA of the demo company (spec §2, §3): a shift-plan CSV source, a data model joining it with the
 * demo machine's device history (custom SQL views, dimension and metric folders), and a screen
 * group with two data screens, one shared publicly. A few dozen rows, written in one batch.
 */
export async function seedDemoXData(repo: DemoXDataRepository, companyId: number, userId: number, now: Date) {
  const rows = demoShiftPlan(now.toISOString().slice(0, 10));
  const sourceId = await repo.insertSource({
    companyId,
    name: '班次生产计划',
    description: '最近一周每台机器早夜班的计划产量(CSV 导入)',
    tableName: 'shift_plan',
    updateMethod: 'replace',
    encoding: 'utf-8',
    columns: [],
    createdBy: userId,
  });
  const table = `s_${sourceId}`;
  await repo.createTable(table, COLUMNS.length);
  await repo.insertRows(table, COLUMNS.length, rows);
  await repo.updateSource(sourceId, { columns: COLUMNS, rowCount: rows.length });

  const modelId = await repo.insertModel({
    companyId,
    name: '计划与设备历史',
    tables: [
      { kind: 'source', sourceId },
      { kind: 'builtin', builtin: 'device_history' },
    ],
    joins: [{ kind: 'inner', left: { table: 'shift_plan', column: 'device' }, right: { table: 'device_history', column: 'device_name' } }],
    views: DEMO_XDATA_VIEWS,
    folders: {
      dimensions: [
        { name: '计划', fields: ['shift_plan.plan_date', 'shift_plan.shift', 'shift_plan.device', 'shift_plan.leader'] },
        { name: '设备', fields: ['device_history.device_name', 'device_history.point_name', 'device_history.ts'] },
      ],
      metrics: [{ name: '产量与读数', fields: ['shift_plan.planned_output', 'device_history.value'] }],
    },
    createdBy: userId,
  });

  const groupId = await repo.saveGroup(undefined, { companyId, name: '生产数据', isPublic: false });
  const widget = (w: Omit<XDataWidget, 'modelId'>): XDataWidget => ({ ...w, modelId });
  await repo.saveScreen(undefined, {
    companyId,
    groupId,
    name: '生产计划看板',
    isPublic: true,
    widgets: [
      widget({ kind: 'kpi', title: '本周计划产量', view: 'week_total', y: 'planned' }),
      widget({ kind: 'bar', title: '每日计划产量', view: 'daily_plan', x: 'plan_date', y: 'planned' }),
      widget({ kind: 'table', title: '每日计划', view: 'daily_plan' }),
    ],
  });
  await repo.saveScreen(undefined, {
    companyId,
    groupId,
    name: '注塑机温度',
    isPublic: false,
    widgets: [
      widget({ kind: 'line', title: '料筒温度(每小时平均)', view: 'barrel_temp_hourly', x: 'hour', y: 'barrel_temp' }),
      widget({ kind: 'table', title: '计划与读数' }),
    ],
  });
  return { sourceId, modelId, groupId };
}
