import { Card, List } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import { useDeviceReliability } from '../hooks/useReliability';
import { figureCells } from '../utils/figureCells';

/** Phone device view: the device's reliability figures over the last 90 days. */
export function MobileDeviceReliability({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const figures = useDeviceReliability(deviceId);
  if (!figures.data) return null;
  return (
    <Card title={t('reliability:device.title')} style={{ borderRadius: 8, marginBottom: 12 }} data-testid="device-reliability">
      <List style={{ '--border-top': 'none' } as React.CSSProperties}>
        {figureCells(figures.data.total, t).map((cell) => (
          <List.Item key={cell.key} extra={<span data-testid={`figure-${cell.key}`}>{cell.value}</span>}>
            {cell.label}
          </List.Item>
        ))}
      </List>
    </Card>
  );
}
