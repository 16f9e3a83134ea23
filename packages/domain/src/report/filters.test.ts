import { describe, expect, it } from 'vitest';
import { FILTER_OPS, ValueChangeQuerySchema, filterMatches } from './filters.js';

describe('filter operators (spec §5)', () => {
  it.each([
    ['eq', '3', true],
    ['ne', '3', false],
    ['gt', '2.5', true],
    ['gte', '3', true],
    ['lt', '3', false],
    ['lte', '3', true],
  ] as const)('%s %s on 3', (op, operand, expected) => expect(filterMatches(op, 3, operand)).toBe(expected));
  it('text operators ignore case; null operators need no operand', () => {
    expect(filterMatches('contains', 'Barrel_Temp', 'temp')).toBe(true);
    expect(filterMatches('prefix', 'barrel_temp', 'BAR')).toBe(true);
    expect(filterMatches('suffix', 'barrel_temp', 'barrel')).toBe(false);
    expect(filterMatches('isNull', null, undefined)).toBe(true);
    expect(filterMatches('isNull', '', undefined)).toBe(true);
    expect(filterMatches('notNull', 'x', undefined)).toBe(true);
    expect(filterMatches('eq', null, '1')).toBe(false);
  });
  it('has the eleven operators', () => expect(FILTER_OPS).toHaveLength(11));
  it('a query needs a field for an operator, and a value unless the operator is unary', () => {
    const base = { from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' };
    expect(ValueChangeQuerySchema.safeParse({ ...base, op: 'eq', value: '1' }).error?.issues[0]?.path).toEqual(['field']);
    expect(ValueChangeQuerySchema.safeParse({ ...base, field: 'value', op: 'eq' }).error?.issues[0]?.path).toEqual(['value']);
    expect(ValueChangeQuerySchema.safeParse({ ...base, field: 'userName', op: 'isNull' }).success).toBe(true);
    expect(ValueChangeQuerySchema.safeParse({ ...base, field: 'nope', op: 'isNull' }).success).toBe(false);
    expect(ValueChangeQuerySchema.safeParse({ from: base.to, to: base.from }).error?.issues[0]?.message).toBe('validation.rangeOrder');
  });
});
