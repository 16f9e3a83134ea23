import { formatReading, NO_VALUE, pointLabel, pointWords, type Language } from '@fieldlink/domain';
import type { MonitorRow } from './liveValues';

export interface RowReading {
  /** The point's display name in the language, else its name. */
  label: string;
  /** The value's text: the server's for numbers and text, the point's words for a Bool or a named value. */
  display: string;
  unit: string | null;
}

/** How a monitor row reads in `language`: a Bool is "Running" / "Stopped" (or "On" / "Off"), never 1 / 0. */
export function rowReading(
  row: Pick<MonitorRow, 'name' | 'value' | 'display' | 'unit' | 'dataType' | 'config'>,
  language: Language,
): RowReading {
  const point = { ...row.config, name: row.name, dataType: row.config?.dataType ?? row.dataType };
  const label = pointLabel(point, language);
  const noValue = row.value === null || row.display === '' || row.display === NO_VALUE;
  if (noValue) return { label, display: row.display, unit: row.unit };
  const named = typeof row.value === 'number' && pointWords(point, language).has(row.value);
  if (point.dataType === 10 || typeof row.value === 'boolean' || named) {
    return { label, display: formatReading(row.value, point, language, { unit: false }), unit: null };
  }
  return { label, display: row.display, unit: row.unit };
}
