import { DEMO_BOXES } from './demo-plant.js';
import type { DemoRecipesRepository } from './demo-recipes.repository.js';

const [PRESS] = DEMO_BOXES;
const MINUTE = 60_000;

/**
 * Recipes of the demo press (its simulator takes recipes in 4x100..119 and sets 4x120 when it has
 * one; 4x200..219 is protected): "ABS 外壳" may go whenever the barrel is below 260 ℃, "PC 透明件"
 * only while the machine is stopped (a minute in every ten). Two downloads in the log, one refused
 * by the PLC.
 */
export async function seedDemoRecipes(repo: DemoRecipesRepository, companyId: number, createdBy: number, now = new Date()) {
  const points = await repo.pointsOf([PRESS]);
  const point = (name: string) => {
    const found = points.get(`${PRESS}/${name}`);
    if (!found) throw new Error(`demo point ${PRESS}/${name} missing`);
    return found;
  };
  const deviceId = point('running').deviceId;
  const completion = { area: '4x', address: 120, bit: null };
  const abs = await repo.insertRecipe({
    companyId,
    deviceId,
    name: 'ABS外壳',
    description: '料筒 230 ℃,保压 12 s / barrel 230 ℃, hold 12 s',
    items: [
      { name: '料筒温度', value: 2300 },
      { name: '模具温度', value: 450 },
      { name: '注射速度', value: 85 },
      { name: '保压时间', value: 120 },
      { name: '冷却时间', value: 180 },
      { name: '背压', value: 15 },
    ],
    rules: [
      { name: '温度段', sourceStart: 0, length: 2, area: '4x', targetStart: 100 },
      { name: '注射段', sourceStart: 2, length: 4, area: '4x', targetStart: 102 },
    ],
    completion,
    conditions: [{ pointId: point('barrel_temp').id, op: '<', value: 260 }],
    timeoutMs: 10_000,
    createdBy,
  });
  await repo.insertRecipe({
    companyId,
    deviceId,
    name: 'PC透明件',
    description: '仅停机时下发 / only while stopped',
    items: [
      { name: '料筒温度', value: 2900 },
      { name: '模具温度', value: 900 },
      { name: '注射速度', value: 60 },
      { name: '保压时间', value: 150 },
    ],
    rules: [{ name: '全部', sourceStart: 0, length: 4, area: '4x', targetStart: 100 }],
    completion,
    conditions: [{ pointId: point('running').id, op: '==', value: 0 }],
    timeoutMs: 10_000,
    createdBy,
  });
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  await repo.insertDownloads([
    {
      companyId,
      deviceId,
      recipeId: abs,
      recipeName: 'ABS外壳',
      recipeVersion: 1,
      status: 'failed',
      error: 'the PLC refused the write of 4x200 (6 words): Modbus exception 2: Illegal data address (register not supported by device)',
      reason: { code: 'plc_refused', detail: { address: '4x200', count: 6, exceptionCode: 2 } },
      createdBy,
      startedAt: at(26 * 60),
      finishedAt: at(26 * 60),
    },
    {
      companyId,
      deviceId,
      recipeId: abs,
      recipeName: 'ABS外壳',
      recipeVersion: 1,
      status: 'succeeded',
      error: null,
      createdBy,
      startedAt: at(25 * 60),
      finishedAt: at(25 * 60 - 0.05),
    },
  ]);
}
