import {
  amountDue,
  fromCents,
  nextPeriod,
  periodStates,
  planState,
  toWallTime,
  type InstallmentPlanSummary,
  type PeriodState,
  type PlanTerms,
} from '@fieldlink/domain';
import type { PlanRow } from './installments.repository.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date of `instant` in `zone`: the "today" the plan's due dates are read against. */
export function localDate(instant: Date, zone: string): string {
  const wall = toWallTime(instant, zone);
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

export const termsOf = (row: PlanRow): PlanTerms => ({
  totalCents: row.totalCents,
  downPaymentCents: row.downPaymentCents,
  periods: row.periods,
  firstDueDate: row.firstDueDate,
  intervalMonths: row.intervalMonths,
  graceDays: row.graceDays,
});

/** The plan's periods on the company's today: what the lock, the lists and the pages read. */
export function periodsOf(row: PlanRow, now: Date): PeriodState[] {
  return periodStates(termsOf(row), row.paidCents, localDate(now, row.timeZone));
}

export function presentSummary(row: PlanRow, now: Date): InstallmentPlanSummary & { lockApplied: boolean } {
  const periods = periodsOf(row, now);
  const next = nextPeriod(periods);
  return {
    id: row.id,
    deviceId: row.deviceId,
    deviceName: row.deviceName,
    boxId: row.boxId,
    projectId: row.projectId,
    customerName: row.customerName,
    customerPhone: row.customerPhone,
    total: fromCents(row.totalCents),
    downPayment: fromCents(row.downPaymentCents),
    paid: fromCents(row.paidCents),
    periods: row.periods,
    state: planState(periods, row.locked),
    locked: row.locked,
    lockApplied: row.lockStatus !== 'pending',
    unlockedUntil: row.unlockedUntil?.toISOString() ?? null,
    amountDue: fromCents(amountDue(periods, localDate(now, row.timeZone))),
    nextDueDate: next?.dueDate ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentSchedule(row: PlanRow, now: Date) {
  return periodsOf(row, now).map((p) => ({
    index: p.index,
    dueDate: p.dueDate,
    graceEnd: p.graceEnd,
    amount: fromCents(p.amountCents),
    paid: fromCents(p.paidCents),
    status: p.status,
  }));
}
