import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, SimCardListQuery, SimOperationKind } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import {
  companies,
  devices,
  projects,
  roles,
  simCardOperations,
  simCardUsage,
  simCards,
  userProjects,
  userRoles,
  users,
} from '../../db/schema/index.js';
import { countedPage, countThroughDevice, escapeLike, projectScopeCondition } from '../../db/sql.js';

export { isUniqueViolation } from '../../db/sql.js';

export type SimCardInsert = typeof simCards.$inferInsert;
export type SimCardChange = Partial<Omit<SimCardInsert, 'id' | 'companyId' | 'iccid' | 'createdAt' | 'createdBy'>>;

/** Used data as a share of the cycle's allowance (plan + top-ups), in per cent, as SQL. */
const usedPercent = sql`(case when ${simCards.planDataMb} + ${simCards.topUpMb} <= 0 then (case when ${simCards.usedMb} > 0 then 100 else 0 end)
  else ${simCards.usedMb} * 100.0 / (${simCards.planDataMb} + ${simCards.topUpMb}) end)`;

/** SIM cards: the only SQL of the cards. Reads are scoped through the card's device and its project. */
export function createSimCardsRepository(db: Database) {
  const base = () =>
    db
      .select({
        id: simCards.id,
        companyId: simCards.companyId,
        projectId: devices.projectId,
        projectName: projects.name,
        deviceId: simCards.deviceId,
        deviceName: devices.name,
        iccid: simCards.iccid,
        imsi: simCards.imsi,
        msisdn: simCards.msisdn,
        carrier: simCards.carrier,
        provider: simCards.provider,
        status: simCards.status,
        planName: simCards.planName,
        planDataMb: simCards.planDataMb,
        monthlyFeeCents: simCards.monthlyFeeCents,
        offeringId: simCards.offeringId,
        activatedOn: simCards.activatedOn,
        expiresOn: simCards.expiresOn,
        cycleDay: simCards.cycleDay,
        warningPercent: simCards.warningPercent,
        remark: simCards.remark,
        cycleStart: simCards.cycleStart,
        usedMb: simCards.usedMb,
        topUpMb: simCards.topUpMb,
        warnedCycle: simCards.warnedCycle,
        lastSyncAt: simCards.lastSyncAt,
        syncError: simCards.syncError,
      })
      .from(simCards)
      .innerJoin(devices, eq(devices.id, simCards.deviceId))
      .innerJoin(projects, eq(projects.id, devices.projectId));

  function listWhere(scope: Scope, query: SimCardListQuery, today: string): SQL | undefined {
    const where: (SQL | undefined)[] = [projectScopeCondition(db, scope)];
    if (query.projectId) where.push(eq(devices.projectId, query.projectId));
    if (query.deviceId) where.push(eq(simCards.deviceId, query.deviceId));
    if (query.carrier) where.push(eq(simCards.carrier, query.carrier));
    if (query.provider) where.push(eq(simCards.provider, query.provider));
    if (query.status) where.push(eq(simCards.status, query.status));
    if (query.flag === 'warning') where.push(sql`${usedPercent} >= ${simCards.warningPercent}`);
    if (query.flag === 'expired') where.push(lt(simCards.expiresOn, today));
    if (query.flag === 'expiring') where.push(and(gte(simCards.expiresOn, today), sql`${simCards.expiresOn} <= (${today}::date + 30)`));
    if (query.keyword) {
      const like = `%${escapeLike(query.keyword)}%`;
      where.push(or(ilike(simCards.iccid, like), ilike(simCards.msisdn, like), ilike(devices.name, like), ilike(simCards.planName, like)));
    }
    return and(...where);
  }

  return {
    async list(scope: Scope, query: SimCardListQuery, today: string) {
      const where = listWhere(scope, query, today);
      return countedPage(query, countThroughDevice(db, simCards, where), ({ limit, offset }) =>
        base().where(where).orderBy(asc(projects.name), asc(devices.name), asc(simCards.iccid)).limit(limit).offset(offset),
      );
    },

    async find(scope: Scope, id: number) {
      const [row] = await base().where(and(eq(simCards.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    /** Of `ids`, the cards the scope sees. */
    async idsInScope(scope: Scope, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: simCards.id })
        .from(simCards)
        .innerJoin(devices, eq(devices.id, simCards.deviceId))
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(inArray(simCards.id, [...ids]), projectScopeCondition(db, scope)));
      return rows.map((r) => r.id);
    },

    /** The device, when the scope sees it, with its company. */
    async device(scope: Scope, deviceId: number) {
      const [row] = await db
        .select({ id: devices.id, companyId: projects.companyId, projectId: projects.id })
        .from(devices)
        .innerJoin(projects, eq(projects.id, devices.projectId))
        .where(and(eq(devices.id, deviceId), projectScopeCondition(db, scope)));
      return row;
    },

    async companyZone(companyId: number): Promise<string | undefined> {
      const [row] = await db.select({ zone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
      return row?.zone;
    },

    async iccidTaken(iccid: string): Promise<boolean> {
      const [row] = await db.select({ id: simCards.id }).from(simCards).where(eq(simCards.iccid, iccid));
      return row !== undefined;
    },

    async insert(values: SimCardInsert): Promise<number> {
      const [row] = await db.insert(simCards).values(values).returning({ id: simCards.id });
      return row!.id;
    },

    async update(id: number, change: SimCardChange) {
      await db
        .update(simCards)
        .set({ ...change, updatedAt: new Date() })
        .where(eq(simCards.id, id));
    },

    /** A carrier action: the card's new figures and its record, both or neither. */
    async operate(
      id: number,
      change: SimCardChange,
      kind: SimOperationKind,
      detail: Record<string, string | number | null>,
      userId: number,
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(simCards)
          .set({ ...change, updatedAt: new Date() })
          .where(eq(simCards.id, id));
        await tx.insert(simCardOperations).values({ cardId: id, kind, detail, userId });
      });
    },

    async remove(ids: readonly number[]) {
      if (ids.length > 0) await db.delete(simCards).where(inArray(simCards.id, [...ids]));
    },

    async setWarningPercent(ids: readonly number[], warningPercent: number) {
      if (ids.length === 0) return;
      await db
        .update(simCards)
        .set({ warningPercent, updatedAt: new Date() })
        .where(inArray(simCards.id, [...ids]));
    },

    /** The cycle-to-date figures per day since `fromDay`, oldest first. */
    async usage(cardId: number, fromDay: string) {
      return db
        .select({ day: simCardUsage.day, cycleStart: simCardUsage.cycleStart, cycleUsedMb: simCardUsage.cycleUsedMb })
        .from(simCardUsage)
        .where(and(eq(simCardUsage.cardId, cardId), gte(simCardUsage.day, fromDay)))
        .orderBy(asc(simCardUsage.day));
    },

    async operations(cardId: number) {
      return db
        .select({
          id: simCardOperations.id,
          kind: simCardOperations.kind,
          detail: simCardOperations.detail,
          userName: users.userName,
          createdAt: simCardOperations.createdAt,
        })
        .from(simCardOperations)
        .leftJoin(users, eq(users.id, simCardOperations.userId))
        .where(eq(simCardOperations.cardId, cardId))
        .orderBy(desc(simCardOperations.createdAt), desc(simCardOperations.id))
        .limit(100);
    },

    // The usage sync (no caller: every card of every company).

    /** Every card with its company's zone, or only `ids`. */
    async forSync(ids?: readonly number[]) {
      return db
        .select({
          id: simCards.id,
          companyId: simCards.companyId,
          projectId: devices.projectId,
          deviceName: devices.name,
          iccid: simCards.iccid,
          imsi: simCards.imsi,
          msisdn: simCards.msisdn,
          provider: simCards.provider,
          activatedOn: simCards.activatedOn,
          planDataMb: simCards.planDataMb,
          cycleDay: simCards.cycleDay,
          cycleStart: simCards.cycleStart,
          usedMb: simCards.usedMb,
          topUpMb: simCards.topUpMb,
          warningPercent: simCards.warningPercent,
          warnedCycle: simCards.warnedCycle,
          zone: companies.timeZone,
        })
        .from(simCards)
        .innerJoin(devices, eq(devices.id, simCards.deviceId))
        .innerJoin(companies, eq(companies.id, simCards.companyId))
        .where(ids ? inArray(simCards.id, [...ids]) : undefined)
        .orderBy(asc(simCards.id));
    },

    async saveSync(id: number, change: SimCardChange) {
      await db.update(simCards).set(change).where(eq(simCards.id, id));
    },

    /** The day's cycle-to-date figure (the last sync of the day wins). */
    async recordUsage(cardId: number, day: string, cycleStart: string, cycleUsedMb: number) {
      await db
        .insert(simCardUsage)
        .values({ cardId, day, cycleStart, cycleUsedMb })
        .onConflictDoUpdate({ target: [simCardUsage.cardId, simCardUsage.day], set: { cycleStart, cycleUsedMb } });
    },

    /**
     * Claims this cycle's warning of the card: true for the one caller that marked it, false when a
     * warning already went out in this cycle (here or on another instance).
     */
    async claimWarning(id: number, cycle: string): Promise<boolean> {
      const rows = await db
        .update(simCards)
        .set({ warnedCycle: cycle })
        .where(and(eq(simCards.id, id), sql`${simCards.warnedCycle} is distinct from ${cycle}::date`))
        .returning({ id: simCards.id });
      return rows.length === 1;
    },

    /** Who hears a card's traffic warning: the company's administrators, and users who see its project and the card list. */
    async recipients(companyId: number, projectId: number): Promise<number[]> {
      const rows = await db
        .selectDistinct({ id: users.id })
        .from(users)
        .leftJoin(userRoles, eq(userRoles.userId, users.id))
        .leftJoin(roles, eq(roles.id, userRoles.roleId))
        .where(
          and(
            eq(users.companyId, companyId),
            eq(users.disabled, false),
            or(
              eq(users.grade, 1),
              and(
                sql`${roles.permissions} -> 'card_list_SIM' ? 'view'`,
                inArray(users.id, db.select({ id: userProjects.userId }).from(userProjects).where(eq(userProjects.projectId, projectId))),
              ),
            ),
          ),
        );
      return rows.map((r) => r.id);
    },
  };
}

export type SimCardsRepository = ReturnType<typeof createSimCardsRepository>;
export type SimCardRow = NonNullable<Awaited<ReturnType<SimCardsRepository['find']>>>;
export type SimSyncRow = Awaited<ReturnType<SimCardsRepository['forSync']>>[number];
