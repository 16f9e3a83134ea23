import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, projects, rateLimits, roles, serverSecrets, userRoles, users } from '../../db/schema/index.js';

/** The SQL behind repair requests, device repair links and work-order notifications. */
export function createRepairRequestsRepository(db: Database) {
  return {
    /**
     * A server secret by name, created on first use; every instance reads the same row (the
     * insert that loses the race does nothing, and both read the winner's value).
     */
    async secret(name: string): Promise<string> {
      await db
        .insert(serverSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
      return row!.value;
    },

    /** A device with its project, whatever the caller's scope (a signed repair link names it). */
    async deviceWithProject(deviceId: number) {
      const [row] = await db
        .select({
          deviceId: devices.id,
          deviceName: devices.name,
          projectId: projects.id,
          projectName: projects.name,
          companyId: projects.companyId,
        })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(eq(devices.id, deviceId));
      return row;
    },

    /**
     * Counts one use against a fixed-window counter (the `rate_limits` table the sign-in limits
     * use) and answers the count and the window's start after it, in one atomic upsert: concurrent
     * uses on several instances each see their own count, so exactly `max` of them pass.
     */
    async hitRateLimit(key: string, now: Date, windowMs: number): Promise<{ count: number; windowStart: Date }> {
      const expired = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, windowStart: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
          },
        })
        .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
      return row!;
    },

    /** Active users of a company whose roles grant orderReview `dispatch`: they hear of new requests. */
    async dispatchersOf(companyId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .innerJoin(userRoles, eq(userRoles.userId, users.id))
        .innerJoin(roles, eq(roles.id, userRoles.roleId))
        .where(and(eq(users.companyId, companyId), eq(users.disabled, false), sql`${roles.permissions} -> 'orderReview' ? 'dispatch'`));
      return rows.map((row) => row.id);
    },
  };
}

export type RepairRequestsRepository = ReturnType<typeof createRepairRequestsRepository>;
