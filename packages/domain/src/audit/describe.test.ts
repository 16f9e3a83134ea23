import { describe, expect, it } from 'vitest';
import { AUDIT_OBJECTS, AUDIT_VERBS, auditActionLabel, auditObjectName, describeAuditEntry } from './describe.js';

const order = { id: 9, number: 'WO-20261125-0001', status: 'completed' };

describe('describeAuditEntry', () => {
  it('says what happened to a work order, by its number, in each language', () => {
    const entry = { action: 'workOrder.complete', objectType: 'workOrder', objectId: '9', before: order, after: order };
    expect(describeAuditEntry(entry, 'en-US')).toBe('completed work order WO-20261125-0001');
    expect(describeAuditEntry(entry, 'zh-CN')).toBe('完成工单 WO-20261125-0001');
  });

  it('names an object by its name, quoted', () => {
    const entry = { action: 'maintenancePlan.create', objectType: 'maintenancePlan', objectId: '3', after: { name: '月度点检' } };
    expect(describeAuditEntry(entry, 'zh-CN')).toBe('新增维保计划「月度点检」');
    expect(describeAuditEntry(entry, 'en-US')).toBe('created maintenance plan “月度点检”');
  });

  it('names a deleted object from the snapshot before, a user by user name', () => {
    expect(describeAuditEntry({ action: 'user.delete', objectType: 'user', objectId: '5', before: { userName: 'li' } }, 'en-US')).toBe(
      'deleted user “li”',
    );
  });

  it('falls back to the number of an object without a snapshot', () => {
    const entry = { action: 'user.resetPassword', objectType: 'user', objectId: 5 };
    expect(describeAuditEntry(entry, 'en-US')).toBe('reset the password of user #5');
    expect(describeAuditEntry(entry, 'zh-CN')).toBe('重置密码:用户 #5');
  });

  it('says both objects when the action names another one than the entry', () => {
    const entry = { action: 'point.import', objectType: 'device', objectId: '2', after: { name: 'Press-1' } };
    expect(describeAuditEntry(entry, 'en-US')).toBe('imported data point: device “Press-1”');
    expect(describeAuditEntry(entry, 'zh-CN')).toBe('导入数据点:设备「Press-1」');
  });

  it('reads three-part actions (stock movements, imports)', () => {
    const entry = { action: 'part.stock.purchase', objectType: 'part', objectId: '1', after: { name: 'Seal' } };
    expect(describeAuditEntry(entry, 'en-US')).toBe('stocked in (purchase) spare part “Seal”');
  });

  it('never shows a key, even for an action it does not know', () => {
    const text = describeAuditEntry({ action: 'gizmo.frobnicate', objectType: 'gizmo', objectId: '1' }, 'zh-CN');
    expect(text).toBe('操作对象 #1');
  });
});

describe('auditActionLabel', () => {
  it('labels actions for the filter, capitalized in English', () => {
    expect(auditActionLabel('workOrder.complete', 'en-US')).toBe('Completed work order');
    expect(auditActionLabel('maintenancePlan.create', 'zh-CN')).toBe('新增维保计划');
  });

  it('has words in both languages for every object and verb', () => {
    for (const words of [...Object.values(AUDIT_OBJECTS), ...Object.values(AUDIT_VERBS)]) {
      expect(words['zh-CN']).toBeTruthy();
      expect(words['en-US']).toBeTruthy();
    }
  });
});

describe('auditObjectName', () => {
  it('prefers the number, then the name', () => {
    expect(auditObjectName({ action: 'x', after: { name: 'n', number: 'WO-1' } })).toBe('WO-1');
    expect(auditObjectName({ action: 'x', objectId: null })).toBe('');
  });
});
