import {
  LANGUAGES,
  formatMessage,
  orderProblem,
  workOrderRecipients,
  type Language,
  type MessageKey,
  type WorkOrderAction,
  type WorkOrderLogAction,
} from '@fieldlink/domain';
import type { BilingualText, Notifier } from '../notifications/index.js';
import type { PushMessage } from '../web-push/index.js';
import type { WorkOrderRow } from './work-orders.repository.js';

type OrderFacts = Pick<
  WorkOrderRow,
  'id' | 'number' | 'companyId' | 'projectId' | 'problem' | 'problemEn' | 'creatorId' | 'dispatcherId' | 'assigneeId'
>;

function bilingual(text: (language: Language) => string): BilingualText {
  return Object.fromEntries(LANGUAGES.map((language) => [language, text(language)])) as BilingualText;
}

/**
 * Tells the people involved in an order about each step (spec §2/§4 alert types), through the
 * one Notifier: new orders to the company's dispatchers, an assignment to the assignee, the other
 * steps to the creator, dispatcher and assignee. A failing channel never undoes the step.
 */
export function createWorkOrderNotifications({
  notifier,
  dispatchersOf,
  push,
  onError = () => {},
}: {
  notifier: Notifier;
  dispatchersOf: (companyId: number) => Promise<number[]>;
  /** Web Push to the assignee's phones (issue 40), besides the notifier's channels. */
  push?: (userIds: number[], message: PushMessage) => Promise<unknown>;
  onError?: (error: unknown) => void;
}) {
  async function send(action: WorkOrderLogAction, before: OrderFacts, after: OrderFacts, actorId: number | null, note: string | null) {
    try {
      const dispatchers = action === 'create' ? await dispatchersOf(after.companyId) : [];
      const { type, userIds } = workOrderRecipients(action, before, after, actorId, dispatchers);
      if (!userIds.length) return;
      const titleKey: MessageKey =
        action === 'create'
          ? 'workOrder.notify.created'
          : type === 'maintainMine'
            ? 'workOrder.notify.assigned'
            : 'workOrder.notify.changed';
      const title = bilingual((language) =>
        formatMessage(language, titleKey, {
          number: after.number,
          actionLabel: formatMessage(language, `workOrder.action.${action}` as MessageKey),
        }),
      );
      const body = bilingual((language) => {
        const problem = orderProblem(after, language);
        return note ? `${problem} (${note})` : problem;
      });
      // A new assignment also reaches the assignee's phones by Web Push, opening the order there;
      // not awaited: a slow push service never holds up the dispatch.
      if (type === 'maintainMine' && push)
        void push(userIds, { title, body, link: `/workDetails?id=${after.id}`, tag: `work-order-${after.id}` }).catch(onError);
      await notifier.notifyUsers(userIds, {
        type,
        title,
        body,
        link: `/orderReview?id=${after.id}`,
        companyId: after.companyId,
        projectId: after.projectId,
        subject: { kind: 'workOrder', id: after.id },
      });
    } catch (error) {
      onError(error);
    }
  }

  return {
    created: (order: OrderFacts, actorId: number | null) => send('create', order, order, actorId, null),
    acted: (action: WorkOrderAction, before: OrderFacts, after: OrderFacts, actorId: number, note: string | null) =>
      send(action, before, after, actorId, note),
  };
}

export type WorkOrderNotifications = ReturnType<typeof createWorkOrderNotifications>;
