import { pageByPath, type Shell } from '@fieldlink/domain';
import type { ComponentType } from 'react';
import { MOBILE_NEW_PROJECT_PATH } from '../features/projects/utils/projectPaths';
import { lazyPage } from './lazyPage';

const OperationLogPage = lazyPage(
  () => import('../features/audit/pages/OperationLogPage'),
  (m) => m.OperationLogPage,
);
const UserLogPage = lazyPage(
  () => import('../features/audit/pages/UserLogPage'),
  (m) => m.UserLogPage,
);
const CustomersPage = lazyPage(
  () => import('../features/customers/pages/CustomersPage'),
  (m) => m.CustomersPage,
);
const HomePage = lazyPage(
  () => import('../features/home/pages/HomePage'),
  (m) => m.HomePage,
);
const DeviceTypesPage = lazyPage(
  () => import('../features/devices/pages/DeviceTypesPage'),
  (m) => m.DeviceTypesPage,
);
const DevicesPage = lazyPage(
  () => import('../features/devices/pages/DevicesPage'),
  (m) => m.DevicesPage,
);
const DeviceInfoPage = lazyPage(
  () => import('../features/monitoring/pages/DeviceInfoPage'),
  (m) => m.DeviceInfoPage,
);
const MobileDeviceInfoPage = lazyPage(
  () => import('../features/monitoring/pages/mobile/MobileDeviceInfoPage'),
  (m) => m.MobileDeviceInfoPage,
);
const PointsEditorPage = lazyPage(
  () => import('../features/points/pages/PointsEditorPage'),
  (m) => m.PointsEditorPage,
);
const MobileProjectPage = lazyPage(
  () => import('../features/projects/pages/mobile/MobileProjectPage'),
  (m) => m.MobileProjectPage,
);
const MobileNewProjectPage = lazyPage(
  () => import('../features/projects/pages/mobile/MobileNewProjectPage'),
  (m) => m.MobileNewProjectPage,
);
const MobileProjectsPage = lazyPage(
  () => import('../features/projects/pages/mobile/MobileProjectsPage'),
  (m) => m.MobileProjectsPage,
);
const ProjectDetailPage = lazyPage(
  () => import('../features/projects/pages/ProjectDetailPage'),
  (m) => m.ProjectDetailPage,
);
const ProjectsPage = lazyPage(
  () => import('../features/projects/pages/ProjectsPage'),
  (m) => m.ProjectsPage,
);
const RegionsPage = lazyPage(
  () => import('../features/regions/pages/RegionsPage'),
  (m) => m.RegionsPage,
);
const RolePermissionPage = lazyPage(
  () => import('../features/roles/pages/RolePermissionPage'),
  (m) => m.RolePermissionPage,
);
const RolesPage = lazyPage(
  () => import('../features/roles/pages/RolesPage'),
  (m) => m.RolesPage,
);
const BindEmailPage = lazyPage(
  () => import('../features/account/pages/mobile/BindEmailPage'),
  (m) => m.BindEmailPage,
);
const BindPhonePage = lazyPage(
  () => import('../features/account/pages/mobile/BindPhonePage'),
  (m) => m.BindPhonePage,
);
const EditNamePage = lazyPage(
  () => import('../features/account/pages/mobile/EditNamePage'),
  (m) => m.EditNamePage,
);
const EditPasswordPage = lazyPage(
  () => import('../features/account/pages/mobile/EditPasswordPage'),
  (m) => m.EditPasswordPage,
);
const LogOffPage = lazyPage(
  () => import('../features/account/pages/mobile/LogOffPage'),
  (m) => m.LogOffPage,
);
const ProfilePage = lazyPage(
  () => import('../features/account/pages/mobile/ProfilePage'),
  (m) => m.ProfilePage,
);
const PushSetPage = lazyPage(
  () => import('../features/account/pages/mobile/PushSetPage'),
  (m) => m.PushSetPage,
);
const SettingsPage = lazyPage(
  () => import('../features/account/pages/SettingsPage'),
  (m) => m.SettingsPage,
);
const NoticeDetailPage = lazyPage(
  () => import('../features/notices/pages/NoticeDetailPage'),
  (m) => m.NoticeDetailPage,
);
const NoticeListPage = lazyPage(
  () => import('../features/notices/pages/NoticeListPage'),
  (m) => m.NoticeListPage,
);
const MyPage = lazyPage(
  () => import('../features/settings/pages/MyPage'),
  (m) => m.MyPage,
);
const UsersPage = lazyPage(
  () => import('../features/users/pages/UsersPage'),
  (m) => m.UsersPage,
);
const WorkbenchPage = lazyPage(
  () => import('../features/workbench/pages/WorkbenchPage'),
  (m) => m.WorkbenchPage,
);

