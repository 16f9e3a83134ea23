import { defineMessages } from '../define-messages.js';
import { installmentMessagesEnUS } from './messages.en-US.js';
import { installmentMessagesZhCN } from './messages.zh-CN.js';

/** Installments and device lock (spec §1, §2 installmentManagement). */
export const installmentMessages = defineMessages(installmentMessagesZhCN, installmentMessagesEnUS);
