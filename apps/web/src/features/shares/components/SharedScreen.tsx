import { useQuery } from '@tanstack/react-query';
import { Flex, Spin, Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { screensApi } from '../../screens/api/screensApi';
import { LiveScreen } from '../../screens/components/LiveScreen';
import { ShareInvalid } from './ShareStatePages';

/**
 * A shared large screen (spec §2 largeScreen through a share link): the screen on the whole window,
 * scaled like `/largeScreen`, kept live through the stream with the share token (polled while the
 * stream is down); nothing else — no menu, header or toolbar, only a faint "read-only" mark.
 */
export function SharedScreen({ screenId }: { screenId: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const screen = useQuery({
    queryKey: ['share', 'screen', screenId],
    queryFn: () => screensApi.get(client, screenId),
    retry: false,
  });
  if (screen.isError) return <ShareInvalid />;
  if (!screen.data) {
    return (
      <Flex justify="center" style={{ padding: 64 }}>
        <Spin />
      </Flex>
    );
  }
  return (
    <LiveScreen
      screen={screen.data}
      overlay={(mode) => (
        <Tag style={{ position: 'fixed', top: 8, right: 8, zIndex: 10, opacity: 0.5 }} data-testid="shared-screen-mark" data-feed={mode}>
          {t('shares:page.readOnly')}
        </Tag>
      )}
    />
  );
}
