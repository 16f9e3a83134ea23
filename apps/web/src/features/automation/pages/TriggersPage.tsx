import { PlusOutlined } from '@ant-design/icons';
import { describeCondition, pointLabel, type AlarmCondition } from '@fieldlink/domain';
import { useLanguage } from '../../../lib/language/useLanguage';
import { pointShown } from '../utils/pointNames';
import { useQuery } from '@tanstack/react-query';
import { Button, Input, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { usePaging } from '../../../lib/list/usePaging';
import { actionsColumn } from '../../../ui/actionsColumn';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, EditRowButton, Permission } from '../../access';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { pointsApi } from '../../points';
import { automationApi, type TriggerBody, type TriggerRow } from '../api/automationApi';
import { ProjectFilter, useProjectParam } from '../../project-refs';
import { DeviceFilter } from '../components/DeviceFilter';
import { TriggerFormModal } from '../components/TriggerFormModal';
import { useAutomationSave } from '../hooks/useAutomationSave';

const PAGE = 'configure_trigger';

/** Conditional triggers (/configure/configure_trigger): conditions on a device's points, held for a duration. */
export function TriggersPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const { projectId, deviceId, setProjectId, setDeviceId } = useProjectParam();
  const [keyword, setKeyword] = useState('');
  const { paging, pagination } = usePaging();
  const [editing, setEditing] = useState<TriggerRow | null | undefined>(undefined);
  const query = { ...paging, projectId, deviceId, keyword: keyword || undefined };
  const list = useQuery({
    queryKey: ['triggers', query],
    queryFn: () => automationApi.triggers(client, query),
    placeholderData: (previous) => previous,
  });
  const pointsDevice = editing ? editing.deviceId : deviceId;
  const points = useQuery({
    queryKey: ['points', pointsDevice],
    queryFn: () => pointsApi.list(client, pointsDevice!),
    enabled: pointsDevice !== undefined,
  });
  const pointList = (points.data?.items ?? []).map((p) => ({ id: p.id, name: pointLabel(p, language) }));
  const { save, remove, batch } = useAutomationSave<TriggerBody>(
    'triggers',
    (id, body) => (id ? automationApi.updateTrigger(client, id, body) : automationApi.createTrigger(client, body)),
    (id) => automationApi.removeTrigger(client, id),
  );

  return (
    <AdminPage
      title={t('automation:triggers.title')}
      testId="triggers-page"
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
          <BatchDeleteButton page={PAGE} batch={batch} testId="triggers-batch-delete" />
          <Permission page={PAGE} need="add">
            <Tooltip title={deviceId === undefined ? t('automation:triggers.pickDevice') : undefined}>
              <Button
                type="primary"
                icon={<PlusOutlined />}
                disabled={deviceId === undefined}
                onClick={() => setEditing(null)}
                data-testid="trigger-add"
              >
                {t('automation:triggers.add')}
              </Button>
            </Tooltip>
          </Permission>
        </>
      }
    >
      <Table<TriggerRow>
        rowKey="id"
        rowSelection={batch.rowSelection}
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.items ?? []}
        pagination={pagination(list.data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        onRow={(row) => ({ 'data-testid': `trigger-row-${row.id}` }) as never}
        columns={[
          { key: 'name', title: t('automation:columns.name'), dataIndex: 'name' },
          { key: 'device', title: t('automation:columns.device'), dataIndex: 'deviceName' },
          {
            key: 'point',
            title: t('automation:columns.point'),
            render: (_v, row) => pointShown(row.pointName, row.pointDescription, language),
          },
          {
            key: 'condition',
            title: t('automation:columns.condition'),
            render: (_v, row) => <code>{describeCondition(row.condition as AlarmCondition)}</code>,
          },
          {
            key: 'duration',
            title: t('automation:columns.duration'),
            render: (_v, row) => t('automation:seconds', { n: row.minDurationMs / 1000 }),
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
                <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`trigger-edit-${row.id}`} />
                <DeleteRowButton
                  page={PAGE}
                  name={row.name}
                  onDelete={() => remove.mutateAsync(row.id)}
                  testId={`trigger-delete-${row.id}`}
                />
              </>
            ),
            { fixed: 'right' },
          ),
        ]}
      />
      <TriggerFormModal
        open={editing !== undefined}
        trigger={editing ?? null}
        points={pointList}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AdminPage>
  );
}
