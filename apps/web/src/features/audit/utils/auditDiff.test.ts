import { describe, expect, it } from 'vitest';
import { auditDiff, splitAction } from './auditDiff';

describe('auditDiff', () => {
  it('lists changed fields first, then the unchanged ones', () => {
    const rows = auditDiff({ name: 'a', grade: 2, roles: [1] }, { name: 'b', grade: 2, roles: [1, 2] });
    expect(rows).toEqual([
      { field: 'name', before: 'a', after: 'b', changed: true },
      { field: 'roles', before: '[1]', after: '[1,2]', changed: true },
      { field: 'grade', before: '2', after: '2', changed: false },
    ]);
  });

  it('a creation has only an after, a deletion only a before', () => {
    expect(auditDiff(null, { name: 'x' })).toEqual([{ field: 'name', before: '', after: 'x', changed: true }]);
    expect(auditDiff({ name: 'x' }, undefined)).toEqual([{ field: 'name', before: 'x', after: '', changed: true }]);
  });

  it('nothing recorded is no rows; a non-object is one row', () => {
    expect(auditDiff(null, null)).toEqual([]);
    expect(auditDiff('old', 'new')).toEqual([{ field: '', before: 'old', after: 'new', changed: true }]);
  });
});

describe('splitAction', () => {
  it('splits object and verb at the first dot', () => {
    expect(splitAction('user.resetPassword')).toEqual({ object: 'user', verb: 'resetPassword' });
    expect(splitAction('login_failed')).toEqual({ object: null, verb: 'login_failed' });
  });
});
