import type { AlarmLevel, CompanyNotificationUpdate, EscalationStep, NotificationPreferences, NotifyChannel } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';

export type { InboxEntry };

export interface InboxPage {
  items: InboxEntry[];
  total: number;
  unread: number;
}

export interface InboxFeed {
  first: boolean;
  cursor: number;
  items: InboxEntry[];
}

export interface CompanyNotificationSettings {
  companyId: number;
  timeZone: string;
  webhookUrl: string;
  hasWebhookSecret: boolean;
  escalation: EscalationStep[];
  quietBypassLevels: AlarmLevel[];
}

export interface DeliveryOutcome {
  channel: NotifyChannel;
  recipient: string;
  status: 'sent' | 'failed' | 'skipped';
  error: string | null;
}

/** How many entries the alert window holds. */
export const INBOX_PAGE_SIZE = 50;

export const inboxApi = {
  /** Loaded in the background (the shell's alert window): no loading bar, no error display. */
  list: (client: ApiClient) =>
    client.get<InboxPage>('/inbox', { query: { page: 1, pageSize: INBOX_PAGE_SIZE }, silent: true, background: true }),
  /** The 10 s polling feed (spec §4/§7): first=1 on entering the shell, then `after` the last cursor. */
  feed: (client: ApiClient, first: boolean, after: number | undefined) =>
    client.get<InboxFeed>('/inbox/feed', { query: { first: first ? 1 : 0, after }, silent: true, background: true }),
  dismiss: (client: ApiClient, id: number) => client.post<null>(`/inbox/${id}/dismiss`),
  dismissAll: (client: ApiClient) => client.post<{ dismissed: number }>('/inbox/dismiss-all'),
  /** Clears the badge: every entry read, all still listed. */
  readAll: (client: ApiClient) => client.post<{ read: number }>('/inbox/read-all'),
  preferences: (client: ApiClient) => client.get<NotificationPreferences>('/notifications/settings', { silent: true, background: true }),
  savePreferences: (client: ApiClient, body: NotificationPreferences) =>
    client.put<NotificationPreferences>('/notifications/settings', body),
  company: (client: ApiClient) => client.get<CompanyNotificationSettings>('/notifications/company'),
  saveCompany: (client: ApiClient, body: CompanyNotificationUpdate) =>
    client.put<CompanyNotificationSettings>('/notifications/company', body),
  test: (client: ApiClient) => client.post<{ deliveries: DeliveryOutcome[] }>('/notifications/test'),
};
