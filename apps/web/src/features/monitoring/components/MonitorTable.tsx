import { EditOutlined, LineChartOutlined } from '@ant-design/icons';
import { Alert, Button, Table, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { historyPath } from '../../history';
import { Permission, usePermission } from '../../access';
import { useLanguage } from '../../../lib/language/useLanguage';
import { formatTime } from '../../../lib/format/formatTime';
import type { MonitorRow } from '../utils/liveValues';
import { relativeTime } from '../utils/relativeTime';
import { rowReading } from '../utils/rowReading';
import { SET_VALUE_PAGE } from '../utils/setValueRule';
import { LiveValue } from './LiveValue';
import { SetValueModal } from './SetValueModal';

export interface MonitorTableProps {
  deviceId: number;
  rows: MonitorRow[];
  loading: boolean;
  /** GET live failed: the rows are the configured points without values. */
  liveFailed: boolean;
  now: number;
}

/** The device's points with their live values; writable points can be set (item_query setValue). */
export function MonitorTable({ deviceId, rows, loading, liveFailed, now }: MonitorTableProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const canSet = usePermission(SET_VALUE_PAGE).can('setValue');
  // The id, not the row: the dialog keeps showing the point's current value as it changes.
  const [writingId, setWritingId] = useState<number | null>(null);
  const writing = rows.find((row) => row.pointId === writingId) ?? null;
  const showActions = canSet && rows.some((row) => row.writable);

  const columns: TableColumnsType<MonitorRow> = [
    {
      title: t('monitoring:columns.name'),
      key: 'name',
      width: '28%',
      // A stored point opens its history chart.
      render: (_name: string, row) => {
        const name = rowReading(row, language).label;
        return row.config?.save === false ? (
          name
        ) : (
          <Tooltip title={t('history:openChart')}>
            <Link to={historyPath(deviceId, [row.pointId])} data-testid={`history-link-${row.pointId}`}>
              <LineChartOutlined /> {name}
            </Link>
          </Tooltip>
        );
      },
    },
    {
      title: t('monitoring:columns.value'),
      key: 'value',
      render: (_value, row) => {
        const { display, unit } = rowReading(row, language);
        return (
          <LiveValue display={display} unit={unit} changes={row.changes} bad={row.quality === 'bad'} testId={`live-value-${row.pointId}`} />
        );
      },
    },
    { title: t('monitoring:columns.group'), dataIndex: 'registerGroup', render: (group: string | null) => group ?? '—' },
    {
      title: t('monitoring:columns.updated'),
      dataIndex: 'ts',
      width: 180,
      render: (ts: string | null) =>
        ts ? (
          <Tooltip title={formatTime(ts)}>
            <span>{relativeTime(ts, now, language)}</span>
          </Tooltip>
        ) : (
          <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('monitoring:noValue')}</span>
        ),
    },
    ...(showActions
      ? [
          {
            title: t('access:actionsColumn'),
            key: 'actions',
            width: 140,
            render: (_value: unknown, row: MonitorRow) =>
              row.writable && (
                <Permission page={SET_VALUE_PAGE} need="setValue">
                  <Button
                    type="link"
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setWritingId(row.pointId)}
                    data-testid={`set-value-${row.pointId}`}
                  >
                    {t('monitoring:setValue.action')}
                  </Button>
                </Permission>
              ),
          },
        ]
      : []),
  ];

  return (
    <>
      {liveFailed && rows.length > 0 && !rows[0]?.live && (
        <Alert type="info" showIcon title={t('monitoring:liveUnavailable')} style={{ marginBottom: 12 }} data-testid="live-unavailable" />
      )}
      <Table<MonitorRow>
        rowKey="pointId"
        size="middle"
        data-testid="monitor-table"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('monitoring:noPoints') }}
      />
      <SetValueModal deviceId={deviceId} row={writing} onClose={() => setWritingId(null)} />
    </>
  );
}
