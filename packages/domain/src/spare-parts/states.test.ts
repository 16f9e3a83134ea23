import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PART_APPLICATION_ACTIONS,
  PART_APPLICATION_FINAL_STATUSES,
  PART_APPLICATION_STATUSES,
  PART_APPLICATION_TRANSITIONS,
  isLowStock,
  mayActOnPartApplication,
  mayApplyForPartsOn,
  partApplicationRefusal,
  nextPartApplicationStatus,
  partApplicationActionsFrom,
  stockDelta,
  type PartApplicationAction,
  type PartApplicationStatus,
} from './states.js';

describe('part application state machine', () => {
  it.each([
    ['pending', 'approve', 'approved'],
    ['pending', 'reject', 'rejected'],
    ['pending', 'cancel', 'cancelled'],
    ['approved', 'issue', 'issued'],
    ['approved', 'cancel', 'cancelled'],
  ] as const)('%s --%s--> %s', (from, action, to) => {
    expect(nextPartApplicationStatus(from, action)).toBe(to);
  });

  it.each([
    ['pending', 'issue'],
    ['approved', 'approve'],
    ['approved', 'reject'],
    ['rejected', 'approve'],
    ['rejected', 'issue'],
    ['issued', 'issue'],
    ['issued', 'cancel'],
    ['cancelled', 'approve'],
  ] as const)('refuses %s --%s', (from, action) => {
    expect(nextPartApplicationStatus(from, action)).toBeUndefined();
  });

  it('rejected, issued and cancelled are final', () => {
    expect([...PART_APPLICATION_FINAL_STATUSES].sort()).toEqual(['cancelled', 'issued', 'rejected']);
    for (const status of PART_APPLICATION_FINAL_STATUSES) expect(partApplicationActionsFrom(status)).toEqual([]);
  });

  it('property: any sequence of actions only ever follows the table, and stock is issued at most once', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...PART_APPLICATION_ACTIONS), { maxLength: 20 }), (actions: PartApplicationAction[]) => {
        let status: PartApplicationStatus = 'pending';
        let issued = 0;
        for (const action of actions) {
          const next = nextPartApplicationStatus(status, action);
          if (next === undefined) {
            expect(PART_APPLICATION_TRANSITIONS[action].from).not.toContain(status);
            continue;
          }
          expect(PART_APPLICATION_TRANSITIONS[action].from).toContain(status);
          expect(PART_APPLICATION_STATUSES).toContain(next);
          if (next === 'issued') issued++;
          status = next;
        }
        expect(issued).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('who may act on an application', () => {
  const approver = { userId: 1, canApprove: true, canIssue: false };
  const storekeeper = { userId: 2, canApprove: false, canIssue: true };
  const applicant = { userId: 3, canApprove: false, canIssue: false };
  const application = { applicantId: 3 };

  it.each([
    ['approve', approver, true],
    ['approve', storekeeper, false],
    ['approve', applicant, false],
    ['reject', approver, true],
    ['issue', storekeeper, true],
    ['issue', approver, false],
    ['cancel', applicant, true],
    ['cancel', approver, true],
    ['cancel', storekeeper, false],
  ] as const)('%s by user %# -> %s', (action, user, allowed) => {
    expect(mayActOnPartApplication(action, user, application)).toBe(allowed);
  });

  it('never lets an approver approve their own application, though they may withdraw it', () => {
    const own = { applicantId: approver.userId };
    expect(partApplicationRefusal('approve', approver, own)).toBe('ownApplication');
    expect(mayActOnPartApplication('approve', approver, own)).toBe(false);
    expect(partApplicationRefusal('approve', applicant, application)).toBe('notAllowed');
    expect(mayActOnPartApplication('cancel', approver, own)).toBe(true);
  });
});

describe('orders parts may be applied for on', () => {
  it.each([
    ['pending', false],
    ['dispatched', true],
    ['accepted', true],
    ['processing', true],
    ['completed', false],
    ['cancelled', false],
  ] as const)('%s -> %s', (status, allowed) => {
    expect(mayApplyForPartsOn(status)).toBe(allowed);
  });
});

describe('stock', () => {
  it.each([
    ['purchase', 5, 5],
    ['return', 2, 2],
    ['issue', 3, -3],
    ['adjust', -4, -4],
    ['adjust', 4, 4],
    ['purchase', -1, undefined],
    ['issue', -1, undefined],
    ['adjust', 0, undefined],
    ['purchase', 1.5, undefined],
  ] as const)('%s of %d moves the stock by %s', (type, quantity, delta) => {
    expect(stockDelta(type, quantity)).toBe(delta);
  });

  it('flags stock below a positive safety stock', () => {
    expect(isLowStock(1, 2)).toBe(true);
    expect(isLowStock(2, 2)).toBe(false);
    expect(isLowStock(0, 0)).toBe(false);
  });
});
