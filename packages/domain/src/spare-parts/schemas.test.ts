import { describe, expect, it } from 'vitest';
import { PartApplicationCreateSchema, PartCreateSchema, PartUpdateSchema, StockChangeSchema } from './schemas.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);

describe('part schemas', () => {
  const valid = { code: 'BRG-6204', name: 'Deep groove ball bearing', unit: 'pc', price: 18.5 };

  it('accepts a part and defaults the safety stock', () => {
    const parsed = PartCreateSchema.parse({ ...valid, model: ' 6204-2RS ' });
    expect(parsed).toMatchObject({ code: 'BRG-6204', model: '6204-2RS', safetyStock: 0, remarks: null });
  });

  it.each([
    [{ code: '' }, 'code:validation.required'],
    [{ code: 'a b' }, 'code:validation.partCode'],
    [{ name: '  ' }, 'name:validation.required'],
    [{ unit: undefined }, 'unit:validation.required'],
    [{ price: -1 }, 'price:validation.partPrice'],
    [{ safetyStock: 1.5 }, 'safetyStock:validation.partQuantity'],
    [{ initialStock: -2 }, 'initialStock:validation.partQuantity'],
  ])('refuses %j', (patch, message) => {
    expect(messageOf(PartCreateSchema.safeParse({ ...valid, ...patch }))).toContain(message);
  });

  it('an update leaves out what it does not name (no defaults)', () => {
    expect(PartUpdateSchema.parse({ name: 'x' })).toEqual({ name: 'x' });
  });

  it('applications need a whole positive quantity', () => {
    expect(PartApplicationCreateSchema.safeParse({ orderId: 1, partId: 2, quantity: 3 }).success).toBe(true);
    for (const quantity of [0, -1, 1.5, 1_000_000])
      expect(messageOf(PartApplicationCreateSchema.safeParse({ orderId: 1, partId: 2, quantity }))).toContain(
        'quantity:validation.partQuantity',
      );
  });

  it('stock in is positive; an adjustment may be negative but not zero', () => {
    expect(StockChangeSchema.safeParse({ type: 'purchase', quantity: 5 }).success).toBe(true);
    expect(StockChangeSchema.safeParse({ type: 'adjust', quantity: -5 }).success).toBe(true);
    expect(messageOf(StockChangeSchema.safeParse({ type: 'purchase', quantity: -5 }))).toContain('quantity:validation.partQuantity');
    expect(messageOf(StockChangeSchema.safeParse({ type: 'adjust', quantity: 0 }))).toContain('quantity:validation.partQuantity');
    expect(StockChangeSchema.safeParse({ type: 'issue', quantity: 1 }).success).toBe(false);
  });
});
