import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../access/components/AdminPage';
import { DeleteRowButton } from '../../access/components/DeleteRowButton';
import { Permission } from '../../access/components/Permission';
import { RowActionButton } from '../../access/components/RowActionButton';
import { usePaging } from '../../access/hooks/usePaging';
import { reportsApi, type CollectionTaskBody, type CollectionTaskRow } from '../api/reportsApi';
import { CollectionTaskModal } from '../components/CollectionTaskModal';

const PAGE = 'configure_history_data';

/** Data collection configuration (/configure/configure_history_data): historical collection tasks (hisdataconfig). */
export function CollectionTasksPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { paging, pagination } = usePaging();
  const [editing, setEditing] = useState<CollectionTaskRow | null | undefined>(undefined);
  const list = useQuery({
    queryKey: ['collection-tasks', paging],
    queryFn: () => reportsApi.tasks(client, paging),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['collection-tasks'] });
  const save = useMutation({
    mutationFn: (body: CollectionTaskBody) =>
      editing ? reportsApi.updateTask(client, editing.id, body) : reportsApi.createTask(client, body),
    onSuccess: () => {
      void message.success(t(editing ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => reportsApi.removeTask(client, id),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      void refresh();
    },
  });

  const summary = (row: CollectionTaskRow) => {
    const windows = row.windows.length ? row.windows.map((w) => `${w.start}–${w.end}`).join(', ') : t('reports:collection.allDay');
    if (row.mode === 'periodic') return `${t('reports:collection.every', { seconds: row.intervalS })} · ${windows}`;
    return `${row.conditions.map((c) => `#${c.pointId} ${t(`reports:ops.${c.op}`)} ${c.value}`).join(row.logic === 'or' ? ' OR ' : ' AND ')} · ${windows}`;
  };

  return (
    <AdminPage
      title={t('reports:collection.title')}
      testId="collection-tasks-page"
      actions={
        <Permission page={PAGE} need="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="task-add">
            {t('reports:collection.add')}
          </Button>
        </Permission>
      }
    >
      <Table<CollectionTaskRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.items ?? []}
        pagination={pagination(list.data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        data-testid="collection-tasks-table"
        columns={[
          { title: t('reports:collection.name'), dataIndex: 'name' },
          { title: t('reports:collection.device'), dataIndex: 'deviceName' },
          {
            title: t('reports:collection.mode'),
            dataIndex: 'mode',
            render: (m: CollectionTaskRow['mode']) => (
              <Tag color={m === 'periodic' ? 'blue' : 'purple'}>{t(`reports:collection.modes.${m}`)}</Tag>
            ),
          },
          { title: t('reports:collection.points'), dataIndex: 'pointIds', render: (ids: number[]) => ids.length },
          { title: t('reports:collection.summary'), key: 'summary', render: (_: unknown, row) => summary(row) },
          {
            title: t('reports:collection.enabled'),
            dataIndex: 'enabled',
            render: (on: boolean) => (on ? <Tag color="green">✓</Tag> : <Tag>—</Tag>),
          },
          {
            title: t('access:actionsColumn'),
            key: 'actions',
            render: (_: unknown, row) => (
              <Space size={0}>
                <RowActionButton
                  page={PAGE}
                  need="edit"
                  icon={<EditOutlined />}
                  label={t('access:actions.edit')}
                  onClick={() => setEditing(row)}
                  testId={`task-edit-${row.id}`}
                />
                <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`task-delete-${row.id}`} />
              </Space>
            ),
          },
        ]}
      />
      <CollectionTaskModal
        task={editing ?? null}
        open={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync(body)}
      />
    </AdminPage>
  );
}
