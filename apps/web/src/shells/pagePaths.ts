import { pageByPath, type Shell } from '@fieldlink/domain';
import { MOBILE_NEW_PROJECT_PATH } from '../features/project-refs/pure';
import { VIEW_QUERY_PATH } from '../features/scada/pure';
import { REMOTE_SESSION_PATH } from '../features/remote-access';
import { SCREEN_EDITOR_PATH } from '../features/screens/pure';
import { SIM_ACTION_PATHS, SIM_DETAIL_PATH } from '../features/sim-cards';
import type { CatalogKey } from '../i18n/useTranslation';

// What the route guard and the shells' title bars read: the pages this app implements and the
// sub-pages' paths, without their components. The components (`pageRegistry.tsx`, which names every
// page's chunk) load after the shell's first page.

/**
 * The catalogue pages this app implements, per shell. A page appears in the menu and can be
 * opened only when it is here and in the profile's pages; `PAGE_REGISTRY` gives each its component.
 */
export const IMPLEMENTED_PAGES = {
  desktop: [
    'home',
    'item_page',
    'item_query',
    'deviceConfigration',
    'templateConfiguration',
    'deviceList',
    'regionManagement',
    'customerManagement',
    'personnelManagement',
    'rbac_role_page',
    'role-permission',
    'operation_log',
    'user_log',
    'notice_user_page',
    'settings_page',
    'alarm_records',
    'alarm_config',
    'configure_trigger',
    'configure_assignment',
    'configure_status',
    'orderReview',
    'myOrder',
    'application_for_repair',
    'maintain_management',
    'maintain_list',
    'maintain_mine',
    'maintain_submit',
    'projectImport',
    'history',
    'configure_history_data',
    'configure_report',
    'report',
    'valueChangeLog',
    'gatewayLog',
    'equipmentStatusStatistics',
    'conditionCollection',
    'partsCatalog',
    'partsApplication',
    'partsRecords',
    'AssessmentRule',
    'assessmentSearch',
    'reliability',
    'shape',
    'large_list',
    'largeScreen',
    'plan_page',
    'error_store_page',
    'error_logger_page',
    'configure_page',
    'velvetRoomConfiguration',
    'card_list_SIM',
    'invoice_application',
    'invoice_records_SIM',
    'productionManagement',
    'myTask',
    'installmentManagement',
    'installmentDetails',
    'installment_paymentView',
    'installmentUnlock',
    'noVnc',
    'gpsTrack',
    'xData_source',
    'xData_model',
    'xData_screen',
  ],
  mobile: [
    'home',
    'item_page',
    'item_query',
    'workbench',
    'orderReview',
    'myOrder',
    'application_for_repair',
    'maintain_list',
    'maintain_mine',
    'maintain_submit',
    'settings_page',
    'notice_user_page',
    'alarm_records',
    'history',
    'report',
    'valueChangeLog',
    'gatewayLog',
    'equipmentStatusStatistics',
    'conditionCollection',
    'partsApplication',
    'partsRecords',
    'assessmentSearch',
    'AssessmentRule',
    'operation_log',
    'large_list',
    'largeScreen',
    'plan_page',
    'configure_trigger',
    'configure_assignment',
    'configure_status',
    'error_store_page',
    'velvetRoomConfiguration',
    'card_list_SIM',
    'productionManagement',
    'myTask',
    'installment_paymentView',
    'installmentUnlock',
    'noVnc',
    'gpsTrack',
    'xData_source',
    'xData_model',
    'xData_screen',
    'management',
  ],
} as const;

export type ImplementedPage<S extends Shell> = (typeof IMPLEMENTED_PAGES)[S][number];

export interface SubPagePath {
  path: string;
  /** The catalogue page it belongs to: the user may open it when they may open that page. */
  page: string;
  /** Its title, an i18n key (the mobile title bar). */
  titleKey: CatalogKey;
}

/**
 * Pages that are not in the catalogue but belong to one of its pages (spec §2: the notice detail,
 * the personal pages of the mobile "my" tab). The guard and the menu treat them as their page.
 */
