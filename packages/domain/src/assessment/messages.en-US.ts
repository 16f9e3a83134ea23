import type { assessmentMessagesZhCN } from './messages.zh-CN.js';

/** `assessmentMessages` in en-US: exactly the zh-CN keys. */
export const assessmentMessagesEnUS: Record<keyof typeof assessmentMessagesZhCN, string> = {
  'error.ratingOrderState': 'Only completed orders can be rated (this one is {{status}})',
  'error.ratingActor': "Only the order's creator or an administrator may rate it",
  'validation.assessmentPoints': 'Points must be between -1000 and 1000',
  'validation.ratingStars': 'Choose 1 to 5 stars',
};
