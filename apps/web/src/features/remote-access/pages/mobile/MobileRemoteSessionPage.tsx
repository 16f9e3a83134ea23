import { ErrorBlock } from 'antd-mobile';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../../i18n/useTranslation';
import { idFromQuery } from '../../../scada';
import { VncViewer } from '../../components/VncViewer';

/** A device's remote HMI on a phone: always view-only (spec: the phone opens remote HMI read-only). */
export function MobileRemoteSessionPage() {
  const { t } = useTranslation();
  const deviceId = idFromQuery(useSearchParams()[0].get('deviceId'));
  if (deviceId === undefined) return <ErrorBlock status="empty" description={t('remoteAccess:noDevice')} />;
  return (
    <div style={{ padding: 8 }} data-testid="remote-session">
      <VncViewer deviceId={deviceId} viewOnly height="60vh" />
    </div>
  );
}
