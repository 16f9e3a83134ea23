import { NOTICE_TYPES } from '../account/notice-types.js';
import type { NotificationPreferences } from './schemas.js';

/** A user's notification preferences until they choose: every entry type and alarm level, no quiet hours. */
export const DEFAULT_PREFERENCES: NotificationPreferences = {
  types: [...NOTICE_TYPES],
  levels: [1, 2, 3, 4],
  projectIds: [],
  email: false,
  quietHours: { enabled: false, start: '22:00', end: '07:00' },
  language: 'zh-CN',
};
