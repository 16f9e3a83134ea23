import { defineMessages } from '../define-messages.js';
import { reliabilityMessagesEnUS } from './messages.en-US.js';
import { reliabilityMessagesZhCN } from './messages.zh-CN.js';

export const reliabilityMessages = defineMessages(reliabilityMessagesZhCN, reliabilityMessagesEnUS);
