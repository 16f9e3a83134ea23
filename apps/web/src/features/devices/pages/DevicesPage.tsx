import { RowActionButton, DeleteRowButton, ListToolbar, EditRowButton } from '../../access';
import { CopyOutlined, MonitorOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { DEVICE_STATUSES, DEVICE_STATUS_LABELS, type DeviceStatusName } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { DatePicker, Input, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { useListMutation } from '../../../lib/list/useListMutation';
import { useListPage } from '../../../lib/list/useListPage';
import { useLanguage } from '../../../lib/language/useLanguage';
import { formatTime } from '../../../lib/format/formatTime';
import { deviceInfoPath } from '../utils/deviceInfoPath';
import { ProjectFilter, pointsEditorPath } from '../../project-refs';
import { devicesApi, type DeviceCopy, type DeviceCreateBody, type DeviceRow, type DeviceUpdateBody } from '../api/devicesApi';
import { CopyDeviceModal } from '../components/CopyDeviceModal';
import { DeviceFormModal } from '../components/DeviceFormModal';
import { DeviceStatusTag } from '../components/DeviceStatusTag';
import { toDeviceQuery, type DeviceFilters } from '../utils/deviceQuery';
import { actionsColumn } from '../../../ui/actionsColumn';
import { RowIconButton } from '../../../ui/RowIconButton';

const PAGE = 'deviceConfigration';
const NO_FILTERS: DeviceFilters = {};

/** Device configuration (/deviceMent/deviceConfigration): the filtered device list and its forms. */
export function DevicesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const navigate = useNavigate();
  const { filters, filter, refresh, table } = useListPage({
    queryKey: ['devices', 'list'],
    initialFilters: NO_FILTERS,
    fetch: (query) => devicesApi.list(client, toDeviceQuery(query, query.page, query.pageSize)),
    refreshKey: ['devices'],
  });
  const [editing, setEditing] = useState<DeviceRow | null | undefined>(undefined);
  const [copying, setCopying] = useState<DeviceRow | null>(null);

  const types = useQuery({ queryKey: ['device-types'], queryFn: () => devicesApi.types(client, true) });

  const save = useListMutation(
    ({ id, create, update }: { id?: number; create?: DeviceCreateBody; update?: DeviceUpdateBody }) =>
      create ? devicesApi.create(client, create) : devicesApi.update(client, id ?? 0, update ?? {}),
    ({ create }) => t(create ? 'access:feedback.created' : 'access:feedback.saved'),
    refresh,
  );
  const copy = useListMutation(
    ({ id, body }: { id: number; body: DeviceCopy }) => devicesApi.copy(client, id, body),
    () => t('devices:copy.done'),
    refresh,
  );
  const remove = useListMutation(
    (id: number) => devicesApi.remove(client, id),
    () => t('access:feedback.deleted'),
    refresh,
  );

  const typeName = new Map((types.data ?? []).map((type) => [type.id, type.name]));
  const columns: TableColumnsType<DeviceRow> = [
    { title: t('devices:columns.name'), dataIndex: 'name', fixed: 'left' },
    { title: t('devices:columns.project'), dataIndex: 'projectName' },
    { title: t('devices:columns.boxId'), dataIndex: 'boxId' },
    { title: t('devices:columns.number'), dataIndex: 'number' },
    { title: t('devices:columns.type'), dataIndex: 'deviceTypeId', render: (id: number | null) => (id ? (typeName.get(id) ?? '') : '') },
    {
      title: t('devices:columns.protocol'),
      dataIndex: 'protocol',
      render: (protocol: string) => t(builtKey(`devices:protocols.${protocol}`)),
    },
    { title: t('devices:columns.status'), dataIndex: 'status', render: (status: DeviceStatusName) => <DeviceStatusTag status={status} /> },
    { title: t('devices:columns.points'), dataIndex: 'pointCount' },
    { title: t('access:createdAt'), dataIndex: 'createdAt', render: formatTime, width: 170 },
    actionsColumn(
      t('access:actionsColumn'),
      (row) => (
        <>
          <RowIconButton
            icon={<MonitorOutlined />}
            label={t('monitoring:action')}
            onClick={() => void navigate(deviceInfoPath(row))}
            testId={`device-monitor-${row.id}`}
          />
          <RowIconButton
            icon={<UnorderedListOutlined />}
            label={t('devices:points')}
            onClick={() => void navigate(pointsEditorPath(row))}
            testId={`device-points-${row.id}`}
          />
          <EditRowButton page={PAGE} onClick={() => setEditing(row)} testId={`device-edit-${row.id}`} />
          <RowActionButton
            page={PAGE}
            need="add"
            icon={<CopyOutlined />}
            label={t('devices:copy.action')}
            onClick={() => setCopying(row)}
            testId={`device-copy-${row.id}`}
          />
          <DeleteRowButton page={PAGE} name={row.name} onDelete={() => remove.mutateAsync(row.id)} testId={`device-delete-${row.id}`} />
        </>
      ),
      { fixed: 'right' },
    ),
  ];

  return (
    <AdminPage
      title={t('devices:title')}
      testId="devices-page"
      toolbar={
        <ListToolbar
          page={PAGE}
          filters={
            <>
              <ProjectFilter
                placeholder={t('devices:filters.project')}
                onChange={(projectId) => filter({ projectId })}
                testId="device-filter-project"
              />
              <Input.Search
                allowClear
                placeholder={t('devices:filters.keyword')}
                style={{ width: 200 }}
                onSearch={(keyword) => filter({ keyword })}
                data-testid="device-filter-keyword"
              />
              <Select
                allowClear
                placeholder={t('devices:filters.status')}
                style={{ width: 160 }}
                options={DEVICE_STATUSES.map((status) => ({ value: status, label: DEVICE_STATUS_LABELS[status][language] }))}
                onChange={(status?: string) => filter({ status })}
                data-testid="device-filter-status"
              />
              <Select
                allowClear
                placeholder={t('devices:filters.type')}
                style={{ width: 160 }}
                options={(types.data ?? []).map((type) => ({ value: type.id, label: type.name }))}
                onChange={(deviceTypeId?: number) => filter({ deviceTypeId })}
                data-testid="device-filter-type"
              />
              <Input.Search
                allowClear
                placeholder={t('devices:filters.number')}
                style={{ width: 160 }}
                onSearch={(number) => filter({ number })}
                data-testid="device-filter-number"
              />
              <DatePicker.RangePicker
                placeholder={[t('devices:filters.createdFrom'), t('devices:filters.createdTo')]}
                onChange={(created) => filter({ created })}
                data-testid="device-filter-created"
              />
            </>
          }
          add={{ onClick: () => setEditing(null), testId: 'device-add' }}
        />
      }
    >
      <Table<DeviceRow> rowKey="id" size="middle" data-testid="devices-table" columns={columns} scroll={{ x: 'max-content' }} {...table} />
      <DeviceFormModal
        open={editing !== undefined}
        device={editing ?? null}
        projectId={filters.projectId}
        onClose={() => setEditing(undefined)}
        onSubmit={({ create, update }) => save.mutateAsync({ id: editing?.id, create, update })}
      />
      <CopyDeviceModal
        device={copying}
        onClose={() => setCopying(null)}
        onSubmit={(body) => copy.mutateAsync({ id: copying?.id ?? 0, body })}
      />
    </AdminPage>
  );
}
