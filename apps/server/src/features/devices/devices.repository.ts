import { and, count, desc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, deviceTypes, points, projects } from '../../db/schema/index.js';
import { treeNodeSubtree } from '../project-groups/index.js';
import { escapeLike, projectScopeCondition, countedPage, countThroughProject } from '../../db/sql.js';

/**
 * What a device answers with: every column but the secrets, which are reported only as set or
 * not. Nothing else in the server selects the secret columns for an answer.
 */
export const deviceColumns = {
  id: devices.id,
  companyId: devices.companyId,
  projectId: devices.projectId,
  projectName: projects.name,
  name: devices.name,
  boxId: devices.boxId,
  boxName: devices.boxName,
  number: devices.number,
  deviceTypeId: devices.deviceTypeId,
  groupId: devices.groupId,
  treeId: devices.treeId,
  communicationDevice: devices.communicationDevice,
  networkNumber: devices.networkNumber,
  siteNumber: devices.siteNumber,
  ip: devices.ip,
  port: devices.port,
  unitId: devices.unitId,
  protocol: devices.protocol,
  highLowSwap: devices.highLowSwap,
  positionMode: devices.positionMode,
  gps: devices.gps,
  registerLocationAddress: devices.registerLocationAddress,
  performanceMode: devices.performanceMode,
  remoteId: devices.remoteId,
  plcSettings: devices.plcSettings,
  plcFailure: devices.plcFailure,
  status: devices.status,
  statusAt: devices.statusAt,
  configVersion: devices.configVersion,
  createdAt: devices.createdAt,
  updatedAt: devices.updatedAt,
  boxPasswordSet: sql<boolean>`${devices.boxPasswordHash} is not null`,
  vncPasswordSet: sql<boolean>`${devices.vncPassword} is not null`,
  remotePasswordSet: sql<boolean>`${devices.remotePassword} is not null`,
  plcPasswordSet: sql<boolean>`${devices.plcPassword} is not null`,
  pointCount: sql<number>`(select count(*)::int from ${points} where ${points.deviceId} = ${devices.id})`,
};

export type DeviceInsert = typeof devices.$inferInsert;

export interface DeviceListQuery {
  page: number;
  pageSize: number;
  projectId?: number | undefined;
  keyword?: string | undefined;
  status?: 'online' | 'comm_failure' | 'offline' | undefined;
  deviceTypeId?: number | undefined;
  groupId?: number | undefined;
  treeId?: number | undefined;
  number?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

export function createDevicesRepository(db: Database) {
  const scoped = (scope: Scope, ...conditions: (SQL | undefined)[]) => and(projectScopeCondition(db, scope), ...conditions);

  return {
    async list(scope: Scope, query: DeviceListQuery) {
      const keyword = query.keyword ? `%${escapeLike(query.keyword)}%` : undefined;
      const condition = scoped(
        scope,
        query.projectId ? eq(devices.projectId, query.projectId) : undefined,
        keyword ? or(ilike(devices.name, keyword), ilike(devices.boxId, keyword)) : undefined,
        query.status ? eq(devices.status, query.status) : undefined,
        query.deviceTypeId ? eq(devices.deviceTypeId, query.deviceTypeId) : undefined,
        // A device is in a group or under a tree node through its project; the device's own
        // group and tree ids (from older configurations) still match as they did.
        query.groupId ? or(eq(projects.groupId, query.groupId), eq(devices.groupId, query.groupId)) : undefined,
        query.treeId ? or(sql`${projects.treeNodeId} in (${treeNodeSubtree(query.treeId)})`, eq(devices.treeId, query.treeId)) : undefined,
        query.number ? ilike(devices.number, `%${escapeLike(query.number)}%`) : undefined,
        query.from ? sql`${devices.createdAt} >= ${query.from.toISOString()}::timestamptz` : undefined,
        query.to ? sql`${devices.createdAt} <= ${query.to.toISOString()}::timestamptz` : undefined,
      );
      return countedPage(query, countThroughProject(db, devices, condition), ({ limit, offset }) =>
        db
          .select(deviceColumns)
          .from(devices)
          .innerJoin(projects, eq(projects.id, devices.projectId))
          .where(condition)
          .orderBy(desc(devices.id))
          .limit(limit)
          .offset(offset),
      );
    },

    async find(scope: Scope, id: number) {
      const [row] = await db
        .select(deviceColumns)
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(scoped(scope, eq(devices.id, id)));
      return row;
    },

    async boxIdTaken(boxId: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: devices.id })
        .from(devices)
        .where(sql`lower(${devices.boxId}) = lower(${boxId})`);
      return rows.some((row) => row.id !== exceptId);
    },