/**
 * The catalogue pages this app implements, per shell. A page appears in the menu and can be
 * opened only when it is here and in the profile's pages; later features add their pages here.
 */
export const PAGE_REGISTRY: Record<Shell, Readonly<Record<string, ComponentType>>> = {
  desktop: {
    home: HomePage,
    // Projects, devices and their data points.
    item_page: ProjectsPage,
    item_query: ProjectDetailPage,
    deviceConfigration: DevicesPage,
    templateConfiguration: DeviceTypesPage,
    // Access control, customers and logs: desktop-only administration pages.
    regionManagement: RegionsPage,
    customerManagement: CustomersPage,
    personnelManagement: UsersPage,
    rbac_role_page: RolesPage,
    'role-permission': RolePermissionPage,
    operation_log: OperationLogPage,
    user_log: UserLogPage,
    notice_user_page: NoticeListPage,
    settings_page: SettingsPage,
  },
  mobile: {
    home: HomePage,
    item_page: MobileProjectsPage,
    item_query: MobileProjectPage,
    workbench: WorkbenchPage,
    settings_page: MyPage,
    notice_user_page: NoticeListPage,
  },
};

export interface SubPage {
  path: string;
  /** The catalogue page it belongs to: the user may open it when they may open that page. */
  page: string;
  /** Its title, an i18n key (the mobile title bar). */
  titleKey: string;
  component: ComponentType;
}

/**
 * Pages that are not in the catalogue but belong to one of its pages (spec §2: the notice detail,
 * the personal pages of the mobile "my" tab). The guard and the menu treat them as their page.
 */
export const SUB_PAGES: Record<Shell, readonly SubPage[]> = {
  desktop: [
    { path: '/notice/notice_detail', page: 'notice_user_page', titleKey: 'notices:detail.title', component: NoticeDetailPage },
    // The points editor of a device (spec §2 configure_item_query under deviceMent).
    { path: '/deviceMent/configure_item_query', page: 'deviceConfigration', titleKey: 'points:title', component: PointsEditorPage },
    // A device's live monitoring (spec §2 deviceInfo); like the project page, viewing needs item_query.
    { path: '/deviceInfo', page: 'item_query', titleKey: 'monitoring:title', component: DeviceInfoPage },
  ],
  mobile: [
    { path: '/notice/notice_detail', page: 'notice_user_page', titleKey: 'notices:detail.title', component: NoticeDetailPage },
    // A new project with its first device (spec §7 addItemAndDevice), from the project list.
    { path: MOBILE_NEW_PROJECT_PATH, page: 'item_page', titleKey: 'projects:wizard.title', component: MobileNewProjectPage },
    { path: '/home_page', page: 'settings_page', titleKey: 'account:mobile.profile', component: ProfilePage },
    { path: '/home_page_edit_name', page: 'settings_page', titleKey: 'account:mobile.editName', component: EditNamePage },
    { path: '/home_page_edit_password', page: 'settings_page', titleKey: 'account:mobile.editPassword', component: EditPasswordPage },
    { path: '/home_page_push_set', page: 'settings_page', titleKey: 'account:mobile.pushSet', component: PushSetPage },
    { path: '/home_page_logoff', page: 'settings_page', titleKey: 'account:mobile.logOff', component: LogOffPage },
    { path: '/home_page_bind_phone', page: 'settings_page', titleKey: 'account:mobile.bindPhone', component: BindPhonePage },
    { path: '/home_page_bind_email', page: 'settings_page', titleKey: 'account:mobile.bindEmail', component: BindEmailPage },
    { path: '/deviceInfo', page: 'item_query', titleKey: 'monitoring:title', component: MobileDeviceInfoPage },
  ],
};

export function subPageAt(shell: Shell, pathname: string): SubPage | undefined {
  return SUB_PAGES[shell].find((sub) => sub.path === pathname);
}

export function implementedPages(shell: Shell): string[] {
  return Object.keys(PAGE_REGISTRY[shell]);
}

/** The implemented page a path opens in a shell (undefined: unknown route). */
export function resolvePage(shell: Shell, pathname: string): string | undefined {
  const page = pageByPath(shell, pathname)?.name ?? subPageAt(shell, pathname)?.page;
  return page && PAGE_REGISTRY[shell][page] ? page : undefined;
}

/**
 * The catalogue page a path opens in a shell, implemented or not: the guard sends a page the user
 * may not open to /401 even before this app implements it (the shell then shows 404 for it).
 */
export function catalogPageAt(shell: Shell, pathname: string): string | undefined {
  return pageByPath(shell, pathname)?.name ?? subPageAt(shell, pathname)?.page;
}
