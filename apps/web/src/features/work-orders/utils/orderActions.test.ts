import { describe, expect, it } from 'vitest';
import { actionTitle, availableActions, mayDeleteOrder, mayEditOrder, splitActions } from './orderActions';

const repairman = { userId: 7, grade: 2, demo: false, permissions: { myOrder: ['view', 'accept', 'transfer', 'complete'] } };
const dispatcher = { userId: 3, grade: 2, demo: false, permissions: { orderReview: ['view', 'dispatch', 'edit'] } };

describe('availableActions', () => {
  it('offers the assignee accept, transfer and return on a dispatched order, and a stranger nothing', () => {
    const order = { status: 'dispatched' as const, creatorId: 3, assigneeId: 7 };
    expect(availableActions(repairman, order)).toEqual(['accept', 'transfer', 'return']);
    expect(availableActions({ ...repairman, userId: 8 }, order)).toEqual([]);
  });

  it('offers a dispatcher dispatch and cancel on a pending order, never complete', () => {
    const order = { status: 'pending' as const, creatorId: 1, assigneeId: null };
    expect(availableActions(dispatcher, order)).toEqual(['dispatch', 'cancel']);
    expect(availableActions(dispatcher, { ...order, status: 'processing' })).not.toContain('complete');
  });

  it('offers nothing on a completed order or without a profile', () => {
    expect(availableActions(repairman, { status: 'completed', creatorId: 3, assigneeId: 7 })).toEqual([]);
    expect(availableActions(undefined, { status: 'pending', creatorId: 3, assigneeId: 7 })).toEqual([]);
  });
});

describe('mayEditOrder', () => {
  const pending = { status: 'pending' as const, creatorId: 1, assigneeId: null };
  const clerk = { userId: 9, grade: 2, demo: false, permissions: { orderReview: ['view', 'edit'] } };

  it('offers a dispatcher and the creator the edit of a pending order', () => {
    expect(mayEditOrder(dispatcher, pending)).toBe(true);
    expect(mayEditOrder(clerk, { ...pending, creatorId: 9 })).toBe(true);
  });

  it('offers it to nobody once dispatched, nor to a clerk who did not open it, nor without the edit key', () => {
    expect(mayEditOrder(dispatcher, { ...pending, status: 'dispatched', assigneeId: 7 })).toBe(false);
    expect(mayEditOrder(clerk, pending)).toBe(false);
    expect(mayEditOrder({ ...dispatcher, permissions: { orderReview: ['view', 'dispatch'] } }, pending)).toBe(false);
    expect(mayEditOrder(undefined, pending)).toBe(false);
  });
});

describe('mayDeleteOrder', () => {
  it('offers the delete to an administrator with the key and to nobody else', () => {
    const admin = { grade: 1, demo: false, permissions: { orderReview: ['view', 'delete'] } };
    expect(mayDeleteOrder(admin)).toBe(true);
    expect(mayDeleteOrder({ ...admin, permissions: { orderReview: ['view'] } })).toBe(false);
    expect(mayDeleteOrder({ ...admin, grade: 2 })).toBe(false);
    expect(mayDeleteOrder(undefined)).toBe(false);
  });
});

describe('actionTitle', () => {
  it('upper-cases the first letter of an English action and leaves Chinese as it is', () => {
    expect(actionTitle('dispatch')).toBe('Dispatch');
    expect(actionTitle('cancel dispatch')).toBe('Cancel dispatch');
    expect(actionTitle('派单')).toBe('派单');
  });
});

describe('splitActions', () => {
  it('puts the step that moves the order on first and the rest behind "more"', () => {
    expect(splitActions(['accept', 'transfer', 'return'])).toEqual({ primary: 'accept', more: ['transfer', 'return'] });
    expect(splitActions(['dispatch', 'cancel'])).toEqual({ primary: 'dispatch', more: ['cancel'] });
    expect(splitActions(['transfer', 'complete', 'cancel', 'return'])).toEqual({
      primary: 'complete',
      more: ['transfer', 'return', 'cancel'],
    });
  });

  it('shows a lone action as the button, and nothing without actions', () => {
    expect(splitActions(['cancel'])).toEqual({ primary: 'cancel', more: [] });
    expect(splitActions([])).toEqual({ primary: undefined, more: [] });
  });
});
