import { defineMessages } from '../define-messages.js';
import { scadaMessagesEnUS } from './messages.en-US.js';
import { scadaMessagesZhCN } from './messages.zh-CN.js';

/** SCADA views and the gallery (issue 16). */
export const scadaMessages = defineMessages(scadaMessagesZhCN, scadaMessagesEnUS);
