import { defineMessages } from '../define-messages.js';
import { xdataMessagesEnUS } from './messages.en-US.js';
import { xdataMessagesZhCN } from './messages.zh-CN.js';

/** XDATA: data sources, data models and data screens (spec §2, §3, §5, §9). */
export const xdataMessages = defineMessages(xdataMessagesZhCN, xdataMessagesEnUS);
