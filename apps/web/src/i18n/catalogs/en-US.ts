import { MESSAGES_EN_US } from '@fieldlink/domain';
import { EN_US_FIRST } from './en-US.first';
import { EN_US_SHELL } from './en-US.shell';
import enAccess from '../en-US/access.json';
import enUsers from '../en-US/users.json';
import enRoles from '../en-US/roles.json';
import enCustomers from '../en-US/customers.json';
import enRegions from '../en-US/regions.json';
import enAudit from '../en-US/audit.json';
import enAccount from '../en-US/account.json';
import enProjects from '../en-US/projects.json';
import enDevices from '../en-US/devices.json';
import enPoints from '../en-US/points.json';
import enMonitoring from '../en-US/monitoring.json';
import enHistory from '../en-US/history.json';
import enSpareParts from '../en-US/spareParts.json';
import enAssessment from '../en-US/assessment.json';
import enMaintenance from '../en-US/maintenance.json';
import enReports from '../en-US/reports.json';
import enScada from '../en-US/scada.json';
import enScadaEditor from '../en-US/scadaEditor.json';
import enScreens from '../en-US/screens.json';
import enRecipes from '../en-US/recipes.json';
import enAutomation from '../en-US/automation.json';
import enShares from '../en-US/shares.json';
import enClientErrors from '../en-US/clientErrors.json';
import enChargingRooms from '../en-US/chargingRooms.json';
import enSimCards from '../en-US/simCards.json';
import enProduction from '../en-US/production.json';
import enInstallments from '../en-US/installments.json';
import enRemoteAccess from '../en-US/remoteAccess.json';
import enGps from '../en-US/gps.json';
import enXData from '../en-US/xdata.json';
import enConfiguration from '../en-US/configuration.json';
import enReliability from '../en-US/reliability.json';

/** The en-US catalogs: a chunk of their own, loaded when the app runs in en-US; `messages` is the domain's error and validation text. */
export const EN_US = {
  ...EN_US_FIRST,
  ...EN_US_SHELL,
  access: enAccess,
  users: enUsers,
  roles: enRoles,
  customers: enCustomers,
  regions: enRegions,
  audit: enAudit,
  account: enAccount,
  projects: enProjects,
  devices: enDevices,
  points: enPoints,
  monitoring: enMonitoring,
  history: enHistory,
  spareParts: enSpareParts,
  assessment: enAssessment,
  maintenance: enMaintenance,
  reports: enReports,
  scada: enScada,
  scadaEditor: enScadaEditor,
  screens: enScreens,
  recipes: enRecipes,
  automation: enAutomation,
  shares: enShares,
  clientErrors: enClientErrors,
  chargingRooms: enChargingRooms,
  simCards: enSimCards,
  production: enProduction,
  installments: enInstallments,
  remoteAccess: enRemoteAccess,
  gps: enGps,
  xdata: enXData,
  configuration: enConfiguration,
  reliability: enReliability,
  messages: MESSAGES_EN_US,
};
