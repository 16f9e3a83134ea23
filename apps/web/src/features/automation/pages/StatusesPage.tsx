import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../lib/language/useLanguage';
import { usePaging } from '../../../lib/list/usePaging';
import { actionsColumn } from '../../../ui/actionsColumn';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, EditRowButton, Permission } from '../../access';
import { automationApi, type StatusTableBody, type StatusTableRow } from '../api/automationApi';
import { StatusTableFormModal } from '../components/StatusTableFormModal';
import { ProjectFilter, useProjectParam } from '../../project-refs';
import { useAutomationSave } from '../hooks/useAutomationSave';

const PAGE = 'configure_status';

/** Statuses (/configure/configure_status): value-to-text tables; a point that references one shows its values as these words. */
export function StatusesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const [keyword, setKeyword] = useState('');
  const { paging, pagination } = usePaging();
  const [editing, setEditing] = useState<StatusTableRow | null | undefined>(undefined);
  // ?projectId=: the tables that project's points read (the configuration hub's link).
  const { projectId, setProjectId } = useProjectParam();
  const query = { ...paging, projectId, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['status-tables', query],
    queryFn: () => automationApi.statusTables(client, query),
    placeholderData: (previous) => previous,
  });
  const { save, remove } = useAutomationSave<StatusTableBody>(
    'status-tables',
    (id, body) => (id ? automationApi.updateStatusTable(client, id, body) : automationApi.createStatusTable(client, body)),
    (id) => automationApi.removeStatusTable(client, id),
  );

  return (
    <AdminPage
      title={t('automation:statuses.title')}
      testId="statuses-page"
      filters={
        <>
          <ProjectFilter
            placeholder={t('common:filters.allProjects')}
            value={projectId}
            onChange={setProjectId}
            testId="statuses-project"
          />
          <Input.Search allowClear placeholder={t('automation:columns.name')} style={{ width: 200 }} onSearch={setKeyword} />
        </>
      }
      actions={
        <Permission page={PAGE} need="add">
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="status-add">
            {t('automation:statuses.add')}
          </Button>
        </Permission>
      }
    >
      <Table<StatusTableRow>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={pagination(list.data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': `status-row-${row.id}` }) as never}
        columns={[
          { key: 'name', title: t('automation:columns.name'), dataIndex: 'name' },
          {
            key: 'entries',
            title: t('automation:columns.entries'),
            render: (_v, row) => (
              <Space size={4} wrap>
                {row.entries.map((e) => (
                  <Tag key={e.value}>{`${e.value} = ${language === 'en-US' ? e.en : e.zh}`}</Tag>
                ))}
              </Space>
            ),
          },
          { key: 'points', title: t('automation:statuses.points'), dataIndex: 'pointCount' },
          actionsColumn(
            t('automation:columns.actions'),
            (row) => (
              <>
                <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`status-edit-${row.id}`} />
                <DeleteRowButton
                  page={PAGE}
                  name={row.name}
                  onDelete={() => remove.mutateAsync(row.id)}
                  testId={`status-delete-${row.id}`}
                />
              </>
            ),
            { fixed: 'right' },
          ),
        ]}
      />
      <StatusTableFormModal
        open={editing !== undefined}
        table={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AdminPage>
  );
}
