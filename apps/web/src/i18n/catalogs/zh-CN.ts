import { MESSAGES_ZH_CN } from '@fieldlink/domain';
import { ZH_CN_FIRST } from './zh-CN.first';
import { ZH_CN_SHELL } from './zh-CN.shell';
import zhAccess from '../zh-CN/access.json';
import zhUsers from '../zh-CN/users.json';
import zhRoles from '../zh-CN/roles.json';
import zhCustomers from '../zh-CN/customers.json';
import zhRegions from '../zh-CN/regions.json';
import zhAudit from '../zh-CN/audit.json';
import zhAccount from '../zh-CN/account.json';
import zhProjects from '../zh-CN/projects.json';
import zhDevices from '../zh-CN/devices.json';
import zhPoints from '../zh-CN/points.json';
import zhMonitoring from '../zh-CN/monitoring.json';
import zhHistory from '../zh-CN/history.json';
import zhSpareParts from '../zh-CN/spareParts.json';
import zhAssessment from '../zh-CN/assessment.json';
import zhMaintenance from '../zh-CN/maintenance.json';
import zhReports from '../zh-CN/reports.json';
import zhScada from '../zh-CN/scada.json';
import zhScadaEditor from '../zh-CN/scadaEditor.json';
import zhScreens from '../zh-CN/screens.json';
import zhRecipes from '../zh-CN/recipes.json';
import zhAutomation from '../zh-CN/automation.json';
import zhShares from '../zh-CN/shares.json';
import zhClientErrors from '../zh-CN/clientErrors.json';
import zhChargingRooms from '../zh-CN/chargingRooms.json';
import zhSimCards from '../zh-CN/simCards.json';
import zhProduction from '../zh-CN/production.json';
import zhInstallments from '../zh-CN/installments.json';
import zhRemoteAccess from '../zh-CN/remoteAccess.json';
import zhGps from '../zh-CN/gps.json';
import zhXData from '../zh-CN/xdata.json';
import zhConfiguration from '../zh-CN/configuration.json';
import zhReliability from '../zh-CN/reliability.json';

/** The zh-CN catalogs: a chunk of their own, loaded when the app runs in zh-CN; `messages` is the domain's error and validation text. */
export const ZH_CN = {
  ...ZH_CN_FIRST,
  ...ZH_CN_SHELL,
  access: zhAccess,
  users: zhUsers,
  roles: zhRoles,
  customers: zhCustomers,
  regions: zhRegions,
  audit: zhAudit,
  account: zhAccount,
  projects: zhProjects,
  devices: zhDevices,
  points: zhPoints,
  monitoring: zhMonitoring,
  history: zhHistory,
  spareParts: zhSpareParts,
  assessment: zhAssessment,
  maintenance: zhMaintenance,
  reports: zhReports,
  scada: zhScada,
  scadaEditor: zhScadaEditor,
  screens: zhScreens,
  recipes: zhRecipes,
  automation: zhAutomation,
  shares: zhShares,
  clientErrors: zhClientErrors,
  chargingRooms: zhChargingRooms,
  simCards: zhSimCards,
  production: zhProduction,
  installments: zhInstallments,
  remoteAccess: zhRemoteAccess,
  gps: zhGps,
  xdata: zhXData,
  configuration: zhConfiguration,
  reliability: zhReliability,
  messages: MESSAGES_ZH_CN,
};
