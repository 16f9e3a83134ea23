import { defineMessages } from '../define-messages.js';
import { shareMessagesEnUS } from './messages.en-US.js';
import { shareMessagesZhCN } from './messages.zh-CN.js';

/** Share links. */
export const shareMessages = defineMessages(shareMessagesZhCN, shareMessagesEnUS);
