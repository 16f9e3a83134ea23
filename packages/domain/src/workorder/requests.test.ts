import { describe, expect, it } from 'vitest';
import { WORK_ORDER_ACTION_LABELS, WORK_ORDER_STATUS_LABELS, orderProblem, workOrderLabelMessages } from './labels.js';
import { workOrderRecipients } from './notify.js';
import {
  LinkedRepairRequestSchema,
  REPAIR_LINK_SUBMITS_PER_ADDRESS,
  REPAIR_LINK_SUBMITS_PER_DEVICE,
  formatRepairLinkPayload,
  parseRepairLinkToken,
  repairLinkLimits,
} from './requests.js';
import { WORK_ORDER_LOG_ACTIONS, WORK_ORDER_STATUSES } from './states.js';

describe('work-order labels', () => {
  it("shows an alarm order's English problem to en-US readers only, and a person's words as written", () => {
    const alarmOrder = { problem: '[报警] 压缩机过流: 12.5 A', problemEn: '[Alarm] 压缩机过流: 12.5 A' };
    expect(orderProblem(alarmOrder, 'en-US')).toBe('[Alarm] 压缩机过流: 12.5 A');
    expect(orderProblem(alarmOrder, 'zh-CN')).toBe('[报警] 压缩机过流: 12.5 A');
    expect(orderProblem({ problem: 'Leaking valve', problemEn: null }, 'en-US')).toBe('Leaking valve');
    expect(orderProblem({ problem: '漏水' }, 'en-US')).toBe('漏水');
  });
  it('names every status and action in both languages, and as catalogue entries', () => {
    for (const language of ['zh-CN', 'en-US'] as const) {
      for (const status of WORK_ORDER_STATUSES) expect(WORK_ORDER_STATUS_LABELS[language][status]).toBeTruthy();
      for (const action of WORK_ORDER_LOG_ACTIONS) expect(WORK_ORDER_ACTION_LABELS[language][action]).toBeTruthy();
    }
    expect(workOrderLabelMessages('zh-CN')['workOrder.status.pending']).toBe('待处理');
    expect(workOrderLabelMessages('en-US')['workOrder.action.cancel-dispatch']).toBe('cancel dispatch');
  });
});

describe('repair links', () => {
  it('limits submissions per address on the device first, then per device; reads per address only', () => {
    const submit = repairLinkLimits('submit', 7, '10.0.0.1');
    expect(submit.map((limit) => [limit.key, limit.max])).toEqual([
      ['repair-link:submit:7:10.0.0.1', REPAIR_LINK_SUBMITS_PER_ADDRESS],
      ['repair-link:submit:7', REPAIR_LINK_SUBMITS_PER_DEVICE],
    ]);
    expect(REPAIR_LINK_SUBMITS_PER_ADDRESS).toBeLessThan(REPAIR_LINK_SUBMITS_PER_DEVICE);
    // Another device, another address: other counters.
    expect(repairLinkLimits('submit', 8, '10.0.0.1')[0]!.key).not.toBe(submit[0]!.key);
    expect(repairLinkLimits('read', 7, '10.0.0.1').map((limit) => limit.key)).toEqual(['repair-link:read:7:10.0.0.1']);
  });

  it('reads back the token it formats and refuses anything else', () => {
    const token = `${formatRepairLinkPayload(12, 1_900_000_000)}.${'a'.repeat(43)}`;
    expect(parseRepairLinkToken(token)).toEqual({ deviceId: 12, expiresAt: 1_900_000_000, signature: 'a'.repeat(43) });
    for (const bad of ['', '12.1900000000', '12.x.aaaaaaaaaaaaaaaaaaaa', `-1.1.${'a'.repeat(43)}`, `12.1.${'a'.repeat(43)}.extra`])
      expect(parseRepairLinkToken(bad)).toBeUndefined();
  });

  it('takes the public flag as text from a multipart form', () => {
    const base = { problem: 'Leak', contactName: 'Zhou', contactPhone: '13512345678' };
    expect(LinkedRepairRequestSchema.parse({ ...base, public: 'true' }).public).toBe(true);
    expect(LinkedRepairRequestSchema.parse(base).public).toBe(false);
    expect(LinkedRepairRequestSchema.safeParse({ ...base, contactPhone: '123' }).success).toBe(false);
  });
});

describe('work-order recipients', () => {
  const parties = { creatorId: 1, dispatcherId: 2, assigneeId: 3 };

  it('tells the dispatchers of a new order, never the creator who is one', () => {
    expect(workOrderRecipients('create', parties, parties, 1, [1, 2, 4])).toEqual({ type: 'maintainSubmit', userIds: [2, 4] });
  });

  it('tells the new assignee of a dispatch or transfer, and the old one of a transfer', () => {
    expect(workOrderRecipients('dispatch', { ...parties, assigneeId: null }, parties, 2, [])).toEqual({
      type: 'maintainMine',
      userIds: [3],
    });
    expect(workOrderRecipients('transfer', parties, { ...parties, assigneeId: 5 }, 2, [])).toEqual({
      type: 'maintainMine',
      userIds: [5, 3],
    });
  });

  it('tells the others of every other step, never the one who acted', () => {
    expect(workOrderRecipients('complete', parties, parties, 3, [])).toEqual({ type: 'update', userIds: [1, 2] });
    expect(workOrderRecipients('return', parties, { ...parties, assigneeId: null }, 3, [])).toEqual({
      type: 'maintainList',
      userIds: [1, 2],
    });
    expect(workOrderRecipients('cancel', { creatorId: null, dispatcherId: null, assigneeId: null }, parties, 1, [])).toEqual({
      type: 'update',
      userIds: [],
    });
  });
});
