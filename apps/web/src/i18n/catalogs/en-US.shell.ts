import { workOrderLabelMessages } from '@fieldlink/domain';
import enAlarms from '../en-US/alarms.json';
import enHome from '../en-US/home.json';
import enInbox from '../en-US/inbox.json';
import enManual from '../en-US/manual.json';
import enMobile from '../en-US/mobile.json';
import enNotices from '../en-US/notices.json';
import enShell from '../en-US/shell.json';
import enWorkOrders from '../en-US/workOrders.json';

/**
 * What the shells and the home draw with in en-US, after the first part: the shells' own namespaces, the
 * home's, and those of what the shells draw around every page (the alert window and its entries, the
 * system message, the manual's "?", the offline notices) and of the home's lists (alarm levels and
 * states, the orders' status labels). The rest (`en-US.ts`) comes with every other page
 * (`CatalogGate` in `shells/ShellRoutes.tsx`), or when the browser is idle after the shell's first page.
 */
export const EN_US_SHELL = {
  shell: enShell,
  home: enHome,
  mobile: enMobile,
  alarms: enAlarms,
  inbox: enInbox,
  notices: enNotices,
  manual: enManual,
  workOrders: enWorkOrders,
  messages: workOrderLabelMessages('en-US'),
};
