import { statusWords, type StatusEntry } from '@fieldlink/domain';
import { DEMO_BOXES } from './demo-plant.js';
import type { DemoAutomationRepository } from './demo-automation.repository.js';

/** The press's run state as a status table (spec §3 statuses): its values read as these words everywhere. */
export const DEMO_RUN_STATES: StatusEntry[] = [
  { value: 0, zh: '停止', en: 'Stopped' },
  { value: 1, zh: '运行', en: 'Running' },
  { value: 2, zh: '故障', en: 'Fault' },
];

/**
 * The demo's conditional automation: when the press's barrel temperature stays above 232 ℃ for 2 s
 * (the simulator's 12-minute cycle peaks at 235 ℃, so about once in 12 minutes), its temperature
 * setpoint is written down to 218 ℃, at most once in 10 minutes. And the press's run state reads
 * through the "运行状态" status table.
 */
export async function seedDemoAutomation(repo: DemoAutomationRepository, companyId: number) {
  const press = DEMO_BOXES[0];
  const running = await repo.point(press, 'running');
  const table = await repo.insertStatusTable({
    companyId,
    name: '运行状态',
    entries: DEMO_RUN_STATES,
    words: statusWords(DEMO_RUN_STATES),
  });
  await repo.useStatusTable(running.id, table);

  const barrel = await repo.point(press, 'barrel_temp');
  const setpoint = await repo.point(press, 'setpoint_temp');
  const placement = { companyId, projectId: barrel.projectId, deviceId: barrel.deviceId };
  const triggerId = await repo.insertTrigger({
    ...placement,
    pointId: barrel.id,
    name: '料温高降设定',
    condition: { op: '>', value: 232 },
    minDurationMs: 2000,
    description: '料筒温度持续 2 秒超过 232 ℃',
  });
  await repo.insertAssignment({
    ...placement,
    triggerId,
    name: '温度设定降至218℃',
    targetPointId: setpoint.id,
    source: 'constant',
    value: 218,
    cooldownMs: 10 * 60_000,
  });
}
