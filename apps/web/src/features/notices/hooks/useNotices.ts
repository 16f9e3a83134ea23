import type { NoticeCreate } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { noticesApi } from '../api/noticesApi';

export const NOTICE_PAGE_SIZE = 10;

export function useNoticeList(page: number, pageSize = NOTICE_PAGE_SIZE) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['notices', 'list', page, pageSize],
    queryFn: () => noticesApi.list(client, page, pageSize),
    placeholderData: (previous) => previous,
  });
}

/** One notice; opening it marks it read, so the bell and the list are refreshed after it loads. */
export function useNoticeDetail(id: number | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['notice-detail', id],
    enabled: id !== null,
    queryFn: async () => {
      const notice = await noticesApi.detail(client, id!);
      void queryClient.invalidateQueries({ queryKey: ['notices'] });
      return notice;
    },
  });
}

export function useNoticeActions() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['notices'] });
  const readAll = useMutation({ mutationFn: () => noticesApi.readAll(client), onSuccess: refresh });
  const publish = useMutation({
    mutationFn: (body: Pick<NoticeCreate, 'title' | 'body' | 'type'>) => noticesApi.publish(client, body),
    onSuccess: refresh,
  });
  const remove = useMutation({ mutationFn: (id: number) => noticesApi.remove(client, id), onSuccess: refresh });
  return { readAll, publish, remove };
}
