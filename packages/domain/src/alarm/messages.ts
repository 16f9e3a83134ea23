import { defineMessages } from '../define-messages.js';
import { alarmMessagesEnUS } from './messages.en-US.js';
import { alarmMessagesZhCN } from './messages.zh-CN.js';

export const alarmMessages = defineMessages(alarmMessagesZhCN, alarmMessagesEnUS);
