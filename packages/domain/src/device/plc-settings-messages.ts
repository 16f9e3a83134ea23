import { defineMessages } from '../define-messages.js';
import { plcSettingsMessagesEnUS } from './plc-settings-messages.en-US.js';
import { plcSettingsMessagesZhCN } from './plc-settings-messages.zh-CN.js';

export const plcSettingsMessages = defineMessages(plcSettingsMessagesZhCN, plcSettingsMessagesEnUS);
