import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { GpsSource, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devicePositions, devices, projects } from '../../db/schema/index.js';
import { projectScopeCondition } from '../../db/sql.js';

/** GPS tracks: the only SQL of the feature. Devices are scoped through their project. */
export function createGpsRepository(db: Database) {
  return {
    async device(scope: Scope, id: number) {
      const [row] = await db
        .select({ id: devices.id, companyId: devices.companyId, name: devices.name })
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
  };
}

export type GpsRepository = ReturnType<typeof createGpsRepository>;