export const SUB_PAGE_PATHS: Record<Shell, readonly SubPagePath[]> = {
  desktop: [
    { path: '/notice/notice_detail', page: 'notice_user_page', titleKey: 'notices:detail.title' },
    // The points editor of a device (spec §2 configure_item_query under deviceMent).
    { path: '/deviceMent/configure_item_query', page: 'deviceConfigration', titleKey: 'points:title' },
    // A device's live monitoring (spec §2 deviceInfo); like the project page, viewing needs item_query.
    { path: '/deviceInfo', page: 'item_query', titleKey: 'monitoring:title' },
    // A project's SCADA view drawn live (spec §2 /item/view_query); viewing needs item_query.
    { path: VIEW_QUERY_PATH, page: 'item_query', titleKey: 'scada:view.title' },
    // The two tabs of the maintenance project import (spec §2 /importNewProject, /importOldProject).
    { path: '/maintain/importNewProject', page: 'projectImport', titleKey: 'maintenance:import.new' },
    { path: '/maintain/importOldProject', page: 'projectImport', titleKey: 'maintenance:import.old' },
    // The screen editor (spec §2 /large/large_config), under the screen list.
    { path: SCREEN_EDITOR_PATH, page: 'large_list', titleKey: 'screens:editor.tabTitle' },
    // A SIM card's details and the card actions' hidden pages (spec §2 /SIM IOT_*, /card refuelingBag, continuation_cycle).
    { path: SIM_DETAIL_PATH, page: 'card_list_SIM', titleKey: 'simCards:detail' },
    ...Object.entries(SIM_ACTION_PATHS).map(([path, action]) => ({
      path,
      page: 'card_list_SIM',
      titleKey: `simCards:actions.${action}` as const,
    })),
    // A device's remote HMI session (spec §2 /item/noVnc_device), under the remote HMI list.
    { path: REMOTE_SESSION_PATH, page: 'noVnc', titleKey: 'remoteAccess:title' },
  ],
  mobile: [
    { path: '/notice/notice_detail', page: 'notice_user_page', titleKey: 'notices:detail.title' },
    { path: SIM_DETAIL_PATH, page: 'card_list_SIM', titleKey: 'simCards:detail' },
    // A new project with its first device (spec §7 addItemAndDevice), from the project list.
    { path: MOBILE_NEW_PROJECT_PATH, page: 'item_page', titleKey: 'projects:wizard.title' },
    { path: '/home_page', page: 'settings_page', titleKey: 'account:mobile.profile' },
    { path: '/home_page_edit_name', page: 'settings_page', titleKey: 'account:mobile.editName' },
    { path: '/home_page_edit_password', page: 'settings_page', titleKey: 'account:mobile.editPassword' },
    { path: '/home_page_push_set', page: 'settings_page', titleKey: 'account:mobile.pushSet' },
    { path: '/home_page_notify_set', page: 'settings_page', titleKey: 'inbox:settings.tab' },
    { path: '/home_page_logoff', page: 'settings_page', titleKey: 'account:mobile.logOff' },
    { path: '/home_page_bind_phone', page: 'settings_page', titleKey: 'account:mobile.bindPhone' },
    { path: '/home_page_bind_email', page: 'settings_page', titleKey: 'account:mobile.bindEmail' },
    { path: '/deviceInfo', page: 'item_query', titleKey: 'monitoring:title' },
    { path: VIEW_QUERY_PATH, page: 'item_query', titleKey: 'scada:view.title' },
    { path: REMOTE_SESSION_PATH, page: 'noVnc', titleKey: 'remoteAccess:title' },
    // The workbench's work pages (spec §2): one order's details, submit work, return, transfer, accept orders.
    { path: '/workDetails', page: 'myOrder', titleKey: 'workOrders:detail.title' },
    { path: '/submitWork', page: 'myOrder', titleKey: 'workOrders:submit.title' },
    { path: '/workReturn', page: 'myOrder', titleKey: 'workOrders:return.title' },
    { path: '/orderTransfer', page: 'myOrder', titleKey: 'workOrders:transfer.title' },
    { path: '/acceptOrders', page: 'myOrder', titleKey: 'workOrders:accept.title' },
    { path: '/workOrderEdit', page: 'myOrder', titleKey: 'workOrders:edit.title' },
  ],
};

export function subPageAt(shell: Shell, pathname: string): SubPagePath | undefined {
  return SUB_PAGE_PATHS[shell].find((sub) => sub.path === pathname);
}

export function implementedPages(shell: Shell): string[] {
  return [...IMPLEMENTED_PAGES[shell]];
}

const isImplemented = (shell: Shell, page: string) => (IMPLEMENTED_PAGES[shell] as readonly string[]).includes(page);

/** The implemented page a path opens in a shell (undefined: unknown route). */
export function resolvePage(shell: Shell, pathname: string): string | undefined {
  const page = catalogPageAt(shell, pathname);
  return page && isImplemented(shell, page) ? page : undefined;
}

/**
 * The catalogue page a path opens in a shell, implemented or not: the guard sends a page the user
 * may not open to /401 even before this app implements it (the shell then shows 404 for it).
 */
export function catalogPageAt(shell: Shell, pathname: string): string | undefined {
  return pageByPath(shell, pathname)?.name ?? subPageAt(shell, pathname)?.page;
}
