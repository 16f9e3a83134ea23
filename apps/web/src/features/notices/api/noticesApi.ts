import type { NoticeCreate, NoticeType, PageResult } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

export interface UnreadCount {
  count: number;
}

export interface NoticeItem {
  id: number;
  type: NoticeType;
  title: string;
  body: string;
  createdAt: string;
  read: boolean;
}

export const noticesApi = {
  /** A polling call: no error display, no loading bar. */
  unreadCount: (client: ApiClient) => client.get<UnreadCount>('/notices/unread-count', { silent: true, background: true }),
  list: (client: ApiClient, page: number, pageSize: number) =>
    client.get<PageResult<NoticeItem>>('/notices', { query: { page, pageSize } }),
  /** Opening a notice marks it read. */
  detail: (client: ApiClient, id: number) => client.get<NoticeItem>(`/notices/${id}`),
  readAll: (client: ApiClient) => client.post<null>('/notices/read-all'),
  publish: (client: ApiClient, body: Partial<NoticeCreate> & Pick<NoticeCreate, 'title'>) => client.post<NoticeItem>('/notices', body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/notices/${id}`),
  /** Polled every 5 minutes (spec §4): silent, background. */
  systemMessage: (client: ApiClient) => client.get<NoticeItem | null>('/notices/system-message', { silent: true, background: true }),
};
