import { Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, ListToolbar, EditRowButton } from '../../access';
import { useListMutation } from '../../../lib/list/useListMutation';
import { ProjectFilter, useProjectParam } from '../../project-refs';
import { useListPage } from '../../../lib/list/useListPage';
import { reportsApi, type CollectionTaskBody, type CollectionTaskRow } from '../api/reportsApi';
import { CollectionTaskModal } from '../components/CollectionTaskModal';
import { actionsColumn } from '../../../ui/actionsColumn';

const PAGE = 'configure_history_data';

/** Data collection configuration (/configure/configure_history_data): historical collection tasks (hisdataconfig). */
export function CollectionTasksPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { projectId, setProjectId } = useProjectParam();
  const { firstPage, refresh, table } = useListPage({
    queryKey: ['collection-tasks', projectId],
    initialFilters: {},
    fetch: (query) => reportsApi.tasks(client, { ...query, projectId }),
    refreshKey: ['collection-tasks'],
  });
  const [editing, setEditing] = useState<CollectionTaskRow | null | undefined>(undefined);
  const save = useListMutation(
    (body: CollectionTaskBody) => (editing ? reportsApi.updateTask(client, editing.id, body) : reportsApi.createTask(client, body)),
    () => t(editing ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => reportsApi.removeTask(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );

  const summary = (row: CollectionTaskRow) => {
    const windows = row.windows.length ? row.windows.map((w) => `${w.start}–${w.end}`).join(', ') : t('reports:collection.allDay');
    if (row.mode === 'periodic') return `${t('reports:collection.every', { seconds: row.intervalS })} · ${windows}`;
    return `${row.conditions.map((c) => `#${c.pointId} ${t(`reports:ops.${c.op}`)} ${c.value}`).join(row.logic === 'or' ? ' OR ' : ' AND ')} · ${windows}`;
  };

  return (
    <AdminPage
      title={t('reports:collection.title')}
      testId="collection-tasks-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          filters={
            <ProjectFilter
              placeholder={t('common:filters.allProjects')}
              value={projectId}
              onChange={(id) => {
                setProjectId(id);
                firstPage();
              }}
              testId="tasks-project"
            />
          }
          add={{ onClick: () => setEditing(null), label: t('reports:collection.add'), testId: 'task-add' }}
        />
      }
    >
      <Table<CollectionTaskRow>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        {...table}
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
          actionsColumn(t('access:actionsColumn'), (row) => (
            <>
              <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`task-edit-${row.id}`} />
              <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`task-delete-${row.id}`} />
            </>
          )),
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
