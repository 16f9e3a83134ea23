import { defineMessages } from '../define-messages.js';
import { remoteMessagesEnUS } from './messages.en-US.js';
import { remoteMessagesZhCN } from './messages.zh-CN.js';

/** Remote HMI (spec §2 /noVnc, §7 GetNoVNCUrl) and GPS tracks. */
export const remoteMessages = defineMessages(remoteMessagesZhCN, remoteMessagesEnUS);
