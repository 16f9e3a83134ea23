import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devices, points, productionMaterials, productionTasks, productionTemplates } from '../db/schema/index.js';
import { DEMO_BOXES } from './demo-boxes.js';

/** The demo seed's production management rows. */
export function createDemoProductionRepository(db: Database) {
  return {
    async counterOf(boxId: string, name: string) {
      const [row] = await db
        .select({ deviceId: devices.id, pointId: points.id })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(and(eq(devices.boxId, boxId), eq(points.name, name)));
      return row;
    },
    async insertMaterial(input: typeof productionMaterials.$inferInsert) {
      return (await db.insert(productionMaterials).values(input).returning({ id: productionMaterials.id }))[0]!.id;
    },
    async insertTemplate(input: typeof productionTemplates.$inferInsert) {
      return (await db.insert(productionTemplates).values(input).returning({ id: productionTemplates.id }))[0]!.id;
    },
    async insertTask(input: typeof productionTasks.$inferInsert) {
      await db.insert(productionTasks).values(input);
    },
  };
}

export type DemoProductionRepository = ReturnType<typeof createDemoProductionRepository>;

const HOUR = 3_600_000;
/** The plant's day (Asia/Shanghai, UTC+8 without DST), `days` back. */
const plantDay = (now: Date, days = 0) => new Date(now.getTime() + 8 * HOUR - days * 86_400_000).toISOString().slice(0, 10);

/**
 * Production on the demo injection press: resin and masterbatch in stock, a bottle-cap template, and
 * today's day-shift task running on the press's cycle counter for the demo user (its output rises with
 * the simulator's counter from the first reading after start), yesterday's finished shift for the
 * figures, and tonight's shift planned.
 */
export async function seedDemoProduction(repo: DemoProductionRepository, companyId: number, operatorId: number, now = new Date()) {
  const press = await repo.counterOf(DEMO_BOXES[0], 'cycle_count');
  if (!press) throw new Error('demo press counter missing');
  const resin = await repo.insertMaterial({ companyId, name: 'PP 颗粒', unit: 'kg', stock: 800, lowStock: 100, createdBy: operatorId });
  const dye = await repo.insertMaterial({ companyId, name: '蓝色色母', unit: 'kg', stock: 25, lowStock: 3, createdBy: operatorId });
  const materials = [
    { materialId: resin, perUnit: 0.0125 },
    { materialId: dye, perUnit: 0.0004 },
  ];
  const templateId = await repo.insertTemplate({
    companyId,
    name: '28mm 瓶盖',
    product: '28mm 蓝色瓶盖',
    targetQuantity: 2400,
    cycleSeconds: 12,
    materials,
  });
  const common = {
    companyId,
    templateId,
    templateName: '28mm 瓶盖',
    product: '28mm 蓝色瓶盖',
    deviceId: press.deviceId,
    counterPointId: press.pointId,
    operatorId,
    targetQuantity: 2400,
    cycleSeconds: 12,
    materials,
  };
  const yesterdayStart = new Date(now.getTime() - 24 * HOUR);
  await repo.insertTask({
    ...common,
    shift: 'day',
    day: plantDay(now, 1),
    status: 'finished',
    output: 2310,
    scrap: 37,
    runningMs: 11 * HOUR,
    startedAt: yesterdayStart,
    finishedAt: new Date(yesterdayStart.getTime() + 12 * HOUR),
  });
  await repo.insertTask({ ...common, shift: 'day', day: plantDay(now), status: 'running', startedAt: now, resumedAt: now });
  await repo.insertTask({ ...common, shift: 'night', day: plantDay(now), targetQuantity: 2000 });
}
