/**
 * The user manual's sections (spec §2 /manual/:componentName) and which section explains each page of the
 * catalogue. The text of a section is one Markdown file per language under `content/<language>/<section>.md`.
 */
export const MANUAL_SECTIONS = [
  'manual-introduction',
  'home',
  'projects',
  'large-screens',
  'devices',
  'charging-rooms',
  'remote-access',
  'views',
  'data-analysis',
  'reports',
  'alarms',
  'automation',
  'recipes',
  'customers',
  'access-control',
  'logs',
  'notices-and-settings',
  'client-errors',
  'work-orders',
  'maintenance',
  'assessment',
  'reliability',
  'spare-parts',
  'production',
  'installments',
  'sim-cards',
  'xdata',
] as const;
export type ManualSection = (typeof MANUAL_SECTIONS)[number];

/** Every page of the catalogue (packages/domain access/pages.ts, after-sales-pages.ts) to its section. */
export const MANUAL_SECTION_OF_PAGE: Readonly<Record<string, ManualSection>> = {
  home: 'home',
  workbench: 'home',
  management: 'notices-and-settings',
  item_page: 'projects',
  item_query: 'projects',
  configure_page: 'projects',
  large_list: 'large-screens',
  largeScreen: 'large-screens',
  deviceConfigration: 'devices',
  templateConfiguration: 'devices',
  deviceList: 'devices',
  velvetRoomConfiguration: 'charging-rooms',
  shape: 'views',
  configure_history_data: 'data-analysis',
  history: 'data-analysis',
  valueChangeLog: 'data-analysis',
  gatewayLog: 'data-analysis',
  equipmentStatusStatistics: 'data-analysis',
  conditionCollection: 'data-analysis',
  configure_report: 'reports',
  report: 'reports',
  alarm_config: 'alarms',
  alarm_records: 'alarms',
  configure_trigger: 'automation',
  configure_assignment: 'automation',
  configure_status: 'automation',
  plan_page: 'recipes',
  regionManagement: 'customers',
  customerManagement: 'customers',
  personnelManagement: 'access-control',
  rbac_role_page: 'access-control',
  'role-permission': 'access-control',
  operation_log: 'logs',
  user_log: 'logs',
  notice_user_page: 'notices-and-settings',
  settings_page: 'notices-and-settings',
  error_store_page: 'client-errors',
  error_logger_page: 'client-errors',
  orderReview: 'work-orders',
  myOrder: 'work-orders',
  application_for_repair: 'work-orders',
  maintain_list: 'maintenance',
  maintain_management: 'maintenance',
  maintain_mine: 'maintenance',
  maintain_submit: 'maintenance',
  projectImport: 'maintenance',
  AssessmentRule: 'assessment',
  assessmentSearch: 'assessment',
  reliability: 'reliability',
  partsApplication: 'spare-parts',
  partsRecords: 'spare-parts',
  partsCatalog: 'spare-parts',
  noVnc: 'remote-access',
  gpsTrack: 'remote-access',
  productionManagement: 'production',
  myTask: 'production',
  installmentManagement: 'installments',
  installmentDetails: 'installments',
  installment_paymentView: 'installments',
  installmentUnlock: 'installments',
  card_list_SIM: 'sim-cards',
  invoice_application: 'sim-cards',
  invoice_records_SIM: 'sim-cards',
  xData_source: 'xdata',
  xData_model: 'xdata',
  xData_screen: 'xdata',
};

export const MANUAL_HOME: ManualSection = 'manual-introduction';

export function isManualSection(value: string | undefined): value is ManualSection {
  return (MANUAL_SECTIONS as readonly string[]).includes(value ?? '');
}

/** The section that explains a page of the catalogue; the introduction for anything else. */
export function manualSectionOf(pageName: string | undefined): ManualSection {
  return (pageName && MANUAL_SECTION_OF_PAGE[pageName]) || MANUAL_HOME;
}

/** The manual's address for a section, to open in a new tab (hash routing, spec §1). */
export function manualHref(section: ManualSection): string {
  return `#/manual/${section}`;
}
