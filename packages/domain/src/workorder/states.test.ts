import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WORK_ORDER_ACTIONS,
  WORK_ORDER_ACTION_COLORS,
  WORK_ORDER_FINAL_STATUSES,
  WORK_ORDER_LOG_ACTIONS,
  WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_COLORS,
  WORK_ORDER_TRANSITIONS,
  canEditWorkOrder,
  mayActOnWorkOrder,
  nextWorkOrderStatus,
  workOrderActionsFrom,
  workOrderActorsOf,
  type WorkOrderAction,
  type WorkOrderStatus,
} from './states.js';

/** The whole table written out cell by cell: [action, from, expected to-status or undefined]. */
const EXPECTED: Record<WorkOrderAction, Partial<Record<WorkOrderStatus, WorkOrderStatus>>> = {
  dispatch: { pending: 'dispatched' },
  'cancel-dispatch': { dispatched: 'pending' },
  accept: { dispatched: 'accepted' },
  start: { accepted: 'processing' },
  transfer: { dispatched: 'dispatched', accepted: 'dispatched', processing: 'dispatched' },
  return: { dispatched: 'pending', accepted: 'pending', processing: 'pending' },
  complete: { accepted: 'completed', processing: 'completed' },
  cancel: { pending: 'cancelled', dispatched: 'cancelled' },
};

const CELLS = WORK_ORDER_ACTIONS.flatMap((action) =>
  WORK_ORDER_STATUSES.map(
    (from) => [action, from, EXPECTED[action][from]] as [WorkOrderAction, WorkOrderStatus, WorkOrderStatus | undefined],
  ),
);

describe('the work-order transition table', () => {
  it.each(CELLS)('%s from %s leads to %s', (action, from, to) => {
    expect(nextWorkOrderStatus(from, action)).toBe(to);
  });

  it('has completed and cancelled as the only final statuses', () => {
    expect([...WORK_ORDER_FINAL_STATUSES].sort()).toEqual(['cancelled', 'completed']);
    expect(workOrderActionsFrom('completed')).toEqual([]);
    expect(workOrderActionsFrom('pending')).toEqual(['dispatch', 'cancel']);
  });

  it('gives every status and every log action a distinct colour', () => {
    expect(Object.keys(WORK_ORDER_STATUS_COLORS).sort()).toEqual([...WORK_ORDER_STATUSES].sort());
    expect(Object.keys(WORK_ORDER_ACTION_COLORS).sort()).toEqual([...WORK_ORDER_LOG_ACTIONS].sort());
    expect(new Set(Object.values(WORK_ORDER_STATUS_COLORS)).size).toBe(WORK_ORDER_STATUSES.length);
    expect(new Set(Object.values(WORK_ORDER_ACTION_COLORS)).size).toBe(WORK_ORDER_LOG_ACTIONS.length);
  });
});

describe('who may act on a work order', () => {
  const order = { creatorId: 1, assigneeId: 2 };
  const worker = (userId: number, canDispatch = false, grade = 2) => workOrderActorsOf({ userId, grade, canDispatch }, order);

  it.each([
    ['dispatch', 9, true, true],
    ['dispatch', 1, false, false],
    ['cancel-dispatch', 2, false, false],
    ['accept', 2, false, true],
    ['accept', 1, false, false],
    ['accept', 9, true, false],
    ['start', 2, false, true],
    ['transfer', 2, false, true],
    ['transfer', 9, true, true],
    ['transfer', 1, false, false],
    ['return', 2, false, true],
    ['complete', 2, false, true],
    ['complete', 9, true, false],
    ['cancel', 1, false, true],
    ['cancel', 2, false, false],
    ['cancel', 9, true, true],
  ] as [WorkOrderAction, number, boolean, boolean][])('%s by user %i (dispatcher %s) -> %s', (action, userId, canDispatch, allowed) => {
    expect(mayActOnWorkOrder(action, worker(userId, canDispatch))).toBe(allowed);
  });

  it('lets an administrator (grade 0 or 1) take every action, and nobody else without a role', () => {
    for (const action of WORK_ORDER_ACTIONS) {
      expect(mayActOnWorkOrder(action, worker(9, false, 1))).toBe(true);
      expect(mayActOnWorkOrder(action, worker(9, false, 0))).toBe(true);
      expect(mayActOnWorkOrder(action, worker(9, false, 2))).toBe(false);
    }
  });
});

