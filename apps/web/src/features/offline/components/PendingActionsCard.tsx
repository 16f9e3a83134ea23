import { Button, Card } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useProfile } from '../../auth';
import { onOfflineChange } from '../api/offlineEvents';
import { savedOrders } from '../api/orderSnapshot';
import { useOfflineQueue, useReplay } from '../hooks/useOfflineQueue';
import { useOnline } from '../hooks/useOnline';
import { PushToggle } from './PushToggle';
import { QueuedActionsList } from './QueuedActionsList';

/** How many orders are saved for offline, re-read when the snapshot changes. */
function useSavedCount(userId: number | undefined): number | undefined {
  const [count, setCount] = useState<number | undefined>(undefined);
  useEffect(() => {
    if (userId === undefined) return;
    let live = true;
    const read = () => void savedOrders(userId).then((orders) => live && setCount(orders.length));
    read();
    const stop = onOfflineChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [userId]);
  return count;
}

/**
 * The workbench's offline card (issue 40): how many actions wait to be sent ("waiting to send"),
 * the ones the server refused with what it holds, and how many orders the phone keeps for offline.
 */
export function PendingActionsCard() {
  const { t } = useTranslation();
  const userId = useProfile('mobile').data?.userId;
  const online = useOnline();
  const { actions, waiting } = useOfflineQueue();
  const saved = useSavedCount(userId);
  const replay = useReplay();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await replay();
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      data-testid="offline-card"
      title={
        <span data-testid="offline-waiting-count" data-count={waiting.length}>
          {t('workOrders:offline.waitingCount', { count: waiting.length })}
        </span>
      }
      extra={
        online &&
        waiting.length > 0 && (
          <Button size="mini" color="primary" fill="outline" loading={sending} onClick={() => void send()} data-testid="offline-send">
            {t('workOrders:offline.sendNow')}
          </Button>
        )
      }
      style={{ borderRadius: 8, marginBottom: 12 }}
    >
      <div style={{ fontSize: 12, color: '#888' }} data-testid="offline-saved" data-count={saved ?? 0}>
        {saved ? t('workOrders:offline.savedOrders', { count: saved }) : t('workOrders:offline.savedOrdersNone')}
      </div>
      {online && <PushToggle />}
      <QueuedActionsList actions={actions} showOrder counted />
    </Card>
  );
}
