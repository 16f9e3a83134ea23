import { Tag } from 'antd';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';

const COLORS: Record<string, string> = { active: 'red', acknowledged: 'orange', cleared: 'default' };

export function AlarmStateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="alarm-state" style={{ marginInlineEnd: 0 }}>
      {t(builtKey(`alarms:states.${state}`))}
    </Tag>
  );
}
