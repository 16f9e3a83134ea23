import { describe, expect, it } from 'vitest';
import {
  WORK_ORDER_CONTACT_NAME_MAX_LENGTH,
  WORK_ORDER_PROBLEM_MAX_LENGTH,
  WorkOrderAssignSchema,
  WorkOrderCompleteSchema,
  WorkOrderCreateSchema,
  WorkOrderListQuerySchema,
  WorkOrderReturnSchema,
} from './schemas.js';

const valid = { projectId: 1, problem: 'Spindle noise', contactName: 'LiLei', contactPhone: '13800138000' };
const messagesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('WorkOrderCreateSchema', () => {
  it('accepts the contract body and the optional fields', () => {
    expect(WorkOrderCreateSchema.safeParse(valid).success).toBe(true);
    const full = { ...valid, deviceId: 3, nature: 'overhaul', dueDate: '2026-12-31', public: true };
    expect(WorkOrderCreateSchema.parse(full)).toMatchObject(full);
  });

  it.each([
    [{ contactPhone: '12345' }, 'contactPhone: validation.phone'],
    [{ contactPhone: '1380013800' }, 'contactPhone: validation.phone'],
    [{ contactPhone: '138001380000' }, 'contactPhone: validation.phone'],
    [{ contactPhone: '' }, 'contactPhone: validation.required'],
    [{ problem: '  ' }, 'problem: validation.required'],
    [{ problem: 'x'.repeat(WORK_ORDER_PROBLEM_MAX_LENGTH + 1) }, 'problem: validation.tooLong'],
    [{ contactName: 'x'.repeat(WORK_ORDER_CONTACT_NAME_MAX_LENGTH + 1) }, 'contactName: validation.tooLong'],
    [{ contactName: undefined }, 'contactName: validation.required'],
    [{ nature: 'repaint' }, 'nature: validation.invalid'],
    [{ dueDate: '2026-02-30' }, 'dueDate: validation.invalid'],
  ])('refuses %j with %s', (patch, message) => {
    expect(messagesOf(WorkOrderCreateSchema.safeParse({ ...valid, ...patch }))[0]).toBe(message);
  });

  it('accepts each limit exactly', () => {
    const edge = {
      ...valid,
      problem: 'x'.repeat(WORK_ORDER_PROBLEM_MAX_LENGTH),
      contactName: 'y'.repeat(WORK_ORDER_CONTACT_NAME_MAX_LENGTH),
    };
    expect(WorkOrderCreateSchema.safeParse(edge).success).toBe(true);
  });
});

describe('action bodies', () => {
  it('needs an assignee for dispatch and transfer, a solution to complete, a note to return', () => {
    expect(WorkOrderAssignSchema.safeParse({ assigneeId: 4 }).success).toBe(true);
    expect(messagesOf(WorkOrderAssignSchema.safeParse({}))).toEqual(['assigneeId: validation.required']);
    expect(WorkOrderCompleteSchema.parse({ solution: ' Replaced bearing ' })).toMatchObject({
      solution: 'Replaced bearing',
      suggestion: null,
    });
    expect(messagesOf(WorkOrderCompleteSchema.safeParse({ solution: '' }))).toEqual(['solution: validation.required']);
    expect(messagesOf(WorkOrderReturnSchema.safeParse({}))).toEqual(['note: validation.required']);
  });

  it('reads assigneeId=me and numbers in the list query', () => {
    expect(WorkOrderListQuerySchema.parse({ assigneeId: 'me' }).assigneeId).toBe('me');
    expect(WorkOrderListQuerySchema.parse({ assigneeId: '7', status: 'pending' })).toMatchObject({ assigneeId: 7, status: 'pending' });
    expect(WorkOrderListQuerySchema.safeParse({ status: 'lost' }).success).toBe(false);
  });
});
