import type { ApiClient } from '../../../lib/http/apiClient';

export interface UnreadCount {
  count: number;
}

export const noticesApi = {
  /** A polling call: no error display, no loading bar. */
  unreadCount: (client: ApiClient) => client.get<UnreadCount>('/notices/unread-count', { silent: true, background: true }),
};
