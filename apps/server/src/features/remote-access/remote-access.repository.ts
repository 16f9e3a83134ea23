import { and, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { RemoteEndReason, RemoteSessionListQuery, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, projects, remoteSessions, remoteTargets, users } from '../../db/schema/index.js';
import { countedPage, countThroughDevice, countThroughProject, projectScopeCondition } from '../../db/sql.js';

export interface RemoteSessionRow {
  id: number;
  companyId: number;
  deviceId: number;
  deviceName: string;
  userId: number;
  userName: string;
  viewOnly: boolean;
  ip: string | null;
  issuedAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  endReason: RemoteEndReason | null;
}

/** What the proxy connects to for a claimed ticket: read on the server, never from the client. */
export interface ClaimedSession {
  id: number;
  companyId: number;
  deviceId: number;
  userId: number;
  viewOnly: boolean;
  host: string;
  port: number;
  via: string;
  boxId: string;
  password: string | null;
  userName: string;
}

/** Remote HMI: the only SQL of the feature. Devices are scoped through their project. */
export function createRemoteAccessRepository(db: Database) {
  const sessionColumns = {
    id: remoteSessions.id,
    companyId: remoteSessions.companyId,
    deviceId: remoteSessions.deviceId,
    deviceName: devices.name,
    userId: remoteSessions.userId,
    userName: users.userName,
    viewOnly: remoteSessions.viewOnly,
    ip: remoteSessions.ip,
    issuedAt: remoteSessions.issuedAt,
    startedAt: remoteSessions.startedAt,
    endedAt: remoteSessions.endedAt,
    endReason: remoteSessions.endReason,
  };

  return {
    /** A device in the caller's scope, with its remote target if one is set. */
    async device(scope: Scope, id: number) {
      const [row] = await db
        .select({
          id: devices.id,
          name: devices.name,
          companyId: devices.companyId,
          host: remoteTargets.host,
          port: remoteTargets.port,
          enabled: remoteTargets.enabled,
          via: remoteTargets.via,
          status: devices.status,
          hasPassword: sql<boolean>`coalesce(${devices.vncPassword}, '') <> ''`,
        })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .leftJoin(remoteTargets, eq(remoteTargets.deviceId, devices.id))
        .where(and(eq(devices.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    /** novncdeviceList: the devices of the caller's projects, configured ones first. */
    async devices(scope: Scope, page: number, pageSize: number) {
      const where = projectScopeCondition(db, scope);
      const configured = sql<boolean>`${remoteTargets.deviceId} is not null and ${remoteTargets.enabled}`;
      return countedPage({ page, pageSize }, countThroughProject(db, devices, where), ({ limit, offset }) =>
        db
          .select({
            id: devices.id,
            name: devices.name,
            projectId: devices.projectId,
            projectName: projects.name,
            status: devices.status,
            configured,
          })
          .from(devices)
          .innerJoin(projects, eq(projects.id, devices.projectId))
          .leftJoin(remoteTargets, eq(remoteTargets.deviceId, devices.id))
          .where(where)
          .orderBy(desc(configured), devices.name, devices.id)
          .limit(limit)
          .offset(offset),
      );
    },

    async saveTarget(
      deviceId: number,
      target: { host: string; port: number; enabled: boolean; via: string },
      password: string | undefined,
      userId: number,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(remoteTargets)
          .values({ deviceId, ...target, updatedBy: userId })
          .onConflictDoUpdate({ target: remoteTargets.deviceId, set: { ...target, updatedBy: userId, updatedAt: new Date() } });
        if (password !== undefined)
          await tx
            .update(devices)
            .set({ vncPassword: password === '' ? null : password })
            .where(eq(devices.id, deviceId));
      });
    },

    async insertSession(input: {
      companyId: number;
      deviceId: number;
      userId: number;
      ticketHash: string;
      viewOnly: boolean;
      ip: string;
      expiresAt: Date;
    }): Promise<number> {
      const [row] = await db.insert(remoteSessions).values(input).returning({ id: remoteSessions.id });
      return row!.id;
    },

    /**
     * Claims a ticket: the one UPDATE that sets `started_at` on an unused, unexpired ticket whose
     * device still has an enabled target. A second claim of the same ticket finds nothing.
     */
    async claim(ticketHash: string, now: Date): Promise<ClaimedSession | undefined> {
      const [claimed] = await db
        .update(remoteSessions)
        .set({ startedAt: now })
        .where(
          and(
            eq(remoteSessions.ticketHash, ticketHash),
            isNull(remoteSessions.startedAt),
            isNull(remoteSessions.endedAt),
            gt(remoteSessions.expiresAt, now),
          ),
        )
        .returning({
          id: remoteSessions.id,
          companyId: remoteSessions.companyId,
          deviceId: remoteSessions.deviceId,
          userId: remoteSessions.userId,
          viewOnly: remoteSessions.viewOnly,
        });
      if (!claimed) return undefined;
      const [target] = await db
        .select({
          host: remoteTargets.host,
          port: remoteTargets.port,
          via: remoteTargets.via,
          boxId: devices.boxId,
          password: devices.vncPassword,
          userName: users.userName,
        })
        .from(remoteTargets)
        .innerJoin(devices, eq(devices.id, remoteTargets.deviceId))
        .innerJoin(users, eq(users.id, claimed.userId))
        .where(and(eq(remoteTargets.deviceId, claimed.deviceId), eq(remoteTargets.enabled, true)));
      if (!target) {
        await this.end(claimed.id, 'error', null, now);
        return undefined;
      }
      return { ...claimed, ...target };
    },

    /** Ends a session once; answers whether this call ended it. */
    async end(id: number, reason: RemoteEndReason, endedBy: number | null, now: Date): Promise<boolean> {
      const rows = await db
        .update(remoteSessions)
        .set({ endedAt: now, endReason: reason, endedBy })
        .where(and(eq(remoteSessions.id, id), isNull(remoteSessions.endedAt)))
        .returning({ id: remoteSessions.id });
      return rows.length > 0;
    },

    async session(scope: Scope, id: number): Promise<RemoteSessionRow | undefined> {
      const [row] = await db
        .select(sessionColumns)
        .from(remoteSessions)
        .innerJoin(devices, eq(devices.id, remoteSessions.deviceId))
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .innerJoin(users, eq(users.id, remoteSessions.userId))
        .where(and(eq(remoteSessions.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    async sessions(scope: Scope, query: RemoteSessionListQuery) {
      const conditions: (SQL | undefined)[] = [projectScopeCondition(db, scope)];
      if (query.deviceId) conditions.push(eq(remoteSessions.deviceId, query.deviceId));
      if (query.active) conditions.push(isNotNull(remoteSessions.startedAt), isNull(remoteSessions.endedAt));
      const where = and(...conditions);
      return countedPage(query, countThroughDevice(db, remoteSessions, where), ({ limit, offset }) =>
        db
          .select(sessionColumns)
          .from(remoteSessions)
          .innerJoin(devices, eq(devices.id, remoteSessions.deviceId))
          .innerJoin(projects, eq(projects.id, devices.projectId))
          .innerJoin(users, eq(users.id, remoteSessions.userId))
          .where(where)
          .orderBy(desc(remoteSessions.issuedAt), desc(remoteSessions.id))
          .limit(limit)
          .offset(offset),
      );
    },
  };
}

export type RemoteAccessRepository = ReturnType<typeof createRemoteAccessRepository>;
