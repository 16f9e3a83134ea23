import { CORE_MESSAGES_EN_US } from './core-messages.en-US.js';
import { workOrderMessagesEnUS } from './workorder/messages.en-US.js';
import { maintenanceMessagesEnUS } from './maintenance/messages.en-US.js';
import { alarmMessagesEnUS } from './alarm/messages.en-US.js';
import { notifyMessagesEnUS } from './notify/messages.en-US.js';
import { sparePartsMessagesEnUS } from './spare-parts/messages.en-US.js';
import { assessmentMessagesEnUS } from './assessment/messages.en-US.js';
import { reliabilityMessagesEnUS } from './reliability/messages.en-US.js';
import { historyMessagesEnUS } from './history/messages.en-US.js';
import { reportMessagesEnUS } from './report/messages.en-US.js';
import { scadaMessagesEnUS } from './scada/messages.en-US.js';
import { screenMessagesEnUS } from './screen/messages.en-US.js';
import { recipeMessagesEnUS } from './recipe/messages.en-US.js';
import { PLC_FAILURE_MESSAGES_EN_US } from './device/plc-failure-messages.en-US.js';
import { plcSettingsMessagesEnUS } from './device/plc-settings-messages.en-US.js';
import { automationMessagesEnUS } from './automation/messages.en-US.js';
import { shareMessagesEnUS } from './share/messages.en-US.js';
import { chargingMessagesEnUS } from './charging/messages.en-US.js';
import { simMessagesEnUS } from './sim/messages.en-US.js';
import { productionMessagesEnUS } from './production/messages.en-US.js';
import { installmentMessagesEnUS } from './installment/messages.en-US.js';
import { remoteMessagesEnUS } from './remote/messages.en-US.js';
import { xdataMessagesEnUS } from './xdata/messages.en-US.js';
import { inputMessagesEnUS } from './input/messages.en-US.js';
import type { MessageKey } from './messages.zh-CN.js';

/** Every error code's and validation rule's text in en-US, a module of its own (see `messages.zh-CN.ts`). */
export const MESSAGES_EN_US: Record<MessageKey, string> = {
  ...CORE_MESSAGES_EN_US,
  ...workOrderMessagesEnUS,
  ...maintenanceMessagesEnUS,
  ...alarmMessagesEnUS,
  ...notifyMessagesEnUS,
  ...sparePartsMessagesEnUS,
  ...assessmentMessagesEnUS,
  ...reliabilityMessagesEnUS,
  ...historyMessagesEnUS,
  ...reportMessagesEnUS,
  ...scadaMessagesEnUS,
  ...screenMessagesEnUS,
  ...recipeMessagesEnUS,
  ...PLC_FAILURE_MESSAGES_EN_US,
  ...plcSettingsMessagesEnUS,
  ...automationMessagesEnUS,
  ...shareMessagesEnUS,
  ...chargingMessagesEnUS,
  ...simMessagesEnUS,
  ...productionMessagesEnUS,
  ...installmentMessagesEnUS,
  ...remoteMessagesEnUS,
  ...xdataMessagesEnUS,
  ...inputMessagesEnUS,
};
