import { Button, NoticeBar } from 'antd-mobile';
import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useProfile } from '../../auth';
import { saveOrderSnapshot } from '../api/orderSnapshot';
import { useReplay } from '../hooks/useOfflineQueue';
import { useOnline } from '../hooks/useOnline';
import { useServiceWorker } from '../hooks/useServiceWorker';

/**
 * The phone's offline side (issue 40), loaded after the shell: registers the service worker,
 * says when the phone is offline and when a new version waits, and whenever the network is there
 * (on opening, on coming back) sends the queue in order, then saves the technician's open orders
 * again for the next time the network goes.
 */
export function OfflineSupport() {
  const { t } = useTranslation();
  const online = useOnline();
  const { updateReady, reloadNow } = useServiceWorker();
  const client = useApiClient();
  const profile = useProfile('mobile').data;
  const replay = useReplay();
  const userId = profile?.userId;
  const technician = profile?.pages.includes('myOrder') ?? false;

  useEffect(() => {
    if (!online || userId === undefined) return;
    let live = true;
    void (async () => {
      await replay().catch(() => undefined);
      if (live && technician) await saveOrderSnapshot(client, userId).catch(() => undefined);
    })();
    return () => {
      live = false;
    };
  }, [online, userId, technician, client, replay]);

  return (
    <>
      {!online && <NoticeBar data-testid="offline-indicator" color="alert" wrap content={t('workOrders:offline.indicator')} />}
      {updateReady && (
        <NoticeBar
          data-testid="update-ready"
          color="info"
          wrap
          content={t('workOrders:offline.updateReady')}
          extra={
            <Button size="mini" color="primary" fill="none" onClick={reloadNow}>
              {t('workOrders:offline.updateNow')}
            </Button>
          }
        />
      )}
    </>
  );
}
