import { Button, Checkbox, Dialog, Space, Toast } from 'antd-mobile';
import type { Key, ReactNode } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import type { BatchDelete } from '../lib/list/useBatchDelete';
import { toggleAll, toggleKey } from '../lib/list/selection';
import { usePermission } from '../features/access';

export interface MobileBatchDeleteProps {
  /** The catalogue page whose `delete` key the select mode needs. */
  page: string;
  /** The list's selection and its delete (`useBatchDelete`). */
  batch: BatchDelete;
  /** The ids of the rows shown ("select all"). */
  ids: readonly number[];
  /** Whether the list is in select mode (the rows show checkboxes). */
  selecting: boolean;
  onSelecting(selecting: boolean): void;
  testId: string;
}

/**
 * A phone list's batch delete (spec §5): a "select" button opens the select mode, where the rows show
 * checkboxes; "delete selected" without a choice says "select at least one data", with one it names
 * the count and asks before it deletes. Shown only with the page's delete key.
 */
export function MobileBatchDelete({ page, batch, ids, selecting, onSelecting, testId }: MobileBatchDeleteProps) {
  const { t } = useTranslation();
  const { selected, rowSelection, removeMany } = batch;
  if (!usePermission(page).can('delete')) return null;
  const leave = () => {
    rowSelection.onChange([]);
    onSelecting(false);
  };
  if (!selecting)
    return (
      <Button size="small" shape="rounded" onClick={() => onSelecting(true)} data-testid={`${testId}-select`}>
        {t('common:batch.select')}
      </Button>
    );
  const remove = async () => {
    if (selected.length === 0) {
      Toast.show({ content: t('messages:validation.selectOne') });
      return;
    }
    const go = await Dialog.confirm({
      content: t('common:batch.confirmDelete', { count: selected.length }),
      confirmText: <span data-testid={`${testId}-confirm`}>{t('access:actions.delete')}</span>,
      cancelText: t('access:actions.cancel'),
    });
    if (!go) return;
    await removeMany.mutateAsync(selected.map(Number)).then(leave, () => undefined);
  };
  const allChosen = ids.length > 0 && ids.every((id) => selected.includes(id));
  return (
    <div
      style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 8, width: '100%', flexWrap: 'wrap' }}
      data-testid={`${testId}-bar`}
    >
      <Space align="center" style={{ '--gap': '8px' }}>
        <Checkbox
          checked={allChosen}
          indeterminate={!allChosen && selected.length > 0}
          onChange={() => rowSelection.onChange(toggleAll(selected, ids))}
          style={{ '--icon-size': '18px', '--font-size': '14px' }}
          data-testid={`${testId}-all`}
        >
          {t('common:batch.selectAll')}
        </Checkbox>
        <span style={{ color: '#8c8c8c', fontSize: 13 }} data-testid={`${testId}-count`}>
          {t('common:batch.selected', { count: selected.length })}
        </span>
      </Space>
      <Space align="center" style={{ '--gap': '8px', marginLeft: 'auto' }}>
        <Button size="small" shape="rounded" onClick={leave} data-testid={`${testId}-cancel`}>
          {t('access:actions.cancel')}
        </Button>
        <Button
          size="small"
          shape="rounded"
          color="danger"
          loading={removeMany.isPending}
          onClick={() => void remove()}
          data-testid={testId}
        >
          {t('common:batch.delete')}
        </Button>
      </Space>
    </div>
  );
}

/**
 * A row's props in select mode: a checkbox before it, and a tap that chooses it instead of opening it.
 * Out of select mode the row keeps its own tap.
 */
export function selectableRow(
  batch: BatchDelete,
  selecting: boolean,
  id: number,
  testId: string,
  onOpen: () => void,
): { prefix?: ReactNode; onClick: () => void } {
  if (!selecting) return { onClick: onOpen };
  const { selected, rowSelection } = batch;
  const toggle = () => rowSelection.onChange(toggleKey(selected, id as Key));
  return {
    prefix: (
      <span onClick={(event) => event.stopPropagation()}>
        <Checkbox checked={selected.includes(id)} onChange={toggle} data-testid={`${testId}-check-${id}`} />
      </span>
    ),
    onClick: toggle,
  };
}
