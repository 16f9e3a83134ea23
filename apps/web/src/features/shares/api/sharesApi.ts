import type { ShareCreate, SharedContent, ShareObjectType, ShareOpened, ShareSummary } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type ShareRow = Json<ShareSummary>;

/** Share links: made and revoked on the object's page, probed and opened by whoever holds one. */
export const sharesApi = {
  list: (client: ApiClient, objectType: ShareObjectType, objectId: number) =>
    client.get<ShareRow[]>('/share-links', { query: { objectType, objectId }, silent: true }),
  create: (client: ApiClient, body: ShareCreate) => client.post<ShareRow>('/share-links', body),
  revoke: (client: ApiClient, id: number) => client.post<ShareRow>(`/share-links/${id}/revoke`),
  /** Quiet: a dead link is shown as its own page, not as an error message. */
  probe: (client: ApiClient, link: string) =>
    client.post<{ authority: 'open' | 'secret' }>('/share-links/probe', { link }, { silent: true }),
  open: (client: ApiClient, link: string, code?: string) =>
    client.post<ShareOpened>('/share-links/open', { link, ...(code ? { code } : {}) }, { silent: true }),
  current: (client: ApiClient) => client.get<SharedContent>('/share-links/current', { silent: true }),
};
