import { DEFAULT_LANGUAGE, LANGUAGES, MESSAGES, isLanguage, type Language } from '@fieldlink/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clientStorage } from '../lib/storage/clientStorage';
import enAuth from './en-US/auth.json';
import enCommon from './en-US/common.json';
import enErrors from './en-US/errors.json';
import enHome from './en-US/home.json';
import enMobile from './en-US/mobile.json';
import enShell from './en-US/shell.json';
import enAccess from './en-US/access.json';
import enUsers from './en-US/users.json';
import enRoles from './en-US/roles.json';
import enCustomers from './en-US/customers.json';
import enRegions from './en-US/regions.json';
import enAudit from './en-US/audit.json';
import enAccount from './en-US/account.json';
import enNotices from './en-US/notices.json';
import enProjects from './en-US/projects.json';
import enDevices from './en-US/devices.json';
import enPoints from './en-US/points.json';
import enMonitoring from './en-US/monitoring.json';
import enHistory from './en-US/history.json';
import enSpareParts from './en-US/spareParts.json';
import enAssessment from './en-US/assessment.json';
import enWorkOrders from './en-US/workOrders.json';
import enMaintenance from './en-US/maintenance.json';
import enAlarms from './en-US/alarms.json';
import enInbox from './en-US/inbox.json';
import enReports from './en-US/reports.json';
import enScada from './en-US/scada.json';
import enScadaEditor from './en-US/scadaEditor.json';
import enScreens from './en-US/screens.json';
import enRecipes from './en-US/recipes.json';
import enAutomation from './en-US/automation.json';
import enShares from './en-US/shares.json';
import enClientErrors from './en-US/clientErrors.json';
import enChargingRooms from './en-US/chargingRooms.json';
import enSimCards from './en-US/simCards.json';
import enProduction from './en-US/production.json';
import enInstallments from './en-US/installments.json';
import enRemoteAccess from './en-US/remoteAccess.json';
import enGps from './en-US/gps.json';
import enXData from './en-US/xdata.json';
import enConfiguration from './en-US/configuration.json';
import enManual from './en-US/manual.json';
import zhAccess from './zh-CN/access.json';
import zhUsers from './zh-CN/users.json';
import zhRoles from './zh-CN/roles.json';
import zhCustomers from './zh-CN/customers.json';
import zhRegions from './zh-CN/regions.json';
import zhAudit from './zh-CN/audit.json';
import zhAccount from './zh-CN/account.json';
import zhNotices from './zh-CN/notices.json';
import zhProjects from './zh-CN/projects.json';
import zhDevices from './zh-CN/devices.json';
import zhPoints from './zh-CN/points.json';
import zhMonitoring from './zh-CN/monitoring.json';
import zhHistory from './zh-CN/history.json';
import zhSpareParts from './zh-CN/spareParts.json';
import zhAssessment from './zh-CN/assessment.json';
import zhWorkOrders from './zh-CN/workOrders.json';
import zhMaintenance from './zh-CN/maintenance.json';
import zhAlarms from './zh-CN/alarms.json';
import zhInbox from './zh-CN/inbox.json';
import zhReports from './zh-CN/reports.json';
import zhScada from './zh-CN/scada.json';
import zhScadaEditor from './zh-CN/scadaEditor.json';
import zhScreens from './zh-CN/screens.json';
import zhRecipes from './zh-CN/recipes.json';
import zhAutomation from './zh-CN/automation.json';
import zhShares from './zh-CN/shares.json';
import zhClientErrors from './zh-CN/clientErrors.json';
import zhChargingRooms from './zh-CN/chargingRooms.json';
import zhSimCards from './zh-CN/simCards.json';
import zhProduction from './zh-CN/production.json';
import zhInstallments from './zh-CN/installments.json';
import zhRemoteAccess from './zh-CN/remoteAccess.json';
import zhGps from './zh-CN/gps.json';
import zhXData from './zh-CN/xdata.json';
import zhConfiguration from './zh-CN/configuration.json';
import zhManual from './zh-CN/manual.json';
import zhAuth from './zh-CN/auth.json';
import zhCommon from './zh-CN/common.json';
import zhErrors from './zh-CN/errors.json';
import zhHome from './zh-CN/home.json';
import zhMobile from './zh-CN/mobile.json';
import zhShell from './zh-CN/shell.json';

/** Catalogs per language; `messages` is the domain's error and validation text. */
export const RESOURCES = {
  'zh-CN': {
    common: zhCommon,
    auth: zhAuth,
    shell: zhShell,
    home: zhHome,
    errors: zhErrors,
    mobile: zhMobile,
    access: zhAccess,
    users: zhUsers,
    roles: zhRoles,
    customers: zhCustomers,
    regions: zhRegions,
    audit: zhAudit,
    account: zhAccount,
    notices: zhNotices,
    projects: zhProjects,
    devices: zhDevices,
    points: zhPoints,
    monitoring: zhMonitoring,
    history: zhHistory,
    spareParts: zhSpareParts,
    assessment: zhAssessment,
    workOrders: zhWorkOrders,
    maintenance: zhMaintenance,
    alarms: zhAlarms,
    inbox: zhInbox,
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
    manual: zhManual,
    messages: MESSAGES['zh-CN'],
  },
  'en-US': {
    common: enCommon,
    auth: enAuth,
    shell: enShell,
    home: enHome,
    errors: enErrors,
    mobile: enMobile,
    access: enAccess,
    users: enUsers,
    roles: enRoles,
    customers: enCustomers,
    regions: enRegions,
    audit: enAudit,
    account: enAccount,
    notices: enNotices,
    projects: enProjects,
    devices: enDevices,
    points: enPoints,
    monitoring: enMonitoring,
    history: enHistory,
    spareParts: enSpareParts,
    assessment: enAssessment,
    workOrders: enWorkOrders,
    maintenance: enMaintenance,
    alarms: enAlarms,
    inbox: enInbox,
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
    manual: enManual,
    messages: MESSAGES['en-US'],
  },
} as const;

export const NAMESPACES = [
  'common',
  'auth',
  'shell',
  'home',
  'errors',
  'mobile',
  'access',
  'users',
  'roles',
  'customers',
  'regions',
  'audit',
  'account',
  'notices',
  'projects',
  'devices',
  'points',
  'monitoring',
  'history',
  'spareParts',
  'assessment',
  'workOrders',
  'maintenance',
  'alarms',
  'inbox',
  'reports',
  'scada',
  'scadaEditor',
  'screens',
  'recipes',
  'automation',
  'shares',
  'clientErrors',
  'chargingRooms',
  'simCards',
  'production',
  'installments',
  'remoteAccess',
  'gps',
  'xdata',
  'configuration',
  'manual',
  'messages',
] as const;

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Keys like 'validation.required' in `messages` are flat: do not split them on dots there.
    keySeparator: '.',
    nsSeparator: ':',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  applyLanguageSideEffects(language);
  return instance;
}

function applyLanguageSideEffects(language: Language): void {
  dayjs.locale(DAYJS_LOCALE[language]);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** Switches the whole app's language and remembers the choice. */
export async function switchLanguage(instance: i18n, language: Language): Promise<void> {
  clientStorage.set('language', language);
  applyLanguageSideEffects(language);
  await instance.changeLanguage(language);
}

export function currentLanguage(instance: i18n): Language {
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
