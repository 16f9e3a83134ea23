import { ALARM_LEVEL_COLORS, isAlarmLevel } from '@fieldlink/domain';
import { Tag } from 'antd';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';

/** An alarm level in the spec's colour (§9). */
export function AlarmLevelTag({ level }: { level: number }) {
  const { t } = useTranslation();
  const color = isAlarmLevel(level) ? ALARM_LEVEL_COLORS[level] : undefined;
  return (
    <Tag color={color} variant="solid" data-testid={`alarm-level-${level}`} style={{ marginInlineEnd: 0 }}>
      {t(builtKey(`alarms:levels.${level}`))}
    </Tag>
  );
}
