import { useQuery } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { workOrdersApi } from '../api/workOrdersApi';

/** The absolute URL a QR code opens: the app's own address with the hash route. */
export function repairLinkUrl(path: string, href = window.location.href): string {
  return `${href.split('#')[0]}#${path}`;
}

/**
 * A device's repair QR code (spec §2 application_for_repair from a QR code): a signed link that opens
 * the request form for this device, with download and print. Plain elements: both shells use it.
 */
export function RepairQrCode({ deviceId, deviceName }: { deviceId: number; deviceName: string }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const qr = useQuery({
    queryKey: ['repair-link', 'device', deviceId],
    staleTime: 60 * 60 * 1000,
    queryFn: async () => {
      const link = await workOrdersApi.repairLink(client, deviceId);
      const url = repairLinkUrl(link.path);
      return { url, image: await QRCode.toDataURL(url, { width: 240, margin: 1 }), expiresAt: link.expiresAt };
    },
  });
  if (!qr.data) return null;

  const print = () => {
    const win = window.open('', '_blank', 'width=420,height=520');
    if (!win) return;
    const doc = win.document;
    doc.title = deviceName;
    const wrap = doc.createElement('div');
    wrap.style.cssText = 'text-align:center;font-family:sans-serif;padding:24px';
    const img = doc.createElement('img');
    img.src = qr.data.image;
    img.width = 240;
    const name = doc.createElement('h3');
    name.textContent = deviceName;
    const hint = doc.createElement('p');
    hint.textContent = t('workOrders:qr.scanHint');
    wrap.append(name, img, hint);
    doc.body.append(wrap);
    img.onload = () => win.print();
  };

  return (
    <div data-testid="repair-qr" style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <img
        src={qr.data.image}
        alt={t('workOrders:qr.title')}
        width={140}
        height={140}
        data-url={qr.data.url}
        data-testid="repair-qr-image"
      />
      <div style={{ fontSize: 13, color: '#666', flex: 1, minWidth: 160 }}>
        <div style={{ marginBottom: 8 }}>{t('workOrders:qr.scanHint')}</div>
        <div style={{ display: 'flex', gap: 12 }}>
          <a href={qr.data.image} download={`repair-qr-${deviceId}.png`} data-testid="repair-qr-download">
            {t('workOrders:qr.download')}
          </a>
          <a role="button" onClick={print} data-testid="repair-qr-print">
            {t('workOrders:qr.print')}
          </a>
          <a href={qr.data.url} target="_blank" rel="noreferrer">
            {t('workOrders:qr.open')}
          </a>
        </div>
      </div>
    </div>
  );
}
