import type { SharedContent, ShareOpened } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';

/** A share link as whoever holds one opens it (the links themselves are made in share-links). */
export const sharesApi = {
  /** Quiet: a dead link is shown as its own page, not as an error message. */
  probe: (client: ApiClient, link: string) =>
    client.post<{ authority: 'open' | 'secret' }>('/share-links/probe', { link }, { silent: true }),
  open: (client: ApiClient, link: string, code?: string) =>
    client.post<ShareOpened>('/share-links/open', { link, ...(code ? { code } : {}) }, { silent: true }),
  current: (client: ApiClient) => client.get<SharedContent>('/share-links/current', { silent: true }),
};
