import { defineMessages } from '../define-messages.js';
import { reportMessagesEnUS } from './messages.en-US.js';
import { reportMessagesZhCN } from './messages.zh-CN.js';

/** Collection tasks, data analysis and reports (issue 7 part 2). */
export const reportMessages = defineMessages(reportMessagesZhCN, reportMessagesEnUS);
