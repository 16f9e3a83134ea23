import { List } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate } from 'react-router';
import { useOpenablePages } from '../../access';

/** On a device's phone page: the way to its recipes (download at the machine), when the user may open them. */
export function MobileDeviceRecipesLink({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  if (!useOpenablePages().has('plan_page')) return null;
  return (
    <List style={{ borderRadius: 8, marginBottom: 12 }}>
      <List.Item onClick={() => void navigate(`/plan_page?deviceId=${deviceId}`)} data-testid="device-recipes-link">
        {t('recipes:title')}
      </List.Item>
    </List>
  );
}
