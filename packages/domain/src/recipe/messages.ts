import { defineMessages } from '../define-messages.js';
import { recipeMessagesEnUS } from './messages.en-US.js';
import { recipeMessagesZhCN } from './messages.zh-CN.js';

export const recipeMessages = defineMessages(recipeMessagesZhCN, recipeMessagesEnUS);
