/** Alarm levels (spec §3): 1 normal, 2 general, 3 severe, 4 warning; colours from spec §9. */
export const ALARM_LEVELS = [1, 2, 3, 4] as const;
export type AlarmLevel = (typeof ALARM_LEVELS)[number];

export const ALARM_LEVEL_COLORS: Record<AlarmLevel, string> = {
  1: '#165DFF',
  2: '#60D4FF',
  3: '#FFA341',
  4: '#FF4149',
};

export const ALARM_LEVEL_NAMES: Record<AlarmLevel, { 'zh-CN': string; 'en-US': string }> = {
  1: { 'zh-CN': '普通', 'en-US': 'Normal' },
  2: { 'zh-CN': '一般', 'en-US': 'General' },
  3: { 'zh-CN': '严重', 'en-US': 'Severe' },
  4: { 'zh-CN': '警告', 'en-US': 'Warning' },
};

export function isAlarmLevel(value: unknown): value is AlarmLevel {
  return value === 1 || value === 2 || value === 3 || value === 4;
}

/** An alarm's life: raised (active), seen by someone (acknowledged), over (cleared). */
export const ALARM_STATES = ['active', 'acknowledged', 'cleared'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

/** Acknowledge only an active alarm; clear one that is not cleared yet. */
export function alarmActionAllowed(action: 'acknowledge' | 'clear', state: AlarmState): boolean {
  return action === 'acknowledge' ? state === 'active' : state !== 'cleared';
}
