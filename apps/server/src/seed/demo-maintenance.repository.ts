import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { companies, maintenanceJobs, maintenancePlans, userMessages, workOrderLog, workOrders } from '../db/schema/index.js';

/** The demo seed's writes for maintenance plans, the order one opened, and the notice one sent. */
export function createDemoMaintenanceRepository(db: Database) {
  return {
    async timeZoneOf(companyId: number): Promise<string> {
      const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
      return row?.timeZone ?? 'Asia/Shanghai';
    },
    async insertPlan(input: typeof maintenancePlans.$inferInsert): Promise<number> {
      const [row] = await db.insert(maintenancePlans).values(input).returning({ id: maintenancePlans.id });
      return row!.id;
    },
    async insertJobs(rows: (typeof maintenanceJobs.$inferInsert)[]) {
      if (rows.length > 0) await db.insert(maintenanceJobs).values(rows);
    },
    async insertOrder(input: typeof workOrders.$inferInsert): Promise<number> {
      const [row] = await db.insert(workOrders).values(input).returning({ id: workOrders.id });
      await db.insert(workOrderLog).values({ orderId: row!.id, action: 'create', byUserId: null, fromStatus: null, toStatus: 'pending' });
      return row!.id;
    },
    async insertMessage(input: typeof userMessages.$inferInsert) {
      await db.insert(userMessages).values(input);
    },
  };
}

export type DemoMaintenanceRepository = ReturnType<typeof createDemoMaintenanceRepository>;
