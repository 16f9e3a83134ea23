import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import {
  MAINTENANCE_PLAN_STATUSES,
  MAINTENANCE_PLAN_TYPES,
  mayActOnPlan,
  type MaintenancePlanBody,
  type MaintenancePlanStatus,
  type MaintenancePlanType,
} from '@fieldlink/domain';
import { Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { DeleteRowButton, RowActionButton, ListToolbar, EditRowButton } from '../../access';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useProjectParam, ProjectFilter } from '../../project-refs';
import { useListPage } from '../../../lib/list/useListPage';
import { maintenanceApi, type PlanListQuery, type PlanRow } from '../api/maintenanceApi';
import { PlanFormModal } from '../components/PlanFormModal';
import { PlanStatusTag } from '../components/PlanStatusTag';
import { formatInZone } from '../utils/zoneTime';
import { actionsColumn } from '../../../ui/actionsColumn';

const PAGE = 'maintain_management';
type Filters = Omit<PlanListQuery, 'page' | 'pageSize'>;
const NO_FILTERS: Filters = {};

/** Maintenance plan management (/maintain/maintain_management): the plans, their next time in the company zone, start/stop. */
export function MaintenancePlansPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const { projectId, setProjectId } = useProjectParam();
  const { filter, firstPage, refresh, table } = useListPage({
    queryKey: ['maintenance-plans', 'list', projectId],
    initialFilters: NO_FILTERS,
    fetch: (query) => maintenanceApi.list(client, { ...query, projectId }),
    refreshKey: ['maintenance-plans'],
  });
  const [editing, setEditing] = useState<PlanRow | null | undefined>(undefined);

  const save = useListMutation(
    ({ id, body }: { id?: number; body: MaintenancePlanBody }) =>
      id ? maintenanceApi.update(client, id, body) : maintenanceApi.create(client, body),
    ({ id }) => t(id ? 'access:feedback.saved' : 'access:feedback.created'),
    refresh,
  );
  const act = useListMutation(
    ({ id, action }: { id: number; action: 'start' | 'stop' }) => maintenanceApi.act(client, id, action),
    ({ action }) => t(action === 'start' ? 'maintenance:plans.started' : 'maintenance:plans.stoppedDone'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => maintenanceApi.remove(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );

  const every = (count: number, unit: string) => t('maintenance:every', { count, unit: t(builtKey(`maintenance:units.${unit}`)) });
  const columns: TableColumnsType<PlanRow> = [
    { title: t('maintenance:columns.name'), dataIndex: 'name', fixed: 'left' },
    { title: t('maintenance:columns.project'), dataIndex: 'projectName' },
    { title: t('maintenance:columns.type'), dataIndex: 'type', render: (type: string) => t(builtKey(`maintenance:types.${type}`)) },
    {
      title: t('maintenance:columns.status'),
      dataIndex: 'status',
      render: (status: MaintenancePlanStatus) => <PlanStatusTag status={status} />,
    },
    { title: t('maintenance:columns.cycle'), key: 'cycle', render: (_v, row) => every(row.cycle, row.cycleUnit) },
    {
      title: t('maintenance:columns.nextTime'),
      dataIndex: 'nextTime',
      render: (value: string | null, row) => <span data-testid={`plan-next-${row.id}`}>{formatInZone(value, row.timeZone)}</span>,
    },
    {
      title: t('maintenance:columns.startTime'),
      dataIndex: 'startTime',
      render: (value: string, row) => formatInZone(value, row.timeZone),
    },
    {
      title: t('maintenance:columns.warranty'),
      key: 'warranty',
      render: (_v, row) => `${row.warrantyTime} ${t(builtKey(`maintenance:units.${row.warrantyUnit}`))}`,
    },
    {
      title: t('maintenance:columns.warrantyEnd'),
      dataIndex: 'warrantyEnd',
      render: (value: string, row) => formatInZone(value, row.timeZone),
    },
    {
      title: t('maintenance:columns.advanceNotice'),
      dataIndex: 'advanceNotice',
      render: (value: string) => t(builtKey(`maintenance:notices.${value}`)),
    },
    { title: t('maintenance:columns.phone'), dataIndex: 'phone' },
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`plan-edit-${row.id}`} />
          {mayActOnPlan(row.status, 'stop') ? (
            <RowActionButton
              page={PAGE}
              need="edit"
              icon={<PauseCircleOutlined />}
              label={t('maintenance:plans.stop')}
              onClick={() => act.mutate({ id: row.id, action: 'stop' })}
              testId={`plan-stop-${row.id}`}
            />
          ) : (
            <RowActionButton
              page={PAGE}
              need="edit"
              icon={<PlayCircleOutlined />}
              label={t('maintenance:plans.start')}
              onClick={() => act.mutate({ id: row.id, action: 'start' })}
              testId={`plan-start-${row.id}`}
            />
          )}
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`plan-delete-${row.id}`} />
        </>
      ),
      { fixed: 'right' },
    ),
  ];

  return (
    <AdminPage
      title={t('maintenance:plans.title')}
      testId="maintenance-plans-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          filters={
            <>
              <ProjectFilter
                placeholder={t('maintenance:filters.project')}
                value={projectId}
                onChange={(id) => {
                  setProjectId(id);
                  firstPage();
                }}
                testId="plan-filter-project"
              />
              <Select
                allowClear
                placeholder={t('maintenance:filters.status')}
                style={{ width: 150 }}
                options={MAINTENANCE_PLAN_STATUSES.map((status) => ({ value: status, label: t(builtKey(`maintenance:status.${status}`)) }))}
                onChange={(status?: MaintenancePlanStatus) => filter({ status })}
                data-testid="plan-filter-status"
              />
              <Select
                allowClear
                placeholder={t('maintenance:filters.type')}
                style={{ width: 150 }}
                options={MAINTENANCE_PLAN_TYPES.map((type) => ({ value: type, label: t(builtKey(`maintenance:types.${type}`)) }))}
                onChange={(type?: MaintenancePlanType) => filter({ type })}
              />
              <Input.Search
                allowClear
                placeholder={t('maintenance:filters.keyword')}
                style={{ width: 200 }}
                onSearch={(keyword) => filter({ keyword: keyword || undefined })}
                data-testid="plan-filter-keyword"
              />
            </>
          }
          add={{ onClick: () => setEditing(null), label: t('maintenance:plans.add'), testId: 'plan-add' }}
        />
      }
    >
      <Table<PlanRow> rowKey="id" size="middle" data-testid="plans-table" columns={columns} scroll={{ x: 'max-content' }} {...table} />
      <PlanFormModal
        open={editing !== undefined}
        plan={editing ?? null}
        onClose={() => setEditing(undefined)}
        onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
      />
    </AdminPage>
  );
}
