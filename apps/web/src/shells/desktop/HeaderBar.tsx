import {
  FullscreenExitOutlined,
  FullscreenOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { MENU_GROUPS, findPage, type Profile } from '@fieldlink/domain';
import { Avatar, Breadcrumb, Button, Dropdown, Tooltip } from 'antd';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocation, useNavigate } from 'react-router';
import { useLogout } from '../../features/auth';
import { DesktopAlertWindow } from '../../features/inbox';
import { NoticeBell } from '../../features/notices';
import { SystemMessage } from '../../features/notices';
import { LanguageSwitch } from '../../features/settings';
import { ManualLink } from '../../features/manual';
import { subPageAt } from '../pageRegistry';
import styles from './DesktopLayout.module.css';
import { useFullscreen } from '../../lib/fullscreen/useFullscreen';
import { useLanguage } from '../../lib/language/useLanguage';

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
  const page = currentName ? findPage(currentName) : undefined;
  // A page opened from another (the points editor, device monitoring) comes after the page it belongs to.
  const subPage = subPageAt('desktop', location.pathname);
  const crumbs = [
    ...(page?.group ? [{ title: MENU_GROUPS[page.group][language] }] : []),
    ...(page ? [{ title: page.title[language] }] : []),
    ...(subPage ? [{ title: t(subPage.titleKey) }] : []),
    ...(pageLabel ? [{ title: pageLabel }] : []),
  ];

  return (
    <div className={styles.header}>
      <Button
        type="text"
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        onClick={onToggle}
        aria-label={collapsed ? t('shell:menu.expand') : t('shell:menu.collapse')}
        data-testid="menu-toggle"
      />
      <Breadcrumb items={crumbs} className={styles.breadcrumb} />
      <div className={styles.headerTools}>
        <SystemMessage />
        <DesktopAlertWindow />
        <NoticeBell />
        <Tooltip title={fullscreen.active ? t('shell:fullscreen.exit') : t('shell:fullscreen.enter')}>
          <Button
            type="text"
            icon={fullscreen.active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
            onClick={fullscreen.toggle}
            aria-label={fullscreen.active ? t('shell:fullscreen.exit') : t('shell:fullscreen.enter')}
            data-testid="fullscreen"
          />
        </Tooltip>
        <ManualLink pageName={currentName} />
        <LanguageSwitch />
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              {
                key: 'settings',
                icon: <SettingOutlined />,
                label: <span data-testid="user-settings">{t('shell:user.settings')}</span>,
                onClick: () => void navigate('/settings/settings_page'),
              },
              {
                key: 'logout',
                icon: <LogoutOutlined />,
                label: <span data-testid="logout">{t('common:actions.logout')}</span>,
                onClick: () => void logout(),
              },
            ],
          }}
        >
          <Button type="text" className={styles.userButton} data-testid="user-menu" aria-label={t('shell:user.menu')}>
            <Avatar size={28} src={profile.avatarUrl ?? undefined} icon={<UserOutlined />} />
            <span className={styles.userName}>{profile.userName}</span>
          </Button>
        </Dropdown>
      </div>
    </div>
  );
}
