import { defineMessages } from '../define-messages.js';
import { notifyMessagesEnUS } from './messages.en-US.js';
import { notifyMessagesZhCN } from './messages.zh-CN.js';

export const notifyMessages = defineMessages(notifyMessagesZhCN, notifyMessagesEnUS);
