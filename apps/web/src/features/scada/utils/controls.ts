import type { MonitorRow } from '../../monitoring';
import type { PointRow } from '../../points';
import type { ElementReading } from '../render/types';

/** The set-value form's row for a bound point: its configuration (range, type) and the value drawn now. */
export function promptRow(point: PointRow, reading: ElementReading | undefined): MonitorRow {
  return {
    pointId: point.id,
    name: point.name,
    value: reading?.value ?? null,
    display: reading?.text ?? '',
    unit: point.unit,
    ts: null,
    writable: point.writable,
    dataType: point.dataType,
    registerGroup: point.registerGroup,
    config: point,
    changes: 0,
    live: reading !== undefined,
  };
}
