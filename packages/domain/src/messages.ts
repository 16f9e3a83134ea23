import type { ErrorCode } from './errors.js';
import type { Language } from './language.js';
import { CORE_MESSAGES_EN_US } from './core-messages.en-US.js';
import { CORE_MESSAGES_ZH_CN } from './core-messages.zh-CN.js';
import { workOrderMessages } from './workorder/messages.js';
import { maintenanceMessages } from './maintenance/messages.js';
import { alarmMessages } from './alarm/messages.js';
import { notifyMessages } from './notify/messages.js';
import { sparePartsMessages } from './spare-parts/messages.js';
import { assessmentMessages } from './assessment/messages.js';
import { historyMessages } from './history/messages.js';
import { reportMessages } from './report/messages.js';
import { scadaMessages } from './scada/messages.js';
import { screenMessages } from './screen/messages.js';
import { recipeMessages } from './recipe/messages.js';
import { PLC_FAILURE_MESSAGES } from './device/plc-failure.js';
import { plcSettingsMessages } from './device/plc-settings-messages.js';
import { automationMessages } from './automation/messages.js';
import { shareMessages } from './share/messages.js';
import { chargingMessages } from './charging/messages.js';
import { simMessages } from './sim/messages.js';
import { productionMessages } from './production/messages.js';
import { installmentMessages } from './installment/messages.js';
import { remoteMessages } from './remote/messages.js';
import { xdataMessages } from './xdata/messages.js';
import { inputMessages } from './input/messages.js';
import { reliabilityMessages } from './reliability/messages.js';

/**
 * Text for every error code and every validation rule, in both languages. The server answers with
 * these; the web loads them into i18next as the `messages` namespace, so a rule reads the same in
 * the form and in the API's answer. Placeholders use i18next's `{{name}}` syntax.
 */
const zhCN = {
  ...CORE_MESSAGES_ZH_CN,
  // Each feature's own messages (one spread per feature file, `defineMessages` keeps both languages complete).
  ...workOrderMessages['zh-CN'],
  ...maintenanceMessages['zh-CN'],
  ...alarmMessages['zh-CN'],
  ...notifyMessages['zh-CN'],
  ...sparePartsMessages['zh-CN'],
  ...assessmentMessages['zh-CN'],
  ...reliabilityMessages['zh-CN'],
  ...historyMessages['zh-CN'],
  ...reportMessages['zh-CN'],
  ...scadaMessages['zh-CN'],
  ...screenMessages['zh-CN'],
  ...recipeMessages['zh-CN'],
  ...PLC_FAILURE_MESSAGES['zh-CN'],
  ...plcSettingsMessages['zh-CN'],
  ...automationMessages['zh-CN'],
  ...shareMessages['zh-CN'],
  ...chargingMessages['zh-CN'],
  ...simMessages['zh-CN'],
  ...productionMessages['zh-CN'],
  ...installmentMessages['zh-CN'],
  ...remoteMessages['zh-CN'],
  ...xdataMessages['zh-CN'],
  ...inputMessages['zh-CN'],
} as const;

export type MessageKey = keyof typeof zhCN;

const enUS: Record<MessageKey, string> = {
  ...CORE_MESSAGES_EN_US,
  ...workOrderMessages['en-US'],
  ...maintenanceMessages['en-US'],
  ...alarmMessages['en-US'],
  ...notifyMessages['en-US'],
  ...sparePartsMessages['en-US'],
  ...assessmentMessages['en-US'],
  ...reliabilityMessages['en-US'],
  ...historyMessages['en-US'],
  ...reportMessages['en-US'],
  ...scadaMessages['en-US'],
  ...screenMessages['en-US'],
  ...recipeMessages['en-US'],
  ...PLC_FAILURE_MESSAGES['en-US'],
  ...plcSettingsMessages['en-US'],
  ...automationMessages['en-US'],
  ...shareMessages['en-US'],
  ...chargingMessages['en-US'],
  ...simMessages['en-US'],
  ...productionMessages['en-US'],
  ...installmentMessages['en-US'],
  ...remoteMessages['en-US'],
  ...xdataMessages['en-US'],
  ...inputMessages['en-US'],
};

export const MESSAGES: Record<Language, Record<MessageKey, string>> = { 'zh-CN': zhCN, 'en-US': enUS };

// Every error code has a message in each language (checked by the compiler).
const everyCodeHasText: Record<ErrorCode, string> = zhCN;
void everyCodeHasText;

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(zhCN, value);
}

export function formatMessage(language: Language, key: MessageKey, params: Record<string, string | number> = {}): string {
  return MESSAGES[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => (name in params ? String(params[name]) : `{{${name}}}`));
}
