import { defineMessages } from '../define-messages.js';
import { screenMessagesEnUS } from './messages.en-US.js';
import { screenMessagesZhCN } from './messages.zh-CN.js';

/** Large screens (spec §2 /largeScreen, §3 Screen). */
export const screenMessages = defineMessages(screenMessagesZhCN, screenMessagesEnUS);
