import { DashboardOutlined } from '@ant-design/icons';
import { FloatButton, Layout, Spin } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import { useProfile } from '../../features/auth';
import { PageLabelContext, labelAt, type PageLabel } from '../../lib/navigation/PageLabel';
import { implementedPages, resolvePage, subPageAt } from '../pageRegistry';
import { ShellRoutes } from '../ShellRoutes';
import styles from './DesktopLayout.module.css';
import { HeaderBar } from './HeaderBar';
import { buildMenu } from './menuModel';
import { DESKTOP_SHELL_SETTINGS } from './shellSettings';
import { currentTag } from './tagList';
import { SideMenu } from './SideMenu';
import { TagBar } from './TagBar';
import { useLanguage } from '../../lib/language/useLanguage';
import { AntdProviders } from '../../ui/AntdProviders';

/** The desktop shell in antd's theme and locale (antd arrives with this chunk, never the sign-in page's). */
export function DesktopLayout() {
  return (
    <AntdProviders>
      <DesktopShell />
    </AntdProviders>
  );
}

/** The desktop shell (spec §2 "Shell behaviour"): side menu, header, tag bar, back-to-top. */
function DesktopShell() {
  const { t } = useTranslation();
  const language = useLanguage();
  const profile = useProfile('desktop').data;
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const currentName = resolvePage('desktop', location.pathname);
  const [pageLabel, setPageLabel] = useState<PageLabel | null>(null);
  const currentPath = location.pathname + location.search;
  const label = labelAt(pageLabel, currentPath);
  const tag = currentTag(currentName, subPageAt('desktop', location.pathname)?.path, currentPath, label);
  const menu = useMemo(() => buildMenu(profile?.pages ?? [], implementedPages('desktop'), language), [profile, language]);

  if (!profile) return <Spin fullscreen />;
  const logoText = profile.logoText || profile.companyName || t('common:brand');

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        width={DESKTOP_SHELL_SETTINGS.siderWidth}
        collapsedWidth={DESKTOP_SHELL_SETTINGS.siderCollapsedWidth}
        collapsed={collapsed}
        trigger={null}
        collapsible
        style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
      >
        <div className={styles.logo} title={logoText} data-testid="logo">
          {collapsed ? (
            <span className={styles.logoMark}>{Array.from(logoText)[0]}</span>
          ) : (
            <>
              <span className={styles.logoMark}>
                <DashboardOutlined />
              </span>
              <span className={styles.logoText}>{logoText}</span>
            </>
          )}
        </div>
        <SideMenu entries={menu} selected={currentName} />
      </Layout.Sider>
      <Layout>
        <div style={{ position: 'sticky', top: 0, zIndex: 10 }}>
          <HeaderBar
            profile={profile}
            currentName={currentName}
            pageLabel={label}
            collapsed={collapsed}
            onToggle={() => setCollapsed((c) => !c)}
          />
          <TagBar current={tag} />
        </div>
        <Layout.Content className={styles.content}>
          <PageLabelContext.Provider value={setPageLabel}>
            <ShellRoutes shell="desktop" />
          </PageLabelContext.Provider>
        </Layout.Content>
      </Layout>
      <FloatButton.BackTop visibilityHeight={DESKTOP_SHELL_SETTINGS.backTopVisibilityHeight} />
    </Layout>
  );
}
