import { defineMessages } from '../define-messages.js';
import { historyMessagesEnUS } from './messages.en-US.js';
import { historyMessagesZhCN } from './messages.zh-CN.js';

export const historyMessages = defineMessages(historyMessagesZhCN, historyMessagesEnUS);
