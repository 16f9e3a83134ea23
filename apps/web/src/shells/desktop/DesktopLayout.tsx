import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation } from 'react-router';
import { useProfile } from '../../features/auth';
import { PageLabelContext, labelAt, type PageLabel } from '../../lib/navigation/PageLabel';
import { implementedPages, resolvePage, subPageAt } from '../pagePaths';
import { ShellRoutes } from '../ShellRoutes';
import styles from './DesktopLayout.module.css';
import { DesktopAntdPage } from './DesktopAntd';
import { HeaderBar } from './HeaderBar';
import { buildMenu } from './menuModel';
import { DESKTOP_SHELL_SETTINGS } from './shellSettings';
import { currentTag } from './tagList';
import { SideMenu } from './SideMenu';
import { TagBar } from './TagBar';
import { useLanguage } from '../../lib/language/useLanguage';
import { Spinner } from '../../ui/Spinner';
import { DashboardIcon, VerticalAlignTopIcon } from '../../ui/deskIcons';

/**
 * The desktop shell (spec §2 "Shell behaviour"): side menu, header, tag bar, back-to-top. It draws
 * without antd, and so does the home; the other pages, many of which draw with antd, get its providers
 * with their own chunk, and the header's antd widgets load when the browser is idle (`DesktopAntd.tsx`).
 */
export function DesktopLayout() {
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

  if (!profile)
    return (
      <div className={styles.loading}>
        <Spinner size="large" />
      </div>
    );
  const logoText = profile.logoText || profile.companyName || t('common:brand');
  const width = collapsed ? DESKTOP_SHELL_SETTINGS.siderCollapsedWidth : DESKTOP_SHELL_SETTINGS.siderWidth;

  return (
    <div className={styles.layout}>
      <aside className={styles.sider} style={{ width, flexBasis: width }}>
        <div className={styles.logo} title={logoText} data-testid="logo">
          {collapsed ? (
            <span className={styles.logoMark}>{Array.from(logoText)[0]}</span>
          ) : (
            <>
              <span className={styles.logoMark}>
                <DashboardIcon />
              </span>
              <span className={styles.logoText}>{logoText}</span>
            </>
          )}
        </div>
        <SideMenu entries={menu} selected={currentName} collapsed={collapsed} />
      </aside>
      <div className={styles.main}>
        <div className={styles.top}>
          <HeaderBar
            profile={profile}
            currentName={currentName}
            pageLabel={label}
            collapsed={collapsed}
            onToggle={() => setCollapsed((c) => !c)}
          />
          <TagBar current={tag} />
        </div>
        <main className={styles.content}>
          <PageLabelContext.Provider value={setPageLabel}>
            {currentName === 'home' ? (
              <ShellRoutes shell="desktop" />
            ) : (
              <DesktopAntdPage>
                <ShellRoutes shell="desktop" />
              </DesktopAntdPage>
            )}
          </PageLabelContext.Provider>
        </main>
      </div>
      <BackTop />
    </div>
  );
}

/** Back to the top of the page, once it is scrolled past `backTopVisibilityHeight`. */
function BackTop() {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const follow = () => setShown(window.scrollY > DESKTOP_SHELL_SETTINGS.backTopVisibilityHeight);
    follow();
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);
  if (!shown) return null;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  return (
    <button
      type="button"
      className={styles.backTop}
      aria-label={t('shell:backTop')}
      title={t('shell:backTop')}
      data-testid="back-top"
      onClick={() => window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })}
    >
      <VerticalAlignTopIcon />
    </button>
  );
}
