import {
  addCalendar,
  fromWallTime,
  noticeTime,
  occurrence,
  toWallTime,
  workOrderNumber,
  type AdvanceNotice,
  type CycleUnit,
} from '@fieldlink/domain';
import type { DemoMaintenanceRepository } from './demo-maintenance.repository.js';

interface DemoPlan {
  name: string;
  type: 'in_warranty' | 'out_of_warranty';
  cycle: number;
  cycleUnit: CycleUnit;
  /** Start, in days from today, at 09:00 company time. */
  startInDays: number;
  advanceNotice: AdvanceNotice;
  stopped?: boolean;
}

/**
 * Maintenance plans in each state a newcomer should see: one due in two days whose notice went
 * out, one that opened an order three weeks ago (dispatched to the demo user) and waits for its
 * next occurrence, one far ahead, and one stopped. Nothing is left due, so the scheduler has
 * nothing to do on the first start; from then on it runs them.
 */
export const DEMO_PLANS: DemoPlan[] = [
  { name: '空压机月度保养', type: 'in_warranty', cycle: 1, cycleUnit: 'month', startInDays: 2, advanceNotice: '3d' },
  { name: '液压系统季度检查', type: 'in_warranty', cycle: 3, cycleUnit: 'month', startInDays: -21, advanceNotice: '1w' },
  { name: '数控机床年度检修', type: 'out_of_warranty', cycle: 1, cycleUnit: 'year', startInDays: 60, advanceNotice: '1M' },
  { name: '输送线周检', type: 'out_of_warranty', cycle: 1, cycleUnit: 'week', startInDays: -10, advanceNotice: '1d', stopped: true },
];

export async function seedDemoMaintenance(
  repo: DemoMaintenanceRepository,
  companyId: number,
  projectId: number,
  userId: number,
  now: Date,
) {
  const zone = await repo.timeZoneOf(companyId);
  const today = toWallTime(now, zone);
  for (const [index, demo] of DEMO_PLANS.entries()) {
    const start = addCalendar(
      fromWallTime({ ...today, hour: 9, minute: 0, second: 0, millisecond: 0 }, zone),
      demo.startInDays,
      'day',
      zone,
    );
    const schedule = { start, cycle: demo.cycle, cycleUnit: demo.cycleUnit, zone };
    const opened = !demo.stopped && start.getTime() <= now.getTime();
    const nextIndex = opened ? 1 : 0;
    const next = occurrence(schedule, nextIndex);
    const planId = await repo.insertPlan({
      companyId,
      projectId,
      name: demo.name,
      type: demo.type,
      warrantyTime: 2,
      warrantyUnit: 'year',
      cycle: demo.cycle,
      cycleUnit: demo.cycleUnit,
      startTime: start,
      advanceNotice: demo.advanceNotice,
      phone: '13800000000',
      creatorId: userId,
      ...(demo.stopped
        ? { nextIndex: null, nextTime: null, stoppedAt: now, stopReason: 'manual' as const }
        : { nextIndex, nextTime: next }),
    });
    if (demo.stopped) continue;
    if (opened) {
      const w = toWallTime(start, zone);
      await repo.insertOrder({
        companyId,
        projectId,
        number: workOrderNumber(start, 9000 + index),
        status: 'dispatched',
        nature: 'maintenance',
        problem: demo.name,
        contactName: demo.name,
        contactPhone: '13800000000',
        assigneeId: userId,
        dispatcherId: userId,
        creatorId: userId,
        dueDate: `${w.year}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`,
        kind: 'maintenance',
        source: 'plan',
        maintenancePlanId: planId,
        planDueAt: start,
      });
      await repo.insertJobs([
        {
          planId,
          kind: 'notice',
          occurrenceAt: start,
          dueAt: noticeTime(start, demo.advanceNotice, zone),
          doneAt: now,
          outcome: 'notified',
        },
        { planId, kind: 'order', occurrenceAt: start, dueAt: start, doneAt: now, outcome: 'opened' },
      ]);
    }
    const notice = noticeTime(next, demo.advanceNotice, zone);
    const sent = notice.getTime() <= now.getTime();
    await repo.insertJobs([
      { planId, kind: 'notice', occurrenceAt: next, dueAt: notice, ...(sent ? { doneAt: now, outcome: 'notified' } : {}) },
      { planId, kind: 'order', occurrenceAt: next, dueAt: next },
    ]);
    if (sent)
      await repo.insertMessage({
        userId,
        companyId,
        type: 'maintainList',
        titleZh: `维保提醒:${demo.name}`,
        titleEn: `Maintenance due: ${demo.name}`,
        bodyZh: `维保计划「${demo.name}」即将到期`,
        bodyEn: `Maintenance plan "${demo.name}" is due soon`,
        link: '/maintain/maintain_management',
        subjectKind: 'maintenancePlan',
        subjectId: planId,
      });
  }
}
