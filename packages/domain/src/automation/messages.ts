import { defineMessages } from '../define-messages.js';
import { automationMessagesEnUS } from './messages.en-US.js';
import { automationMessagesZhCN } from './messages.zh-CN.js';

export const automationMessages = defineMessages(automationMessagesZhCN, automationMessagesEnUS);
