import { MENU_GROUPS, findPage, type Profile } from '@fieldlink/domain';
import { useRef } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth';
import { ManualLink } from '../../features/manual';
import { subPageAt } from '../pagePaths';
import styles from './DesktopLayout.module.css';
import { useFullscreen } from '../../lib/fullscreen/useFullscreen';
import { useLanguage } from '../../lib/language/useLanguage';
import { FullscreenExitIcon, FullscreenIcon, LogoutIcon, MenuFoldIcon, MenuUnfoldIcon, SettingIcon, UserIcon } from '../../ui/deskIcons';
import { DropdownMenu, useMenuState } from './DropdownMenu';
import { HeaderWidgets } from './DesktopAntd';
import { HeaderLanguageSelect } from './HeaderLanguageSelect';

export interface HeaderBarProps {
  profile: Profile;
  currentName: string | undefined;
  /** What the page on screen calls itself (a device page: the device), the breadcrumb's last part. */
  pageLabel?: string | undefined;
  collapsed: boolean;
  onToggle(): void;
}

export function HeaderBar({ profile, currentName, pageLabel, collapsed, onToggle }: HeaderBarProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fullscreen = useFullscreen();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const userMenu = useMenuState();
  const userButton = useRef<HTMLButtonElement>(null);
  const page = currentName ? findPage(currentName) : undefined;
  // A page opened from another (the points editor, device monitoring) comes after the page it belongs to.
  const subPage = subPageAt('desktop', location.pathname);
  const crumbs = [
    ...(page?.group ? [MENU_GROUPS[page.group][language]] : []),
    ...(page ? [page.title[language]] : []),
    ...(subPage ? [t(subPage.titleKey)] : []),
    ...(pageLabel ? [pageLabel] : []),
  ];
  const fullscreenLabel = fullscreen.active ? t('shell:fullscreen.exit') : t('shell:fullscreen.enter');

  return (
    <div className={styles.header}>
      <button
        type="button"
        className={styles.iconButton}
        onClick={onToggle}
        aria-label={collapsed ? t('shell:menu.expand') : t('shell:menu.collapse')}
        aria-expanded={!collapsed}
        data-testid="menu-toggle"
      >
        {collapsed ? <MenuUnfoldIcon /> : <MenuFoldIcon />}
      </button>
      <nav className={styles.breadcrumb} data-testid="breadcrumb" aria-label={t('shell:breadcrumb')}>
        <ol>
          {crumbs.map((crumb, index) => (
            <li key={`${index}-${crumb}`} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
              {crumb}
            </li>
          ))}
        </ol>
      </nav>
      <div className={styles.headerTools}>
        <HeaderWidgets />
        <button
          type="button"
          className={styles.iconButton}
          onClick={fullscreen.toggle}
          aria-label={fullscreenLabel}
          title={fullscreenLabel}
          data-testid="fullscreen"
        >
          {fullscreen.active ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </button>
        <ManualLink pageName={currentName} />
        <HeaderLanguageSelect />
        <button
          ref={userButton}
          type="button"
          className={`${styles.iconButton} ${styles.userButton}`}
          data-testid="user-menu"
          aria-label={t('shell:user.menu')}
          aria-haspopup="menu"
          aria-expanded={userMenu.open}
          aria-controls={userMenu.id}
          onClick={(event) =>
            userMenu.open ? userMenu.hide() : userMenu.show({ kind: 'below', rect: event.currentTarget.getBoundingClientRect() })
          }
        >
          <span className={styles.avatar}>{profile.avatarUrl ? <img src={profile.avatarUrl} alt="" /> : <UserIcon />}</span>
          <span className={styles.userName}>{profile.userName}</span>
        </button>
        <DropdownMenu
          state={userMenu}
          label={t('shell:user.menu')}
          returnFocus={userButton}
          items={[
            {
              key: 'settings',
              icon: <SettingIcon />,
              label: t('shell:user.settings'),
              testId: 'user-settings',
              onSelect: () => void navigate('/settings/settings_page'),
            },
            { key: 'logout', icon: <LogoutIcon />, label: t('common:actions.logout'), testId: 'logout', onSelect: () => void logout() },
          ]}
        />
      </div>
    </div>
  );
}
