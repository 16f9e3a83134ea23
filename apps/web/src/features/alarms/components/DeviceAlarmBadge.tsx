import { AlertOutlined } from '@ant-design/icons';
import { ALARM_LEVEL_COLORS, isAlarmLevel } from '@fieldlink/domain';
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import type { AlarmRow } from '../api/alarmsApi';

/** The device's open alarms as one tag in the colour of the highest level; opens the alarm records. */
export function DeviceAlarmBadge({ deviceId, alarms }: { deviceId: number; alarms: AlarmRow[] }) {
  const { t } = useTranslation();
  if (alarms.length === 0) return null;
  const top = Math.max(...alarms.map((a) => a.level));
  return (
    <Link to={`/dataAnalysis/alarms?deviceId=${deviceId}`} data-testid="device-alarm-badge">
      <Tag
        icon={<AlertOutlined />}
        variant="solid"
        color={isAlarmLevel(top) ? ALARM_LEVEL_COLORS[top] : 'red'}
        style={{ marginInlineEnd: 0 }}
      >
        {t('alarms:badge', { count: alarms.length })}
      </Tag>
    </Link>
  );
}
