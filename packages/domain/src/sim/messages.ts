import { defineMessages } from '../define-messages.js';
import { simMessagesEnUS } from './messages.en-US.js';
import { simMessagesZhCN } from './messages.zh-CN.js';

/** SIM cards and their invoices (spec §1, §2 /SIM, /card). */
export const simMessages = defineMessages(simMessagesZhCN, simMessagesEnUS);
