import type { FastifyBaseLogger } from 'fastify';
import { createTicker, type Ticker } from '../../lib/ticker.js';
import type { NotificationsRepository, PendingEscalationRow } from './notifications.repository.js';

/** A claimed escalation step is this instance's for 2 minutes; past that another ticker may take it. */
export const ESCALATION_LEASE_MS = 2 * 60_000;
/** Claims of a step before it is given up (a step that fails every time must not loop for ever). */
export const ESCALATION_MAX_ATTEMPTS = 5;

export interface EscalationTickerDeps {
  repo: Pick<NotificationsRepository, 'claimDue' | 'finishEscalation'>;
  /** Sends one step (the notifier's channels); throwing leaves the step for a later claim. */
  runStep(row: PendingEscalationRow): Promise<void>;
  log: FastifyBaseLogger;
  now: () => Date;
  tickMs: number;
  /** Steps one pass takes at most. */
  claimBatch: number;
  /** How long a claimed step is held: a send that crashed is tried again after it. */
  leaseMs: number;
}

/**
 * The escalation steps due now, on every instance: a pass claims up to `claimBatch` steps with a
 * lease (`FOR UPDATE SKIP LOCKED`, so two instances never send one step), sends each, and deletes
 * it once sent. A failed send stays for the next claim after its lease, and is given up (logged,
 * deleted) after ESCALATION_MAX_ATTEMPTS claims. `tick` answers how many steps were sent.
 */
export function createEscalationTicker({ repo, runStep, log, now, tickMs, claimBatch, leaseMs }: EscalationTickerDeps): Ticker<number> {
  async function runDue(): Promise<number> {
    const rows = await repo.claimDue(now(), claimBatch, leaseMs);
    let ran = 0;
    for (const row of rows) {
      try {
        await runStep(row);
        ran++;
      } catch (error) {
        const givenUp = row.attempts >= ESCALATION_MAX_ATTEMPTS;
        log.error(
          {
            err: (error instanceof Error ? error.message : String(error)).slice(0, 500),
            alarmId: row.alarmId,
            step: row.step,
            attempts: row.attempts,
          },
          givenUp ? 'escalation step failed, given up' : 'escalation step failed, tried again after its lease',
        );
        if (!givenUp) continue;
      }
      await repo.finishEscalation(row.id);
    }
    return ran;
  }

  return createTicker({ name: 'escalation tick', everyMs: tickMs, log, run: runDue });
}
