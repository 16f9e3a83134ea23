import { AppstoreOutlined, HomeOutlined, ScheduleOutlined, UserOutlined } from '@ant-design/icons';
import { findPage } from '@fieldlink/domain';
import { NavBar, SafeArea, TabBar } from 'antd-mobile';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation, builtKey } from '../../i18n/useTranslation';
import { useLanguage } from '../../lib/language/useLanguage';
import { useLocation, useNavigate } from 'react-router';
import { MobileAlertWindow } from '../../features/inbox';
import { MobileSystemMessage } from '../../features/notices';
import { MobileManualLink } from '../../features/manual';
import { resolvePage, subPageAt } from '../pagePaths';
import { ShellRoutes } from '../ShellRoutes';
import { MobileLocale } from '../../ui/MobileLocale';
import { MobileAntdPage, MobileFeedback } from './MobileAntd';
import { loadNeedsNetwork, loadOfflineSupport, needsNetwork, useOnline } from '../../features/offline';
import { useIdle } from '../../lib/idle/onIdle';

// What a page that needs the network shows offline (antd-mobile's error block and its pictures, ~10 KB):
// loaded when the browser is idle after the shell's first frame, so that it is at hand once offline.
const NeedsNetwork = lazy(() => loadNeedsNetwork().then((m) => ({ default: m.NeedsNetwork })));

// The installable app's side (issue 40: service worker, offline indicator, the queue's replay), when the
// browser is idle after the shell's first frame (the home draws first).
const OfflineSupport = lazy(() => loadOfflineSupport().then((m) => ({ default: m.OfflineSupport })));

interface MobileTab {
  key: 'home' | 'items' | 'workbench' | 'my';
  page: string;
  path: string;
  icon: ReactNode;
}

/** Spec §2 mobile shell: the four tabs and their paths. */
export const MOBILE_TABS: readonly MobileTab[] = [
  { key: 'home', page: 'home', path: '/home', icon: <HomeOutlined /> },
  { key: 'items', page: 'item_page', path: '/items/item_page', icon: <AppstoreOutlined /> },
  { key: 'workbench', page: 'workbench', path: '/workbench/workbench', icon: <ScheduleOutlined /> },
  { key: 'my', page: 'settings_page', path: '/settings/settings_page', icon: <UserOutlined /> },
];

/**
 * The mobile shell in antd-mobile's locale. It draws without antd, and so does the home; the other
 * pages, many of which draw with antd, get its providers with their own chunk (`MobileAntd.tsx`).
 */
export function MobileLayout() {
  return (
    <MobileLocale>
      <MobileShell />
      <MobileFeedback />
    </MobileLocale>
  );
}

/** The mobile shell: a title bar, the page, and the bottom tab bar. */
function MobileShell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  // Where a new alert shows: under the title bar, in the flow, so it never covers the page.
  const [alertBanner, setAlertBanner] = useState<HTMLDivElement | null>(null);
  const currentName = resolvePage('mobile', location.pathname);
  // A tab is active on its own path only: the pages under "my" (/home_page...) show a back arrow.
  const activeTab = MOBILE_TABS.find((tab) => tab.path === location.pathname);
  const subPage = subPageAt('mobile', location.pathname);
  const online = useOnline();
  // Once the browser is idle after the shell's first frame: the offline side, and `NeedsNetwork` fetched.
  const idle = useIdle();
  useEffect(() => {
    if (idle) void loadNeedsNetwork().catch(() => undefined);
  }, [idle]);
  const title = activeTab
    ? t(builtKey(`shell:tabbar.${activeTab.key}`))
    : subPage
      ? t(subPage.titleKey)
      : currentName
        ? (findPage(currentName)?.title[language] ?? '')
        : '';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100dvh', background: '#f5f6f8' }}>
      <NavBar
        back={activeTab ? null : ''}
        onBack={() => void navigate(-1)}
        right={
          <span style={{ display: 'inline-flex', alignItems: 'center', justifyContent: 'flex-end', gap: 4 }}>
            <MobileManualLink pageName={currentName} />
            <MobileAlertWindow bannerHost={alertBanner} />
          </span>
        }
        style={{ background: '#fff', borderBottom: '1px solid #eef0f4', flex: 'none' }}
      >
        {title}
      </NavBar>
      <div ref={setAlertBanner} style={{ flex: 'none' }} />
      {idle && (
        <Suspense fallback={null}>
          <OfflineSupport />
        </Suspense>
      )}
      <main style={{ flex: 1, overflowY: 'auto', padding: activeTab?.key === 'my' ? 0 : 12 }}>
        <MobileSystemMessage />
        {!online && needsNetwork(location.pathname, currentName) ? (
          <Suspense fallback={null}>
            <NeedsNetwork />
          </Suspense>
        ) : activeTab?.key === 'home' ? (
          <ShellRoutes shell="mobile" />
        ) : (
          <MobileAntdPage>
            <ShellRoutes shell="mobile" />
          </MobileAntdPage>
        )}
      </main>
      <div style={{ flex: 'none', background: '#fff', borderTop: '1px solid #eef0f4' }}>
        <TabBar
          activeKey={activeTab?.key ?? null}
          onChange={(key) => void navigate(MOBILE_TABS.find((tab) => tab.key === key)?.path ?? '/home')}
        >
          {MOBILE_TABS.map((tab) => (
            <TabBar.Item
              key={tab.key}
              icon={<span data-testid={`tabbar-${tab.key}`}>{tab.icon}</span>}
              title={t(builtKey(`shell:tabbar.${tab.key}`))}
            />
          ))}
        </TabBar>
        <SafeArea position="bottom" />
      </div>
    </div>
  );
}
