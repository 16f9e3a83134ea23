import {
  WORK_ORDER_TRANSITIONS,
  nextWorkOrderStatus,
  workOrderNumber,
  type WorkOrderAction,
  type WorkOrderNature,
  type WorkOrderStatus,
} from '@fieldlink/domain';
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
}

/** A few orders of the demo company, one in each stage of the flow. */
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
    steps: [{ action: 'dispatch' }, { action: 'accept' }, { action: 'complete' }],
    solution: '更换液压油滤芯并补油 20L',
    suggestion: '每 2000 小时更换一次滤芯',
    workingHours: 1.5,
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

/** The demo orders on the demo project, all handled by the demo account (the only user of the company). */
export async function seedDemoWorkOrders(repo: SeedRepository, companyId: number, projectId: number, demoUserId: number, now = new Date()) {
  let sequence = 0;
  for (const order of DEMO_WORK_ORDERS) {
    const { status, assigned, log } = replaySteps(order.steps);
    const dispatched = order.steps.some((step) => step.action === 'dispatch');
    await repo.insertWorkOrder(
      {
        companyId,
        projectId,
        number: workOrderNumber(now, ++sequence),
        status,
        nature: order.nature,
        problem: order.problem,
        contactName: order.contactName,
        contactPhone: order.contactPhone,
        creatorId: demoUserId,
        assigneeId: assigned ? demoUserId : null,
        dispatcherId: dispatched ? demoUserId : null,
        solution: order.solution ?? null,
        suggestion: order.suggestion ?? null,
        workingHours: order.workingHours ?? null,
        version: log.length,
      },
      [
        { action: 'create', note: null, fromStatus: null, toStatus: 'pending', byUserId: demoUserId },
        ...log.map((entry) => ({ ...entry, byUserId: demoUserId })),
      ],
    );
  }
}
