import { alarmTexts, type AlarmCondition, type AlarmLevel } from '@fieldlink/domain';
import { DEMO_BOXES } from './demo-plant.js';
import type { SeedRepository } from './seed.repository.js';

interface DemoSource {
  box: (typeof DEMO_BOXES)[number];
  point: string;
  name: string;
  level: AlarmLevel;
  /** A function when the condition reads other points of the device (given their IDs by name). */
  condition: AlarmCondition | ((pointOf: (name: string) => number) => AlarmCondition);
  deadband?: number;
  minDurationMs?: number;
  maxCount?: number;
  generateWorkOrder?: boolean;
  recorded?: string[];
  description: string;
  /** Cleared alarms of the past days (history and statistics have something to show). */
  past: number;
  value: number;
}

/**
 * Alarm sources on the demo plant that the simulated PLCs (apps/gateway DEMO_PROFILES) trip now and
 * then, a few times in a quarter of an hour (each alarm is an entry in the demo user's alert window):
 * the barrel temperature's sine (205..235 ℃, 12 min) passes 232 ℃ for 2 s once per period (its
 * one-tick spikes do not count), the chiller's supply (5.8..8.2 ℃, 16 min) passes 8 ℃ for 5 s, the
 * packing line slows under 53 pcs/min for 3 s every 10 minutes, the press's alarm word sets bit 2 for
 * 18 s every 15 minutes, the screw speed's peak (135 rpm every 45 s) passes 133 rpm while running (at
 * most 3 a day), and a compressor current spike (52 A) opens a repair order (at most 3 a day). In any
 * 25 minutes that is at most 4 + 3 + 3 + 3 + 3 + 4 alarms and 3 orders, 23 entries where there were
 * about 50 (demo-alarm-rate.test.ts runs them through the evaluator).
 */
export const DEMO_ALARM_SOURCES: DemoSource[] = [
  {
    box: 'DEMOPRESS001',
    point: 'barrel_temp',
    name: '料筒温度高',
    level: 3,
    condition: { op: '>', value: 232 },
    deadband: 2,
    minDurationMs: 2000,
    recorded: ['mould_temp', 'screw_speed'],
    description: '料筒温度持续 2 秒超过 232 ℃,回落到 230 ℃ 以下解除',
    past: 6,
    value: 233.4,
  },
  {
    box: 'DEMOPRESS001',
    point: 'alarm_word',
    name: '液压故障位',
    level: 4,
    condition: { op: 'bitSet', value: 2 },
    description: '报警字第 2 位(液压故障)',
    past: 3,
    value: 4,
  },
  {
    box: 'DEMOPRESS001',
    point: 'screw_speed',
    name: '运行中螺杆超速',
    level: 2,
    condition: (pointOf) => ({
      all: [
        { op: '>', value: 133 },
        { op: '==', value: 1, pointId: pointOf('running') },
      ],
    }),
    minDurationMs: 2000,
    maxCount: 3,
    description: '设备运行且螺杆转速持续 2 秒超过 133 rpm,每天最多 3 次',
    past: 2,
    value: 134,
  },
  {
    box: 'DEMOCOOL0002',
    point: 'supply_temp',
    name: '供水温度高',
    level: 2,
    condition: { op: '>', value: 8 },
    deadband: 0.3,
    minDurationMs: 5000,
    description: '冷水机供水温度持续 5 秒超过 8 ℃',
    past: 4,
    value: 8.1,
  },
  {
    box: 'DEMOCOOL0002',
    point: 'compressor_current',
    name: '压缩机过流',
    level: 4,
    condition: { op: '>', value: 45 },
    maxCount: 3,
    generateWorkOrder: true,
    recorded: ['supply_temp', 'return_temp'],
    description: '压缩机电流超过 45 A,自动生成维修工单(每天最多 3 次)',
    past: 1,
    value: 52,
  },
  {
    box: 'DEMOPACK0003',
    point: 'line_speed',
    name: '线速偏低',
    level: 1,
    condition: { op: '<', value: 53 },
    deadband: 1,
    minDurationMs: 3000,
    description: '包装线速度持续 3 秒低于 53 pcs/min',
    past: 5,
    value: 52,
  },
];

const HOUR = 3_600_000;

export interface SeededSource {
  sourceId: number;
  pointId: number;
  deviceId: number;
  level: AlarmLevel;
  texts: ReturnType<typeof alarmTexts>;
}

/** The demo's alarm sources, and a few cleared alarms over the last week; the sources by name. */
export async function seedDemoAlarms(repo: SeedRepository, companyId: number, projectId: number, now: Date) {
  const seeded = new Map<string, SeededSource>();
  const points = await repo.pointsOfProject(projectId);
  const find = (box: string, name: string) => {
    const point = points.find((p) => p.boxId === box && p.name === name);
    if (!point) throw new Error(`demo alarm: no point ${box}/${name}`);
    return point;
  };
  let n = 0;
  for (const demo of DEMO_ALARM_SOURCES) {
    const point = find(demo.box, demo.point);
    const condition = typeof demo.condition === 'function' ? demo.condition((name) => find(demo.box, name).id) : demo.condition;
    const sourceId = await repo.insertAlarmSource({
      companyId,
      projectId,
      deviceId: point.deviceId,
      pointId: point.id,
      name: demo.name,
      level: demo.level,
      condition,
      deadband: demo.deadband ?? 0,
      minDurationMs: demo.minDurationMs ?? 0,
      maxCountEnabled: demo.maxCount !== undefined,
      maxCount: demo.maxCount ?? null,
      generateWorkOrder: demo.generateWorkOrder ?? false,
      recordedPointIds: (demo.recorded ?? []).map((name) => find(demo.box, name).id),
      description: demo.description,
    });
    const texts = alarmTexts(demo, demo.value, point);
    seeded.set(demo.name, { sourceId, pointId: point.id, deviceId: point.deviceId, level: demo.level, texts });
    for (let i = 0; i < demo.past; i++) {
      const raisedAt = new Date(now.getTime() - (6 + ((n++ * 17) % 150)) * HOUR);
      await repo.insertAlarm({
        sourceId,
        companyId,
        projectId,
        deviceId: point.deviceId,
        pointId: point.id,
        name: demo.name,
        level: demo.level,
        state: 'cleared',
        value: demo.value,
        textZh: texts['zh-CN'],
        textEn: texts['en-US'],
        raisedAt,
        clearedAt: new Date(raisedAt.getTime() + 90_000),
      });
    }
  }
  return seeded;
}
