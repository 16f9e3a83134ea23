import { defineMessages } from '../define-messages.js';
import { assessmentMessagesEnUS } from './messages.en-US.js';
import { assessmentMessagesZhCN } from './messages.zh-CN.js';

export const assessmentMessages = defineMessages(assessmentMessagesZhCN, assessmentMessagesEnUS);
