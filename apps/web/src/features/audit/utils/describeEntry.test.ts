import { describe, expect, it } from 'vitest';
import { describeEntry } from './describeEntry';

describe('describeEntry', () => {
  const row = {
    action: 'workOrder.complete',
    objectType: 'workOrder',
    objectId: '9',
    before: { number: 'WO-20261125-0001' },
    after: { number: 'WO-20261125-0001' },
  };

  it('describes an entry in the reader language, never as keys', () => {
    expect(describeEntry(row, 'en-US')).toEqual({
      sentence: 'completed work order WO-20261125-0001',
      action: 'Completed work order',
      object: 'work order WO-20261125-0001',
      verb: 'complete',
    });
    expect(describeEntry(row, 'zh-CN').sentence).toBe('完成工单 WO-20261125-0001');
  });

  it('leaves the object empty for an entry without one', () => {
    expect(describeEntry({ ...row, action: 'user.register', objectType: null, objectId: null }, 'en-US').object).toBe('');
  });
});
