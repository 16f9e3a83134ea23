import { fromWallTime } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { JobRow, PlanRow } from './maintenance-plans.repository.js';
import { armFrom, decideJob } from './maintenance-plans.service.js';

const ZONE = 'Asia/Shanghai';
const sh = (month: number, day: number, hour = 9) =>
  fromWallTime({ year: 2027, month, day, hour, minute: 0, second: 0, millisecond: 0 }, ZONE);

const plan: PlanRow = {
  id: 7,
  companyId: 1,
  projectId: 2,
  deviceId: null,
  assigneeId: null,
  name: 'Monthly',
  type: 'in_warranty',
  warrantyTime: 3,
  warrantyUnit: 'month',
  cycle: 1,
  cycleUnit: 'month',
  startTime: sh(1, 31),
  advanceNotice: '3d',
  phone: '13800138000',
  stopOnWarrantyEnd: false,
  nextIndex: 1,
  nextTime: sh(2, 28),
  stoppedAt: null,
  stopReason: null,
  creatorId: 5,
  createdAt: sh(1, 1),
  updatedAt: sh(1, 1),
};
const job = (kind: 'notice' | 'order', occurrenceAt: Date): JobRow => ({
  id: 1,
  planId: plan.id,
  kind,
  occurrenceAt,
  dueAt: occurrenceAt,
  claimedBy: null,
  claimedAt: null,
  doneAt: null,
  outcome: null,
});

describe('what the scheduler does with a due job', () => {
  it('opens the occurrence and arms the next one, keeping the start day', () => {
    const decision = decideJob(job('order', sh(2, 28)), plan, ZONE, sh(2, 28, 10));
    expect(decision.outcome).toBe('opened');
    expect(decision.openOrder).toMatchObject({ planDueAt: sh(2, 28), dueDate: '2027-02-28', contactPhone: plan.phone, creatorId: 5 });
    expect(decision.advance).toEqual({
      nextIndex: 2,
      nextTime: sh(3, 31),
      jobs: [
        { kind: 'notice', occurrenceAt: sh(3, 31), dueAt: sh(3, 28) },
        { kind: 'order', occurrenceAt: sh(3, 31), dueAt: sh(3, 31) },
      ],
    });
  });

  it('stops the plan when the next occurrence is past the warranty, if so chosen', () => {
    const decision = decideJob(
      job('order', sh(4, 30)),
      { ...plan, stopOnWarrantyEnd: true, nextIndex: 3, nextTime: sh(4, 30) },
      ZONE,
      sh(5, 1),
    );
    expect(decision.advance).toEqual({ stop: 'warranty' });
  });

  it('sends a notice only while its occurrence is ahead, and nothing for a stopped plan or a stale job', () => {
    expect(decideJob(job('notice', sh(2, 28)), plan, ZONE, sh(2, 25)).outcome).toBe('notified');
    expect(decideJob(job('notice', sh(2, 28)), plan, ZONE, sh(3, 2)).outcome).toBe('skipped');
    expect(decideJob(job('order', sh(2, 28)), { ...plan, stoppedAt: sh(2, 1) }, ZONE, sh(3, 1))).toEqual({ outcome: 'skipped' });
    expect(decideJob(job('order', sh(1, 31)), plan, ZONE, sh(3, 1))).toEqual({ outcome: 'skipped' });
  });

  it('arms a new plan at its first occurrence from now', () => {
    expect(armFrom(plan, sh(1, 1), ZONE)).toMatchObject({ nextIndex: 0, nextTime: sh(1, 31) });
    expect(armFrom(plan, sh(3, 1), ZONE)).toMatchObject({ nextIndex: 2, nextTime: sh(3, 31) });
    expect(armFrom({ ...plan, stopOnWarrantyEnd: true }, sh(5, 1), ZONE)).toEqual({ stop: 'warranty' });
  });
});
