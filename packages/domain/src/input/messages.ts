import { defineMessages } from '../define-messages.js';
import { inputMessagesEnUS } from './messages.en-US.js';
import { inputMessagesZhCN } from './messages.zh-CN.js';

/** What the server answers when a request's values cannot be stored: named by field where one is known. */
export const inputMessages = defineMessages(inputMessagesZhCN, inputMessagesEnUS);
