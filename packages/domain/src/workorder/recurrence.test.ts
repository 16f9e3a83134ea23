import { describe, expect, it } from 'vitest';
import { recurrenceOrder } from './recurrence.js';
import { WORK_ORDER_STATUSES } from './states.js';

describe('recurrenceOrder', () => {
  it('opens a new order when the source has none', () => {
    expect(recurrenceOrder([])).toBeUndefined();
  });

  it.each(WORK_ORDER_STATUSES.map((status) => [status, status === 'completed' || status === 'cancelled' ? undefined : 7] as const))(
    'an order %s takes the occurrence: %s',
    (status, expected) => {
      expect(recurrenceOrder([{ id: 7, status }])?.id).toBe(expected);
    },
  );

  it('joins the newest open order and passes over closed ones', () => {
    const orders = [
      { id: 3, status: 'pending' as const },
      { id: 9, status: 'completed' as const },
      { id: 5, status: 'processing' as const },
    ];
    expect(recurrenceOrder(orders)?.id).toBe(5);
  });
});
