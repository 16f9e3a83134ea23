import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_LABEL } from '@fieldlink/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { photoProblem } from '../utils/orderForms';

/**
 * Photos to send with a form (jpg/jpeg/png ≤ 1 MB, checked here and again by content on the
 * server): a file input and thumbnails with remove buttons. Plain elements, so both shells use it.
 */
export function PhotoPicker({
  value,
  onChange,
  max,
  onRefused,
  testId = 'photo-input',
}: {
  value: File[];
  onChange: (files: File[]) => void;
  max: number;
  onRefused: (text: string) => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  const urls = useMemo(() => value.map((file) => URL.createObjectURL(file)), [value]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);

  return (
    <div>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {urls.map((url, i) => (
          <div key={url} style={{ position: 'relative' }}>
            <img src={url} alt="" style={{ width: 72, height: 72, objectFit: 'cover', borderRadius: 6, border: '1px solid #eee' }} />
            <button
              type="button"
              aria-label={t('workOrders:photos.remove')}
              onClick={() => onChange(value.filter((_, j) => j !== i))}
              style={{
                position: 'absolute',
                top: -6,
                right: -6,
                border: 0,
                borderRadius: 10,
                width: 20,
                height: 20,
                background: '#0008',
                color: '#fff',
                cursor: 'pointer',
              }}
            >
              ×
            </button>
          </div>
        ))}
        {value.length < max && (
          <label
            style={{
              width: 72,
              height: 72,
              border: '1px dashed #bbb',
              borderRadius: 6,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 28,
              color: '#999',
              cursor: 'pointer',
            }}
          >
            +
            <input
              type="file"
              accept={ATTACHMENT_ACCEPT}
              multiple
              data-testid={testId}
              style={{ display: 'none' }}
              onChange={(event) => {
                const picked = [...(event.target.files ?? [])];
                event.target.value = '';
                const good = picked.filter((file) => {
                  const problem = photoProblem(file);
                  if (problem) onRefused(t(`workOrders:photos.${problem}`, { name: file.name, max: ATTACHMENT_MAX_LABEL }));
                  return !problem;
                });
                onChange([...value, ...good].slice(0, max));
              }}
            />
          </label>
        )}
      </div>
      <div style={{ fontSize: 12, color: '#888', marginTop: 4 }}>{t('workOrders:photos.hint', { max, size: ATTACHMENT_MAX_LABEL })}</div>
    </div>
  );
}
