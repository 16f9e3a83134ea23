import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import {
  DEFAULT_PREFERENCES,
  DEFAULT_QUIET_BYPASS_LEVELS,
  DEFAULT_TIME_ZONE,
  type NotificationPreferences,
  type NotifyChannel,
} from '@fieldlink/domain';
import { rowsOf, type Database } from '../../db/client.js';
import { countedPage, type PageQuery } from '../../db/sql.js';
import {
  companies,
  companyNotificationSettings,
  notificationDeliveries,
  notificationPreferences,
  pendingEscalations,
  projects,
  userMessages,
  userProjects,
  userRoles,
  users,
  type EscalationPayload,
} from '../../db/schema/index.js';

export type InboxRow = typeof userMessages.$inferSelect;
export type InboxInsert = Omit<typeof userMessages.$inferInsert, 'id' | 'readAt' | 'dismissedAt' | 'createdAt'>;
export type DeliveryInsert = Omit<typeof notificationDeliveries.$inferInsert, 'id' | 'at'>;
/** A company's notification set-up, with the company's own time zone (`companies.time_zone`). */
export type CompanySettingsRow = typeof companyNotificationSettings.$inferSelect & { timeZone: string };
export type PendingEscalationRow = typeof pendingEscalations.$inferSelect;

/** A user as the channels need them: contacts, push switches and preferences. */
export interface RecipientRow {
  id: number;
  companyId: number | null;
  grade: number;
  phone: string | null;
  email: string | null;
  wechatOpenId: string | null;
  smsPush: boolean;
  wechatPush: boolean;
  preferences: NotificationPreferences;
}

const recipientColumns = {
  id: users.id,
  companyId: users.companyId,
  grade: users.grade,
  phone: users.phone,
  email: users.email,
  wechatOpenId: users.wechatOpenId,
  settings: users.settings,
  preferences: notificationPreferences.preferences,
};

function toRecipient(row: {
  id: number;
  companyId: number | null;
  grade: number;
  phone: string | null;
  email: string | null;
  wechatOpenId: string | null;
  settings: { webSmsPush: boolean; wechatAlarm: boolean };
  preferences: NotificationPreferences | null;
}): RecipientRow {
  return {
    id: row.id,
    companyId: row.companyId,
    grade: row.grade,
    phone: row.phone || null,
    email: row.email || null,
    wechatOpenId: row.wechatOpenId || null,
    smsPush: row.settings.webSmsPush,
    wechatPush: row.settings.wechatAlarm,
    preferences: { ...DEFAULT_PREFERENCES, ...row.preferences },
  };
}

