import type { sparePartsMessagesZhCN } from './messages.zh-CN.js';

/** `sparePartsMessages` in en-US: exactly the zh-CN keys. */
export const sparePartsMessagesEnUS: Record<keyof typeof sparePartsMessagesZhCN, string> = {
  'error.partCodeTaken': 'This part code already exists',
  'error.partNotFound': 'The part does not exist',
  'error.partInUse': 'The part has applications or stock movements and cannot be deleted',
  'error.partStockShort': 'Not enough stock: {{stock}} in stock, {{quantity}} needed',
  'error.partApplicationState': 'The application is {{status}}; {{action}} is not allowed',
  'error.partApplicationActor': 'You may not do this to the part application',
  'error.partApplicant': "Only the order's repairman or a user allowed to apply may apply for parts",
  'error.partOrderState': 'The order is {{statusLabel}}; parts cannot be applied for',
  'error.partOwnApplication': 'You cannot approve your own part application; another approver must decide it',
  'error.partOtherCompany': 'The part and the order belong to different companies',
  'validation.partCode': 'Letters, digits and . _ - / only',
  'validation.partQuantity': 'Enter a valid whole quantity',
  'validation.partPrice': 'The price must be between 0 and 100,000,000',
};
