import { and, asc, count, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { GeofenceBody, GpsSource, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { deviceGeofences, devicePositions, devices, projects } from '../../db/schema/index.js';
import { projectScopeCondition } from '../../db/sql.js';

/** GPS tracks: the only SQL of the feature. Devices are scoped through their project. */
export function createGpsRepository(db: Database) {
  return {
    async device(scope: Scope, id: number) {
      const [row] = await db
        .select({ id: devices.id, companyId: devices.companyId, projectId: devices.projectId, name: devices.name })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(eq(devices.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    /** Positions are kept once per device and instant (a repeated report changes nothing). */
    async insert(rows: { deviceId: number; ts: Date; lat: number; lng: number; source: GpsSource; createdBy?: number | null }[]) {
      if (rows.length === 0) return;
      await db.insert(devicePositions).values(rows).onConflictDoNothing();
    },

    async track(deviceId: number, from: Date, to: Date) {
      return db
        .select({ ts: devicePositions.ts, lat: devicePositions.lat, lng: devicePositions.lng, source: devicePositions.source })
        .from(devicePositions)
        .where(and(eq(devicePositions.deviceId, deviceId), gte(devicePositions.ts, from), lte(devicePositions.ts, to)))
        .orderBy(asc(devicePositions.ts))
        .limit(50_000);
    },

    /** A device as the fence judge needs it (no scope: ingest and a checked caller ask). */
    async deviceById(id: number) {
      const [row] = await db
        .select({ id: devices.id, companyId: devices.companyId, projectId: devices.projectId, name: devices.name })
        .from(devices)
        .where(eq(devices.id, id));
      return row;
    },

    async fences(deviceId: number) {
      return db.select().from(deviceGeofences).where(eq(deviceGeofences.deviceId, deviceId)).orderBy(asc(deviceGeofences.id));
    },

    async countFences(deviceId: number) {
      const [row] = await db.select({ n: count() }).from(deviceGeofences).where(eq(deviceGeofences.deviceId, deviceId));
      return row?.n ?? 0;
    },

    /** A fence with its device's company, inside the caller's scope. */
    async fence(scope: Scope, id: number) {
      const [row] = await db
        .select({ fence: deviceGeofences, companyId: devices.companyId })
        .from(deviceGeofences)
        .innerJoin(devices, eq(devices.id, deviceGeofences.deviceId))
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(eq(deviceGeofences.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    async insertFence(deviceId: number, body: GeofenceBody) {
      const [row] = await db
        .insert(deviceGeofences)
        .values({ deviceId, ...fenceColumns(body) })
        .returning();
      return row!;
    },

    /** A changed fence is judged again from the next position (its side forgotten). */
    async updateFence(id: number, body: GeofenceBody) {
      const [row] = await db
        .update(deviceGeofences)
        .set({ ...fenceColumns(body), inside: null, judgedAt: null })
        .where(eq(deviceGeofences.id, id))
        .returning();
      return row;
    },

    async deleteFence(id: number) {
      await db.delete(deviceGeofences).where(eq(deviceGeofences.id, id));
    },

    /** Records the side a position put the device on, unless a newer position was judged already. */
    async judged(id: number, inside: boolean, at: Date): Promise<boolean> {
      const rows = await db
        .update(deviceGeofences)
        .set({ inside, judgedAt: at })
        .where(and(eq(deviceGeofences.id, id), or(isNull(deviceGeofences.judgedAt), lte(deviceGeofences.judgedAt, at))))
        .returning({ id: deviceGeofences.id });
      return rows.length > 0;
    },
  };
}

function fenceColumns(body: GeofenceBody) {
  const circle = body.shape === 'circle';
  return {
    name: body.name,
    shape: body.shape,
    lat: circle ? (body.lat ?? null) : null,
    lng: circle ? (body.lng ?? null) : null,
    radiusM: circle ? (body.radiusM ?? null) : null,
    polygon: circle ? null : (body.polygon ?? null),
    trigger: body.trigger,
    level: body.level,
    generateWorkOrder: body.generateWorkOrder,
    enabled: body.enabled,
  };
}

export type GeofenceRow = Awaited<ReturnType<GpsRepository['fences']>>[number];

export type GpsRepository = ReturnType<typeof createGpsRepository>;
