import { eq } from 'drizzle-orm';
import { geofenceAlarmTexts, geofenceDecision, insideGeofence } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { alarms, deviceGeofences, devicePositions, devices } from '../db/schema/index.js';

/** The demo seed's GPS history. */
export function createDemoGpsRepository(db: Database) {
  return {
    async insertPositions(rows: (typeof devicePositions.$inferInsert)[]) {
      for (let i = 0; i < rows.length; i += 500)
        await db
          .insert(devicePositions)
          .values(rows.slice(i, i + 500))
          .onConflictDoNothing();
    },

    /** The fence, judged up to the last position; its open alarm when the van is out now. */
    async insertFence(fence: typeof deviceGeofences.$inferInsert, openAlarmAt: Date | undefined) {
      const [row] = await db.insert(deviceGeofences).values(fence).returning();
      if (!row || !openAlarmAt) return;
      const [device] = await db.select().from(devices).where(eq(devices.id, fence.deviceId));
      if (!device) return;
      const texts = geofenceAlarmTexts(device.name, row.name, false);
      await db.insert(alarms).values({
        geofenceId: row.id,
        companyId: device.companyId,
        projectId: device.projectId,
        deviceId: device.id,
        pointId: 0,
        name: row.name,
        level: row.level,
        textZh: texts['zh-CN'],
        textEn: texts['en-US'],
        raisedAt: openAlarmAt,
      });
    },
  };
}

export type DemoGpsRepository = ReturnType<typeof createDemoGpsRepository>;

const PLANT = { lat: 31.298886, lng: 120.585316 };

/**
 * A service van's rounds from the demo plant, one per working day (08:00–17:00 every 5 minutes):
 * out along a loop to the customers' sites and back, a different loop each day. Deterministic.
 */
export function demoTrack(deviceId: number, now: Date, days = 3): (typeof devicePositions.$inferInsert)[] {
  const rows: (typeof devicePositions.$inferInsert)[] = [];
  const today = new Date(now);
  today.setUTCHours(0, 0, 0, 0);
  for (let day = days - 1; day >= 0; day--) {
    // 08:00 China time is 00:00 UTC.
    const start = today.getTime() - day * 86_400_000;
    const radius = 0.03 + 0.01 * day;
    const steps = 9 * 12;
    for (let i = 0; i <= steps; i++) {
      const ts = new Date(start + i * 5 * 60_000);
      if (ts > now) break;
      const angle = (2 * Math.PI * i) / steps;
      const wiggle = 0.002 * Math.sin(i * 1.7 + day);
      rows.push({
        deviceId,
        ts,
        lat: PLANT.lat + (radius + wiggle) * Math.sin(angle) * (day % 2 === 0 ? 1 : -1),
        lng: PLANT.lng + (radius * 1.4 + wiggle) * (1 - Math.cos(angle)),
        source: 'auto',
      });
    }
  }
  return rows;
}

/** The plant's yard: the van leaves it on every round and comes back. */
const YARD = { name: 'Plant yard', shape: 'circle' as const, lat: PLANT.lat, lng: PLANT.lng, radiusM: 2000, polygon: null };

export async function seedDemoGps(repo: DemoGpsRepository, deviceId: number | undefined, now: Date) {
  if (deviceId === undefined) return;
  const track = demoTrack(deviceId, now);
  await repo.insertPositions(track);
  // Judge the fence along the track as the server would: the last crossing out opens the alarm.
  let inside: boolean | null = null;
  let leftAt: Date | undefined;
  for (const position of track) {
    const side = insideGeofence(position, YARD);
    const decision = geofenceDecision(inside, side, 'leave');
    if (decision === 'raise') leftAt = position.ts as Date;
    else if (decision === 'clear') leftAt = undefined;
    inside = side;
  }
  const last = track.at(-1);
  await repo.insertFence({ deviceId, ...YARD, trigger: 'leave', level: 2, inside, judgedAt: last ? (last.ts as Date) : null }, leftAt);
}
