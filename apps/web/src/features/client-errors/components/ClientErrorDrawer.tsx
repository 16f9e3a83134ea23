import { Descriptions, Drawer, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { ClientErrorEntry } from '../api/clientErrorsApi';
import { ClientErrorMessage, useReadableErrorMessage } from './ClientErrorMessage';

const stackStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12, maxHeight: 320, overflow: 'auto' } as const;

/** One report in full: where and for whom it happened, and its stack mapped back to the source. */
export function ClientErrorDrawer({ entry, onClose }: { entry: ClientErrorEntry | null; onClose(): void }) {
  const { t } = useTranslation();
  const readable = useReadableErrorMessage();
  return (
    <Drawer open={entry !== null} onClose={onClose} title={t('clientErrors:detail.title')} size="large" destroyOnHidden>
      {entry && (
        <div data-testid="client-error-detail">
          <Typography.Paragraph strong>
            <ClientErrorMessage message={entry.message} />
          </Typography.Paragraph>
          <Descriptions column={1} size="small" bordered>
            {readable(entry.message) !== entry.message && (
              <Descriptions.Item label={t('clientErrors:detail.rawMessage')}>
                <Typography.Text code style={{ wordBreak: 'break-all' }} data-testid="client-error-raw-message">
                  {entry.message}
                </Typography.Text>
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('clientErrors:columns.kind')}>
              <Tag color={entry.kind === 'error' ? 'red' : 'orange'}>{t(`clientErrors:kinds.${entry.kind}`)}</Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('clientErrors:columns.at')}>{formatTime(entry.at)}</Descriptions.Item>
            <Descriptions.Item label={t('clientErrors:columns.route')}>{entry.route}</Descriptions.Item>
            {entry.kind === 'request' && (
              <Descriptions.Item label={t('clientErrors:columns.request')}>
                {entry.method} {entry.url} → {entry.status}
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('clientErrors:columns.user')}>
              {entry.userName ?? t('clientErrors:detail.anonymous')}
            </Descriptions.Item>
            <Descriptions.Item label={t('clientErrors:columns.version')}>{entry.version}</Descriptions.Item>
            <Descriptions.Item label={t('clientErrors:detail.userAgent')}>{entry.userAgent}</Descriptions.Item>
            <Descriptions.Item label={t('clientErrors:columns.ip')}>{entry.ip}</Descriptions.Item>
            <Descriptions.Item label={t('clientErrors:detail.fingerprint')}>
              <Typography.Text code>{entry.fingerprint}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {entry.mappedStack && (
            <>
              <Typography.Title level={5}>{t('clientErrors:detail.mappedStack')}</Typography.Title>
              <pre style={stackStyle} data-testid="client-error-mapped-stack">
                {entry.mappedStack}
              </pre>
            </>
          )}
          <Typography.Title level={5}>{t('clientErrors:detail.stack')}</Typography.Title>
          {entry.stack ? (
            <pre style={stackStyle}>{entry.stack}</pre>
          ) : (
            <Typography.Text type="secondary">{t('clientErrors:detail.noStack')}</Typography.Text>
          )}
        </div>
      )}
    </Drawer>
  );
}
