import { defineMessages } from '../define-messages.js';
import { workOrderMessagesEnUS } from './messages.en-US.js';
import { workOrderMessagesZhCN } from './messages.zh-CN.js';

export const workOrderMessages = defineMessages(workOrderMessagesZhCN, workOrderMessagesEnUS);
