import { useTranslation } from '../../../i18n/useTranslation';
import type { OrderDetail } from '../api/workOrdersApi';
import { fileHref } from '../utils/orderForms';

/** The request's photos, the completion photos and the signature of an order. */
export function OrderFiles({ files }: { files: OrderDetail['files'] }) {
  const { t } = useTranslation();
  const groups = (['request', 'complete', 'signature'] as const)
    .map((kind) => ({ kind, items: files.filter((file) => file.kind === kind) }))
    .filter((group) => group.items.length > 0);
  if (!groups.length) return null;
  return (
    <div data-testid="order-files">
      {groups.map(({ kind, items }) => (
        <div key={kind} style={{ marginBottom: 8 }}>
          <div style={{ fontSize: 13, color: '#666', marginBottom: 4 }}>{t(`workOrders:files.${kind}`)}</div>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            {items.map((file) => (
              <a key={file.id} href={fileHref(file.url)} target="_blank" rel="noreferrer">
                <img
                  src={fileHref(file.url)}
                  alt={t(`workOrders:files.${kind}`)}
                  data-testid={`order-file-${kind}`}
                  style={{
                    height: kind === 'signature' ? 60 : 72,
                    maxWidth: kind === 'signature' ? 200 : 72,
                    objectFit: kind === 'signature' ? 'contain' : 'cover',
                    borderRadius: 6,
                    border: '1px solid #eee',
                    background: '#fff',
                  }}
                />
              </a>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
