import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';

/** A trigger's or an assignment's on/off, green when on. */
export function EnabledTag({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return <Tag color={enabled ? 'green' : 'default'}>{t(enabled ? 'automation:on' : 'automation:off')}</Tag>;
}
