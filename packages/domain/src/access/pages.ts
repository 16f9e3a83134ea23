/**
 * The one catalogue of pages (spec §2) and the permission keys each page can grant (spec §6).
 * Roles grant `{ [page]: key[] }` from this list; menus, the route guard and server checks all
 * read it. Titles are here, in both languages, so the role editor, the menu and the breadcrumb
 * name a page the same way.
 */
import { AFTER_SALES_PAGES } from './after-sales-pages.js';
import { XDATA_PAGES } from './xdata-pages.js';
import { CRUD, PERMISSION_KEYS, type PageDef, type PermissionKey, type Shell } from './page-def.js';

export * from './page-def.js';

const PAGE_LIST = [
  {
    name: 'home',
    title: { 'zh-CN': '首页', 'en-US': 'Home' },
    keys: ['view'],
    paths: { desktop: '/home', mobile: '/home' },
    whitelist: ['desktop', 'mobile'],
  },
  {
    name: 'item_page',
    title: { 'zh-CN': '项目列表', 'en-US': 'Project list' },
    keys: [...CRUD, 'import'],
    paths: { desktop: '/item/item_page', mobile: '/items/item_page' },
    group: 'item',
    whitelist: ['desktop', 'mobile'],
  },
  {
    name: 'item_query',
    title: { 'zh-CN': '项目详情', 'en-US': 'Project details' },
    keys: ['view', 'setValue'],
    paths: { desktop: '/item/item_query', mobile: '/item/item_query' },
    group: 'item',
    whitelist: ['desktop', 'mobile'],
    hidden: true,
  },
  {
    // The screens (spec §2 /largeNewScreen/large_list, with the editor /large/large_config as its sub page).
    name: 'large_list',
    title: { 'zh-CN': '大屏列表', 'en-US': 'Large screens' },
    keys: ['view', 'add', 'edit', 'delete'],
    paths: { desktop: '/largeNewScreen/large_list', mobile: '/largeNewScreen/large_list' },
    group: 'item',
  },
  {
    // One screen on the whole display, outside the shells (spec §2 /largeScreen, opened from the list).
    name: 'largeScreen',
    title: { 'zh-CN': '数据大屏', 'en-US': 'Large screen' },
    keys: ['view'],
    paths: { desktop: '/largeScreen', mobile: '/largeScreen' },
    group: 'item',
    hidden: true,
  },
  {
    name: 'deviceConfigration',
    title: { 'zh-CN': '设备配置', 'en-US': 'Device configuration' },
    keys: [...CRUD, 'import', 'setValue'],
    paths: { desktop: '/deviceMent/deviceConfigration' },
    group: 'deviceMent',
  },
  {
    name: 'templateConfiguration',
    title: { 'zh-CN': '模板配置', 'en-US': 'Templates' },
    keys: CRUD,
    paths: { desktop: '/deviceMent/templateConfiguration' },
    group: 'deviceMent',
  },
  {
    // Charging rooms (spec §2 velvetRoomConfiguration): rooms of charging cabinets, their bays and tariffs.
    name: 'velvetRoomConfiguration',
    title: { 'zh-CN': '充电房配置', 'en-US': 'Charging rooms' },
    keys: CRUD,
    paths: { desktop: '/deviceMent/velvetRoomConfiguration', mobile: '/velvetRoomConfiguration' },
    group: 'deviceMent',
  },
  {
    // Remote HMI (spec §2 /noVnc, §7 novncdeviceList): the devices with a VNC screen, the session page
    // /item/noVnc_device as its sub page. `view` opens a view-only session, `setValue` a controlling one,
    // `edit` sets a device's VNC address, `delete` lists and ends other users' sessions.
    name: 'noVnc',
    title: { 'zh-CN': '远程 HMI', 'en-US': 'Remote HMI' },
    keys: ['view', 'setValue', 'edit', 'delete'],
    paths: { desktop: '/noVnc', mobile: '/noVnc' },
    group: 'deviceMent',
  },
  {
    // GPS tracks (spec §2 GPS track): a device's positions over a day or range, played back on a plain map.
    name: 'gpsTrack',
    title: { 'zh-CN': 'GPS 轨迹', 'en-US': 'GPS track' },
    keys: ['view', 'edit'],
    paths: { desktop: '/deviceMent/gpsTrack', mobile: '/gpsTrack' },
    group: 'deviceMent',
  },
  {
    name: 'deviceList',
    title: { 'zh-CN': '设备列表', 'en-US': 'Device list' },
    keys: ['view', 'export'],
    paths: { desktop: '/deviceDetails/deviceList' },
    group: 'deviceMent',
  },
  ...AFTER_SALES_PAGES,
  {
    // SIM cards (spec §1, §2 /SIM card_list_SIM): the cards of the devices, their usage and the carrier actions
    // (renew, change plan, extend period, top-up data pack: the hidden IOT_* and /card pages open from here, key edit).
    name: 'card_list_SIM',
    title: { 'zh-CN': 'SIM 卡列表', 'en-US': 'SIM cards' },
    keys: CRUD,
    paths: { desktop: '/SIM/card_list_SIM', mobile: '/SIM/card_list_SIM' },
    group: 'SIM',
  },
  {
    name: 'invoice_application',
    title: { 'zh-CN': '发票申请', 'en-US': 'Invoice application' },
    keys: ['view', 'add'],
    paths: { desktop: '/SIM/invoice_application' },
    group: 'SIM',
  },
  {
    // Invoice records (spec §2 invoice_records_SIM): the applications; `approve` settles them (issued or rejected).
    name: 'invoice_records_SIM',
    title: { 'zh-CN': '开票记录', 'en-US': 'Invoice records' },
    keys: ['view', 'approve'],
    paths: { desktop: '/SIM/invoice_records_SIM' },
    group: 'SIM',
  },
  {
    name: 'workbench',
    title: { 'zh-CN': '工作台', 'en-US': 'Workbench' },
    keys: ['view'],
    paths: { mobile: '/workbench/workbench' },
    whitelist: ['mobile'],
  },
  {
    name: 'configure_page',
    title: { 'zh-CN': '项目配置', 'en-US': 'Project configuration' },
    keys: CRUD,
    paths: { desktop: '/configure/configure_page' },
    group: 'configure',
  },
  {
    // The configuration-design editor (组态, spec §2 /shape, §7 GraphConfig): views and the gallery.
    name: 'shape',
    title: { 'zh-CN': '组态设计', 'en-US': 'View designer' },
    keys: [...CRUD, 'import'],
    paths: { desktop: '/shape' },
    group: 'configure',
  },
  {
    name: 'configure_history_data',
    title: { 'zh-CN': '数据采集配置', 'en-US': 'Data collection' },
    keys: CRUD,
    paths: { desktop: '/configure/configure_history_data' },
    group: 'configure',
  },
  {
    name: 'configure_report',
    title: { 'zh-CN': '多功能报表', 'en-US': 'Reports' },
    keys: CRUD,
    paths: { desktop: '/configure/configure_report' },
    group: 'configure',
  },
  {
    name: 'history',
    title: { 'zh-CN': '历史数据', 'en-US': 'History' },
    keys: ['view', 'export'],
    paths: { desktop: '/dataAnalysis/history', mobile: '/dataAnalysis/history' },
    group: 'dataAnalysis',
    whitelist: ['desktop', 'mobile'],
  },
  // Data analysis (spec §2): value-change log, gateway log, equipment status statistics, condition
  // collection, and the multifunction report as shown (configure_report edits it).
  {
    name: 'valueChangeLog',
    title: { 'zh-CN': '数值变化记录', 'en-US': 'Value change log' },
    keys: ['view', 'export'],
    paths: { desktop: '/dataAnalysis/valueChangeLog', mobile: '/dataAnalysis/valueChangeLog' },
    group: 'dataAnalysis',
  },
  {
    name: 'gatewayLog',
    title: { 'zh-CN': '网关日志', 'en-US': 'Gateway log' },
    keys: ['view', 'export'],
    paths: { desktop: '/dataAnalysis/gatewayLog', mobile: '/dataAnalysis/gatewayLog' },
    group: 'dataAnalysis',
  },
  {
    name: 'equipmentStatusStatistics',
    title: { 'zh-CN': '设备状态统计', 'en-US': 'Equipment status statistics' },
    keys: ['view', 'export'],
    paths: { desktop: '/dataAnalysis/equipmentStatusStatistics', mobile: '/dataAnalysis/equipmentStatusStatistics' },
    group: 'dataAnalysis',
  },
  {
    name: 'conditionCollection',
    title: { 'zh-CN': '条件采集', 'en-US': 'Condition collection' },
    keys: ['view', 'export'],
    paths: { desktop: '/dataAnalysis/conditionCollection', mobile: '/dataAnalysis/conditionCollection' },
    group: 'dataAnalysis',
  },
  {
    name: 'report',
    title: { 'zh-CN': '报表', 'en-US': 'Reports' },
    keys: ['view', 'export'],
    paths: { desktop: '/dataAnalysis/report', mobile: '/dataAnalysis/report' },
    group: 'dataAnalysis',
  },
  ...XDATA_PAGES,
  {
    // Alarm sources (spec §3, §7 alarmdataconfig): conditions on data points.
    name: 'alarm_config',
    title: { 'zh-CN': '报警配置', 'en-US': 'Alarm sources' },
    keys: CRUD,
    paths: { desktop: '/configure/alarm_config' },
    group: 'configure',
  },
  {
    // Conditional automation (spec §3, §7 assignment): triggers on a device's points; view also on a phone.
    name: 'configure_trigger',
    title: { 'zh-CN': '条件触发', 'en-US': 'Conditional triggers' },
    keys: CRUD,
    paths: { desktop: '/configure/configure_trigger', mobile: '/configure/configure_trigger' },
    group: 'configure',
  },
  {
    // Assignments: write a value to a point when a trigger fires, with a cooldown.
    name: 'configure_assignment',
    title: { 'zh-CN': '赋值', 'en-US': 'Assignments' },
    keys: CRUD,
    paths: { desktop: '/configure/configure_assignment', mobile: '/configure/configure_assignment' },
    group: 'configure',
  },
  {
    // Statuses: value-to-text tables a point references, shown wherever the point's value is shown.
    name: 'configure_status',
    title: { 'zh-CN': '状态', 'en-US': 'Statuses' },
    keys: CRUD,
    paths: { desktop: '/configure/configure_status', mobile: '/configure/configure_status' },
    group: 'configure',
  },
  {
    // Alarms (spec §2 data analysis: alarms): active and history, statistics; edit = acknowledge and clear.
    name: 'alarm_records',
    title: { 'zh-CN': '报警记录', 'en-US': 'Alarms' },
    keys: ['view', 'edit', 'export'],
    paths: { desktop: '/dataAnalysis/alarms', mobile: '/dataAnalysis/alarms' },
    group: 'dataAnalysis',
  },
  {
    // Recipe management (spec §2 /plan_page, §3 recipe and rules): recipes per device, the download
    // (setValue: writes the PLC) and the recipe log (spec §7 logging/recipeLogList).
    name: 'plan_page',
    title: { 'zh-CN': '配方管理', 'en-US': 'Recipes' },
    keys: [...CRUD, 'import', 'setValue'],
    paths: { desktop: '/deviceMent/plan_page', mobile: '/plan_page' },
    group: 'deviceMent',
  },
  {
    name: 'regionManagement',
    title: { 'zh-CN': '区域管理', 'en-US': 'Regions' },
    keys: CRUD,
    paths: { desktop: '/region1/regionManagement' },
    group: 'region1',
  },
  {
    name: 'customerManagement',
    title: { 'zh-CN': '客户管理', 'en-US': 'Customers' },
    keys: CRUD,
    paths: { desktop: '/region1/customerManagement' },
    group: 'region1',
  },
  {
    name: 'personnelManagement',
    title: { 'zh-CN': '用户管理', 'en-US': 'Users' },
    keys: [...CRUD, 'resetPassword'],
    paths: { desktop: '/rbac/personnelManagement' },
    group: 'rbac',
  },
  {
    name: 'rbac_role_page',
    title: { 'zh-CN': '角色管理', 'en-US': 'Roles' },
    keys: CRUD,
    paths: { desktop: '/rbac/rbac_role_page' },
    group: 'rbac',
  },
  {
    name: 'role-permission',
    title: { 'zh-CN': '角色权限分配', 'en-US': 'Role permissions' },
    keys: ['view', 'edit'],
    paths: { desktop: '/rbac/role-permission' },
    group: 'rbac',
    hidden: true,
  },
  {
    name: 'operation_log',
    title: { 'zh-CN': '操作日志', 'en-US': 'Operation log' },
    keys: ['view', 'export'],
    paths: { desktop: '/logs/operation_log', mobile: '/log_page' },
    group: 'logs',
  },
  {
    name: 'user_log',
    title: { 'zh-CN': '用户日志', 'en-US': 'User log' },
    keys: ['view', 'export'],
    paths: { desktop: '/logs/user_log' },
    group: 'logs',
  },
  {
    name: 'notice_user_page',
    title: { 'zh-CN': '系统通知', 'en-US': 'Notices' },
    keys: CRUD,
    paths: { desktop: '/notice/notice_user_page', mobile: '/notice/notice_user_page' },
    group: 'system',
  },
  {
    // The phone's hub of every other page the user may open there; it lists only those, so everyone may open it.
    name: 'management',
    title: { 'zh-CN': '管理', 'en-US': 'Management' },
    keys: ['view'],
    paths: { mobile: '/administration/management' },
    whitelist: ['mobile'],
  },
  {
    name: 'settings_page',
    title: { 'zh-CN': '个人设置', 'en-US': 'Settings' },
    keys: ['view', 'edit'],
    paths: { desktop: '/settings/settings_page', mobile: '/settings/settings_page' },
    group: 'system',
    whitelist: ['desktop', 'mobile'],
  },
  {
    // Client error log (spec §2): reports grouped by fingerprint; its own top-level entry.
    name: 'error_store_page',
    title: { 'zh-CN': '错误仓库', 'en-US': 'Error store' },
    keys: ['view', 'delete'],
    paths: { desktop: '/error_store/error_store_page', mobile: '/error_store/error_store_page' },
  },
  {
    // Every client error report, filtered (spec §2); its own top-level entry.
    name: 'error_logger_page',
    title: { 'zh-CN': '错误日志', 'en-US': 'Error log' },
    keys: ['view'],
    paths: { desktop: '/error_logger/error_logger_page' },
  },
] as const satisfies readonly PageDef[];

