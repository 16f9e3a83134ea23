import { describe, expect, it } from 'vitest';
import { companyInScope, scopeOf } from './scope.js';

describe('row scope', () => {
  it.each([
    [{ grade: 0, companyId: null, userId: 1 }, { kind: 'all' }],
    [{ grade: 0, companyId: 5, userId: 1 }, { kind: 'all' }],
    [
      { grade: 1, companyId: 5, userId: 2 },
      { kind: 'company', companyId: 5 },
    ],
    [
      { grade: 2, companyId: 5, userId: 3 },
      { kind: 'assigned', companyId: 5, userId: 3 },
    ],
    [
      { grade: 1, companyId: null, userId: 4 },
      { kind: 'assigned', companyId: -1, userId: 4 },
    ],
  ])('%j -> %j', (user, scope) => {
    expect(scopeOf(user)).toEqual(scope);
  });

  it('keeps rows of other companies out', () => {
    expect(companyInScope({ kind: 'all' }, 9)).toBe(true);
    expect(companyInScope({ kind: 'company', companyId: 5 }, 5)).toBe(true);
    expect(companyInScope({ kind: 'company', companyId: 5 }, 6)).toBe(false);
    expect(companyInScope({ kind: 'assigned', companyId: 5, userId: 1 }, 5)).toBe(true);
    expect(companyInScope({ kind: 'company', companyId: 5 }, null)).toBe(false);
    expect(companyInScope({ kind: 'assigned', companyId: -1, userId: 1 }, -1)).toBe(true);
  });
});
