import type { Shell } from '@fieldlink/domain';
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
import { SUB_PAGE_PATHS, type ImplementedPage, type SubPagePath } from './pagePaths';

/**
 * Every implemented page's component, per shell (the pages themselves are listed in `pagePaths.ts`,
 * which the compiler holds this to: a page on one list only does not build). Later features add their
 * pages to both.
 */
export const PAGE_REGISTRY: { [S in Shell]: Readonly<Record<ImplementedPage<S>, ComponentType>> } = {
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

export interface SubPage extends SubPagePath {
  component: ComponentType;
}

// Each sub-page's component, by shell and path.
const SUB_PAGE_COMPONENTS: Record<Shell, Readonly<Record<string, ComponentType>>> = {
  desktop: {
    '/notice/notice_detail': NoticeDetailPage,
    '/deviceMent/configure_item_query': PointsEditorPage,
    '/deviceInfo': DeviceInfoPage,
    [VIEW_QUERY_PATH]: ViewQueryPage,
    '/maintain/importNewProject': ProjectImportPage,
    '/maintain/importOldProject': ProjectImportPage,
    [SCREEN_EDITOR_PATH]: ScreenEditorPage,
    [SIM_DETAIL_PATH]: SimCardDetailPage,
    [REMOTE_SESSION_PATH]: RemoteSessionPage,
    ...Object.fromEntries(Object.keys(SIM_ACTION_PATHS).map((path) => [path, SimCardActionPage])),
  },
  mobile: {
    '/notice/notice_detail': NoticeDetailPage,
    [SIM_DETAIL_PATH]: SimCardDetailPage,
    [MOBILE_NEW_PROJECT_PATH]: MobileNewProjectPage,
    '/home_page': ProfilePage,
    '/home_page_edit_name': EditNamePage,
    '/home_page_edit_password': EditPasswordPage,
    '/home_page_push_set': PushSetPage,
    '/home_page_notify_set': MobileNotificationSettingsPage,
    '/home_page_logoff': LogOffPage,
    '/home_page_bind_phone': BindPhonePage,
    '/home_page_bind_email': BindEmailPage,
    '/deviceInfo': MobileDeviceInfoPage,
    [VIEW_QUERY_PATH]: MobileViewQueryPage,
    [REMOTE_SESSION_PATH]: MobileRemoteSessionPage,
    '/workDetails': WorkDetailsPage,
    '/submitWork': SubmitWorkPage,
    '/workReturn': WorkReturnPage,
    '/orderTransfer': OrderTransferPage,
    '/acceptOrders': AcceptOrdersPage,
    '/workOrderEdit': MobileOrderEditPage,
  },
};

/** The sub-pages (`SUB_PAGE_PATHS`) with their components. */
export const SUB_PAGES: Record<Shell, readonly SubPage[]> = {
  desktop: withComponents('desktop'),
  mobile: withComponents('mobile'),
};

function withComponents(shell: Shell): SubPage[] {
  return SUB_PAGE_PATHS[shell].map((sub) => {
    const component = SUB_PAGE_COMPONENTS[shell][sub.path];
    if (!component) throw new Error(`no component for ${sub.path}`);
    return { ...sub, component };
  });
}

export { catalogPageAt, implementedPages, resolvePage, subPageAt } from './pagePaths';