export const PAGES: readonly PageDef[] = PAGE_LIST;

/** A page of the catalogue by name: `{ page: 'typo' }` does not compile. */
export type PageName = (typeof PAGE_LIST)[number]['name'];

/** Pages removed from the demo account whatever its roles grant (spec §6). */
export const DEMO_HIDDEN_PAGES: readonly string[] = [
  'personnelManagement',
  'rbac_role_page',
  'role-permission',
] satisfies readonly PageName[];

/** Pages the demo account may look at but never change: its company and the companies it serves. */
export const DEMO_READ_ONLY_PAGES: readonly string[] = ['customerManagement'] satisfies readonly PageName[];

/** Whether the demo account is kept from this page's key (what it may not see or change, spec §6). */
export function demoRefused(page: string, key: string): boolean {
  return DEMO_HIDDEN_PAGES.includes(page) || (key !== 'view' && DEMO_READ_ONLY_PAGES.includes(page));
}

/** Error pages every user may open. */
export const ERROR_PAGES = ['401', '404', '500'] as const;

const byName = new Map(PAGES.map((page) => [page.name, page]));

export function findPage(name: string): PageDef | undefined {
  return byName.get(name);
}

export function isPermissionKey(value: unknown): value is PermissionKey {
  return typeof value === 'string' && (PERMISSION_KEYS as readonly string[]).includes(value);
}

export function whitelistOf(shell: Shell): string[] {
  return PAGES.filter((page) => page.whitelist?.includes(shell)).map((page) => page.name);
}

/** The full administrative list grade 0 receives: every page of the catalogue. */
export function allPageNames(): string[] {
  return PAGES.map((page) => page.name);
}

export function pageByPath(shell: Shell, path: string): PageDef | undefined {
  return PAGES.find((page) => page.paths[shell] === path);
}