/**
 * Model-based: random action sequences run against the table and against a reference model
 * written independently as a plain switch. The table never accepts what the model refuses, the
 * order never leaves a final status, and the assignee is present exactly while the model says so.
 */
type Model = { status: WorkOrderStatus; assignee: number | null };

function reference(model: Model, action: WorkOrderAction, assignee: number): Model | undefined {
  const { status } = model;
  const active = status === 'dispatched' || status === 'accepted' || status === 'processing';
  switch (action) {
    case 'dispatch':
      return status === 'pending' ? { status: 'dispatched', assignee } : undefined;
    case 'cancel-dispatch':
      return status === 'dispatched' ? { status: 'pending', assignee: null } : undefined;
    case 'accept':
      return status === 'dispatched' ? { ...model, status: 'accepted' } : undefined;
    case 'start':
      return status === 'accepted' ? { ...model, status: 'processing' } : undefined;
    case 'transfer':
      return active ? { status: 'dispatched', assignee } : undefined;
    case 'return':
      return active ? { status: 'pending', assignee: null } : undefined;
    case 'complete':
      return status === 'accepted' || status === 'processing' ? { ...model, status: 'completed' } : undefined;
    case 'cancel':
      return status === 'pending' || status === 'dispatched' ? { ...model, status: 'cancelled' } : undefined;
  }
}

/** The machine as the server runs it: the table's to-status and assignee effect. */
function byTable(state: Model, action: WorkOrderAction, assignee: number): Model | undefined {
  const to = nextWorkOrderStatus(state.status, action);
  if (to === undefined) return undefined;
  const effect = WORK_ORDER_TRANSITIONS[action].assignee;
  return { status: to, assignee: effect === 'set' ? assignee : effect === 'clear' ? null : state.assignee };
}

describe('the work-order state machine, model-based', () => {
  it('never accepts an illegal transition over random action sequences', () => {
    const step = fc.record({ action: fc.constantFrom(...WORK_ORDER_ACTIONS), assignee: fc.integer({ min: 1, max: 5 }) });
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let state: Model = { status: 'pending', assignee: null };
        for (const { action, assignee } of steps) {
          const expected = reference(state, action, assignee);
          const actual = byTable(state, action, assignee);
          expect(actual).toEqual(expected);
          if (!actual) continue;
          expect(WORK_ORDER_FINAL_STATUSES).not.toContain(state.status);
          state = actual;
          // Work in hand always has someone to do it; an order waiting for dispatch has nobody.
          if (['dispatched', 'accepted', 'processing', 'completed'].includes(state.status)) expect(state.assignee).not.toBeNull();
          if (state.status === 'pending') expect(state.assignee).toBeNull();
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('editing a work order', () => {
  it('is open to its creator, a dispatcher and an administrator while it waits for dispatch', () => {
    for (const actor of ['creator', 'dispatcher', 'admin'] as const) expect(canEditWorkOrder('pending', [actor])).toBe(true);
  });

  it('is closed to the assignee alone and to nobody-in-particular', () => {
    expect(canEditWorkOrder('pending', ['assignee'])).toBe(false);
    expect(canEditWorkOrder('pending', [])).toBe(false);
  });

  it('is closed once the order has left pending, even to an administrator', () => {
    for (const status of WORK_ORDER_STATUSES.filter((s) => s !== 'pending'))
      expect(canEditWorkOrder(status, ['admin', 'creator'])).toBe(false);
  });
});
