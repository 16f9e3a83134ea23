/** The words of the page catalogue (spec §2, §6): permission keys, menu groups, shells and a page's definition. */
export const PERMISSION_KEYS = [
  'view',
  'add',
  'edit',
  'delete',
  'export',
  'import',
  'setValue',
  'dispatch',
  'accept',
  'transfer',
  'complete',
  'resetPassword',
  'approve',
  'issue',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export const MENU_GROUPS = {
  item: { 'zh-CN': '项目', 'en-US': 'Projects' },
  deviceMent: { 'zh-CN': '设备管理', 'en-US': 'Devices' },
  afterSales: { 'zh-CN': '售后服务', 'en-US': 'After-sales' },
  production: { 'zh-CN': '生产', 'en-US': 'Production' },
  configure: { 'zh-CN': '数据配置', 'en-US': 'Data configuration' },
  dataAnalysis: { 'zh-CN': '数据分析', 'en-US': 'Data analysis' },
  SIM: { 'zh-CN': 'SIM 卡管理', 'en-US': 'SIM cards' },
  xData: { 'zh-CN': 'XDATA', 'en-US': 'XDATA' },
  region1: { 'zh-CN': '客户管理', 'en-US': 'Customers' },
  rbac: { 'zh-CN': '权限管理', 'en-US': 'Access control' },
  logs: { 'zh-CN': '日志', 'en-US': 'Logs' },
  system: { 'zh-CN': '系统', 'en-US': 'System' },
} as const;
export type MenuGroup = keyof typeof MENU_GROUPS;

export type Shell = 'desktop' | 'mobile';

export interface PageDef {
  /** The page name used in profile.pages and role permissions (spec §2 route names). */
  name: string;
  title: { 'zh-CN': string; 'en-US': string };
  keys: readonly PermissionKey[];
  /** Route path per shell; a page without a path in a shell is not shown there. */
  paths: Partial<Record<Shell, string>>;
  group?: MenuGroup;
  /** In the default whitelist of a shell: every signed-in user may open it without a grant. */
  whitelist?: readonly Shell[];
  /** Left out of the menu (opened from another page). */
  hidden?: boolean;
}

/** The keys of a plain list page: read, add, edit, delete and export its rows. */
export const CRUD = ['view', 'add', 'edit', 'delete', 'export'] as const;
