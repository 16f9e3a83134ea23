import { describe, expect, it } from 'vitest';
import { myOrdersPath, orderIdOf, orderStatusOf, orderTransferPath, workDetailsPath } from './orderPaths';

describe('order paths', () => {
  it('builds the mobile work paths and reads the id back', () => {
    expect(workDetailsPath(12)).toBe('/workDetails?id=12');
    expect(orderTransferPath(3, 'dispatch')).toBe('/orderTransfer?id=3&action=dispatch');
    expect(orderIdOf(new URLSearchParams('id=12'))).toBe(12);
    expect(orderIdOf(new URLSearchParams('id=abc'))).toBeNull();
    expect(orderIdOf(new URLSearchParams('id=-1'))).toBeNull();
    expect(orderIdOf(new URLSearchParams(''))).toBeNull();
  });

  it('links a status to its filtered list and reads it back', () => {
    expect(myOrdersPath('accepted')).toBe('/myOrder?status=accepted');
    expect(myOrdersPath()).toBe('/myOrder');
    expect(orderStatusOf(new URLSearchParams('status=processing'))).toBe('processing');
    expect(orderStatusOf(new URLSearchParams('status=nonsense'))).toBeUndefined();
    expect(orderStatusOf(new URLSearchParams(''))).toBeUndefined();
  });
});
