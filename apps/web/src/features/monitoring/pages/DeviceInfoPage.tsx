import { Card, Flex, Result, Spin, Tabs } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { usePageLabel } from '../../../lib/navigation/PageLabel';
import { RepairQrCode } from '../../work-orders';
import { CommandList } from '../components/CommandList';
import { DeviceHeader } from '../components/DeviceHeader';
import { DevicePosition } from '../components/DevicePosition';
import { FeedIndicator } from '../components/FeedIndicator';
import { HourlyOutputPanel } from '../components/HourlyOutputPanel';
import { MonitorTable } from '../components/MonitorTable';
import { StatusHistory } from '../components/StatusHistory';
import { useDeviceStatus } from '../hooks/useDeviceStatus';
import { useMonitorRows } from '../hooks/useMonitorRows';
import { useNow } from '../hooks/useNow';
import { deviceIdFromQuery } from '../../devices';
import { AlarmTable, DeviceAlarmBadge, useDeviceAlarms } from '../../alarms';
import { ShareButton } from '../../share-links';
import { DeviceReliability } from '../../reliability';

/** Desktop device info page (/deviceInfo?deviceId=): status, live values, position, output, history, commands. */
export function DeviceInfoPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const deviceId = deviceIdFromQuery(query);
  const status = useDeviceStatus(deviceId);
  usePageLabel(status.device?.name);
  const monitor = useMonitorRows(deviceId, status.device !== undefined);
  const now = useNow();
  const alarms = useDeviceAlarms(status.device ? deviceId : undefined);

  if (deviceId === undefined) return <Result status="warning" title={t('monitoring:title')} subTitle={t('monitoring:invalid')} />;
  if (status.error) {
    return <Result status="404" title={t('monitoring:title')} subTitle={t('monitoring:notFound')} data-testid="device-info-not-found" />;
  }
  const device = status.device;
  if (!device) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin />
      </Flex>
    );
  }

  return (
    <Flex vertical gap={16} data-testid="device-info-page">
      <DeviceHeader
        device={device}
        now={now}
        extra={
          <Flex gap={8} align="center">
            <DeviceAlarmBadge deviceId={device.id} alarms={alarms.alarms} />
            <ShareButton objectType="device" objectId={device.id} name={device.name} />
            <FeedIndicator mode={monitor.mode} onRefresh={monitor.refresh} />
          </Flex>
        }
      />
      <Card styles={{ body: { paddingTop: 4 } }}>
        <Tabs
          data-testid="device-info-tabs"
          items={[
            {
              key: 'monitor',
              label: t('monitoring:tabs.monitor'),
              children: (
                <MonitorTable
                  deviceId={device.id}
                  rows={monitor.rows}
                  loading={monitor.rowsLoading}
                  liveFailed={monitor.failed}
                  now={now}
                />
              ),
            },
            ...(alarms.allowed
              ? [
                  {
                    key: 'alarms',
                    label: `${t('alarms:title')}${alarms.alarms.length ? ` (${alarms.alarms.length})` : ''}`,
                    children: <AlarmTable rows={alarms.alarms} loading={alarms.loading} compact testId="device-alarm-table" />,
                  },
                ]
              : []),
            { key: 'position', label: t('monitoring:tabs.position'), children: <DevicePosition device={device} /> },
            { key: 'hourly', label: t('monitoring:tabs.hourly'), children: <HourlyOutputPanel deviceId={device.id} rows={monitor.rows} /> },
            { key: 'history', label: t('monitoring:tabs.history'), children: <StatusHistory deviceId={device.id} /> },
            { key: 'commands', label: t('monitoring:tabs.commands'), children: <CommandList deviceId={device.id} rows={monitor.rows} /> },
            { key: 'reliability', label: t('reliability:device.title'), children: <DeviceReliability deviceId={device.id} /> },
            {
              key: 'repair',
              label: t('workOrders:qr.title'),
              children: <RepairQrCode deviceId={device.id} deviceName={device.name} />,
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
