import type { Language } from '../language.js';
import type { WorkOrderNature } from './schemas.js';
import { WORK_ORDER_LOG_ACTIONS, WORK_ORDER_STATUSES, type WorkOrderLogAction, type WorkOrderStatus } from './states.js';

/**
 * The words for statuses, log actions and natures in both languages (spec §3, §4 "as labelled").
 * The server words its messages with them (a 409 names the status in the caller's language); the
 * web shows the same words in tags, filters and the timeline.
 */
export const WORK_ORDER_STATUS_LABELS: Readonly<Record<Language, Readonly<Record<WorkOrderStatus, string>>>> = {
  'zh-CN': {
    pending: '待处理',
    dispatched: '已派单',
    accepted: '已接单',
    processing: '处理中',
    completed: '已完成',
    cancelled: '已取消',
  },
  'en-US': {
    pending: 'pending',
    dispatched: 'dispatched',
    accepted: 'accepted',
    processing: 'processing',
    completed: 'completed',
    cancelled: 'cancelled',
  },
};

export const WORK_ORDER_ACTION_LABELS: Readonly<Record<Language, Readonly<Record<WorkOrderLogAction, string>>>> = {
  'zh-CN': {
    create: '新增报修',
    edit: '编辑工单',
    recur: '报警再次发生',
    dispatch: '派单',
    'cancel-dispatch': '取消派单',
    accept: '接单',
    start: '开始处理',
    transfer: '转派',
    return: '退回',
    complete: '完成',
    cancel: '取消工单',
    verify: '数据验证',
    reopen: '重新打开',
  },
  'en-US': {
    create: 'add repair',
    edit: 'edit',
    recur: 'alarm recurred',
    dispatch: 'dispatch',
    'cancel-dispatch': 'cancel dispatch',
    accept: 'accept',
    start: 'start',
    transfer: 'transfer',
    return: 'return',
    complete: 'complete',
    cancel: 'cancel',
    verify: 'verified',
    reopen: 'reopened',
  },
};

export const WORK_ORDER_NATURE_LABELS: Readonly<Record<Language, Readonly<Record<WorkOrderNature, string>>>> = {
  'zh-CN': { check: '检查', maintenance: '保养', replace: '更换', overhaul: '大修', retired: '报废' },
  'en-US': { check: 'check', maintenance: 'maintenance', replace: 'replace', overhaul: 'overhaul', retired: 'retired' },
};

type StatusKeys = { [S in WorkOrderStatus as `workOrder.status.${S}`]: string };
type ActionKeys = { [A in WorkOrderLogAction as `workOrder.action.${A}`]: string };

/** The label tables as message-catalogue entries (`workOrder.status.pending`, `workOrder.action.accept`). */
export function workOrderLabelMessages(language: Language): StatusKeys & ActionKeys {
  return Object.fromEntries([
    ...WORK_ORDER_STATUSES.map((status) => [`workOrder.status.${status}`, WORK_ORDER_STATUS_LABELS[language][status]]),
    ...WORK_ORDER_LOG_ACTIONS.map((action) => [`workOrder.action.${action}`, WORK_ORDER_ACTION_LABELS[language][action]]),
  ]) as StatusKeys & ActionKeys;
}

/**
 * An order's problem in `language`: the English text Fieldlink wrote for an alarm's order to en-US
 * readers, else the problem as stored (a person's words stay as written).
 */
export function orderProblem(order: { problem: string; problemEn?: string | null }, language: Language): string {
  return language === 'en-US' && order.problemEn ? order.problemEn : order.problem;
}
