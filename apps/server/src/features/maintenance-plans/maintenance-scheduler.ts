import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { createTicker } from '../../lib/ticker.js';
import type { Notifier } from '../notifications/index.js';
import type { MaintenancePlansRepository } from './maintenance-plans.repository.js';
import { decideJob } from './maintenance-plans.service.js';

export const MAINTENANCE_TICK_MS = 60_000;

export interface MaintenanceSchedulerOptions {
  /** How often to look for due jobs; 0 = never on its own (tests call `tick`). */
  tickMs?: number;
  /** The clock (tests move it by hand). */
  now?: () => Date;
}

/**
 * Runs the plans: every tick it claims due jobs one at a time (each in its own transaction with
 * `FOR UPDATE SKIP LOCKED`, so several instances share the work and none runs a job twice) until
 * none is due. An order job opens its occurrence's order and arms the next occurrence, which, after
 * downtime, is itself already due: the loop catches up every missed occurrence in order. Messages
 * go out after the job's transaction has committed.
 */
export function createMaintenanceScheduler({
  repo,
  notifier,
  log,
  tickMs = MAINTENANCE_TICK_MS,
  now = () => new Date(),
}: { repo: MaintenancePlansRepository; notifier: Notifier; log: FastifyBaseLogger } & MaintenanceSchedulerOptions) {
  const instanceId = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let stopped = false;

  async function runOnce(): Promise<number> {
    let done = 0;
    while (!stopped) {
      const at = now();
      const result = await repo.runDueJob(at, instanceId, (job, plan, zone) => decideJob(job, plan, zone, at));
      if (!result) break;
      done++;
      const { job, plan, decision, orderId } = result;
      try {
        if (decision.outcome === 'notified') {
          await notifier.notifyUsers(await repo.recipients(plan), {
            type: 'maintainList',
            title: { 'zh-CN': `维保提醒:${plan.name}`, 'en-US': `Maintenance due: ${plan.name}` },
            body: {
              'zh-CN': `维保计划「${plan.name}」将于 ${job.occurrenceAt.toISOString()} 到期`,
              'en-US': `Maintenance plan "${plan.name}" is due at ${job.occurrenceAt.toISOString()}`,
            },
            link: '/maintain/maintain_management',
            companyId: plan.companyId,
            projectId: plan.projectId,
            subject: { kind: 'maintenancePlan', id: plan.id },
          });
        }
        if (decision.outcome === 'opened' && orderId !== null) {
          await notifier.notifyUsers(await repo.recipients(plan), {
            type: 'maintainList',
            title: { 'zh-CN': `新维保工单:${plan.name}`, 'en-US': `New maintenance order: ${plan.name}` },
            body: {
              'zh-CN': `维保计划「${plan.name}」已生成工单`,
              'en-US': `Maintenance plan "${plan.name}" opened an order`,
            },
            link: `/orderReview?id=${orderId}`,
            companyId: plan.companyId,
            projectId: plan.projectId,
            subject: { kind: 'workOrder', id: orderId },
          });
        }
      } catch (error) {
        log.warn({ err: error, planId: plan.id, jobId: job.id }, 'maintenance notification failed');
      }
    }
    return done;
  }

  // One pass: every job due by now; at once on start (catching up what fell due while the server was down).
  const ticker = createTicker({ name: 'maintenance tick', everyMs: tickMs, atStart: true, log, run: runOnce });

  return {
    instanceId,
    tick: ticker.tick,
    start: ticker.start,
    async stop() {
      stopped = true;
      await ticker.stop();
    },
  };
}

export type MaintenanceScheduler = ReturnType<typeof createMaintenanceScheduler>;
