import type { ShareCreate, ShareObjectType } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { shareLinksApi } from '../api/shareLinksApi';

/** An object's share links with create and revoke (the list refreshed after each). */
export function useShareLinks(objectType: ShareObjectType, objectId: number, enabled: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const key = ['shares', objectType, objectId] as const;
  const links = useQuery({ queryKey: key, queryFn: () => shareLinksApi.list(client, objectType, objectId), enabled });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });
  const create = useMutation({
    mutationFn: (body: Omit<ShareCreate, 'objectType' | 'objectId'>) => shareLinksApi.create(client, { ...body, objectType, objectId }),
    onSuccess: refresh,
  });
  const revoke = useMutation({ mutationFn: (id: number) => shareLinksApi.revoke(client, id), onSuccess: refresh });
  return { links, create, revoke };
}
