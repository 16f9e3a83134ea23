import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, points, projects, statusTables } from '../../db/schema/index.js';
import { projectScopeCondition, statusWordsColumn } from '../../db/sql.js';

export type PointRow = typeof points.$inferSelect;
export type PointInsert = typeof points.$inferInsert;

export function createPointsRepository(db: Database) {
  /** The device when the scope may see it. */
  async function device(scope: Scope, deviceId: number) {
    const [row] = await db
      .select({ id: devices.id, companyId: devices.companyId, name: devices.name, protocol: devices.protocol })
      .from(devices)
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .where(and(eq(devices.id, deviceId), projectScopeCondition(db, scope)));
    return row;
  }

  return {
    device,

    /** A device's points, each with its status table's words (shown before its own `multiSegment`). */
    list: (deviceId: number) =>
      db
        .select({ ...getTableColumns(points), statusWords: statusWordsColumn })
        .from(points)
        .where(eq(points.deviceId, deviceId))
        .orderBy(asc(points.id)),

    /** Whether a status table belongs to the company. */
    async statusTableOf(companyId: number, id: number) {
      const [row] = await db
        .select({ id: statusTables.id })
        .from(statusTables)
        .where(and(eq(statusTables.id, id), eq(statusTables.companyId, companyId)));
      return row !== undefined;
    },

    /** A point with its device's company, when the scope may see the device. */
    async find(scope: Scope, id: number) {
      const [row] = await db
        .select({ point: points, companyId: devices.companyId, protocol: devices.protocol })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(eq(points.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    async nameTaken(deviceId: number, name: string, exceptId?: number) {
      const rows = await db
        .select({ id: points.id })
        .from(points)
        .where(and(eq(points.deviceId, deviceId), sql`lower(${points.name}) = lower(${name})`));
      return rows.some((row) => row.id !== exceptId);
    },

    async insert(input: PointInsert): Promise<PointRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(points).values(input).returning();
        await tx
          .update(devices)
          .set({ configVersion: sql`${devices.configVersion} + 1` })
          .where(eq(devices.id, input.deviceId));
        return row!;
      });
    },

    async update(id: number, deviceId: number, patch: Partial<PointInsert>): Promise<PointRow> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(points)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(points.id, id))
          .returning();
        await tx
          .update(devices)
          .set({ configVersion: sql`${devices.configVersion} + 1` })
          .where(eq(devices.id, deviceId));
        return row!;
      });
    },

    /** Writes imported points, all or nothing: a name the device has is updated, a new one added. */
    async upsertMany(deviceId: number, rows: Omit<PointInsert, 'deviceId'>[]): Promise<{ added: number; updated: number }> {
      return db.transaction(async (tx) => {
        const existing = await tx.select({ id: points.id, name: points.name }).from(points).where(eq(points.deviceId, deviceId));
        const byName = new Map(existing.map((row) => [row.name.toLowerCase(), row.id]));
        let added = 0;
        let updated = 0;
        for (const row of rows) {
          const id = byName.get(row.name.toLowerCase());
          if (id) {
            await tx
              .update(points)
              .set({ ...row, updatedAt: new Date() })
              .where(eq(points.id, id));
            updated++;
          } else {
            await tx.insert(points).values({ ...row, deviceId });
            added++;
          }
        }
        await tx
          .update(devices)
          .set({ configVersion: sql`${devices.configVersion} + 1` })
          .where(eq(devices.id, deviceId));
        return { added, updated };
      });
    },

    /** Deletes the given points of one device; answers the ids that were deleted. */
    async removeMany(deviceId: number, ids: number[]): Promise<number[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .delete(points)
          .where(and(eq(points.deviceId, deviceId), inArray(points.id, ids)))
          .returning({ id: points.id });
        if (rows.length) {
          await tx
            .update(devices)
            .set({ configVersion: sql`${devices.configVersion} + 1` })
            .where(eq(devices.id, deviceId));
        }
        return rows.map((row) => row.id);
      });
    },
  };
}

export type PointsRepository = ReturnType<typeof createPointsRepository>;
