import { defineMessages } from '../define-messages.js';
import { maintenanceMessagesEnUS } from './messages.en-US.js';
import { maintenanceMessagesZhCN } from './messages.zh-CN.js';

export const maintenanceMessages = defineMessages(maintenanceMessagesZhCN, maintenanceMessagesEnUS);
