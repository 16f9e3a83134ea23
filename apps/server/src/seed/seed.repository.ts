import { count } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  companies,
  devices,
  notices,
  points,
  projectGroups,
  projects,
  roles,
  treeNodes,
  userRoles,
  users,
  workOrderLog,
  workOrders,
} from '../db/schema/index.js';

export function createSeedRepository(db: Database) {
  return {
    async userCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async insertCompany(input: { name: string; logoText: string | null }): Promise<number> {
      const [row] = await db.insert(companies).values(input).returning({ id: companies.id });
      return row!.id;
    },

    async insertUser(input: typeof users.$inferInsert): Promise<number> {
      const [row] = await db.insert(users).values(input).returning({ id: users.id });
      return row!.id;
    },

    async insertRole(input: typeof roles.$inferInsert): Promise<number> {
      const [row] = await db.insert(roles).values(input).returning({ id: roles.id });
      return row!.id;
    },

    async assignRole(userId: number, roleId: number) {
      await db.insert(userRoles).values({ userId, roleId });
    },

    async insertNotice(input: typeof notices.$inferInsert) {
      await db.insert(notices).values(input);
    },

    async insertProjectGroup(input: typeof projectGroups.$inferInsert): Promise<number> {
      const [row] = await db.insert(projectGroups).values(input).returning({ id: projectGroups.id });
      return row!.id;
    },

    async insertTreeNode(input: typeof treeNodes.$inferInsert): Promise<number> {
      const [row] = await db.insert(treeNodes).values(input).returning({ id: treeNodes.id });
      return row!.id;
    },

    async insertProject(input: typeof projects.$inferInsert): Promise<number> {
      const [row] = await db.insert(projects).values(input).returning({ id: projects.id });
      return row!.id;
    },

    async insertDevice(input: typeof devices.$inferInsert, devicePoints: Omit<typeof points.$inferInsert, 'deviceId'>[]): Promise<number> {
      const [row] = await db.insert(devices).values(input).returning({ id: devices.id });
      if (devicePoints.length) await db.insert(points).values(devicePoints.map((point) => ({ ...point, deviceId: row!.id })));
      return row!.id;
    },

    /** An order with its log as it stands (the demo), in one transaction. */
    async insertWorkOrder(
      input: typeof workOrders.$inferInsert,
      log: Omit<typeof workOrderLog.$inferInsert, 'orderId'>[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workOrders).values(input).returning({ id: workOrders.id });
        if (log.length) await tx.insert(workOrderLog).values(log.map((entry) => ({ ...entry, orderId: row!.id })));
        return row!.id;
      });
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
