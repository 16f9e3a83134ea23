import {
  can,
  canEditWorkOrder,
  mayActOnWorkOrder,
  workOrderActionsFrom,
  workOrderActorsOf,
  type Profile,
  type WorkOrderAction,
  type WorkOrderStatus,
} from '@fieldlink/domain';

/** The page key each action's route needs (the server's access declaration, mirrored). */
const ACTION_KEYS: Record<WorkOrderAction, [string, 'dispatch' | 'accept' | 'transfer' | 'complete' | 'edit']> = {
  dispatch: ['orderReview', 'dispatch'],
  'cancel-dispatch': ['orderReview', 'dispatch'],
  accept: ['myOrder', 'accept'],
  start: ['myOrder', 'accept'],
  transfer: ['myOrder', 'transfer'],
  return: ['myOrder', 'transfer'],
  complete: ['myOrder', 'complete'],
  cancel: ['orderReview', 'edit'],
};

/**
 * The actions to offer on an order: legal from its status by the domain's table, allowed to this
 * user as creator/dispatcher/assignee/administrator, and granted on the route's page. The server
 * checks the same again.
 */
export function availableActions(
  profile: Pick<Profile, 'userId' | 'grade' | 'demo' | 'permissions'> | undefined,
  order: { status: WorkOrderStatus; creatorId: number | null; assigneeId: number | null },
): WorkOrderAction[] {
  if (!profile) return [];
  const principal = { grade: profile.grade, demo: profile.demo, grants: profile.permissions };
  const actors = workOrderActorsOf(
    { userId: profile.userId, grade: profile.grade, canDispatch: can(principal, 'orderReview', 'dispatch') },
    order,
  );
  return workOrderActionsFrom(order.status).filter((action) => {
    const [page, key] = ACTION_KEYS[action];
    return mayActOnWorkOrder(action, actors) && can(principal, page, key);
  });
}

/** Whether to offer editing the order's fields: pending, this user its creator, a dispatcher or an administrator, and granted orderReview "edit". */
export function mayEditOrder(
  profile: Pick<Profile, 'userId' | 'grade' | 'demo' | 'permissions'> | undefined,
  order: { status: WorkOrderStatus; creatorId: number | null; assigneeId: number | null },
): boolean {
  if (!profile) return false;
  const principal = { grade: profile.grade, demo: profile.demo, grants: profile.permissions };
  const actors = workOrderActorsOf(
    { userId: profile.userId, grade: profile.grade, canDispatch: can(principal, 'orderReview', 'dispatch') },
    order,
  );
  return canEditWorkOrder(order.status, actors) && can(principal, 'orderReview', 'edit');
}

/** Whether to offer deleting an order: administrators (grade 0 or 1) granted orderReview "delete". */
export function mayDeleteOrder(profile: Pick<Profile, 'grade' | 'demo' | 'permissions'> | undefined): boolean {
  if (!profile || profile.grade > 1) return false;
  return can({ grade: profile.grade, demo: profile.demo, grants: profile.permissions }, 'orderReview', 'delete');
}

/** An action's name standing alone (a title, a button): the messages keep it lower case for use inside sentences. */
export function actionTitle(label: string): string {
  return label.charAt(0).toLocaleUpperCase() + label.slice(1);
}

/** Which action a phone offers as the one button, best first; a cancel never unless it is alone. */
const PRIMARY_ORDER: readonly WorkOrderAction[] = [
  'complete',
  'start',
  'accept',
  'dispatch',
  'transfer',
  'return',
  'cancel-dispatch',
  'cancel',
];

/**
 * The phone's action bar: one primary action and the rest in a "more" sheet, so the bar fits 390 px
 * in both languages however many actions the order allows.
 */
export function splitActions(actions: readonly WorkOrderAction[]): { primary?: WorkOrderAction; more: WorkOrderAction[] } {
  const ordered = PRIMARY_ORDER.filter((action) => actions.includes(action));
  if (ordered.length <= 1) return { primary: ordered[0], more: [] };
  const primary = ordered.find((action) => action !== 'cancel');
  return { primary, more: ordered.filter((action) => action !== primary) };
}
