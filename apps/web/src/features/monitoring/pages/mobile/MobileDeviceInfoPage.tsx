import { Card, DotLoading } from 'antd-mobile';
import { RepairQrCode } from '../../../work-orders';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState';
import { DevicePosition } from '../../components/DevicePosition';
import { MobileCommands, MobileStatusHistory } from '../../components/mobile/MobileActivity';
import { MobileHourlyOutput } from '../../components/mobile/MobileHourlyOutput';
import { MobileStatusCard } from '../../components/mobile/MobileStatusCard';
import { MobileValueList } from '../../components/mobile/MobileValueList';
import { useDeviceStatus } from '../../hooks/useDeviceStatus';
import { useMonitorRows } from '../../hooks/useMonitorRows';
import { useNow } from '../../hooks/useNow';
import { deviceIdFromQuery } from '../../../devices';
import { MobileDeviceAlarms } from '../../../alarms';
import { MobileDeviceRecipesLink } from '../../../recipes';
import { MobileShareButton } from '../../../share-links';
import { MobileDeviceReliability } from '../../../reliability';

/** Mobile device info page (/deviceInfo?deviceId=): the desktop's sections stacked as cards. */
export function MobileDeviceInfoPage() {
  const { t } = useTranslation();
  const [query] = useSearchParams();
  const deviceId = deviceIdFromQuery(query);
  const status = useDeviceStatus(deviceId);
  const monitor = useMonitorRows(deviceId, status.device !== undefined);
  const now = useNow();

  if (deviceId === undefined) return <EmptyState title={t('monitoring:title')} description={t('monitoring:invalid')} />;
  if (status.error)
    return <EmptyState title={t('monitoring:title')} description={t('monitoring:notFound')} testId="device-info-not-found" />;
  const device = status.device;
  if (!device) {
    return (
      <div style={{ textAlign: 'center', padding: 32 }}>
        <DotLoading />
      </div>
    );
  }

  return (
    <div data-testid="device-info-page">
      <MobileStatusCard device={device} now={now} mode={monitor.mode} onRefresh={monitor.refresh} />
      <div style={{ display: 'flex', justifyContent: 'flex-end', margin: '-4px 0 12px' }}>
        <MobileShareButton objectType="device" objectId={device.id} name={device.name} />
      </div>
      <MobileDeviceAlarms deviceId={device.id} />
      <MobileValueList deviceId={device.id} rows={monitor.rows} loading={monitor.rowsLoading} liveFailed={monitor.failed} now={now} />
      <Card title={t('monitoring:tabs.position')} style={{ borderRadius: 8, marginBottom: 12 }}>
        <DevicePosition device={device} height={220} />
      </Card>
      <MobileHourlyOutput deviceId={device.id} rows={monitor.rows} />
      <MobileStatusHistory deviceId={device.id} />
      <MobileCommands deviceId={device.id} rows={monitor.rows} />
      <MobileDeviceRecipesLink deviceId={device.id} />
      <MobileDeviceReliability deviceId={device.id} />
      <Card title={t('workOrders:qr.title')} style={{ borderRadius: 8, marginBottom: 12 }}>
        <RepairQrCode deviceId={device.id} deviceName={device.name} />
      </Card>
    </div>
  );
}
