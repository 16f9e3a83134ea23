import type { FastifyBaseLogger } from 'fastify';
import { cycleAllowanceMb, cycleStart, usagePercent, wallDate, warningDue } from '@fieldlink/domain';
import { createTicker } from '../../lib/ticker.js';
import type { Notifier } from '../notifications/index.js';
import { CarrierError, type CarrierProviders } from './carriers/index.js';
import type { SimCardChange, SimCardsRepository, SimSyncRow } from './sim-cards.repository.js';

export const SIM_SYNC_TICK_MS = 15 * 60_000;

export interface SimUsageSyncOptions {
  /** How often every card is synced; 0 = never on its own (tests call `tick`). */
  tickMs?: number;
  /** The clock (tests move it into a new cycle). */
  now?: () => Date;
}

export interface SimSyncResult {
  synced: number;
  failed: number;
  warned: number;
}

/**
 * The cards' usage sync: each pass rolls every card into its current cycle (the used data and
 * top-ups start again from 0; the warning re-arms because it was for the previous cycle), asks the
 * card's carrier for its state and this month's data, records the day's figure for the chart, and
 * sends the traffic warning (spec §2 traffic push warning) when the card is at or over its warning
 * level — once per cycle, claimed in the database so two instances never both send it.
 */
export function createSimUsageSync({
  repo,
  carriers,
  notifier,
  log,
  tickMs = SIM_SYNC_TICK_MS,
  now = () => new Date(),
}: { repo: SimCardsRepository; carriers: CarrierProviders; notifier: Notifier; log: FastifyBaseLogger } & SimUsageSyncOptions) {
  async function warn(card: SimSyncRow, cycle: string, usedMb: number, allowanceMb: number) {
    if (!(await repo.claimWarning(card.id, cycle))) return false;
    const percent = usagePercent(usedMb, allowanceMb);
    const who = card.msisdn ?? card.iccid;
    await notifier.notifyUsers(await repo.recipients(card.companyId, card.projectId), {
      type: 'update',
      title: { 'zh-CN': `流量预警:${who}`, 'en-US': `Data warning: ${who}` },
      body: {
        'zh-CN': `设备「${card.deviceName}」的 SIM 卡本账期已用 ${usedMb.toFixed(1)} MB,为套餐的 ${percent}%(预警 ${card.warningPercent}%)`,
        'en-US': `The SIM card of device "${card.deviceName}" has used ${usedMb.toFixed(1)} MB this cycle, ${percent}% of its data (warning at ${card.warningPercent}%)`,
      },
      link: `/SIM/card_detail?cardId=${card.id}`,
      companyId: card.companyId,
      projectId: card.projectId,
      subject: { kind: 'simCard', id: card.id },
    });
    return true;
  }

  async function syncCard(card: SimSyncRow, at: Date): Promise<{ ok: boolean; warned: boolean }> {
    const today = wallDate(at, card.zone);
    const cycle = cycleStart(today, card.cycleDay);
    const change: SimCardChange = {};
    let usedMb = card.usedMb;
    let topUpMb = card.topUpMb;
    if (card.cycleStart !== cycle) {
      change.cycleStart = cycle;
      usedMb = 0;
      topUpMb = 0;
      change.usedMb = 0;
      change.topUpMb = 0;
    }
    let ok = true;
    const carrier = card.provider === 'onelink' ? carriers.onelink : carriers.manual;
    if (!carrier) {
      change.syncError = 'onelink: not configured';
      ok = false;
    } else {
      try {
        const snapshot = await carrier.snapshot({ iccid: card.iccid, msisdn: card.msisdn });
        if (snapshot) {
          if (snapshot.usedMb !== undefined) usedMb = change.usedMb = snapshot.usedMb;
          if (snapshot.status) change.status = snapshot.status;
          if (snapshot.msisdn && !card.msisdn) change.msisdn = snapshot.msisdn;
          if (snapshot.imsi && !card.imsi) change.imsi = snapshot.imsi;
          if (snapshot.activatedOn && !card.activatedOn) change.activatedOn = snapshot.activatedOn;
          change.lastSyncAt = at;
          change.syncError = null;
        }
      } catch (error) {
        ok = false;
        change.syncError = error instanceof CarrierError ? error.message : String(error);
        log.warn({ err: change.syncError, cardId: card.id }, 'SIM card sync failed');
      }
    }
    if (Object.keys(change).length > 0) await repo.saveSync(card.id, change);
    await repo.recordUsage(card.id, today, cycle, usedMb);
    const allowanceMb = cycleAllowanceMb(card.planDataMb, topUpMb);
    const due = warningDue({ usedMb, allowanceMb, warningPercent: card.warningPercent, warnedCycle: card.warnedCycle, cycle });
    return { ok, warned: due ? await warn(card, cycle, usedMb, allowanceMb) : false };
  }

  /** One pass over every card, or over `ids`. */
  async function run(ids?: readonly number[]): Promise<SimSyncResult> {
    const at = now();
    const result: SimSyncResult = { synced: 0, failed: 0, warned: 0 };
    for (const card of await repo.forSync(ids)) {
      try {
        const outcome = await syncCard(card, at);
        if (outcome.ok) result.synced++;
        else result.failed++;
        if (outcome.warned) result.warned++;
      } catch (error) {
        result.failed++;
        log.error({ err: error instanceof Error ? error.message : String(error), cardId: card.id }, 'SIM card sync failed');
      }
    }
    return result;
  }

  const ticker = createTicker({ name: 'SIM usage sync', everyMs: tickMs, atStart: true, log, run: () => run() });
  return { tick: ticker.tick, start: ticker.start, stop: ticker.stop, syncCards: run };
}

export type SimUsageSync = ReturnType<typeof createSimUsageSync>;
