import { DEVICE_STATUS_LABELS, NO_VALUE } from '@fieldlink/domain';
import { Card, DotLoading, List, Tag } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useLanguage } from '../../../lib/language/useLanguage';
import { type DeviceRow, DEVICE_STATUS_COLORS, deviceInfoPath } from '../../devices';
import { LiveValue, useLiveValues } from '../../monitoring';

/** One device of a project on a phone: its state and its points' live values; tapping opens its monitoring page. */
export function MobileDeviceCard({ device }: { device: DeviceRow }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { live, loading } = useLiveValues(device.id);
  const points = [...live.points.values()];
  const open = () => void navigate(deviceInfoPath(device));
  return (
    <Card
      title={device.name}
      extra={<Tag color={DEVICE_STATUS_COLORS[device.status]}>{DEVICE_STATUS_LABELS[device.status][language]}</Tag>}
      onHeaderClick={open}
      style={{ marginBottom: 12, borderRadius: 8 }}
      data-testid={`mobile-device-${device.id}`}
    >
      {loading ? (
        <DotLoading />
      ) : points.length === 0 ? (
        <div style={{ color: '#999' }}>{t('projects:mobile.noPoints')}</div>
      ) : (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0' }}>
          {points.map((point) => (
            <List.Item
              key={point.pointId}
              onClick={open}
              extra={
                <LiveValue
                  display={point.display}
                  unit={point.unit}
                  changes={live.changes.get(point.pointId) ?? 0}
                  testId={`mobile-point-value-${point.pointId}`}
                />
              }
              data-testid={`mobile-point-${point.pointId}`}
            >
              {point.name}
              {/* Without a reading the unit is shown by the name, so the point still says what it measures. */}
              {point.unit && (point.display === '' || point.display === NO_VALUE) && (
                <span style={{ color: '#999', marginLeft: 6 }}>({point.unit})</span>
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
