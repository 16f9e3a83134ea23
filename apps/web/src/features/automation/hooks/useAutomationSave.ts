import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';

/**
 * Save, delete and batch delete of one automation list (triggers, assignments or status tables): the
 * feedback message, then the list (`key`) read again.
 */
export function useAutomationSave<Body>(
  key: string,
  save: (id: number | undefined, body: Body) => Promise<unknown>,
  remove: (id: number) => Promise<unknown>,
) {
  const { t } = useTranslation();
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
