import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import type { AutomationResource } from '../api/automationApi';

/**
 * Save (create without an id, else update), delete and batch delete of one automation list (triggers,
 * assignments or status tables): the feedback message, then the list (the resource's key) read again.
 */
export function useAutomationSave<Body>({ key, create, update, remove: removeOne }: AutomationResource<unknown, Body, Body, never>) {
  const { t } = useTranslation();
  const client = useApiClient();
  const save = (id: number | undefined, body: Body) => (id ? update(client, id, body) : create(client, body));
  const remove = (id: number) => removeOne(client, id);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [key] });
  const batch = useBatchDelete(remove, refresh);
  return {
    batch,
    save: useMutation({
      mutationFn: ({ id, body }: { id?: number | undefined; body: Body }) => save(id, body),
      onSuccess: (_data, { id }) => {
        void message.success(t(id ? 'access:feedback.saved' : 'access:feedback.created'));
        void refresh();
      },
    }),
    remove: useMutation({
      mutationFn: remove,
      onSuccess: () => {
        void message.success(t('access:feedback.deleted'));
        void refresh();
      },
    }),
  };
}
