import { defineMessages } from '../define-messages.js';
import { sparePartsMessagesEnUS } from './messages.en-US.js';
import { sparePartsMessagesZhCN } from './messages.zh-CN.js';

export const sparePartsMessages = defineMessages(sparePartsMessagesZhCN, sparePartsMessagesEnUS);
