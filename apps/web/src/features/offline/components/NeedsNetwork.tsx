import { ErrorBlock } from 'antd-mobile';
import { useTranslation } from '../../../i18n/useTranslation';

/** What a page that reads the machines live shows offline, instead of waiting for ever (issue 40). */
export function NeedsNetwork() {
  const { t } = useTranslation();
  return (
    <ErrorBlock
      status="disconnected"
      data-testid="needs-network"
      title={t('workOrders:offline.needsNetwork')}
      description={t('workOrders:offline.needsNetworkHint')}
    />
  );
}
