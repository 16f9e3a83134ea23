import { pageByPath, type Shell } from '@fieldlink/domain';
import type { ComponentType } from 'react';
import { MOBILE_NEW_PROJECT_PATH } from '../features/project-refs/pure';
import { VIEW_QUERY_PATH } from '../features/scada/pure';
import { REMOTE_SESSION_PATH } from '../features/remote-access';
import { SCREEN_EDITOR_PATH } from '../features/screens/pure';
import { SIM_ACTION_PATHS, SIM_DETAIL_PATH } from '../features/sim-cards';
import {
  AcceptOrdersPage,
  AlarmRecordsPage,
  AlarmSourcesPage,
  AssignmentsPage,
  AssessmentRulePage,
  AssessmentSearchPage,
  ReliabilityPage,
  ChargingRoomsPage,
  InvoiceApplicationPage,
  InvoiceRecordsPage,
  MobileSimCardsPage,
  SimCardActionPage,
  SimCardDetailPage,
  SimCardsPage,
  XDataModelsPage,
  XDataScreensPage,
  XDataSourcesPage,
  MobileXDataModelsPage,
  MobileXDataScreensPage,
  MobileXDataSourcesPage,
  ConfigurePage,
  InstallmentDetailsPage,
  InstallmentManagementPage,
  InstallmentUnlockPage,
  MobileInstallmentUnlockPage,
  MobilePaymentViewPage,
  PaymentViewPage,
  GpsTrackPage,
  MobileRemoteDevicesPage,
  MobileRemoteSessionPage,
  RemoteDevicesPage,
  RemoteSessionPage,
  MobileChargingRoomsPage,
  MobileProductionPage,
  MyTasksPage,
  ProductionPage,
  BindEmailPage,
  BindPhonePage,
  CollectionTasksPage,
  ConditionCollectionPage,
  CustomersPage,
  DeviceInfoPage,
  DeviceListPage,
  DeviceTypesPage,
  DevicesPage,
  EditNamePage,
  EditPasswordPage,
  GatewayLogPage,
  HistoryPage,
  HomePage,
  LogOffPage,
  ManagementPage,
  MaintenanceListPage,
  MaintenanceMinePage,
  MaintenancePlansPage,
  MaintenanceSubmitPage,
  MobileAlarmsPage,
  MobileAssignmentsPage,
  MobileAssessmentRulePage,
  MobileAssessmentPage,
  MobileConditionCollectionPage,
  MobileDeviceInfoPage,
  MobileGatewayLogPage,
  MobileHistoryPage,
  MobileMaintenanceListPage,
  MobileMaintenanceMinePage,
  MobileMaintenanceSubmitPage,
  MobileNewProjectPage,
  MobileNotificationSettingsPage,
  MobileOperationLogPage,
  MobilePartsApplicationPage,
  MobilePartsRecordsPage,
  MobileProjectPage,
  MobileProjectsPage,
  MobileRecipesPage,
  MobileReportPage,
  MobileScreenListPage,
  MobileStatusStatisticsPage,
  MobileStatusesPage,
  MobileTriggersPage,
  MobileValueChangeLogPage,
  MobileViewQueryPage,
  MyOrdersPage,
  MyPage,
  NoticeDetailPage,
  NoticeListPage,
  OperationLogPage,
  OrderReviewPage,
  OrderTransferPage,
  PartsApplicationsPage,
  PartsCatalogPage,
  PartsRecordsPage,
  PointsEditorPage,
  ProfilePage,
  ProjectDetailPage,
  ProjectImportPage,
  ProjectsPage,
  PushSetPage,
  RecipesPage,
  RegionsPage,
  RepairRequestPage,
  ReportConfigPage,
  ReportPage,
  RolePermissionPage,
  RolesPage,
  ScreenDisplayPage,
  ScreenEditorPage,
  ScreenListPage,
  SettingsPage,
  ShapePage,
  StatusStatisticsPage,
  StatusesPage,
  SubmitWorkPage,
  TriggersPage,
  UserLogPage,
  ErrorStorePage,
  ErrorLoggerPage,
  MobileErrorStorePage,
  UsersPage,
  ValueChangeLogPage,
  ViewQueryPage,
  WorkDetailsPage,
  WorkReturnPage,
  MobileOrderEditPage,
  WorkbenchPage,
} from './lazyPages';
import { type CatalogKey } from '../i18n/useTranslation';

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
    deviceList: DeviceListPage,
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
    // Alarms: records (active, history, statistics) and sources.
    alarm_records: AlarmRecordsPage,
    alarm_config: AlarmSourcesPage,
    // Conditional automation (spec §3): triggers, assignments and status tables.
    configure_trigger: TriggersPage,
    configure_assignment: AssignmentsPage,
    configure_status: StatusesPage,
    // After-sales work orders (spec §2 /afterSales).
    orderReview: OrderReviewPage,
    myOrder: MyOrdersPage,
    application_for_repair: RepairRequestPage,
    // Maintenance plans and their orders (spec §2 /maintain).
    maintain_management: MaintenancePlansPage,
    maintain_list: MaintenanceListPage,
    maintain_mine: MaintenanceMinePage,
    maintain_submit: MaintenanceSubmitPage,
    projectImport: ProjectImportPage,
    // History of points (spec §2 data analysis "history").
    history: HistoryPage,
    // Collection tasks, data analysis and multifunction reports.
    configure_history_data: CollectionTasksPage,
    configure_report: ReportConfigPage,
    report: ReportPage,
    valueChangeLog: ValueChangeLogPage,
    gatewayLog: GatewayLogPage,
    equipmentStatusStatistics: StatusStatisticsPage,
    conditionCollection: ConditionCollectionPage,
    // Spare parts and assessment (spec §2 /partsApplication, /partsRecords, /AssessmentRule, /assessmentSearch).
    partsCatalog: PartsCatalogPage,
    partsApplication: PartsApplicationsPage,
    partsRecords: PartsRecordsPage,
    AssessmentRule: AssessmentRulePage,
    assessmentSearch: AssessmentSearchPage,
    // Reliability figures (issue 39).
    reliability: ReliabilityPage,
    // SCADA views: the view designer (spec §2 /shape), desktop only.
    shape: ShapePage,
    // Large screens: the list with thumbnails.
    large_list: ScreenListPage,
    // Drawn by its top-level route (outside the shell); listed so the shell knows it can open it.
    largeScreen: ScreenDisplayPage,
    // Recipes: the value tables, their download and the recipe log (spec §2 /plan_page).
    plan_page: RecipesPage,
    // The client error log (spec §2): reports grouped, and every report.
    error_store_page: ErrorStorePage,
    error_logger_page: ErrorLoggerPage,
    // Project configuration hub (spec §2 /configure/configure_page) and charging rooms (velvetRoomConfiguration).
    configure_page: ConfigurePage,
    velvetRoomConfiguration: ChargingRoomsPage,
    // SIM cards (spec §2 /SIM): the card list, invoice application and records.
    card_list_SIM: SimCardsPage,
    invoice_application: InvoiceApplicationPage,
    invoice_records_SIM: InvoiceRecordsPage,
    // Production management (spec §2 /productionManagement: tasks, templates, raw materials, figures) and my task.
    productionManagement: ProductionPage,
    myTask: MyTasksPage,
    // Installments and device lock (spec §2 /installmentManagement, /installmentDetails, /installment_paymentView, /installmentUnlock).
    installmentManagement: InstallmentManagementPage,
    installmentDetails: InstallmentDetailsPage,
    installment_paymentView: PaymentViewPage,
    installmentUnlock: InstallmentUnlockPage,
    // Remote HMI (spec §2 /noVnc) and GPS tracks.
    noVnc: RemoteDevicesPage,
    gpsTrack: GpsTrackPage,
    // XDATA (spec §2): data sources, data models, data screens.
    xData_source: XDataSourcesPage,
    xData_model: XDataModelsPage,
    xData_screen: XDataScreensPage,
  },
  mobile: {
    home: HomePage,
    item_page: MobileProjectsPage,
    item_query: MobileProjectPage,
    workbench: WorkbenchPage,
    orderReview: OrderReviewPage,
    myOrder: MyOrdersPage,
    application_for_repair: RepairRequestPage,
    maintain_list: MobileMaintenanceListPage,
    maintain_mine: MobileMaintenanceMinePage,
    maintain_submit: MobileMaintenanceSubmitPage,
    settings_page: MyPage,
    notice_user_page: NoticeListPage,
    alarm_records: MobileAlarmsPage,
    history: MobileHistoryPage,
    report: MobileReportPage,
    valueChangeLog: MobileValueChangeLogPage,
    gatewayLog: MobileGatewayLogPage,
    equipmentStatusStatistics: MobileStatusStatisticsPage,
    conditionCollection: MobileConditionCollectionPage,
    partsApplication: MobilePartsApplicationPage,
    partsRecords: MobilePartsRecordsPage,
    assessmentSearch: MobileAssessmentPage,
    AssessmentRule: MobileAssessmentRulePage,
    operation_log: MobileOperationLogPage,
    large_list: MobileScreenListPage,
    largeScreen: ScreenDisplayPage,
    plan_page: MobileRecipesPage,
    configure_trigger: MobileTriggersPage,
    configure_assignment: MobileAssignmentsPage,
    configure_status: MobileStatusesPage,
    error_store_page: MobileErrorStorePage,
    velvetRoomConfiguration: MobileChargingRoomsPage,
    card_list_SIM: MobileSimCardsPage,
    productionManagement: MobileProductionPage,
    myTask: MyTasksPage,
    installment_paymentView: MobilePaymentViewPage,
    installmentUnlock: MobileInstallmentUnlockPage,
    noVnc: MobileRemoteDevicesPage,
    gpsTrack: GpsTrackPage,
    // XDATA on the phone, read-only: sources open their columns and first rows, models their preview rows;
    // data screens as a list that opens each screen stacked.
    xData_source: MobileXDataSourcesPage,
    xData_model: MobileXDataModelsPage,
    xData_screen: MobileXDataScreensPage,
    // Every other page the user may open on the phone, one tap from the workbench.
    management: ManagementPage,
  },
};

