import { DeleteOutlined } from '@ant-design/icons';
import { App, Button, Popconfirm } from 'antd';
import { useTranslation } from '../i18n/useTranslation';
import type { BatchDelete } from '../lib/list/useBatchDelete';
import { Permission } from '../features/access';

export interface BatchDeleteButtonProps {
  /** The catalogue page whose `delete` key the button needs. */
  page: string;
  /** The table's selection and its delete (`useBatchDelete`). */
  batch: { selected: BatchDelete['selected']; removeMany: { mutateAsync: (ids: number[]) => Promise<unknown>; isPending: boolean } };
  testId: string;
}

/**
 * A list's "delete selected" (spec §5): without a selection it says "select at least one data";
 * with one it names the count and asks before it deletes. Hidden without the delete key.
 */
export function BatchDeleteButton({ page, batch, testId }: BatchDeleteButtonProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { selected, removeMany } = batch;
  const label = t('common:batch.delete');
  return (
    <Permission page={page} need="delete">
      {selected.length === 0 ? (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => void message.warning(t('messages:validation.selectOne'))}
          data-testid={testId}
        >
          {label}
        </Button>
      ) : (
        <Popconfirm
          title={t('common:batch.confirmDelete', { count: selected.length })}
          okText={t('access:actions.delete')}
          cancelText={t('access:actions.cancel')}
          okButtonProps={{ danger: true, 'data-testid': `${testId}-confirm` }}
          onConfirm={() => removeMany.mutateAsync(selected.map(Number)).catch(() => undefined)}
        >
          <Button danger icon={<DeleteOutlined />} loading={removeMany.isPending} data-testid={testId}>
            {label} ({selected.length})
          </Button>
        </Popconfirm>
      )}
    </Permission>
  );
}
