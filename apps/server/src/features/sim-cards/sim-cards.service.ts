import {
  SIM_EXPIRING_DAYS,
  addDays,
  cycleAllowanceMb,
  cycleStart,
  daysToExpiry,
  extendedExpiry,
  renewedExpiry,
  scopeOf,
  usagePercent,
  wallDate,
  type SimBatchWarning,
  type SimCard,
  type SimCardCreate,
  type SimCardDetail,
  type SimCardListQuery,
  type SimCardUpdate,
  type SimChangePlan,
  type SimExtend,
  type SimFlag,
  type SimRenew,
  type SimTopUp,
  type SimUsageDay,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { CarrierError, type CarrierProvider, type CarrierProviders } from './carriers/index.js';
import { isUniqueViolation, type SimCardRow, type SimCardsRepository } from './sim-cards.repository.js';
import type { SimSyncResult } from './usage-sync.js';

const DEFAULT_ZONE = 'Asia/Shanghai';
/** Days of usage history on the card's chart. */
export const SIM_USAGE_HISTORY_DAYS = 62;

const notFound = () => new AppError('NOT_FOUND', {}, 'error.simCardNotFound');
const iccidTaken = () => new AppError('CONFLICT', {}, 'error.iccidTaken', 'iccid');
const cents = (yuan: number) => Math.round(yuan * 100);

export function presentCard(row: SimCardRow, today: string): SimCard {
  const allowanceMb = cycleAllowanceMb(row.planDataMb, row.topUpMb);
  const percent = usagePercent(row.usedMb, allowanceMb);
  const days = daysToExpiry(row.expiresOn, today);
  const flags: SimFlag[] = [];
  if (percent >= row.warningPercent) flags.push('warning');
  if (days < 0) flags.push('expired');
  else if (days <= SIM_EXPIRING_DAYS) flags.push('expiring');
  return {
    id: row.id,
    companyId: row.companyId,
    projectId: row.projectId,
    projectName: row.projectName,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    iccid: row.iccid,
    imsi: row.imsi,
    msisdn: row.msisdn,
    carrier: row.carrier,
    provider: row.provider,
    status: row.status,
    planName: row.planName,
    planDataMb: row.planDataMb,
    monthlyFee: row.monthlyFeeCents / 100,
    offeringId: row.offeringId,
    activatedOn: row.activatedOn,
    expiresOn: row.expiresOn,
    cycleDay: row.cycleDay,
    cycleStart: row.cycleStart,
    usedMb: Math.round(row.usedMb * 1000) / 1000,
    topUpMb: row.topUpMb,
    allowanceMb,
    usagePercent: percent,
    warningPercent: row.warningPercent,
    flags,
    daysToExpiry: days,
    remark: row.remark,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    syncError: row.syncError,
  };
}

/** Each day's own use from the cycle-to-date figures: the difference to the day before within a cycle. */
export function dailyUsage(rows: readonly { day: string; cycleStart: string; cycleUsedMb: number }[]): SimUsageDay[] {
  return rows.map((row, i) => {
    const previous = rows[i - 1];
    const before = previous && previous.cycleStart === row.cycleStart ? previous.cycleUsedMb : 0;
    return { day: row.day, usedMb: Math.round(Math.max(0, row.cycleUsedMb - before) * 1000) / 1000 };
  });
}

/**
 * SIM cards (spec §1, §2 /SIM, /card): the cards of devices the caller sees, and the carrier actions
 * (renew, change plan, extend period, top-up data pack), each recorded on the card and audited.
 */
export function createSimCardsService({
  repo,
  carriers,
  audit,
  sync,
  now = () => new Date(),
}: {
  repo: SimCardsRepository;
  carriers: CarrierProviders;
  audit: AuditService;
  sync: (ids: readonly number[]) => Promise<SimSyncResult>;
  now?: () => Date;
}) {
  async function today(companyId: number | null): Promise<string> {
    const zone = companyId === null ? DEFAULT_ZONE : ((await repo.companyZone(companyId)) ?? DEFAULT_ZONE);
    return wallDate(now(), zone);
  }

  async function load(principal: UserPrincipal, id: number): Promise<SimCardRow> {
    const row = await repo.find(scopeOf(principal), id);
    if (!row) throw notFound();
    return row;
  }

  function carrierOf(row: Pick<SimCardRow, 'provider'>): CarrierProvider {
    if (row.provider === 'manual') return carriers.manual;
    if (!carriers.onelink) throw new AppError('BAD_REQUEST', {}, 'error.carrierNotConfigured', 'provider');
    return carriers.onelink;
  }

  async function atCarrier(action: () => Promise<void>) {
    try {
      await action();
    } catch (error) {
      if (error instanceof CarrierError) throw new AppError('SERVICE_UNAVAILABLE', { code: error.code }, 'error.carrierFailed');
      throw error;
    }
  }

  async function device(principal: UserPrincipal, deviceId: number) {
    const found = await repo.device(scopeOf(principal), deviceId);
    if (!found) throw new AppError('BAD_REQUEST', {}, 'error.simDeviceNotFound', 'deviceId');
    return found;
  }

  async function operate(
    principal: UserPrincipal,
    actor: Actor,
    before: SimCardRow,
    kind: 'renew' | 'changePlan' | 'extend' | 'topUp',
    change: Parameters<SimCardsRepository['operate']>[1],
    detail: Record<string, string | number | null>,
  ): Promise<SimCard> {
    await repo.operate(before.id, change, kind, detail, principal.userId);
    const after = await load(principal, before.id);
    await audit.change(actor, {
      action: `simCard.${kind}`,
      objectType: 'simCard',
      objectId: before.id,
      before: { iccid: before.iccid, ...detail },
      after: { iccid: after.iccid, planName: after.planName, expiresOn: after.expiresOn, topUpMb: after.topUpMb },
      companyId: before.companyId,
    });
    return presentCard(after, await today(after.companyId));
  }

  return {
    async list(principal: UserPrincipal, query: SimCardListQuery) {
      const day = await today(principal.companyId);
      const { items, total } = await repo.list(scopeOf(principal), query, day);
      return { items: items.map((row) => presentCard(row, day)), total };
    },

    async get(principal: UserPrincipal, id: number): Promise<SimCardDetail> {
      const row = await load(principal, id);
      const day = await today(row.companyId);
      const usage = await repo.usage(id, addDays(day, -SIM_USAGE_HISTORY_DAYS));
      const operations = await repo.operations(id);
      return {
        ...presentCard(row, day),
        usage: dailyUsage(usage),
        operations: operations.map((op) => ({ ...op, createdAt: op.createdAt.toISOString() })),
      };
    },

    async create(principal: UserPrincipal, actor: Actor, body: SimCardCreate): Promise<SimCard> {
      const target = await device(principal, body.deviceId);
      if (body.provider === 'onelink') carrierOf(body);
      if (await repo.iccidTaken(body.iccid)) throw iccidTaken();
      const day = await today(target.companyId);
      let id: number;
      try {
        id = await repo.insert({
          companyId: target.companyId,
          deviceId: target.id,
          iccid: body.iccid,
          imsi: body.imsi,
          msisdn: body.msisdn,
          carrier: body.carrier,
          provider: body.provider,
          status: body.activatedOn ? 'active' : 'inactive',
          planName: body.planName,
          planDataMb: body.planDataMb,
          monthlyFeeCents: cents(body.monthlyFee),
          offeringId: body.offeringId,
          activatedOn: body.activatedOn,
          expiresOn: body.expiresOn,
          cycleDay: body.cycleDay,
          warningPercent: body.warningPercent,
          remark: body.remark,
          cycleStart: cycleStart(day, body.cycleDay),
          createdBy: principal.userId,
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw iccidTaken();
        throw error;
      }
      const card = presentCard(await load(principal, id), day);
      await audit.change(actor, {
        action: 'simCard.create',
        objectType: 'simCard',
        objectId: id,
        after: card,
        companyId: target.companyId,
      });
      return card;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, body: SimCardUpdate): Promise<SimCard> {
      const before = await load(principal, id);
      if (body.deviceId !== before.deviceId) {
        const target = await device(principal, body.deviceId);
        if (target.companyId !== before.companyId) throw new AppError('BAD_REQUEST', {}, 'error.simDeviceNotFound', 'deviceId');
      }
      if (body.provider === 'onelink') carrierOf(body);
      await repo.update(id, {
        deviceId: body.deviceId,
        imsi: body.imsi,
        msisdn: body.msisdn,
        carrier: body.carrier,
        provider: body.provider,
        activatedOn: body.activatedOn,
        cycleDay: body.cycleDay,
        warningPercent: body.warningPercent,
        remark: body.remark,
      });
      const day = await today(before.companyId);
      const after = presentCard(await load(principal, id), day);
      await audit.change(actor, {
        action: 'simCard.update',
        objectType: 'simCard',
        objectId: id,
        before: presentCard(before, day),
        after,
        companyId: before.companyId,
      });
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.remove([id]);
      await audit.change(actor, {
        action: 'simCard.delete',
        objectType: 'simCard',
        objectId: id,
        before: { iccid: before.iccid, msisdn: before.msisdn, deviceName: before.deviceName },
        companyId: before.companyId,
      });
    },

    async renew(principal: UserPrincipal, actor: Actor, id: number, body: SimRenew) {
      const before = await load(principal, id);
      const expiresOn = renewedExpiry(before.expiresOn, await today(before.companyId), body.months);
      return operate(
        principal,
        actor,
        before,
        'renew',
        { expiresOn },
        {
          months: body.months,
          from: before.expiresOn,
          to: expiresOn,
          fee: (before.monthlyFeeCents * body.months) / 100,
          remark: body.remark,
        },
      );
    },

    async extend(principal: UserPrincipal, actor: Actor, id: number, body: SimExtend) {
      const before = await load(principal, id);
      const expiresOn = extendedExpiry(before.expiresOn, await today(before.companyId), body.days);
      return operate(
        principal,
        actor,
        before,
        'extend',
        { expiresOn },
        {
          days: body.days,
          from: before.expiresOn,
          to: expiresOn,
          remark: body.remark,
        },
      );
    },

    async changePlan(principal: UserPrincipal, actor: Actor, id: number, body: SimChangePlan) {
      const before = await load(principal, id);
      const carrier = carrierOf(before);
      if (body.offeringId) await atCarrier(() => carrier.changePlan({ iccid: before.iccid, msisdn: before.msisdn }, body.offeringId));
      return operate(
        principal,
        actor,
        before,
        'changePlan',
        { planName: body.planName, planDataMb: body.planDataMb, monthlyFeeCents: cents(body.monthlyFee), offeringId: body.offeringId },
        {
          fromPlan: before.planName,
          fromDataMb: before.planDataMb,
          toPlan: body.planName,
          toDataMb: body.planDataMb,
          monthlyFee: body.monthlyFee,
          remark: body.remark,
        },
      );
    },

    async topUp(principal: UserPrincipal, actor: Actor, id: number, body: SimTopUp) {
      const before = await load(principal, id);
      const carrier = carrierOf(before);
      await atCarrier(() => carrier.topUp({ iccid: before.iccid, msisdn: before.msisdn }, body.packageCode));
      return operate(
        principal,
        actor,
        before,
        'topUp',
        { topUpMb: before.topUpMb + body.dataMb },
        {
          dataMb: body.dataMb,
          fee: body.fee,
          packageCode: body.packageCode || null,
          cycle: before.cycleStart,
          remark: body.remark,
        },
      );
    },

    /** A new warning level on the selected cards the caller sees; answers how many changed. */
    async setWarning(principal: UserPrincipal, actor: Actor, body: SimBatchWarning) {
      const ids = await repo.idsInScope(scopeOf(principal), body.ids);
      if (ids.length !== new Set(body.ids).size) throw notFound();
      await repo.setWarningPercent(ids, body.warningPercent);
      await audit.change(actor, {
        action: 'simCard.warning',
        objectType: 'simCard',
        objectId: ids.join(','),
        after: { ids, warningPercent: body.warningPercent },
        companyId: principal.companyId,
      });
      return { updated: ids.length };
    },

    /** Sync the selected cards with their carriers now (the background loop does all of them regularly). */
    async syncNow(principal: UserPrincipal, ids: readonly number[]): Promise<SimSyncResult> {
      const visible = await repo.idsInScope(scopeOf(principal), ids);
      if (visible.length !== new Set(ids).size) throw notFound();
      return sync(visible);
    },
  };
}

export type SimCardsService = ReturnType<typeof createSimCardsService>;
