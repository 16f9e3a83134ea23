import { formatReading, formatValue, isDataTypeCode, isDisplayFormatCode, scale, type Language, type ScaleParams } from '@fieldlink/domain';
import type { DeviceCommand } from '../api/monitoringApi';
import type { MonitorRow } from './liveValues';

/** What is needed to show a written PLC value as the user sees it. */
export interface CommandPoint extends ScaleParams {
  dataType: number;
  displayFormat: number;
  decimals: number;
  multiSegment?: string | null;
  statusWords?: string | null;
}

function payloadValue(payload: unknown): { found: boolean; value: unknown } {
  if (typeof payload === 'object' && payload !== null && !Array.isArray(payload) && 'value' in payload) {
    return { found: true, value: (payload as { value: unknown }).value };
  }
  return { found: false, value: undefined };
}

/**
 * The value a command carried, as short text. A write carries the PLC value; with the point's
 * configuration it is scaled and formatted as the monitor table shows it. Otherwise the payload's
 * `value`, else the payload as JSON ('' without one).
 */
export function commandValue(payload: unknown, point?: CommandPoint, language: Language = 'zh-CN'): string {
  if (payload === null || payload === undefined) return '';
  const { found, value } = payloadValue(payload);
  if (!found) return typeof payload === 'string' ? payload : JSON.stringify(payload);
  // A Bool written reads as its words ("Running", "On"), as the monitor table shows it.
  if (point?.dataType === 10 && (typeof value === 'boolean' || typeof value === 'number')) return formatReading(value, point, language);
  if (
    typeof value === 'number' &&
    point &&
    isDataTypeCode(point.dataType) &&
    isDisplayFormatCode(point.displayFormat) &&
    point.dataType !== 10 &&
    point.dataType !== 11
  ) {
    try {
      return formatValue(scale(value, point), point.displayFormat, point.dataType, point.decimals);
    } catch {
      // No scale (max data equals min data): the PLC value as it is.
    }
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** A command's value as its point shows it, with the unit when the point's scale is known. */
export function commandText(
  command: Pick<DeviceCommand, 'pointId' | 'payload'>,
  rows: readonly MonitorRow[],
  language: Language = 'zh-CN',
): string {
  const row = command.pointId === null ? undefined : rows.find((candidate) => candidate.pointId === command.pointId);
  const value = commandValue(command.payload, row?.config, language);
  return value && row?.config && row.unit && row.config.dataType !== 10 ? `${value} ${row.unit}` : value;
}

/** A remote-HMI tunnel command's target (`host:port`), or undefined for any other command. */
export function tunnelTarget(command: Pick<DeviceCommand, 'type' | 'payload'>): string | undefined {
  if (command.type !== 'tunnel' || typeof command.payload !== 'object' || command.payload === null) return undefined;
  const { host, port } = command.payload as { host?: unknown; port?: unknown };
  return `${String(host)}:${String(port)}`;
}
