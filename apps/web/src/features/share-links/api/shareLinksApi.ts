import type { ShareCreate, ShareObjectType, ShareSummary } from '@fieldlink/domain';
import type { ApiClient } from '../../../lib/http/apiClient';
import type { Json } from '../../../lib/http/Json';

export type ShareRow = Json<ShareSummary>;

/** Share links as their object's page makes, lists and revokes them. */
export const shareLinksApi = {
  list: (client: ApiClient, objectType: ShareObjectType, objectId: number) =>
    client.get<ShareRow[]>('/share-links', { query: { objectType, objectId }, silent: true }),
  create: (client: ApiClient, body: ShareCreate) => client.post<ShareRow>('/share-links', body),
  revoke: (client: ApiClient, id: number) => client.post<ShareRow>(`/share-links/${id}/revoke`),
};
