import { CheckOutlined, StopOutlined } from '@ant-design/icons';
import { alarmPoint, formatReading, pointLabel } from '@fieldlink/domain';
import { App, Button, Popconfirm, Space, Table, Typography, type TablePaginationConfig } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { Permission } from '../../access';
import { useLanguage } from '../../../lib/language/useLanguage';
import type { AlarmRow } from '../api/alarmsApi';
import { useAlarmActions } from '../hooks/useAlarms';
import { alarmText } from '../utils/alarmText';
import { AlarmLevelTag } from './AlarmLevelTag';
import { AlarmStateTag } from './AlarmStateTag';

const PAGE = 'alarm_records';
const time = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm:ss') : '');

export interface AlarmTableProps {
  rows: AlarmRow[];
  loading: boolean;
  pagination?: TablePaginationConfig | false;
  /** Leave out the device and project columns (on a device's own page). */
  compact?: boolean;
  testId?: string;
}

/** Alarms with their level colour, state, who acknowledged and cleared them, and the two actions. */
export function AlarmTable({ rows, loading, pagination = false, compact, testId = 'alarm-table' }: AlarmTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const { acknowledge, clear } = useAlarmActions((key) => void message.success(t(key)));
  return (
    <Table<AlarmRow>
      rowKey="id"
      size="middle"
      data-testid={testId}
      loading={loading}
      dataSource={rows}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('alarms:empty') }}
      onRow={(row) => ({ 'data-testid': `alarm-row-${row.id}` }) as never}
      columns={[
        {
          key: 'level',
          title: t('alarms:columns.level'),
          dataIndex: 'level',
          width: 80,
          render: (level: number) => <AlarmLevelTag level={level} />,
        },
        {
          key: 'text',
          title: t('alarms:columns.text'),
          render: (_v, row) => (
            <Space direction="vertical" size={0}>
              <Typography.Text strong>{row.name}</Typography.Text>
              <Typography.Text type="secondary">{alarmText(row, language)}</Typography.Text>
            </Space>
          ),
        },
        ...(compact
          ? []
          : [
              {
                key: 'device',
                title: t('alarms:columns.device'),
                render: (_v: unknown, row: AlarmRow) => (
                  <Space direction="vertical" size={0}>
                    <Link to={`/deviceInfo?deviceId=${row.deviceId}`}>{row.deviceName}</Link>
                    <Typography.Text type="secondary">{row.projectName}</Typography.Text>
                  </Space>
                ),
              },
            ]),
        {
          key: 'point',
          title: t('alarms:columns.point'),
          // A geofence's alarm has no point: it names the fence and opens the device's track, where the fences are.
          render: (_: unknown, row: AlarmRow) =>
            row.geofenceId ? (
              <Link to={`/deviceMent/gpsTrack?deviceId=${row.deviceId}`} data-testid="alarm-geofence">
                {t('alarms:columns.geofence')} · {row.name}
              </Link>
            ) : (
              pointLabel(alarmPoint(row), language)
            ),
        },
        {
          key: 'value',
          title: t('alarms:columns.value'),
          render: (_: unknown, row: AlarmRow) => formatReading(row.value, alarmPoint(row), language),
        },
        { key: 'state', title: t('alarms:columns.state'), dataIndex: 'state', render: (state: string) => <AlarmStateTag state={state} /> },
        { key: 'raisedAt', title: t('alarms:columns.raisedAt'), dataIndex: 'raisedAt', render: time },
        {
          key: 'acknowledged',
          title: t('alarms:columns.acknowledged'),
          render: (_v, row) => (row.acknowledgedAt ? `${row.acknowledgedByName ?? ''} ${time(row.acknowledgedAt)}` : ''),
        },
        {
          key: 'cleared',
          title: t('alarms:columns.cleared'),
          render: (_v, row) => (row.clearedAt ? `${row.clearedByName ?? t('alarms:auto')} ${time(row.clearedAt)}` : ''),
        },
        {
          key: 'workOrder',
          title: t('alarms:columns.workOrder'),
          render: (_v, row) =>
            row.workOrderId ? <Link to={`/afterSales/orderReview?id=${row.workOrderId}`}>#{row.workOrderId}</Link> : '',
        },
        {
          key: 'actions',
          title: t('alarms:columns.actions'),
          fixed: 'right',
          render: (_v, row) => (
            <Space size={4}>
              {row.state === 'active' && (
                <Permission page={PAGE} need="edit">
                  <Button
                    size="small"
                    type="primary"
                    icon={<CheckOutlined />}
                    loading={acknowledge.isPending && acknowledge.variables === row.id}
                    onClick={() => acknowledge.mutate(row.id)}
                    data-testid={`alarm-ack-${row.id}`}
                  >
                    {t('alarms:acknowledge')}
                  </Button>
                </Permission>
              )}
              {row.state !== 'cleared' && (
                <Permission page={PAGE} need="edit">
                  <Popconfirm title={t('alarms:clearConfirm')} onConfirm={() => clear.mutateAsync(row.id).catch(() => undefined)}>
                    <Button size="small" icon={<StopOutlined />} data-testid={`alarm-clear-${row.id}`}>
                      {t('alarms:clear')}
                    </Button>
                  </Popconfirm>
                </Permission>
              )}
            </Space>
          ),
        },
      ]}
    />
  );
}
