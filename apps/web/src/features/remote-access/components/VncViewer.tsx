import { Alert, Button, Space, Tag } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { ApiError } from '../../../lib/http/ApiError';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { remoteAccessApi } from '../api/remoteAccessApi';

type Status = 'connecting' | 'connected' | 'disconnected' | 'failed';

const STATUS_TEXT = {
  connecting: 'remoteAccess:status.connecting',
  connected: 'remoteAccess:status.connected',
  disconnected: 'remoteAccess:status.disconnected',
  failed: 'remoteAccess:status.failed',
} as const;

interface RfbLike extends EventTarget {
  viewOnly: boolean;
  scaleViewport: boolean;
  disconnect(): void;
}

/**
 * One device's screen through the server's proxy: a fresh one-time ticket per connection, noVNC
 * (its own lazy chunk) drawing into the box, scaled to fit. `viewOnly` asks for a view-only
 * session (the server makes it view-only anyway when the user may not control).
 */
export function VncViewer({ deviceId, viewOnly, height }: { deviceId: number; viewOnly: boolean; height: number | string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const box = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<Status>('connecting');
  /** The server's reason when it refused the ticket (the device's gateway is offline, no address set). */
  const [refusal, setRefusal] = useState<string | undefined>();
  const [granted, setGranted] = useState<boolean | undefined>();
  const [attempt, setAttempt] = useState(0);
  const reconnect = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let rfb: RfbLike | undefined;
    let cancelled = false;
    setStatus('connecting');
    setRefusal(undefined);
    void (async () => {
      try {
        const [{ default: RFB }, ticket] = await Promise.all([import('@novnc/novnc'), remoteAccessApi.ticket(client, deviceId, viewOnly)]);
        if (cancelled || !box.current) return;
        setGranted(!ticket.viewOnly);
        rfb = new RFB(box.current, ticket.url, { shared: true }) as unknown as RfbLike;
        rfb.viewOnly = ticket.viewOnly;
        rfb.scaleViewport = true;
        rfb.addEventListener('connect', () => setStatus('connected'));
        rfb.addEventListener('disconnect', () => setStatus((s) => (s === 'connecting' ? 'failed' : 'disconnected')));
      } catch (error) {
        if (cancelled) return;
        setStatus('failed');
        if (error instanceof ApiError && error.status === 409 && error.message) setRefusal(error.message);
      }
    })();
    return () => {
      cancelled = true;
      rfb?.disconnect();
    };
  }, [client, deviceId, viewOnly, attempt]);

  const color = { connecting: 'processing', connected: 'success', disconnected: 'default', failed: 'error' }[status];
  return (
    <div>
      <Space style={{ marginBottom: 8 }} wrap>
        <Tag color={color} data-testid="vnc-status" data-status={status}>
          {t(STATUS_TEXT[status])}
        </Tag>
        {granted !== undefined && <Tag>{granted ? t('remoteAccess:control') : t('remoteAccess:viewOnly')}</Tag>}
        {(status === 'disconnected' || status === 'failed') && (
          <Button size="small" onClick={reconnect} data-testid="vnc-reconnect">
            {t('remoteAccess:reconnect')}
          </Button>
        )}
      </Space>
      {status === 'failed' && (
        <Alert type="error" showIcon message={refusal ?? t('remoteAccess:failed')} style={{ marginBottom: 8 }} data-testid="vnc-failure" />
      )}
      <div ref={box} data-testid="vnc-screen" style={{ width: '100%', height, background: '#111', overflow: 'hidden' }} />
    </div>
  );
}
