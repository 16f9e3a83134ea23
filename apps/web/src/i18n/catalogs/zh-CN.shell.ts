import { workOrderLabelMessages } from '@fieldlink/domain';
import zhAlarms from '../zh-CN/alarms.json';
import zhHome from '../zh-CN/home.json';
import zhInbox from '../zh-CN/inbox.json';
import zhManual from '../zh-CN/manual.json';
import zhMobile from '../zh-CN/mobile.json';
import zhNotices from '../zh-CN/notices.json';
import zhShell from '../zh-CN/shell.json';
import zhWorkOrders from '../zh-CN/workOrders.json';

/**
 * What the shells and the home draw with in zh-CN, after the first part: the shells' own namespaces, the
 * home's, and those of what the shells draw around every page (the alert window and its entries, the
 * system message, the manual's "?", the offline notices) and of the home's lists (alarm levels and
 * states, the orders' status labels). The rest (`zh-CN.ts`) comes with every other page
 * (`CatalogGate` in `shells/ShellRoutes.tsx`), or when the browser is idle after the shell's first page.
 */
export const ZH_CN_SHELL = {
  shell: zhShell,
  home: zhHome,
  mobile: zhMobile,
  alarms: zhAlarms,
  inbox: zhInbox,
  notices: zhNotices,
  manual: zhManual,
  workOrders: zhWorkOrders,
  messages: workOrderLabelMessages('zh-CN'),
};
