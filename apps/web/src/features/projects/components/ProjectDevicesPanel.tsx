import { UnorderedListOutlined } from '@ant-design/icons';
import type { DeviceStatusName } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Statistic, Table, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link, useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useOpenablePages, usePermission } from '../../access';
import { devicesApi, type DeviceRow, DeviceStatusTag, deviceListPath, deviceInfoPath } from '../../devices';
import { countDevices, countsOf } from '../utils/deviceCounts';
import { pointsEditorPath } from '../../project-refs';

/** A project's devices: their count per state (each opening the filtered device list) and the table. */
export function ProjectDevicesPanel({ project }: { project: { id: number; name: string } }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const navigate = useNavigate();
  const canConfigure = usePermission('deviceConfigration').can('view');
  const canList = useOpenablePages().has('deviceList');

  const devices = useQuery({
    queryKey: ['devices', 'project', project.id],
    queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500, projectId: project.id }),
  });

  const items = devices.data?.items ?? [];
  const counts = countsOf(countDevices(items), project.id);

  const columns: TableColumnsType<DeviceRow> = [
    {
      // One click from a project to a device's monitoring page.
      title: t('devices:columns.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Link to={deviceInfoPath(row)} data-testid={`project-device-open-${row.id}`}>
          {name}
        </Link>
      ),
    },
    { title: t('devices:columns.boxId'), dataIndex: 'boxId' },
    { title: t('devices:columns.number'), dataIndex: 'number' },
    { title: t('devices:columns.status'), dataIndex: 'status', render: (status: DeviceStatusName) => <DeviceStatusTag status={status} /> },
    { title: t('devices:columns.points'), dataIndex: 'pointCount' },
    ...(canConfigure
      ? [
          {
            title: t('access:actionsColumn'),
            key: 'actions',
            render: (_value: unknown, row: DeviceRow) => (
              <Tooltip title={t('devices:points')}>
                <Button
                  type="link"
                  size="small"
                  icon={<UnorderedListOutlined />}
                  onClick={() => void navigate(pointsEditorPath(row))}
                  data-testid={`project-device-points-${row.id}`}
                >
                  {t('devices:points')}
                </Button>
              </Tooltip>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Flex gap={16} wrap style={{ marginBottom: 16 }}>
        <Card size="small" style={{ minWidth: 160 }}>
          <Statistic title={t('projects:detail.devices')} value={counts.total} />
        </Card>
        {(['online', 'comm_failure', 'offline'] as const).map((status) => {
          const card = (
            <Card size="small" key={status} style={{ minWidth: 160 }} hoverable={canList}>
              <Statistic title={<DeviceStatusTag status={status} />} value={counts[status]} />
            </Card>
          );
          // Each state's figure opens the device list filtered to it (and this project).
          return canList ? (
            <Link key={status} to={deviceListPath({ state: status, projectId: project.id })} data-testid={`project-state-${status}`}>
              {card}
            </Link>
          ) : (
            card
          );
        })}
      </Flex>
      <Table<DeviceRow>
        rowKey="id"
        size="middle"
        data-testid="project-devices-table"
        columns={columns}
        dataSource={items}
        loading={devices.isFetching}
        pagination={false}
        locale={{ emptyText: t('projects:detail.noDevices') }}
      />
    </>
  );
}
