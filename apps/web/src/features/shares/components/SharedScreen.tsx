import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { screensApi, LiveScreen } from '../../screens';
import { ShareInvalid } from './ShareStatePages';

/**
 * A shared large screen (spec §2 largeScreen through a share link): the screen on the whole window,
 * scaled like `/largeScreen`, kept live through the stream with the share token (polled while the
 * stream is down); nothing else — no menu, header or toolbar, only a faint "read-only" mark.
 */
export function SharedScreen({ screenId }: { screenId: number }) {
  const { t } = useTranslation();
  // A phone held upright shows a wall screen as a thin strip: there the widgets stack at its width (issue 37 item 9).
  const [narrow] = useState(() => window.innerWidth < 768 && window.innerHeight > window.innerWidth);
  const [stacked, setStacked] = useState(narrow);
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
      stacked={stacked}
      overlay={(mode) => (
        <>
          <Tag style={{ position: 'fixed', top: 8, right: 8, zIndex: 10, opacity: 0.5 }} data-testid="shared-screen-mark" data-feed={mode}>
            {t('shares:page.readOnly')}
          </Tag>
          {narrow && (
            <Button
              size="small"
              style={{ position: 'fixed', bottom: 12, right: 12, zIndex: 10, opacity: 0.85 }}
              onClick={() => setStacked(!stacked)}
              data-testid="shared-screen-fit"
              data-stacked={stacked}
            >
              {stacked ? t('shares:page.wholeScreen') : t('shares:page.fitWidth')}
            </Button>
          )}
        </>
      )}
    />
  );
}
