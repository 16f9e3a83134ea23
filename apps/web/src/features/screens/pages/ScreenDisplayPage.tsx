import { ArrowLeftOutlined, FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Spin, Tooltip } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useFullscreen } from '../../../lib/fullscreen/useFullscreen';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { screensApi } from '../api/screensApi';
import styles from '../components/screens.module.css';
import { LiveScreen } from '../components/LiveScreen';
import { SCREEN_LIST_PATH } from '../utils/screenPaths';

/** One screen on the whole window (spec §2 /largeScreen?screenId=), outside the shells, on both. */
export function ScreenDisplayPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const client = useApiClient();
  const [params] = useSearchParams();
  const raw = Number(params.get('screenId'));
  const screenId = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const screen = useQuery({
    queryKey: ['screens', 'detail', screenId],
    queryFn: () => screensApi.get(client, screenId!),
    enabled: screenId !== undefined,
    retry: false,
  });
  const fullscreen = useFullscreen();

  if (screenId === undefined || screen.isError) {
    return (
      <div className={styles.message} data-testid="screen-missing">
        <div style={{ textAlign: 'center' }}>
          <p>{t('screens:display.notFound')}</p>
          <Button onClick={() => void navigate(SCREEN_LIST_PATH)}>{t('screens:display.back')}</Button>
        </div>
      </div>
    );
  }
  if (!screen.data) {
    return (
      <div className={styles.message}>
        <Spin size="large" />
      </div>
    );
  }
  return (
    <LiveScreen
      screen={screen.data}
      overlay={(mode) => (
        <div className={styles.toolbar} data-testid="screen-toolbar" data-feed={mode}>
          <Tooltip title={t('screens:display.back')}>
            <Button
              shape="circle"
              icon={<ArrowLeftOutlined />}
              aria-label={t('screens:display.back')}
              onClick={() => void navigate(SCREEN_LIST_PATH)}
            />
          </Tooltip>
          {document.fullscreenEnabled && (
            <Tooltip title={t(fullscreen.active ? 'screens:display.exitFullscreen' : 'screens:display.fullscreen')}>
              <Button
                shape="circle"
                icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
                aria-label={t(fullscreen.active ? 'screens:display.exitFullscreen' : 'screens:display.fullscreen')}
                onClick={fullscreen.toggle}
                data-testid="screen-fullscreen"
              />
            </Tooltip>
          )}
        </div>
      )}
    />
  );
}