    async insert(input: DeviceInsert): Promise<number> {
      const [row] = await db.insert(devices).values(input).returning({ id: devices.id });
      return row!.id;
    },

    async update(id: number, patch: Partial<DeviceInsert>) {
      await db
        .update(devices)
        .set({ ...patch, updatedAt: new Date(), configVersion: sql`${devices.configVersion} + 1` })
        .where(eq(devices.id, id));
    },

    async remove(id: number) {
      await db.delete(devices).where(eq(devices.id, id));
    },

    /** A copy of a device with all its points, under a new name and box. */
    async copy(sourceId: number, input: { name: string; boxId: string; boxPasswordHash: string }): Promise<number> {
      return db.transaction(async (tx) => {
        const [source] = await tx.select().from(devices).where(eq(devices.id, sourceId));
        const { id: _id, createdAt: _c, updatedAt: _u, statusAt: _s, status: _st, configVersion: _v, plcFailure: _f, ...rest } = source!;
        const [copy] = await tx
          .insert(devices)
          .values({ ...rest, ...input })
          .returning({ id: devices.id });
        const sourcePoints = await tx.select().from(points).where(eq(points.deviceId, sourceId));
        if (sourcePoints.length) {
          await tx
            .insert(points)
            .values(sourcePoints.map(({ id: _pid, createdAt: _pc, updatedAt: _pu, ...point }) => ({ ...point, deviceId: copy!.id })));
        }
        return copy!.id;
      });
    },

    /** For the broker: the stored hash behind a box ID. */
    async boxCredentials(boxId: string) {
      const [row] = await db
        .select({ id: devices.id, hash: devices.boxPasswordHash })
        .from(devices)
        .where(and(eq(devices.boxId, boxId), isNotNull(devices.boxPasswordHash)));
      return row;
    },

    async projectCompany(scope: Scope, projectId: number): Promise<number | undefined> {
      const [row] = await db
        .select({ companyId: projects.companyId })
        .from(projects)
        .where(and(eq(projects.id, projectId), projectScopeCondition(db, scope)));
      return row?.companyId;
    },

    // Device types (templates of a company's machines).
    listTypes: (scope: Scope) =>
      db
        .select()
        .from(deviceTypes)
        .where(scope.kind === 'all' ? undefined : eq(deviceTypes.companyId, scope.companyId))
        .orderBy(deviceTypes.name),

    async findType(scope: Scope, id: number) {
      const [row] = await db
        .select()
        .from(deviceTypes)
        .where(and(eq(deviceTypes.id, id), scope.kind === 'all' ? undefined : eq(deviceTypes.companyId, scope.companyId)));
      return row;
    },

    async insertType(input: typeof deviceTypes.$inferInsert) {
      const [row] = await db.insert(deviceTypes).values(input).returning();
      return row!;
    },

    async updateType(id: number, patch: Partial<typeof deviceTypes.$inferInsert>) {
      const [row] = await db.update(deviceTypes).set(patch).where(eq(deviceTypes.id, id)).returning();
      return row!;
    },

    async removeType(id: number) {
      await db.delete(deviceTypes).where(eq(deviceTypes.id, id));
    },

    async typeIdsOfCompany(companyId: number, ids: number[]) {
      if (!ids.length) return [];
      const rows = await db
        .select({ id: deviceTypes.id })
        .from(deviceTypes)
        .where(and(eq(deviceTypes.companyId, companyId), inArray(deviceTypes.id, ids)));
      return rows.map((row) => row.id);
    },

    /** The project's devices, each with its point count (the configuration hub). */
    async withPointCounts(projectId: number) {
      return db
        .select({ id: devices.id, name: devices.name, boxId: devices.boxId, pointCount: count(points.id) })
        .from(devices)
        .leftJoin(points, eq(points.deviceId, devices.id))
        .where(eq(devices.projectId, projectId))
        .groupBy(devices.id)
        .orderBy(devices.name, devices.id);
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
export type DeviceRow = NonNullable<Awaited<ReturnType<DevicesRepository['find']>>>;
