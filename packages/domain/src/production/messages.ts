import { defineMessages } from '../define-messages.js';
import { productionMessagesEnUS } from './messages.en-US.js';
import { productionMessagesZhCN } from './messages.zh-CN.js';

/** Production management (spec §2 productionManagement). */
export const productionMessages = defineMessages(productionMessagesZhCN, productionMessagesEnUS);
