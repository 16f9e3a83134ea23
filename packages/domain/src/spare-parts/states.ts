/**
 * The part-application state machine (issue 8 "apply → approve → issue"): one table of actions,
 * the statuses each may start from and where it leads. The server and the web read it; nothing
 * else decides whether an action on an application is legal.
 */
export const PART_APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'issued', 'cancelled'] as const;
export type PartApplicationStatus = (typeof PART_APPLICATION_STATUSES)[number];

export const PART_APPLICATION_ACTIONS = ['approve', 'reject', 'issue', 'cancel'] as const;
export type PartApplicationAction = (typeof PART_APPLICATION_ACTIONS)[number];

export interface PartApplicationTransition {
  from: readonly PartApplicationStatus[];
  to: PartApplicationStatus;
}

export const PART_APPLICATION_TRANSITIONS: Readonly<Record<PartApplicationAction, PartApplicationTransition>> = {
  approve: { from: ['pending'], to: 'approved' },
  reject: { from: ['pending'], to: 'rejected' },
  issue: { from: ['approved'], to: 'issued' },
  cancel: { from: ['pending', 'approved'], to: 'cancelled' },
};

export function isPartApplicationAction(value: unknown): value is PartApplicationAction {
  return typeof value === 'string' && (PART_APPLICATION_ACTIONS as readonly string[]).includes(value);
}

/** The status `action` leads to from `status`, or undefined when the table does not allow it. */
export function nextPartApplicationStatus(status: PartApplicationStatus, action: PartApplicationAction): PartApplicationStatus | undefined {
  const transition = PART_APPLICATION_TRANSITIONS[action];
  return transition.from.includes(status) ? transition.to : undefined;
}

export function partApplicationActionsFrom(status: PartApplicationStatus): PartApplicationAction[] {
  return PART_APPLICATION_ACTIONS.filter((action) => PART_APPLICATION_TRANSITIONS[action].from.includes(status));
}

/** Statuses no action leaves. */
export const PART_APPLICATION_FINAL_STATUSES: readonly PartApplicationStatus[] = PART_APPLICATION_STATUSES.filter(
  (status) => partApplicationActionsFrom(status).length === 0,
);

/**
 * Who may take an action: approve and reject need the approve key of partsApplication, issue the
 * issue key; cancel the applicant themself or an approver. Nobody approves their own application
 * (four eyes on every part that leaves the store).
 */
export interface PartApplicationUser {
  userId: number;
  canApprove: boolean;
  canIssue: boolean;
}

/** Why a user may not take an action: their own application, or no right to it. */
export type PartApplicationRefusal = 'ownApplication' | 'notAllowed';

export function partApplicationRefusal(
  action: PartApplicationAction,
  user: PartApplicationUser,
  application: { applicantId: number | null },
): PartApplicationRefusal | undefined {
  switch (action) {
    case 'approve':
      if (!user.canApprove) return 'notAllowed';
      return application.applicantId === user.userId ? 'ownApplication' : undefined;
    case 'reject':
      return user.canApprove ? undefined : 'notAllowed';
    case 'issue':
      return user.canIssue ? undefined : 'notAllowed';
    case 'cancel':
      return user.canApprove || application.applicantId === user.userId ? undefined : 'notAllowed';
  }
}

export function mayActOnPartApplication(
  action: PartApplicationAction,
  user: PartApplicationUser,
  application: { applicantId: number | null },
): boolean {
  return partApplicationRefusal(action, user, application) === undefined;
}

/**
 * Work-order statuses in which parts may be applied for: the order is with a repairman. Never on
 * a pending order (nobody to fit the part) nor a completed or cancelled one (the work is over).
 */
export const PART_APPLICATION_ORDER_STATUSES = ['dispatched', 'accepted', 'processing'] as const;

export function mayApplyForPartsOn(orderStatus: string): boolean {
  return (PART_APPLICATION_ORDER_STATUSES as readonly string[]).includes(orderStatus);
}

export const PART_APPLICATION_STATUS_COLORS: Readonly<Record<PartApplicationStatus, string>> = {
  pending: '#faad14',
  approved: '#1677ff',
  rejected: '#ff4d4f',
  issued: '#52c41a',
  cancelled: '#8c8c8c',
};

/** Stock movements: in by purchase or return, out by issue to an order, or a signed adjustment. */
export const STOCK_MOVEMENT_TYPES = ['purchase', 'return', 'issue', 'adjust'] as const;
export type StockMovementType = (typeof STOCK_MOVEMENT_TYPES)[number];

/** The signed change a movement makes to the stock; undefined when the quantity is not valid for the type. */
export function stockDelta(type: StockMovementType, quantity: number): number | undefined {
  if (!Number.isInteger(quantity) || quantity === 0) return undefined;
  if (type === 'adjust') return quantity;
  if (quantity < 0) return undefined;
  return type === 'issue' ? -quantity : quantity;
}

/** Whether a stock level is below the part's safety stock (a reorder is due). */
export function isLowStock(stock: number, safetyStock: number): boolean {
  return safetyStock > 0 && stock < safetyStock;
}
