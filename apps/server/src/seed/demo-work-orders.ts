import {
  WORK_ORDER_TRANSITIONS,
  nextWorkOrderStatus,
  workOrderNumber,
  type WorkOrderAction,
  type WorkOrderNature,
  type WorkOrderStatus,
} from '@fieldlink/domain';
import type { FileStore } from '../lib/files.js';
import { demoPhoto, demoSignature } from './demo-images.js';
import type { SeedRepository } from './seed.repository.js';

interface DemoOrder {
  problem: string;
  nature: WorkOrderNature;
  contactName: string;
  contactPhone: string;
  /** The actions taken so far, in order; each must be legal by the transition table. */
  steps: { action: WorkOrderAction; note?: string }[];
  solution?: string;
  suggestion?: string;
  workingHours?: number;
  detail?: string;
  /** A customer's repair request (source `request`, opened by nobody signed in) with a photo. */
  request?: boolean;
  /** Completed from the workbench: a photo and the customer's signature. */
  signed?: boolean;
}

/** Orders of the demo company, in every state of the flow, with their whole history. */
export const DEMO_WORK_ORDERS: readonly DemoOrder[] = [
  { problem: '注塑机料筒温度波动超过 ±5℃', nature: 'check', contactName: '王工', contactPhone: '13912345678', steps: [] },
  {
    problem: '冷水机压缩机电流偏高,噪音大',
    nature: 'maintenance',
    contactName: '李师傅',
    contactPhone: '13812345678',
    steps: [{ action: 'dispatch', note: '请今天下午到场' }],
  },
  {
    problem: '包装线计数与实际产量不符',
    nature: 'overhaul',
    contactName: '赵主管',
    contactPhone: '13712345678',
    steps: [{ action: 'dispatch' }, { action: 'accept' }, { action: 'start' }],
  },
  {
    problem: '注塑机液压油滤芯到期更换',
    nature: 'replace',
    contactName: '王工',
    contactPhone: '13912345678',
    detail: '停机后更换滤芯,检查油位',
    steps: [{ action: 'dispatch' }, { action: 'accept' }, { action: 'start' }, { action: 'complete', note: '客户已签字确认' }],
    solution: '更换液压油滤芯并补油 20L',
    suggestion: '每 2000 小时更换一次滤芯',
    workingHours: 1.5,
    signed: true,
  },
  {
    problem: '空压机启动后跳闸',
    nature: 'check',
    contactName: '孙班长',
    contactPhone: '13612345678',
    steps: [{ action: 'dispatch' }, { action: 'return', note: '需要先采购接触器' }, { action: 'dispatch' }, { action: 'accept' }],
  },
  {
    problem: '重复报修:冷却塔风机异响',
    nature: 'check',
    contactName: '李师傅',
    contactPhone: '13812345678',
    steps: [{ action: 'cancel', note: '与已有工单重复' }],
  },
  {
    problem: '扫码报修:设备面板红灯常亮,无法启动',
    nature: 'check',
    contactName: '周先生',
    contactPhone: '13512345678',
    steps: [],
    request: true,
  },
];

/** The status and log an order reaches through its steps, by the domain's table (throws on an illegal step). */
export function replaySteps(steps: DemoOrder['steps']) {
  let status: WorkOrderStatus = 'pending';
  let assigned = false;
  const log: { action: WorkOrderAction; note: string | null; fromStatus: WorkOrderStatus; toStatus: WorkOrderStatus }[] = [];
  for (const { action, note } of steps) {
    const to = nextWorkOrderStatus(status, action);
    if (!to) throw new Error(`demo work order: ${action} is not allowed from ${status}`);
    const effect = WORK_ORDER_TRANSITIONS[action].assignee;
    assigned = effect === 'set' ? true : effect === 'clear' ? false : assigned;
    log.push({ action, note: note ?? null, fromStatus: status, toStatus: to });
    status = to;
  }
  return { status, assigned, log };
}

/**
 * The demo orders on the demo project (the request on its first device), handled by the demo
 * account (the only user of the company). With a file store, the request gets a photo and the
 * signed completion its photo and signature.
 */
export async function seedDemoWorkOrders(
  repo: SeedRepository,
  companyId: number,
  projectId: number,
  demoUserId: number,
  now = new Date(),
  options: { deviceId?: number | null; files?: FileStore } = {},
) {
  let sequence = 0;
  const minute = 60_000;
  let clock = now.getTime() - DEMO_WORK_ORDERS.length * 6 * 60 * minute;
  for (const order of DEMO_WORK_ORDERS) {
    const { status, assigned, log } = replaySteps(order.steps);
    const dispatched = order.steps.some((step) => step.action === 'dispatch');
    const creatorId = order.request ? null : demoUserId;
    const at = () => new Date((clock += 37 * minute));
    const files: { kind: 'request' | 'complete' | 'signature'; name: string; size: number; byUserId: number | null }[] = [];
    const save = async (kind: 'request' | 'complete' | 'signature', data: Buffer, byUserId: number | null) => {
      if (options.files) files.push({ kind, name: await options.files.save('work-orders', data, 'png'), size: data.length, byUserId });
    };
    if (order.request) await save('request', demoPhoto(), null);
    if (order.signed) {
      await save('complete', demoPhoto(), demoUserId);
      await save('signature', demoSignature(), demoUserId);
    }
    const createdAt = at();
    const entries = [
      { action: 'create' as const, note: null, fromStatus: null, toStatus: 'pending' as const, byUserId: creatorId, at: createdAt },
      ...log.map((entry) => ({ ...entry, byUserId: demoUserId, at: at() })),
    ];
    const last = entries.at(-1)!.at;
    await repo.insertWorkOrder(
      {
        companyId,
        projectId,
        deviceId: order.request ? (options.deviceId ?? null) : null,
        number: workOrderNumber(now, ++sequence),
        status,
        nature: order.nature,
        problem: order.problem,
        detail: order.detail ?? null,
        contactName: order.contactName,
        contactPhone: order.contactPhone,
        source: order.request ? 'request' : 'manual',
        public: Boolean(order.request),
        creatorId,
        assigneeId: assigned ? demoUserId : null,
        dispatcherId: dispatched ? demoUserId : null,
        solution: order.solution ?? null,
        suggestion: order.suggestion ?? null,
        workingHours: order.workingHours ?? null,
        completedAt: status === 'completed' ? last : null,
        version: log.length,
        createdAt,
        updatedAt: last,
      },
      entries,
      files,
    );
    clock += 3 * 60 * minute;
  }
}
