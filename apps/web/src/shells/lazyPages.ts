import { lazyPage } from './lazyPage';

// Every page the registry can show, each in its own chunk (loaded when first opened).
export const OperationLogPage = lazyPage(
  () => import('../features/audit/pages/OperationLogPage'),
  (m) => m.OperationLogPage,
);
export const UserLogPage = lazyPage(
  () => import('../features/audit/pages/UserLogPage'),
  (m) => m.UserLogPage,
);
export const CustomersPage = lazyPage(
  () => import('../features/customers/pages/CustomersPage'),
  (m) => m.CustomersPage,
);
export const HomePage = lazyPage(
  () => import('../features/home/pages/HomePage'),
  (m) => m.HomePage,
);
export const DeviceTypesPage = lazyPage(
  () => import('../features/devices/pages/DeviceTypesPage'),
  (m) => m.DeviceTypesPage,
);
export const DevicesPage = lazyPage(
  () => import('../features/devices/pages/DevicesPage'),
  (m) => m.DevicesPage,
);
export const DeviceInfoPage = lazyPage(
  () => import('../features/monitoring/pages/DeviceInfoPage'),
  (m) => m.DeviceInfoPage,
);
export const HistoryPage = lazyPage(
  () => import('../features/history/pages/HistoryPage'),
  (m) => m.HistoryPage,
);
// Collection tasks, data analysis and multifunction reports (issue 7).
export const CollectionTasksPage = lazyPage(
  () => import('../features/reports/pages/CollectionTasksPage'),
  (m) => m.CollectionTasksPage,
);
export const ReportConfigPage = lazyPage(
  () => import('../features/reports/pages/ReportConfigPage'),
  (m) => m.ReportConfigPage,
);
export const ReportPage = lazyPage(
  () => import('../features/reports/pages/ReportPage'),
  (m) => m.ReportPage,
);
export const StatusStatisticsPage = lazyPage(
  () => import('../features/reports/pages/StatusStatisticsPage'),
  (m) => m.StatusStatisticsPage,
);
export const ValueChangeLogPage = lazyPage(
  () => import('../features/reports/pages/AnalysisPages'),
  (m) => m.ValueChangeLogPage,
);
export const GatewayLogPage = lazyPage(
  () => import('../features/reports/pages/AnalysisPages'),
  (m) => m.GatewayLogPage,
);
export const ConditionCollectionPage = lazyPage(
  () => import('../features/reports/pages/AnalysisPages'),
  (m) => m.ConditionCollectionPage,
);
export const MobileReportPage = lazyPage(
  () => import('../features/reports/pages/mobile/MobileReportPage'),
  (m) => m.MobileReportPage,
);
export const MobileValueChangeLogPage = lazyPage(
  () => import('../features/reports/pages/mobile/MobileAnalysisPages'),
  (m) => m.MobileValueChangeLogPage,
);
export const MobileGatewayLogPage = lazyPage(
  () => import('../features/reports/pages/mobile/MobileAnalysisPages'),
  (m) => m.MobileGatewayLogPage,
);
export const MobileStatusStatisticsPage = lazyPage(
  () => import('../features/reports/pages/mobile/MobileAnalysisPages'),
  (m) => m.MobileStatusStatisticsPage,
);
export const MobileConditionCollectionPage = lazyPage(
  () => import('../features/reports/pages/mobile/MobileAnalysisPages'),
  (m) => m.MobileConditionCollectionPage,
);
export const MobileHistoryPage = lazyPage(
  () => import('../features/history/pages/mobile/MobileHistoryPage'),
  (m) => m.MobileHistoryPage,
);
export const MobileDeviceInfoPage = lazyPage(
  () => import('../features/monitoring/pages/mobile/MobileDeviceInfoPage'),
  (m) => m.MobileDeviceInfoPage,
);
export const PointsEditorPage = lazyPage(
  () => import('../features/configuration/pages/PointsEditorPage'),
  (m) => m.PointsEditorPage,
);
export const MobileProjectPage = lazyPage(
  () => import('../features/projects/pages/mobile/MobileProjectPage'),
  (m) => m.MobileProjectPage,
);
export const MobileNewProjectPage = lazyPage(
  () => import('../features/projects/pages/mobile/MobileNewProjectPage'),
  (m) => m.MobileNewProjectPage,
);
export const MobileProjectsPage = lazyPage(
  () => import('../features/projects/pages/mobile/MobileProjectsPage'),
  (m) => m.MobileProjectsPage,
);
export const ProjectDetailPage = lazyPage(
  () => import('../features/projects/pages/ProjectDetailPage'),
  (m) => m.ProjectDetailPage,
);
export const ProjectsPage = lazyPage(
  () => import('../features/projects/pages/ProjectsPage'),
  (m) => m.ProjectsPage,
);
export const RegionsPage = lazyPage(
  () => import('../features/regions/pages/RegionsPage'),
  (m) => m.RegionsPage,
);
export const RolePermissionPage = lazyPage(
  () => import('../features/roles/pages/RolePermissionPage'),
  (m) => m.RolePermissionPage,
);
export const RolesPage = lazyPage(
  () => import('../features/roles/pages/RolesPage'),
  (m) => m.RolesPage,
);
export const BindEmailPage = lazyPage(
  () => import('../features/account/pages/mobile/BindEmailPage'),
  (m) => m.BindEmailPage,
);
export const BindPhonePage = lazyPage(
  () => import('../features/account/pages/mobile/BindPhonePage'),
  (m) => m.BindPhonePage,
);
export const EditNamePage = lazyPage(
  () => import('../features/account/pages/mobile/EditNamePage'),
  (m) => m.EditNamePage,
);
export const EditPasswordPage = lazyPage(
  () => import('../features/account/pages/mobile/EditPasswordPage'),
  (m) => m.EditPasswordPage,
);
export const LogOffPage = lazyPage(
  () => import('../features/account/pages/mobile/LogOffPage'),
  (m) => m.LogOffPage,
);
export const ProfilePage = lazyPage(
  () => import('../features/account/pages/mobile/ProfilePage'),
  (m) => m.ProfilePage,
);
export const MobileNotificationSettingsPage = lazyPage(
  () => import('../features/inbox/pages/mobile/MobileNotificationSettingsPage'),
  (m) => m.MobileNotificationSettingsPage,
);
export const PushSetPage = lazyPage(
  () => import('../features/account/pages/mobile/PushSetPage'),
  (m) => m.PushSetPage,
);
export const SettingsPage = lazyPage(
  () => import('../features/settings/pages/SettingsPage'),
  (m) => m.SettingsPage,
);
export const NoticeDetailPage = lazyPage(
  () => import('../features/notices/pages/NoticeDetailPage'),
  (m) => m.NoticeDetailPage,
);
export const NoticeListPage = lazyPage(
  () => import('../features/notices/pages/NoticeListPage'),
  (m) => m.NoticeListPage,
);
export const MyPage = lazyPage(
  () => import('../features/settings/pages/MyPage'),
  (m) => m.MyPage,
);
export const UsersPage = lazyPage(
  () => import('../features/users/pages/UsersPage'),
  (m) => m.UsersPage,
);
export const OrderReviewPage = lazyPage(
  () => import('../features/work-orders/pages/OrderReviewPage'),
  (m) => m.OrderReviewPage,
);
export const MyOrdersPage = lazyPage(
  () => import('../features/work-orders/pages/MyOrdersPage'),
  (m) => m.MyOrdersPage,
);
export const RepairRequestPage = lazyPage(
  () => import('../features/work-orders/pages/RepairRequestPage'),
  (m) => m.RepairRequestPage,
);
export const WorkDetailsPage = lazyPage(
  () => import('../features/work-orders/pages/mobile/WorkDetailsPage'),
  (m) => m.WorkDetailsPage,
);
export const SubmitWorkPage = lazyPage(
  () => import('../features/work-orders/pages/mobile/SubmitWorkPage'),
  (m) => m.SubmitWorkPage,
);
export const MobileOrderEditPage = lazyPage(
  () => import('../features/work-orders/pages/mobile/MobileOrderEditPage'),
  (m) => m.MobileOrderEditPage,
);
export const WorkReturnPage = lazyPage(
  () => import('../features/work-orders/pages/mobile/WorkReturnPage'),
  (m) => m.WorkReturnPage,
);
export const OrderTransferPage = lazyPage(
  () => import('../features/work-orders/pages/mobile/OrderTransferPage'),
  (m) => m.OrderTransferPage,
);
export const AcceptOrdersPage = lazyPage(
  () => import('../features/work-orders/pages/mobile/AcceptOrdersPage'),
  (m) => m.AcceptOrdersPage,
);
export const AlarmRecordsPage = lazyPage(
  () => import('../features/alarms/pages/AlarmRecordsPage'),
  (m) => m.AlarmRecordsPage,
);
export const AlarmSourcesPage = lazyPage(
  () => import('../features/alarms/pages/AlarmSourcesPage'),
  (m) => m.AlarmSourcesPage,
);
export const MobileAlarmsPage = lazyPage(
  () => import('../features/alarms/pages/mobile/MobileAlarmsPage'),
  (m) => m.MobileAlarmsPage,
);
export const WorkbenchPage = lazyPage(
  () => import('../features/workbench/pages/WorkbenchPage'),
  (m) => m.WorkbenchPage,
);
export const PartsCatalogPage = lazyPage(
  () => import('../features/spare-parts/pages/PartsCatalogPage'),
  (m) => m.PartsCatalogPage,
);
export const PartsApplicationsPage = lazyPage(
  () => import('../features/spare-parts/pages/PartsApplicationsPage'),
  (m) => m.PartsApplicationsPage,
);
export const PartsRecordsPage = lazyPage(
  () => import('../features/spare-parts/pages/PartsRecordsPage'),
  (m) => m.PartsRecordsPage,
);
export const MobilePartsApplicationPage = lazyPage(
  () => import('../features/spare-parts/pages/mobile/MobilePartsApplicationPage'),
  (m) => m.MobilePartsApplicationPage,
);
export const MobilePartsRecordsPage = lazyPage(
  () => import('../features/spare-parts/pages/mobile/MobilePartsRecordsPage'),
  (m) => m.MobilePartsRecordsPage,
);
export const AssessmentRulePage = lazyPage(
  () => import('../features/assessment/pages/AssessmentRulePage'),
  (m) => m.AssessmentRulePage,
);
export const AssessmentSearchPage = lazyPage(
  () => import('../features/assessment/pages/AssessmentSearchPage'),
  (m) => m.AssessmentSearchPage,
);
export const MobileAssessmentPage = lazyPage(
  () => import('../features/assessment/pages/mobile/MobileAssessmentPage'),
  (m) => m.MobileAssessmentPage,
);

