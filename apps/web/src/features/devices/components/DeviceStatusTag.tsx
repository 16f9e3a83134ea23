import { DEVICE_STATUS_LABELS, type DeviceStatusName } from '@fieldlink/domain';
import { Tag } from 'antd';
import { useLanguage } from '../../../lib/language/useLanguage';
import { DEVICE_STATUS_COLORS } from '../utils/statusColors';

/** A device's state (spec §4) as a coloured tag, in the current language. */
export function DeviceStatusTag({ status }: { status: DeviceStatusName }) {
  const language = useLanguage();
  return (
    <Tag color={DEVICE_STATUS_COLORS[status]} data-testid={`device-status-${status}`}>
      {DEVICE_STATUS_LABELS[status][language]}
    </Tag>
  );
}
