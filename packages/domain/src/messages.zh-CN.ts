import { CORE_MESSAGES_ZH_CN } from './core-messages.zh-CN.js';
import { workOrderMessagesZhCN } from './workorder/messages.zh-CN.js';
import { maintenanceMessagesZhCN } from './maintenance/messages.zh-CN.js';
import { alarmMessagesZhCN } from './alarm/messages.zh-CN.js';
import { notifyMessagesZhCN } from './notify/messages.zh-CN.js';
import { sparePartsMessagesZhCN } from './spare-parts/messages.zh-CN.js';
import { assessmentMessagesZhCN } from './assessment/messages.zh-CN.js';
import { reliabilityMessagesZhCN } from './reliability/messages.zh-CN.js';
import { historyMessagesZhCN } from './history/messages.zh-CN.js';
import { reportMessagesZhCN } from './report/messages.zh-CN.js';
import { scadaMessagesZhCN } from './scada/messages.zh-CN.js';
import { screenMessagesZhCN } from './screen/messages.zh-CN.js';
import { recipeMessagesZhCN } from './recipe/messages.zh-CN.js';
import { PLC_FAILURE_MESSAGES_ZH_CN } from './device/plc-failure-messages.zh-CN.js';
import { plcSettingsMessagesZhCN } from './device/plc-settings-messages.zh-CN.js';
import { automationMessagesZhCN } from './automation/messages.zh-CN.js';
import { shareMessagesZhCN } from './share/messages.zh-CN.js';
import { chargingMessagesZhCN } from './charging/messages.zh-CN.js';
import { simMessagesZhCN } from './sim/messages.zh-CN.js';
import { productionMessagesZhCN } from './production/messages.zh-CN.js';
import { installmentMessagesZhCN } from './installment/messages.zh-CN.js';
import { remoteMessagesZhCN } from './remote/messages.zh-CN.js';
import { xdataMessagesZhCN } from './xdata/messages.zh-CN.js';
import { inputMessagesZhCN } from './input/messages.zh-CN.js';

/**
 * Every error code's and validation rule's text in zh-CN, a module of its own: the web's zh-CN catalog
 * loads it without the English (`messages.en-US.ts`). `messages.ts` holds both for the server.
 */
export const MESSAGES_ZH_CN = {
  ...CORE_MESSAGES_ZH_CN,
  // Each feature's own messages (one spread per feature table; its en-US table has exactly its keys).
  ...workOrderMessagesZhCN,
  ...maintenanceMessagesZhCN,
  ...alarmMessagesZhCN,
  ...notifyMessagesZhCN,
  ...sparePartsMessagesZhCN,
  ...assessmentMessagesZhCN,
  ...reliabilityMessagesZhCN,
  ...historyMessagesZhCN,
  ...reportMessagesZhCN,
  ...scadaMessagesZhCN,
  ...screenMessagesZhCN,
  ...recipeMessagesZhCN,
  ...PLC_FAILURE_MESSAGES_ZH_CN,
  ...plcSettingsMessagesZhCN,
  ...automationMessagesZhCN,
  ...shareMessagesZhCN,
  ...chargingMessagesZhCN,
  ...simMessagesZhCN,
  ...productionMessagesZhCN,
  ...installmentMessagesZhCN,
  ...remoteMessagesZhCN,
  ...xdataMessagesZhCN,
  ...inputMessagesZhCN,
} as const;

export type MessageKey = keyof typeof MESSAGES_ZH_CN;
