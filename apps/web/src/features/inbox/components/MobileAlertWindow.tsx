import { AlertOutlined } from '@ant-design/icons';
import { Badge, NoticeBar } from 'antd-mobile';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type React from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { useAlertWindowState } from '../hooks/useAlertWindowState';
import { alertEntryView } from '../utils/alertEntryView';

const MobileAlertSheet = lazy(() => import('./MobileAlertSheet').then((m) => ({ default: m.MobileAlertSheet })));

export const MOBILE_NOTIFICATION_SETTINGS_PATH = '/home_page_notify_set';

/** How long the banner of a new alert stays. */
const BANNER_MS = 6000;

/**
 * The phone's alert window: a badge in the title bar opening a list from the bottom; an entry
 * opens its page, each can be dismissed (button or swipe), or all at once, and "mark all read"
 * clears the badge. A new alert shows as a one-line banner in `bannerHost` (a slot under the title
 * bar, in the page's flow): it moves the page down for a few seconds and covers nothing.
 */
export function MobileAlertWindow({ bannerHost }: { bannerHost?: HTMLElement | null }) {
  const { t } = useTranslation();
  const [banner, setBanner] = useState<InboxEntry | undefined>(undefined);
  const hide = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(hide.current), []);
  const alerts = useAlertWindowState('mobile', MOBILE_NOTIFICATION_SETTINGS_PATH, (entries) => {
    const first = entries[0];
    if (!first) return;
    setBanner(first);
    clearTimeout(hide.current);
    hide.current = setTimeout(() => setBanner(undefined), BANNER_MS);
  });
  // Once loaded, the list stays mounted so that it closes with its animation.
  const [sheetLoaded, setSheetLoaded] = useState(false);
  useEffect(() => {
    if (alerts.open) setSheetLoaded(true);
  }, [alerts.open]);
  const { language } = alerts;
  const go = (entry: InboxEntry) => {
    setBanner(undefined);
    alerts.go(entry);
  };
  const bannerText = banner && alertEntryView(banner, language, t);

  return (
    <>
      {banner &&
        bannerText &&
        bannerHost &&
        createPortal(
          <div data-testid="alert-popup" onClick={() => go(banner)} style={{ cursor: 'pointer' }}>
            <NoticeBar
              color={banner.type === 'alarm' ? 'error' : 'info'}
              icon={<AlertOutlined style={{ color: bannerText.color }} />}
              content={bannerText.detail ? `${bannerText.headline}: ${bannerText.detail}` : bannerText.headline}
              closeable
              onClose={() => setBanner(undefined)}
              style={{ '--height': '36px' } as React.CSSProperties}
            />
          </div>,
          bannerHost,
        )}
      <span
        role="button"
        tabIndex={0}
        aria-label={t('inbox:window.open')}
        data-testid="alert-bell"
        style={{ display: 'inline-flex', padding: 4, cursor: 'pointer' }}
        onClick={() => alerts.setOpen(true)}
      >
        <Badge content={alerts.count > 0 ? (alerts.count > 99 ? '99+' : alerts.count) : null} data-testid="alert-count">
          <AlertOutlined style={{ fontSize: 20 }} />
        </Badge>
      </span>
      {/* The list (antd-mobile's popup, swipe and their animation libraries) loads with the first opening. */}
      {(alerts.open || sheetLoaded) && (
        <Suspense fallback={null}>
          <MobileAlertSheet alerts={alerts} onGo={go} />
        </Suspense>
      )}
    </>
  );
}