export interface SubPage {
  path: string;
  /** The catalogue page it belongs to: the user may open it when they may open that page. */
  page: string;
  /** Its title, an i18n key (the mobile title bar). */
  titleKey: CatalogKey;
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
    // A project's SCADA view drawn live (spec §2 /item/view_query); viewing needs item_query.
    { path: VIEW_QUERY_PATH, page: 'item_query', titleKey: 'scada:view.title', component: ViewQueryPage },
    // The two tabs of the maintenance project import (spec §2 /importNewProject, /importOldProject).
    { path: '/maintain/importNewProject', page: 'projectImport', titleKey: 'maintenance:import.new', component: ProjectImportPage },
    { path: '/maintain/importOldProject', page: 'projectImport', titleKey: 'maintenance:import.old', component: ProjectImportPage },
    // The screen editor (spec §2 /large/large_config), under the screen list.
    { path: SCREEN_EDITOR_PATH, page: 'large_list', titleKey: 'screens:editor.tabTitle', component: ScreenEditorPage },
    // A SIM card's details and the card actions' hidden pages (spec §2 /SIM IOT_*, /card refuelingBag, continuation_cycle).
    { path: SIM_DETAIL_PATH, page: 'card_list_SIM', titleKey: 'simCards:detail', component: SimCardDetailPage },
    ...Object.entries(SIM_ACTION_PATHS).map(([path, action]) => ({
      path,
      page: 'card_list_SIM',
      titleKey: `simCards:actions.${action}` as const,
      component: SimCardActionPage,
    })),
    // A device's remote HMI session (spec §2 /item/noVnc_device), under the remote HMI list.
    { path: REMOTE_SESSION_PATH, page: 'noVnc', titleKey: 'remoteAccess:title', component: RemoteSessionPage },
  ],
  mobile: [
    { path: '/notice/notice_detail', page: 'notice_user_page', titleKey: 'notices:detail.title', component: NoticeDetailPage },
    { path: SIM_DETAIL_PATH, page: 'card_list_SIM', titleKey: 'simCards:detail', component: SimCardDetailPage },
    // A new project with its first device (spec §7 addItemAndDevice), from the project list.
    { path: MOBILE_NEW_PROJECT_PATH, page: 'item_page', titleKey: 'projects:wizard.title', component: MobileNewProjectPage },
    { path: '/home_page', page: 'settings_page', titleKey: 'account:mobile.profile', component: ProfilePage },
    { path: '/home_page_edit_name', page: 'settings_page', titleKey: 'account:mobile.editName', component: EditNamePage },
    { path: '/home_page_edit_password', page: 'settings_page', titleKey: 'account:mobile.editPassword', component: EditPasswordPage },
    { path: '/home_page_push_set', page: 'settings_page', titleKey: 'account:mobile.pushSet', component: PushSetPage },
    { path: '/home_page_notify_set', page: 'settings_page', titleKey: 'inbox:settings.tab', component: MobileNotificationSettingsPage },
    { path: '/home_page_logoff', page: 'settings_page', titleKey: 'account:mobile.logOff', component: LogOffPage },
    { path: '/home_page_bind_phone', page: 'settings_page', titleKey: 'account:mobile.bindPhone', component: BindPhonePage },
    { path: '/home_page_bind_email', page: 'settings_page', titleKey: 'account:mobile.bindEmail', component: BindEmailPage },
    { path: '/deviceInfo', page: 'item_query', titleKey: 'monitoring:title', component: MobileDeviceInfoPage },
    { path: VIEW_QUERY_PATH, page: 'item_query', titleKey: 'scada:view.title', component: MobileViewQueryPage },
    { path: REMOTE_SESSION_PATH, page: 'noVnc', titleKey: 'remoteAccess:title', component: MobileRemoteSessionPage },
    // The workbench's work pages (spec §2): one order's details, submit work, return, transfer, accept orders.
    { path: '/workDetails', page: 'myOrder', titleKey: 'workOrders:detail.title', component: WorkDetailsPage },
    { path: '/submitWork', page: 'myOrder', titleKey: 'workOrders:submit.title', component: SubmitWorkPage },
    { path: '/workReturn', page: 'myOrder', titleKey: 'workOrders:return.title', component: WorkReturnPage },
    { path: '/orderTransfer', page: 'myOrder', titleKey: 'workOrders:transfer.title', component: OrderTransferPage },
    { path: '/acceptOrders', page: 'myOrder', titleKey: 'workOrders:accept.title', component: AcceptOrdersPage },
    { path: '/workOrderEdit', page: 'myOrder', titleKey: 'workOrders:edit.title', component: MobileOrderEditPage },
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
