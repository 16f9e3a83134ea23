import type { WorkOrderLogAction } from './states.js';

/** Spec §2/§4 alert types a work-order event raises. */
export type WorkOrderAlertType = 'maintainSubmit' | 'maintainList' | 'maintainMine' | 'update';

export interface WorkOrderParties {
  creatorId: number | null;
  dispatcherId: number | null;
  assigneeId: number | null;
}

/**
 * Whom an event concerns and as what alert (spec §2 alert types: a new request is a submission for
 * the dispatchers, an assignment lands in the assignee's own list, the other steps update the people
 * involved). The one who acted is never told about their own step.
 */
export function workOrderRecipients(
  action: WorkOrderLogAction,
  before: WorkOrderParties,
  after: WorkOrderParties,
  actorId: number | null,
  dispatcherIds: readonly number[],
): { type: WorkOrderAlertType; userIds: number[] } {
  let type: WorkOrderAlertType;
  let ids: (number | null)[];
  switch (action) {
    case 'create':
      type = 'maintainSubmit';
      ids = [...dispatcherIds];
      break;
    case 'dispatch':
    case 'transfer':
      type = 'maintainMine';
      ids = [after.assigneeId, ...(action === 'transfer' ? [before.assigneeId] : [])];
      break;
    case 'return':
    case 'cancel-dispatch':
      type = 'maintainList';
      ids = [before.creatorId, before.dispatcherId, before.assigneeId];
      break;
    default:
      type = 'update';
      ids = [before.creatorId, before.dispatcherId, before.assigneeId];
  }
  const userIds = [...new Set(ids.filter((id): id is number => id !== null && id !== actorId))];
  return { type, userIds };
}
