import type { screenMessagesZhCN } from './messages.zh-CN.js';

/** `screenMessages` in en-US: exactly the zh-CN keys. */
export const screenMessagesEnUS: Record<keyof typeof screenMessagesZhCN, string> = {
  'validation.screenName': 'A screen name is 1 to 8 characters: Chinese, letters and digits only',
  'validation.screenTitle': 'The title is at most 40 characters',
  'validation.screenSize': 'The design size is 320×240 to 7680×4320 pixels',
  'validation.screenGrid': 'Rows and columns are 1 to 24',
  'validation.widgetOutside': 'A widget lies outside the grid',
  'validation.widgetOverlap': 'Two widgets overlap',
  'validation.widgetId': 'A widget id is invalid or repeated',
  'validation.widgetConfig': 'A widget is not fully configured',
  'validation.tooManyWidgets': 'The screen has too many widgets',
  'error.screenNotFound': 'The screen does not exist or you have no access to it',
  'error.screenNameTaken': 'This project already has a screen with that name',
};
