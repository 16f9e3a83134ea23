import { DEFAULT_TARIFF_PERIODS, TariffSchema } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { chargingRooms } from '../db/schema/index.js';

/** The demo seed's charging room. */
export function createDemoChargingRepository(db: Database) {
  return {
    async insertRoom(input: typeof chargingRooms.$inferInsert) {
      await db.insert(chargingRooms).values(input);
    },
  };
}

export type DemoChargingRepository = ReturnType<typeof createDemoChargingRepository>;

/**
 * The demo plant's e-bike charging room for the staff (spec §2 velvetRoomConfiguration): 24 bays,
 * open all day, billed per kWh on the usual peak/valley day with an idle fee after 30 minutes. No
 * cabinet is placed yet (the plant's machines are not charging cabinets), so all bays show free.
 */
export async function seedDemoCharging(repo: DemoChargingRepository, companyId: number, projectId: number, createdBy: number) {
  const tariff = TariffSchema.parse({
    currency: 'CNY',
    billing: 'energy',
    energyPrice: 0.65,
    timePrice: 0,
    timeOfUse: true,
    periods: DEFAULT_TARIFF_PERIODS,
    idleFeePerHour: 1,
    idleGraceMinutes: 30,
  });
  await repo.insertRoom({
    companyId,
    projectId,
    name: '员工电动车充电房',
    address: '苏州注塑一厂 东门停车棚',
    capacity: 24,
    openingHours: { allDay: true, open: '00:00', close: '24:00' },
    tariff,
    createdBy,
    updatedBy: createdBy,
  });
}
