/**
 * The work-order state machine (spec §3 "Work order", §4 "Work order flow"): the statuses, the one
 * transition table (action -> allowed from-statuses -> to-status, who may act, what happens to the
 * assignee), and the fixed colour of every status and log action. The server and the web read it;
 * nothing else decides whether an action is legal.
 */
export const WORK_ORDER_STATUSES = ['pending', 'dispatched', 'accepted', 'processing', 'completed', 'cancelled'] as const;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUSES)[number];

export const WORK_ORDER_ACTIONS = ['dispatch', 'cancel-dispatch', 'accept', 'start', 'transfer', 'return', 'complete', 'cancel'] as const;
export type WorkOrderAction = (typeof WORK_ORDER_ACTIONS)[number];

/**
 * What the log records: the creation, edits while pending, its alarm recurring while the order is
 * open (`recur`), then every action; and the data's
 * verdicts on an alarm order (issue 39): `verify` (verified by data, or confirmed by a dispatcher
 * with a reason), `reopen` (the alarm came back within the recurrence window).
 */
export const WORK_ORDER_LOG_ACTIONS = ['create', 'edit', 'recur', ...WORK_ORDER_ACTIONS, 'verify', 'reopen'] as const;
export type WorkOrderLogAction = (typeof WORK_ORDER_LOG_ACTIONS)[number];

/**
 * Who a user is to an order: its creator, a dispatcher (holds the dispatch permission), the
 * assigned repairman, or an administrator (grade 0 or 1), who may take every action.
 */
export const WORK_ORDER_ACTORS = ['creator', 'dispatcher', 'assignee', 'admin'] as const;
export type WorkOrderActor = (typeof WORK_ORDER_ACTORS)[number];

/** `set`: the body names the new assignee; `clear`: the order goes back without one; `keep`: unchanged. */
export type AssigneeEffect = 'set' | 'clear' | 'keep';

export interface WorkOrderTransition {
  from: readonly WorkOrderStatus[];
  to: WorkOrderStatus;
  actors: readonly WorkOrderActor[];
  assignee: AssigneeEffect;
}

export const WORK_ORDER_TRANSITIONS: Readonly<Record<WorkOrderAction, WorkOrderTransition>> = {
  dispatch: { from: ['pending'], to: 'dispatched', actors: ['dispatcher'], assignee: 'set' },
  'cancel-dispatch': { from: ['dispatched'], to: 'pending', actors: ['dispatcher'], assignee: 'clear' },
  accept: { from: ['dispatched'], to: 'accepted', actors: ['assignee'], assignee: 'keep' },
  start: { from: ['accepted'], to: 'processing', actors: ['assignee'], assignee: 'keep' },
  transfer: { from: ['dispatched', 'accepted', 'processing'], to: 'dispatched', actors: ['assignee', 'dispatcher'], assignee: 'set' },
  return: { from: ['dispatched', 'accepted', 'processing'], to: 'pending', actors: ['assignee', 'dispatcher'], assignee: 'clear' },
  complete: { from: ['accepted', 'processing'], to: 'completed', actors: ['assignee'], assignee: 'keep' },
  cancel: { from: ['pending', 'dispatched'], to: 'cancelled', actors: ['creator', 'dispatcher'], assignee: 'keep' },
};

/** Statuses no action leaves. */
export const WORK_ORDER_FINAL_STATUSES: readonly WorkOrderStatus[] = WORK_ORDER_STATUSES.filter(
  (status) => !WORK_ORDER_ACTIONS.some((action) => WORK_ORDER_TRANSITIONS[action].from.includes(status)),
);

export function isWorkOrderStatus(value: unknown): value is WorkOrderStatus {
  return typeof value === 'string' && (WORK_ORDER_STATUSES as readonly string[]).includes(value);
}

export function isWorkOrderAction(value: unknown): value is WorkOrderAction {
  return typeof value === 'string' && (WORK_ORDER_ACTIONS as readonly string[]).includes(value);
}

/** The status `action` leads to from `status`, or undefined when the table does not allow it. */
export function nextWorkOrderStatus(status: WorkOrderStatus, action: WorkOrderAction): WorkOrderStatus | undefined {
  const transition = WORK_ORDER_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : undefined;
}

/** The actions the table allows from `status`. */
export function workOrderActionsFrom(status: WorkOrderStatus): WorkOrderAction[] {
  return WORK_ORDER_ACTIONS.filter((action) => WORK_ORDER_TRANSITIONS[action].from.includes(status));
}

export interface WorkOrderUser {
  userId: number;
  grade: number;
  /** Holds the dispatch permission (orderReview "dispatch"). */
  canDispatch: boolean;
}

/** What a user is to an order. */
export function workOrderActorsOf(user: WorkOrderUser, order: { creatorId: number | null; assigneeId: number | null }): WorkOrderActor[] {
  const actors: WorkOrderActor[] = [];
  if (order.creatorId === user.userId) actors.push('creator');
  if (user.canDispatch) actors.push('dispatcher');
  if (order.assigneeId === user.userId) actors.push('assignee');
  if (user.grade <= 1) actors.push('admin');
  return actors;
}

/** Whether a user who is `actors` to an order may take `action` on it (an administrator always may). */
export function mayActOnWorkOrder(action: WorkOrderAction, actors: readonly WorkOrderActor[]): boolean {
  return actors.includes('admin') || WORK_ORDER_TRANSITIONS[action].actors.some((actor) => actors.includes(actor));
}

/** A fixed colour per status, for tags and the timeline. */
export const WORK_ORDER_STATUS_COLORS: Readonly<Record<WorkOrderStatus, string>> = {
  pending: '#faad14',
  dispatched: '#1677ff',
  accepted: '#13c2c2',
  processing: '#722ed1',
  completed: '#52c41a',
  cancelled: '#8c8c8c',
};

/** A fixed colour per log action, for the order's timeline. */
export const WORK_ORDER_ACTION_COLORS: Readonly<Record<WorkOrderLogAction, string>> = {
  create: '#1677ff',
  edit: '#597ef7',
  recur: '#f5222d',
  dispatch: '#2f54eb',
  'cancel-dispatch': '#fa8c16',
  accept: '#13c2c2',
  start: '#722ed1',
  transfer: '#eb2f96',
  return: '#fa541c',
  complete: '#52c41a',
  cancel: '#8c8c8c',
  verify: '#389e0d',
  reopen: '#cf1322',
};

/** An order's fields may be edited only before it is dispatched (spec §7 work-order `edit`). */
export const WORK_ORDER_EDITABLE_STATUSES: readonly WorkOrderStatus[] = ['pending'];

/** Who may edit an order's fields: its creator, a dispatcher or an administrator. */
export function mayEditWorkOrder(actors: readonly WorkOrderActor[]): boolean {
  return actors.some((actor) => actor === 'creator' || actor === 'dispatcher' || actor === 'admin');
}

/** Whether an order in `status` may be edited by someone who is `actors` to it. */
export function canEditWorkOrder(status: WorkOrderStatus, actors: readonly WorkOrderActor[]): boolean {
  return WORK_ORDER_EDITABLE_STATUSES.includes(status) && mayEditWorkOrder(actors);
}
