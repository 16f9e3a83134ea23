import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Flex, Spin, Table, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { formatTime } from '../../../lib/format/formatTime';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useDeviceMessages } from '../../../lib/realtime/RealtimeContext';
import { type DeviceRow, DeviceStatusTag } from '../../devices';
import { FeedIndicator, LiveValue, useMonitorRows, type MonitorRow, pollInterval, rowReading } from '../../monitoring';
import { ShareInvalid } from './ShareStatePages';

/**
 * A shared device page (spec §2 deviceInfo through a share link): its state and live values, read
 * only — no set value, no history, no commands. Values and state changes come through the stream
 * with the share token; both are polled only while the stream is down.
 */
export function SharedDevice({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  // The values with their points, so a named value reads as its word, as on the device page (the
  // shared page names only devices of its link).
  const live = useMonitorRows(deviceId, true);
  const device = useQuery({
    queryKey: ['share', 'device', deviceId],
    queryFn: () => client.get<DeviceRow>(`/devices/${deviceId}`, { silent: true }),
    refetchInterval: pollInterval(live.mode),
    retry: false,
  });
  useDeviceMessages(deviceId, (message) => {
    if (message.type === 'status') void device.refetch();
  });
  const rows = live.rows;

  if (device.isError) return <ShareInvalid />;
  if (!device.data) {
    return (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  }
  return (
    <Card
      data-testid="shared-device"
      title={
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="shared-device-name">
            {device.data.name}
          </Typography.Title>
          <DeviceStatusTag status={device.data.status} />
        </Flex>
      }
      extra={<FeedIndicator mode={live.mode} onRefresh={live.refresh} />}
    >
      <Table<MonitorRow>
        size="small"
        rowKey="pointId"
        loading={live.loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shares:page.noValues')} /> }}
        data-testid="shared-device-values"
        columns={[
          { title: t('shares:page.point'), key: 'name', render: (_, row) => rowReading(row, language).label },
          {
            title: t('shares:page.value'),
            key: 'value',
            render: (_, row) => {
              const reading = rowReading(row, language);
              return (
                <LiveValue
                  display={reading.display}
                  unit={reading.unit}
                  changes={row.changes}
                  bad={row.quality === 'bad'}
                  testId={`live-value-${row.pointId}`}
                />
              );
            },
          },
          { title: t('shares:page.updated'), key: 'ts', responsive: ['sm'], render: (_, row) => formatTime(row.ts) },
        ]}
      />
    </Card>
  );
}