export function createNotificationsRepository(db: Database) {
  return {
    // ---- inbox -------------------------------------------------------------------------------
    async insertMessages(rows: InboxInsert[]): Promise<InboxRow[]> {
      if (rows.length === 0) return [];
      return db.insert(userMessages).values(rows).returning();
    },

    /** A page of the user's open (not dismissed) messages, newest first, and how many of them are unread. */
    async listOpen(userId: number, query: PageQuery) {
      const open = and(eq(userMessages.userId, userId), isNull(userMessages.dismissedAt));
      const page = await countedPage(query, db.select({ n: count() }).from(userMessages).where(open), ({ limit, offset }) =>
        db.select().from(userMessages).where(open).orderBy(desc(userMessages.id)).limit(limit).offset(offset),
      );
      const [unread] = await db
        .select({ n: count() })
        .from(userMessages)
        .where(and(open, isNull(userMessages.readAt)));
      return { ...page, unread: unread?.n ?? 0 };
    },

    async findMessage(id: number): Promise<InboxRow | undefined> {
      const [row] = await db.select().from(userMessages).where(eq(userMessages.id, id));
      return row;
    },

    /** Tells the other instances (LISTEN on `channel`) about a new entry. */
    async announceInbox(channel: string, payload: string) {
      await db.execute(sql`select pg_notify(${channel}, ${payload})`);
    },

    /** Open entries newer than `afterId`, oldest first (the polling feed). */
    async openAfter(userId: number, afterId: number, limit: number) {
      return db
        .select()
        .from(userMessages)
        .where(and(eq(userMessages.userId, userId), isNull(userMessages.dismissedAt), gt(userMessages.id, afterId)))
        .orderBy(asc(userMessages.id))
        .limit(limit);
    },

    async newestId(userId: number): Promise<number> {
      const [row] = await db
        .select({ id: sql<number | null>`max(${userMessages.id})` })
        .from(userMessages)
        .where(eq(userMessages.userId, userId));
      return Number(row?.id ?? 0);
    },

    async feedCursor(userId: number): Promise<number> {
      const [row] = await db
        .select({ cursor: notificationPreferences.feedCursor })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return row?.cursor ?? 0;
    },

    async setFeedCursor(userId: number, cursor: number) {
      await db
        .insert(notificationPreferences)
        .values({ userId, preferences: DEFAULT_PREFERENCES, feedCursor: cursor })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { feedCursor: sql`greatest(${notificationPreferences.feedCursor}, ${cursor})` },
        });
    },

    /** Dismisses one entry of the user (also read); false when there is no such open entry. */
    async dismiss(userId: number, id: number, at: Date): Promise<boolean> {
      const rows = await db
        .update(userMessages)
        .set({ dismissedAt: at, readAt: sql`coalesce(${userMessages.readAt}, ${at})` })
        .where(and(eq(userMessages.id, id), eq(userMessages.userId, userId), isNull(userMessages.dismissedAt)))
        .returning({ id: userMessages.id });
      return rows.length > 0;
    },

    async dismissAll(userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(userMessages)
        .set({ dismissedAt: at, readAt: sql`coalesce(${userMessages.readAt}, ${at})` })
        .where(and(eq(userMessages.userId, userId), isNull(userMessages.dismissedAt)))
        .returning({ id: userMessages.id });
      return rows.length;
    },

    /** Marks every open unread entry read; how many were. */
    async markRead(userId: number, at: Date): Promise<number> {
      const rows = await db
        .update(userMessages)
        .set({ readAt: at })
        .where(and(eq(userMessages.userId, userId), isNull(userMessages.readAt), isNull(userMessages.dismissedAt)))
        .returning({ id: userMessages.id });
      return rows.length;
    },

    // ---- people ------------------------------------------------------------------------------
    async recipients(userIds: readonly number[]): Promise<RecipientRow[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select(recipientColumns)
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(and(inArray(users.id, [...userIds]), eq(users.disabled, false)));
      return rows.map(toRecipient);
    },

    /** Users of the company who may see the project: administrators, and ordinary users assigned to it. */
    async projectAudience(companyId: number, projectId: number): Promise<RecipientRow[]> {
      const assigned = sql`exists (select 1 from ${userProjects} where ${userProjects.userId} = ${users.id} and ${userProjects.projectId} = ${projectId})`;
      const rows = await db
        .select(recipientColumns)
        .from(users)
        .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
        .where(and(eq(users.companyId, companyId), eq(users.disabled, false), or(lte(users.grade, 1), assigned)));
      return rows.map(toRecipient);
    },

    async roleHolders(companyId: number, roleId: number): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(userRoles)
        .innerJoin(users, eq(users.id, userRoles.userId))
        .where(and(eq(userRoles.roleId, roleId), eq(users.companyId, companyId), eq(users.disabled, false)));
      return rows.map((row) => row.id);
    },

    /** Of these users, those in the company (escalation targets are checked on save). */
    async usersOfCompany(companyId: number, userIds: readonly number[]): Promise<number[]> {
      if (userIds.length === 0) return [];
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.companyId, companyId), inArray(users.id, [...userIds])));
      return rows.map((row) => row.id);
    },

    async projectCompany(projectId: number): Promise<number | null> {
      const [row] = await db.select({ companyId: projects.companyId }).from(projects).where(eq(projects.id, projectId));
      return row?.companyId ?? null;
    },

    // ---- settings ----------------------------------------------------------------------------
    async preferences(userId: number): Promise<NotificationPreferences> {
      const [row] = await db
        .select({ preferences: notificationPreferences.preferences })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.userId, userId));
      return { ...DEFAULT_PREFERENCES, ...row?.preferences };
    },

    async savePreferences(userId: number, preferences: NotificationPreferences) {
      await db
        .insert(notificationPreferences)
        .values({ userId, preferences })
        .onConflictDoUpdate({ target: notificationPreferences.userId, set: { preferences, updatedAt: new Date() } });
    },

    async companySettings(companyId: number): Promise<CompanySettingsRow> {
      const [found] = await db
        .select({ timeZone: companies.timeZone, settings: companyNotificationSettings })
        .from(companies)
        .leftJoin(companyNotificationSettings, eq(companyNotificationSettings.companyId, companies.id))
        .where(eq(companies.id, companyId));
      const timeZone = found?.timeZone ?? DEFAULT_TIME_ZONE;
      return found?.settings
        ? { ...found.settings, timeZone }
        : {
            companyId,
            timeZone,
            webhookUrl: '',
            webhookSecret: '',
            escalation: [],
            quietBypassLevels: [...DEFAULT_QUIET_BYPASS_LEVELS],
            updatedAt: new Date(0),
          };
    },

    /** The time zone, when given, goes to the company (maintenance plans read it too); the rest to its notification settings. */
    async saveCompanySettings(row: Omit<CompanySettingsRow, 'updatedAt' | 'timeZone'> & { timeZone?: string }) {
      const { companyId, timeZone, ...rest } = row;
      await db.transaction(async (tx) => {
        if (timeZone !== undefined) await tx.update(companies).set({ timeZone }).where(eq(companies.id, companyId));
        await tx
          .insert(companyNotificationSettings)
          .values({ companyId, ...rest })
          .onConflictDoUpdate({ target: companyNotificationSettings.companyId, set: { ...rest, updatedAt: new Date() } });
      });
    },

    // ---- deliveries --------------------------------------------------------------------------
    async recordDeliveries(rows: DeliveryInsert[]) {
      if (rows.length > 0) await db.insert(notificationDeliveries).values(rows);
    },

    async deliveries(filter: { companyId?: number | null; alarmId?: number; channel?: NotifyChannel }, limit = 100) {
      const where = [];
      if (filter.companyId !== undefined && filter.companyId !== null) where.push(eq(notificationDeliveries.companyId, filter.companyId));
      if (filter.alarmId !== undefined) where.push(eq(notificationDeliveries.alarmId, filter.alarmId));
      if (filter.channel) where.push(eq(notificationDeliveries.channel, filter.channel));
      return db
        .select()
        .from(notificationDeliveries)
        .where(and(...where))
        .orderBy(desc(notificationDeliveries.id))
        .limit(limit);
    },

    // ---- escalation --------------------------------------------------------------------------
    async scheduleEscalations(rows: { alarmId: number; companyId: number; step: number; dueAt: Date; payload: EscalationPayload }[]) {
      if (rows.length > 0) await db.insert(pendingEscalations).values(rows);
    },

    async cancelEscalations(alarmId: number): Promise<number> {
      const rows = await db
        .delete(pendingEscalations)
        .where(eq(pendingEscalations.alarmId, alarmId))
        .returning({ id: pendingEscalations.id });
      return rows.length;
    },

    /**
     * Leases up to `limit` due steps to this instance until `now + leaseMs`: rows nobody holds (no
     * lease, or a lease run out) are locked with SKIP LOCKED and stamped in one statement, so two
     * tickers never take the same step. The caller deletes a step once sent (`finishEscalation`);
     * a send that crashes leaves it to be claimed again when the lease has run out.
     */
    async claimDue(now: Date, limit: number, leaseMs: number): Promise<PendingEscalationRow[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const result = await db.execute(sql`
        update ${pendingEscalations}
        set claimed_until = ${new Date(now.getTime() + leaseMs).toISOString()}::timestamptz, attempts = attempts + 1
        where ${pendingEscalations.id} in (
          select ${pendingEscalations.id} from ${pendingEscalations}
          where ${pendingEscalations.dueAt} <= ${at}
            and (${pendingEscalations.claimedUntil} is null or ${pendingEscalations.claimedUntil} <= ${at})
          order by ${pendingEscalations.dueAt}, ${pendingEscalations.id}
          limit ${limit}
          for update skip locked
        )
        returning id, alarm_id as "alarmId", company_id as "companyId", step, due_at as "dueAt", payload,
          claimed_until as "claimedUntil", attempts, created_at as "createdAt"`);
      return rowsOf<PendingEscalationRow>(result).map((row) => ({
        ...row,
        dueAt: new Date(row.dueAt),
        claimedUntil: row.claimedUntil === null ? null : new Date(row.claimedUntil),
        createdAt: new Date(row.createdAt),
      }));
    },

    /** A claimed step is done (sent, or given up): it never runs again. */
    async finishEscalation(id: number) {
      await db.delete(pendingEscalations).where(eq(pendingEscalations.id, id));
    },

    async pendingFor(alarmId: number) {
      return db.select().from(pendingEscalations).where(eq(pendingEscalations.alarmId, alarmId)).orderBy(asc(pendingEscalations.dueAt));
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
