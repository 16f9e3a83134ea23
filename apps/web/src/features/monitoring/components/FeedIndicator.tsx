import { ReloadOutlined } from '@ant-design/icons';
import { Badge, Button, Space, Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import type { FeedMode } from '../utils/liveFeed';

const BADGE: Record<FeedMode, 'processing' | 'warning' | 'default'> = { live: 'processing', polling: 'warning', stopped: 'default' };

/** Where the values come from: pushed live, polled every 10 s, or paused (with a refresh button). */
export function FeedIndicator({ mode, onRefresh }: { mode: FeedMode; onRefresh(): void }) {
  const { t } = useTranslation();
  return (
    <Space size={8} data-testid="feed-indicator" data-mode={mode}>
      <Tooltip title={t(`monitoring:feed.${mode}Hint`)}>
        <Badge status={BADGE[mode]} text={t(`monitoring:feed.${mode}`)} />
      </Tooltip>
      {mode === 'stopped' && (
        <Button size="small" icon={<ReloadOutlined />} onClick={onRefresh} data-testid="feed-refresh">
          {t('monitoring:feed.refresh')}
        </Button>
      )}
    </Space>
  );
}
