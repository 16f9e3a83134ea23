import { nextWorkOrderStatus, type OfflineActionKind, type WorkOrderStatus } from '@fieldlink/domain';

interface Queued {
  kind: OfflineActionKind;
  conflict?: unknown;
}

/**
 * The status an order shows on the phone while actions wait to be sent: its saved status moved on
 * by each waiting step the order rules allow (accept, start, complete; a part changes no status).
 * A refused action stops it there: what follows it waits and is not shown as done.
 */
export function queuedStatus(status: WorkOrderStatus, actions: readonly Queued[]): WorkOrderStatus {
  let current = status;
  for (const action of actions) {
    if (action.conflict) break;
    if (action.kind === 'part') continue;
    current = nextWorkOrderStatus(current, action.kind) ?? current;
  }
  return current;
}
