import {
  mayActOnPartApplication,
  partApplicationActionsFrom,
  type PartApplicationAction,
  type PartApplicationStatus,
  type PartApplicationUser,
} from '@fieldlink/domain';

/** The actions to offer on an application: legal from its status and allowed for the user (the server checks again). */
export function allowedApplicationActions(
  application: { status: PartApplicationStatus; applicantId: number | null },
  user: PartApplicationUser,
): PartApplicationAction[] {
  return partApplicationActionsFrom(application.status).filter((action) => mayActOnPartApplication(action, user, application));
}