export const MaintenancePlansPage = lazyPage(
  () => import('../features/maintenance/pages/MaintenancePlansPage'),
  (m) => m.MaintenancePlansPage,
);
export const MaintenanceListPage = lazyPage(
  () => import('../features/maintenance/pages/MaintenanceOrdersPage'),
  (m) => m.MaintenanceListPage,
);
export const MaintenanceMinePage = lazyPage(
  () => import('../features/maintenance/pages/MaintenanceOrdersPage'),
  (m) => m.MaintenanceMinePage,
);
export const MaintenanceSubmitPage = lazyPage(
  () => import('../features/maintenance/pages/MaintenanceOrdersPage'),
  (m) => m.MaintenanceSubmitPage,
);
export const ProjectImportPage = lazyPage(
  () => import('../features/maintenance/pages/ProjectImportPage'),
  (m) => m.ProjectImportPage,
);
export const MobileMaintenanceListPage = lazyPage(
  () => import('../features/maintenance/pages/mobile/MobileMaintenanceOrdersPage'),
  (m) => m.MobileMaintenanceListPage,
);
export const MobileMaintenanceMinePage = lazyPage(
  () => import('../features/maintenance/pages/mobile/MobileMaintenanceOrdersPage'),
  (m) => m.MobileMaintenanceMinePage,
);
export const MobileMaintenanceSubmitPage = lazyPage(
  () => import('../features/maintenance/pages/mobile/MobileMaintenanceOrdersPage'),
  (m) => m.MobileMaintenanceSubmitPage,
);
export const DeviceListPage = lazyPage(
  () => import('../features/devices/pages/DeviceListPage'),
  (m) => m.DeviceListPage,
);
export const ManagementPage = lazyPage(
  () => import('../features/workbench/pages/ManagementPage'),
  (m) => m.ManagementPage,
);
export const MobileAssessmentRulePage = lazyPage(
  () => import('../features/assessment/pages/mobile/MobileAssessmentRulePage'),
  (m) => m.MobileAssessmentRulePage,
);
export const MobileOperationLogPage = lazyPage(
  () => import('../features/audit/pages/mobile/MobileOperationLogPage'),
  (m) => m.MobileOperationLogPage,
);
export const ViewQueryPage = lazyPage(
  () => import('../features/scada/pages/ViewQueryPage'),
  (m) => m.ViewQueryPage,
);
export const MobileViewQueryPage = lazyPage(
  () => import('../features/scada/pages/mobile/MobileViewQueryPage'),
  (m) => m.MobileViewQueryPage,
);
export const ShapePage = lazyPage(
  () => import('../features/scada/pages/ShapePage'),
  (m) => m.ShapePage,
);
export const ScreenListPage = lazyPage(
  () => import('../features/screens/pages/ScreenListPage'),
  (m) => m.ScreenListPage,
);
export const MobileScreenListPage = lazyPage(
  () => import('../features/screens/pages/mobile/MobileScreenListPage'),
  (m) => m.MobileScreenListPage,
);
export const ScreenEditorPage = lazyPage(
  () => import('../features/screens/pages/ScreenEditorPage'),
  (m) => m.ScreenEditorPage,
);
export const ScreenDisplayPage = lazyPage(
  () => import('../features/screens/pages/ScreenDisplayPage'),
  (m) => m.ScreenDisplayPage,
);
export const RecipesPage = lazyPage(
  () => import('../features/recipes/pages/RecipesPage'),
  (m) => m.RecipesPage,
);
export const MobileRecipesPage = lazyPage(
  () => import('../features/recipes/pages/mobile/MobileRecipesPage'),
  (m) => m.MobileRecipesPage,
);
export const TriggersPage = lazyPage(
  () => import('../features/automation/pages/TriggersPage'),
  (m) => m.TriggersPage,
);
export const AssignmentsPage = lazyPage(
  () => import('../features/automation/pages/AssignmentsPage'),
  (m) => m.AssignmentsPage,
);
export const StatusesPage = lazyPage(
  () => import('../features/automation/pages/StatusesPage'),
  (m) => m.StatusesPage,
);
export const MobileTriggersPage = lazyPage(
  () => import('../features/automation/pages/mobile/MobileAutomationPages'),
  (m) => m.MobileTriggersPage,
);
export const MobileAssignmentsPage = lazyPage(
  () => import('../features/automation/pages/mobile/MobileAutomationPages'),
  (m) => m.MobileAssignmentsPage,
);
export const MobileStatusesPage = lazyPage(
  () => import('../features/automation/pages/mobile/MobileAutomationPages'),
  (m) => m.MobileStatusesPage,
);
export const ErrorStorePage = lazyPage(
  () => import('../features/client-errors/pages/ErrorStorePage'),
  (m) => m.ErrorStorePage,
);
export const ErrorLoggerPage = lazyPage(
  () => import('../features/client-errors/pages/ErrorLoggerPage'),
  (m) => m.ErrorLoggerPage,
);
export const MobileErrorStorePage = lazyPage(
  () => import('../features/client-errors/pages/mobile/MobileErrorStorePage'),
  (m) => m.MobileErrorStorePage,
);
export const ChargingRoomsPage = lazyPage(
  () => import('../features/charging-rooms/pages/ChargingRoomsPage'),
  (m) => m.ChargingRoomsPage,
);
export const MobileChargingRoomsPage = lazyPage(
  () => import('../features/charging-rooms/pages/mobile/MobileChargingRoomsPage'),
  (m) => m.MobileChargingRoomsPage,
);

export * from './lazyPagesOperations';
export const ReliabilityPage = lazyPage(
  () => import('../features/reliability/pages/ReliabilityPage'),
  (m) => m.ReliabilityPage,
);
