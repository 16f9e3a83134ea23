import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { active: 'red', acknowledged: 'orange', cleared: 'default' };

export function AlarmStateTag({ state }: { state: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[state]} data-testid="alarm-state" style={{ marginInlineEnd: 0 }}>
      {t(`alarms:states.${state}`)}
    </Tag>
  );
}
