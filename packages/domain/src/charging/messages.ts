import { defineMessages } from '../define-messages.js';
import { chargingMessagesEnUS } from './messages.en-US.js';
import { chargingMessagesZhCN } from './messages.zh-CN.js';

/** Charging rooms (spec §2 velvetRoomConfiguration). */
export const chargingMessages = defineMessages(chargingMessagesZhCN, chargingMessagesEnUS);
