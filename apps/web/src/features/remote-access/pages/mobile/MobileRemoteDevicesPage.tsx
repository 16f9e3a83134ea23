import { List, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useRemoteDevices } from '../../hooks/useRemoteAccess';
import { remoteSessionLink } from '../../utils/remotePaths';

/** Remote HMI on a phone: the devices with a screen; one opens read-only. */
export function MobileRemoteDevicesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const devices = (useRemoteDevices().data?.items ?? []).filter((d) => d.configured);
  return (
    <List header={t('remoteAccess:mobileHint')} data-testid="remote-devices">
      {devices.map((d) => (
        <List.Item
          key={d.id}
          description={d.projectName}
          extra={<Tag color="primary">{t('remoteAccess:viewOnly')}</Tag>}
          onClick={() => navigate(remoteSessionLink(d.id))}
        >
          {d.name}
        </List.Item>
      ))}
      {devices.length === 0 && <List.Item>{t('remoteAccess:empty')}</List.Item>}
    </List>
  );
}
