import { defineMessages } from '../define-messages.js';

export const assessmentMessages = defineMessages(
  {
    'error.ratingOrderState': '只能评价已完成的工单(当前状态 {{status}})',
    'error.ratingActor': '只有工单的创建人或管理员可以评价',
    'validation.assessmentPoints': '分值必须在 -1000 到 1000 之间',
    'validation.ratingStars': '请选择 1 到 5 星',
  },
  {
    'error.ratingOrderState': 'Only completed orders can be rated (this one is {{status}})',
    'error.ratingActor': "Only the order's creator or an administrator may rate it",
    'validation.assessmentPoints': 'Points must be between -1000 and 1000',
    'validation.ratingStars': 'Choose 1 to 5 stars',
  },
);
