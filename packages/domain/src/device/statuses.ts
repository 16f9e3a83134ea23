import type { Language } from '../language.js';

/** Device states (spec §4): online, communication failure (box online, PLC not answering), offline. */
export const DEVICE_STATUSES = ['online', 'comm_failure', 'offline'] as const;
export type DeviceStatusName = (typeof DEVICE_STATUSES)[number];
export const DEVICE_STATUS_LABELS: Record<DeviceStatusName, Record<Language, string>> = {
  online: { 'zh-CN': '在线', 'en-US': 'Online' },
  comm_failure: { 'zh-CN': '通讯失败', 'en-US': 'Communication failure' },
  offline: { 'zh-CN': '离线', 'en-US': 'Offline' },
};
