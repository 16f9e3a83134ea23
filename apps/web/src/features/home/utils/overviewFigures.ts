import {
  ALARM_LEVELS,
  ALARM_LEVEL_COLORS,
  ALARM_LEVEL_NAMES,
  DEVICE_STATUSES,
  DEVICE_STATUS_LABELS,
  OPEN_WORK_ORDER_STATUSES,
  WORK_ORDER_STATUS_COLORS,
  WORK_ORDER_STATUS_LABELS,
  findPage,
  type DeviceStatusName,
  type Language,
  type Shell,
} from '@fieldlink/domain';
import type { OverviewData } from '../api/overviewApi';

/** One figure of the home page: a count, its label and colour, and the filtered list it opens (null: not for this user). */
export interface Figure {
  key: string;
  label: string;
  value: number;
  color: string;
  to: string | null;
}

/** Device states in the colours the device tags use (success, warning, default). */
export const DEVICE_STATUS_HEX: Record<DeviceStatusName, string> = { online: '#52c41a', comm_failure: '#faad14', offline: '#8c8c8c' };

/**
 * The path of a catalogue page in this shell, with a query, when the user may open it (it is among
 * the profile's pages and has a path in the shell); otherwise null, and the figure is shown without a link.
 */
export function pageLink(page: string, shell: Shell, pages: readonly string[], query: Record<string, string | number> = {}): string | null {
  const path = findPage(page)?.paths[shell];
  if (!path || !pages.includes(page)) return null;
  const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Devices per state. A desktop figure opens the device list filtered by that state; a phone has no
 * device list, so it opens the project list (each project with its devices' states).
 */
export function deviceFigures(data: OverviewData, shell: Shell, pages: readonly string[], language: Language): Figure[] {
  return DEVICE_STATUSES.map((status) => ({
    key: status,
    label: DEVICE_STATUS_LABELS[status][language],
    value: data.devices.byStatus[status],
    color: DEVICE_STATUS_HEX[status],
    to: shell === 'desktop' ? pageLink('deviceList', shell, pages, { state: status }) : pageLink('item_page', shell, pages),
  }));
}

/** Open alarms per level in the spec's colours, each opening the alarm records of that level; none without alarms. */
export function alarmFigures(data: OverviewData, shell: Shell, pages: readonly string[], language: Language): Figure[] {
  const alarms = data.alarms;
  if (!alarms) return [];
  return [...ALARM_LEVELS].reverse().map((level) => ({
    key: String(level),
    label: ALARM_LEVEL_NAMES[level][language],
    value: alarms.byLevel[String(level) as keyof typeof alarms.byLevel],
    color: ALARM_LEVEL_COLORS[level],
    to: pageLink('alarm_records', shell, pages, { level }),
  }));
}

/** Open work orders per status in the status colours, each opening the order overview of that status. */
export function orderFigures(data: OverviewData, shell: Shell, pages: readonly string[], language: Language): Figure[] {
  return OPEN_WORK_ORDER_STATUSES.map((status) => ({
    key: status,
    label: WORK_ORDER_STATUS_LABELS[language][status],
    value: data.workOrders.byStatus[status],
    color: WORK_ORDER_STATUS_COLORS[status],
    to: pageLink('orderReview', shell, pages, { status }),
  }));
}

export const sumOf = (figures: readonly Figure[]) => figures.reduce((total, figure) => total + figure.value, 0);

/** A counter's increase with the point's decimals, grouped as the language writes numbers, and its unit. */
export function formatOutput(value: number | null, decimals: number, unit: string | null, language: Language): string {
  if (value === null || !Number.isFinite(value)) return '—';
  const digits = Math.min(20, Math.max(0, Math.trunc(decimals)));
  const text = new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  return unit ? `${text} ${unit}` : text;
}
