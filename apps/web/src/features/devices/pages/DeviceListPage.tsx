import { DownloadOutlined, MonitorOutlined, ReloadOutlined } from '@ant-design/icons';
import { DEVICE_STATUSES, DEVICE_STATUS_LABELS, type DeviceStatusName } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, DatePicker, Input, Select, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { useExport } from '../../../lib/files/useExport';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useListPage } from '../../../lib/list/useListPage';
import { formatTime } from '../../../lib/format/formatTime';
import { deviceInfoPath } from '../utils/deviceInfoPath';
import { ProjectFilter, projectDetailPath } from '../../project-refs';
import { devicesApi, type DeviceRow } from '../api/devicesApi';
import { DeviceStatusTag } from '../components/DeviceStatusTag';
import { toDeviceQuery, type DeviceFilters } from '../utils/deviceQuery';
import { filtersFromSearch, searchOf } from '../utils/deviceListSearch';

const PAGE = 'deviceList';

/**
 * The device list (/deviceDetails/deviceList): every device of the user's projects with the spec's
 * filters, kept in the address (`?state=offline&projectId=3` opens it filtered), and Excel export.
 * A device's name opens its monitoring page.
 */
export function DeviceListPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const [search, setSearch] = useSearchParams();
  const filters = filtersFromSearch(search);
  const { firstPage, query, list, table } = useListPage({
    queryKey: ['devices', 'list'],
    initialFilters: {},
    scope: filters,
    fetch: ({ page, pageSize }) => devicesApi.list(client, toDeviceQuery(filters, page, pageSize)),
  });
  const types = useQuery({ queryKey: ['device-types'], queryFn: () => devicesApi.types(client, true) });
  const exporter = useExport(
    () => devicesApi.exportList(client, toDeviceQuery(filters, query.page, query.pageSize)),
    t('devices:list.exportFile'),
  );
  const filter = (change: Partial<DeviceFilters>) => {
    setSearch(searchOf({ ...filters, ...change }), { replace: true });
    firstPage();
  };

  const typeName = new Map((types.data ?? []).map((type) => [type.id, type.name]));
  const columns: TableColumnsType<DeviceRow> = [
    {
      title: t('devices:columns.name'),
      dataIndex: 'name',
      fixed: 'left',
      render: (name: string, row) => (
        <Link to={deviceInfoPath(row)} data-testid={`device-list-open-${row.id}`}>
          {name}
        </Link>
      ),
    },
    {
      title: t('devices:columns.project'),
      dataIndex: 'projectName',
      render: (name: string, row) => <Link to={projectDetailPath({ id: row.projectId, name })}>{name}</Link>,
    },
    { title: t('devices:columns.boxId'), dataIndex: 'boxId' },
    { title: t('devices:columns.number'), dataIndex: 'number' },
    { title: t('devices:columns.type'), dataIndex: 'deviceTypeId', render: (id: number | null) => (id ? (typeName.get(id) ?? '') : '') },
    { title: t('devices:columns.status'), dataIndex: 'status', render: (status: DeviceStatusName) => <DeviceStatusTag status={status} /> },
    { title: t('devices:list.statusAt'), dataIndex: 'statusAt', render: (at: string | null) => (at ? formatTime(at) : ''), width: 170 },
    { title: t('devices:columns.points'), dataIndex: 'pointCount' },
    {
      title: t('access:actionsColumn'),
      key: 'actions',
      fixed: 'right',
      render: (_value, row) => (
        <Tooltip title={t('monitoring:action')}>
          <Link to={deviceInfoPath(row)} aria-label={t('monitoring:action')} data-testid={`device-list-monitor-${row.id}`}>
            <MonitorOutlined />
          </Link>
        </Tooltip>
      ),
    },
  ];

  return (
    <AdminPage
      title={t('devices:list.title')}
      testId="device-list-page"
      filters={
        <>
          <ProjectFilter
            value={filters.projectId}
            placeholder={t('devices:filters.project')}
            onChange={(projectId) => filter({ projectId })}
            testId="device-list-project"
          />
          <Input.Search
            // Remounted when the address changes the filter (a link from another page), so the box shows it.
            key={`keyword:${filters.keyword ?? ''}`}
            allowClear
            defaultValue={filters.keyword}
            placeholder={t('devices:filters.keyword')}
            style={{ width: 200 }}
            onSearch={(keyword) => filter({ keyword })}
            data-testid="device-list-keyword"
          />
          <Select
            allowClear
            value={filters.status}
            placeholder={t('devices:filters.status')}
            style={{ width: 160 }}
            options={DEVICE_STATUSES.map((status) => ({ value: status, label: DEVICE_STATUS_LABELS[status][language] }))}
            onChange={(status?: string) => filter({ status })}
            data-testid="device-list-state"
          />
          {types.isSuccess && (
            <Select
              allowClear
              value={filters.deviceTypeId}
              placeholder={t('devices:filters.type')}
              style={{ width: 160 }}
              options={types.data.map((type) => ({ value: type.id, label: type.name }))}
              onChange={(deviceTypeId?: number) => filter({ deviceTypeId })}
              data-testid="device-list-type"
            />
          )}
          <Input.Search
            key={`number:${filters.number ?? ''}`}
            allowClear
            defaultValue={filters.number}
            placeholder={t('devices:filters.number')}
            style={{ width: 160 }}
            onSearch={(number) => filter({ number })}
            data-testid="device-list-number"
          />
          <DatePicker.RangePicker
            value={filters.created}
            placeholder={[t('devices:filters.createdFrom'), t('devices:filters.createdTo')]}
            onChange={(created) => filter({ created })}
            data-testid="device-list-created"
          />
        </>
      }
      actions={
        <>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()} aria-label={t('access:actions.refresh')} />
          <Permission page={PAGE} need="export">
            <Button
              icon={<DownloadOutlined />}
              loading={exporter.isPending}
              onClick={() => exporter.mutate()}
              data-testid="device-list-export"
            >
              {t('access:actions.export')}
            </Button>
          </Permission>
        </>
      }
    >
      <Table<DeviceRow>
        rowKey="id"
        size="middle"
        data-testid="device-list-table"
        columns={columns}
        {...table}
        scroll={{ x: 'max-content' }}
      />
    </AdminPage>
  );
}
