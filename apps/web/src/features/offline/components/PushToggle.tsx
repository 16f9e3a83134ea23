import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';

type PushState = 'unsupported' | 'denied' | 'off' | 'on';

/** A base64url VAPID key as the bytes PushManager.subscribe takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/**
 * "Notify me of new orders on this phone" (issue 40): subscribes this browser to Web Push with the
 * server's VAPID key, where the browser can and the user allows; new assignments then arrive as
 * notifications even with the app closed, besides the other channels.
 */
export function PushToggle() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [state, setState] = useState<PushState | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!('serviceWorker' in navigator) || !('PushManager' in window) || !('Notification' in window)) return setState('unsupported');
    if (Notification.permission === 'denied') return setState('denied');
    void navigator.serviceWorker
      .getRegistration()
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, []);

  const enable = async () => {
    setBusy(true);
    try {
      if ((await Notification.requestPermission()) !== 'granted') return setState('denied');
      const { publicKey } = await client.get<{ publicKey: string }>('/push/public-key');
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
      await client.post('/push/subscriptions', subscription.toJSON());
      setState('on');
    } catch {
      setState('unsupported');
    } finally {
      setBusy(false);
    }
  };

  if (state === undefined) return null;
  if (state === 'off')
    return (
      <Button size="small" fill="outline" loading={busy} onClick={() => void enable()} data-testid="push-enable" style={{ marginTop: 8 }}>
        {t('workOrders:offline.pushEnable')}
      </Button>
    );
  const text = { on: 'pushOn', denied: 'pushDenied', unsupported: 'pushUnsupported' } as const;
  return (
    <div style={{ fontSize: 12, color: '#888', marginTop: 8 }} data-testid={`push-${state}`}>
      {t(`workOrders:offline.${text[state]}`)}
    </div>
  );
}
