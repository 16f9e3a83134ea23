import { pointLabel } from '@fieldlink/domain';
import { useLanguage } from '../../../lib/language/useLanguage';
import { pointShown } from '../utils/pointNames';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { usePaging } from '../../../lib/list/usePaging';
import { actionsColumn } from '../../../ui/actionsColumn';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, EditRowButton, Permission } from '../../access';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { pointsApi } from '../../points';
import { automationApi, type AssignmentBody, type AssignmentRow } from '../api/automationApi';
import { AssignmentFormModal } from '../components/AssignmentFormModal';
import { ProjectFilter, useProjectParam } from '../../project-refs';
import { DeviceFilter } from '../components/DeviceFilter';
import { useAutomationSave } from '../hooks/useAutomationSave';

const PAGE = 'configure_assignment';

/** Assignments (/configure/configure_assignment): what a trigger writes when it fires, with a cooldown. */
export function AssignmentsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const { projectId, deviceId, setProjectId, setDeviceId } = useProjectParam();
  const [keyword, setKeyword] = useState('');
  const { paging, pagination } = usePaging();
  const [editing, setEditing] = useState<AssignmentRow | null | undefined>(undefined);
  const [formTrigger, setFormTrigger] = useState<number | undefined>(undefined);
  const query = { ...paging, projectId, deviceId, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['assignments', query],
    queryFn: () => automationApi.assignments(client, query),
    placeholderData: (previous) => previous,
  });
  const triggers = useQuery({
    queryKey: ['triggers', 'choices', projectId, deviceId],
    queryFn: () => automationApi.triggers(client, { page: 1, pageSize: 500, projectId, deviceId }),
  });
  const triggerList = triggers.data?.items ?? [];
  const formDevice = triggerList.find((tr) => tr.id === formTrigger)?.deviceId;
  const points = useQuery({
    queryKey: ['points', formDevice],
    queryFn: () => pointsApi.list(client, formDevice!),
    enabled: formDevice !== undefined,
  });
  const { save, remove, batch } = useAutomationSave<AssignmentBody>(
    'assignments',
    (id, body) => (id ? automationApi.updateAssignment(client, id, body) : automationApi.createAssignment(client, body)),
    (id) => automationApi.removeAssignment(client, id),
  );

  return (
    <AdminPage
      title={t('automation:assignments.title')}
      testId="assignments-page"
      filters={
        <>
          <ProjectFilter
            placeholder={t('common:filters.allProjects')}
            value={projectId}
            onChange={setProjectId}
            testId="automation-project"
          />
          <DeviceFilter value={deviceId} projectId={projectId} onChange={setDeviceId} />
          <Input.Search allowClear placeholder={t('automation:columns.name')} style={{ width: 200 }} onSearch={setKeyword} />
        </>
      }
      actions={
        <>
          <BatchDeleteButton page={PAGE} batch={batch} testId="assignments-batch-delete" />
          <Permission page={PAGE} need="add">
            <Button
              type="primary"
              icon={<PlusOutlined />}
              disabled={triggerList.length === 0}
              onClick={() => setEditing(null)}
              data-testid="assignment-add"
            >
              {t('automation:assignments.add')}
            </Button>
          </Permission>
        </>
      }
    >
      <Table<AssignmentRow>
        rowKey="id"
        rowSelection={batch.rowSelection}
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={pagination(list.data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': `assignment-row-${row.id}` }) as never}
        columns={[
          { key: 'name', title: t('automation:columns.name'), dataIndex: 'name' },
          { key: 'trigger', title: t('automation:columns.trigger'), dataIndex: 'triggerName' },
          {
            key: 'target',
            title: t('automation:columns.target'),
            render: (_v, row) => pointShown(row.targetPointName, row.targetPointDescription, language),
          },
          {
            key: 'value',
            title: t('automation:columns.value'),
            render: (_v, row) =>
              row.source === 'constant' ? (
                <code>{row.value}</code>
              ) : (
                <Tag>{pointShown(row.sourcePointName, row.sourcePointDescription, language)}</Tag>
              ),
          },
          {
            key: 'cooldown',
            title: t('automation:columns.cooldown'),
            render: (_v, row) => t('automation:seconds', { n: row.cooldownMs / 1000 }),
          },
          {
            key: 'lastWritten',
            title: t('automation:columns.lastWritten'),
            render: (_v, row) => (row.lastWrittenAt ? formatTime(row.lastWrittenAt) : '—'),
          },
          {
            key: 'enabled',
            title: t('automation:columns.enabled'),
            render: (_v, row) => <Tag color={row.enabled ? 'green' : 'default'}>{t(row.enabled ? 'automation:on' : 'automation:off')}</Tag>,
          },
          actionsColumn(
            t('automation:columns.actions'),
            (row) => (
              <>
                <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`assignment-edit-${row.id}`} />
                <DeleteRowButton
                  page={PAGE}
                  name={row.name}
                  onDelete={() => remove.mutateAsync(row.id)}
                  testId={`assignment-delete-${row.id}`}
                />
              </>
            ),
            { fixed: 'right' },
          ),
        ]}
      />
      <AssignmentFormModal
        open={editing !== undefined}
        assignment={editing ?? null}
        triggers={triggerList}
        points={(points.data?.items ?? []).map((p) => ({ id: p.id, name: pointLabel(p, language), writable: p.writable }))}
        onTrigger={setFormTrigger}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AdminPage>
  );
}
