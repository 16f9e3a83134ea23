import { useMutation } from '@tanstack/react-query';
import { App } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * Deletes each id through its own route, one after another (the server checks each as it checks a
 * single delete); stops at the first refusal, which the API client shows. Answers how many went.
 */
export async function deleteEach(ids: readonly number[], remove: (id: number) => Promise<unknown>): Promise<number> {
  let done = 0;
  for (const id of ids) {
    await remove(id);
    done += 1;
  }
  return done;
}

/**
 * A table's batch delete (spec §5): the selected rows (`rowSelection` for antd's Table) and the
 * mutation that deletes them; the list reloads afterwards, also when a refusal stopped it halfway.
 */
export function useBatchDelete(remove: (id: number) => Promise<unknown>, refresh: () => Promise<unknown>) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [selected, setSelected] = useState<Key[]>([]);
  const removeMany = useMutation({
    mutationFn: (ids: number[]) => deleteEach(ids, remove),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      setSelected([]);
    },
    onSettled: () => void refresh(),
  });
  return { selected, rowSelection: { selectedRowKeys: selected, onChange: (keys: Key[]) => setSelected(keys) }, removeMany };
}

export type BatchDelete = ReturnType<typeof useBatchDelete>;
