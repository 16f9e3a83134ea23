import { DEFAULT_UTC_OFFSET_MINUTES, localDayOf, localMidnight } from '@fieldlink/domain';
import { DEMO_BOXES } from './demo-plant.js';
import type { DemoReportsRepository } from './demo-reports.repository.js';

const [PRESS, CHILLER, PACKING] = DEMO_BOXES;

/**
 * Collection tasks and saved reports of the demo plant: a conditional task that records the
 * press's alarm word and set point (points not stored otherwise) while alarm bit 2 is set, a
 * periodic one for the chiller's flow; a daily production report (index cards, a bar chart, the
 * table) and a monthly energy report sent every week into the demo user's notices.
 */
export async function seedDemoReports(
  repo: DemoReportsRepository,
  companyId: number,
  projectId: number,
  createdBy: number,
  now = new Date(),
) {
  const points = await repo.pointsOf(DEMO_BOXES);
  await seedStatusWeek(repo, [...new Set([...points.values()].map((p) => p.deviceId))], now);
  const id = (box: string, name: string) => {
    const point = points.get(`${box}/${name}`);
    if (!point) throw new Error(`demo point ${box}/${name} missing`);
    return point;
  };
  const alarmWord = id(PRESS, 'alarm_word');
  await repo.insertTask({
    companyId,
    deviceId: alarmWord.deviceId,
    name: '报警时记录',
    mode: 'conditional',
    intervalS: null,
    pointIds: [alarmWord.id, id(PRESS, 'setpoint_temp').id],
    conditions: [{ pointId: alarmWord.id, op: 'bitSet', value: 2 }],
    logic: 'and',
    windows: [],
    createdBy,
  });
  const flow = id(CHILLER, 'flow');
  await repo.insertTask({
    companyId,
    deviceId: flow.deviceId,
    name: '流量每30秒',
    mode: 'periodic',
    intervalS: 30,
    pointIds: [flow.id],
    conditions: [],
    logic: 'and',
    windows: [],
    createdBy,
  });

  await repo.insertReport({
    companyId,
    projectId,
    name: '生产日报',
    storageMode: 'interval',
    intervalS: 3600,
    periodTimeList: [],
    timeType: 'day',
    columns: [
      { pointId: id(PRESS, 'cycle_count').id, method: 'difference', title: '注塑产量' },
      { pointId: id(PACKING, 'good_count').id, method: 'difference', title: '包装良品' },
      { pointId: id(PACKING, 'reject_count').id, method: 'max', title: '不良数' },
      { pointId: id(PRESS, 'barrel_temp').id, method: 'avg', title: '料筒温度' },
      { pointId: id(PACKING, 'line_speed').id, method: 'avg', title: '线速度' },
    ],
    modules: [
      { type: 'card', width: 'half', title: '今日指标', columns: [0, 1, 2, 3], chart: 'line' },
      { type: 'chart', width: 'half', title: '每小时产量', columns: [0, 1], chart: 'bar' },
      { type: 'chart', width: 'full', title: '温度与线速度', columns: [3, 4], chart: 'line' },
      { type: 'table', width: 'full', title: '明细', columns: [], chart: 'line' },
    ],
    schedule: null,
    createdBy,
  });
  await repo.insertReport({
    companyId,
    projectId,
    name: '月度能耗报表',
    storageMode: 'interval',
    intervalS: 86_400,
    periodTimeList: [],
    timeType: 'month',
    columns: [
      { pointId: id(CHILLER, 'compressor_current').id, method: 'avg', title: '压缩机电流' },
      { pointId: id(CHILLER, 'compressor_current').id, method: 'max', title: '峰值电流' },
      { pointId: id(CHILLER, 'supply_temp').id, method: 'avg', title: '供水温度' },
      { pointId: id(PRESS, 'cycle_count').id, method: 'difference', title: '注塑产量' },
    ],
    modules: [
      { type: 'card', width: 'full', title: '本月汇总', columns: [], chart: 'line' },
      { type: 'chart', width: 'half', title: '每日电流', columns: [0, 1], chart: 'line' },
      { type: 'chart', width: 'half', title: '每日产量', columns: [3], chart: 'bar' },
      { type: 'table', width: 'full', title: '每日明细', columns: [], chart: 'line' },
    ],
    schedule: { frequency: 'weekly', channel: 'notice', recipients: [], userIds: [createdBy], language: 'zh-CN', enabled: true },
    createdBy,
  });
}

const MINUTE = 60_000;

/**
 * The past seven local days of each demo device: online from about 07:30 to 22:00, a short
 * communication failure on some afternoons, offline at night (until the simulators connect).
 */
async function seedStatusWeek(repo: DemoReportsRepository, deviceIds: readonly number[], now: Date) {
  const today = localDayOf(now.getTime(), DEFAULT_UTC_OFFSET_MINUTES);
  const rows: { deviceId: number; status: 'online' | 'comm_failure' | 'offline'; reason: string | null; at: Date }[] = [];
  deviceIds.forEach((deviceId, d) => {
    for (let back = 7; back >= 1; back--) {
      const day = new Date(Date.parse(`${today}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
      const midnight = localMidnight(day, DEFAULT_UTC_OFFSET_MINUTES);
      const at = (minutes: number) => new Date(midnight + minutes * MINUTE);
      rows.push({ deviceId, status: 'online', reason: null, at: at(450 + d * 7 + back * 3) });
      if ((back + d) % 3 === 0) {
        rows.push({ deviceId, status: 'comm_failure', reason: 'status', at: at(840 + d * 11) });
        rows.push({ deviceId, status: 'online', reason: null, at: at(865 + d * 11) });
      }
      rows.push({ deviceId, status: 'offline', reason: 'will', at: at(1320 - d * 9 + back * 2) });
    }
  });
  await repo.insertStatusEvents(rows);
}
