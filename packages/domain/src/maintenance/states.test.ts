import { describe, expect, it } from 'vitest';
import type { WorkOrderStatus } from '../workorder/states.js';
import {
  MAINTENANCE_PLAN_ACTIONS,
  MAINTENANCE_PLAN_STATUSES,
  maintenancePlanStatus,
  mayActOnPlan,
  type MaintenancePlanStatus,
  type PlanStatusInput,
} from './states.js';

const t = (iso: string) => new Date(iso);
const base: PlanStatusInput = {
  stoppedAt: null,
  startTime: t('2027-01-31T01:00:00Z'),
  nextTime: t('2027-01-31T01:00:00Z'),
  noticeTime: t('2027-01-28T01:00:00Z'),
  openOrderStatus: null,
  now: t('2027-01-01T00:00:00Z'),
};

describe('maintenance plan status', () => {
  it.each<[string, Partial<PlanStatusInput>, MaintenancePlanStatus]>([
    ['before its start and notice', {}, 'not_started'],
    ['inside the notice window', { now: t('2027-01-29T00:00:00Z') }, 'to_be_maintained'],
    [
      'between occurrences',
      { now: t('2027-02-05T00:00:00Z'), nextTime: t('2027-02-28T01:00:00Z'), noticeTime: t('2027-02-25T01:00:00Z') },
      'executing',
    ],
    ['with a pending order', { now: t('2027-02-05T00:00:00Z'), openOrderStatus: 'pending' }, 'to_be_maintained'],
    ['with a dispatched order', { openOrderStatus: 'dispatched' }, 'dispatched'],
    ['with an accepted order', { openOrderStatus: 'accepted' }, 'received'],
    ['with an order in progress', { openOrderStatus: 'processing' as WorkOrderStatus }, 'received'],
    ['stopped by hand', { stoppedAt: t('2027-01-02T00:00:00Z'), openOrderStatus: 'dispatched' }, 'stopped'],
    ['with no next time left', { nextTime: null, noticeTime: null }, 'stopped'],
  ])('%s', (_, patch, expected) => {
    expect(maintenancePlanStatus({ ...base, ...patch })).toBe(expected);
  });

  it('allows start only when stopped and stop only when not', () => {
    for (const status of MAINTENANCE_PLAN_STATUSES) {
      for (const action of MAINTENANCE_PLAN_ACTIONS) {
        expect(mayActOnPlan(status, action), `${action} from ${status}`).toBe(
          action === 'start' ? status === 'stopped' : status !== 'stopped',
        );
      }
    }
  });
});
