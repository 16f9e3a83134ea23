import { formatStoredReading, pointLabel, type Language, type ReadingPoint } from '@fieldlink/domain';

/** A point's display fields that come with an analysis row's values (decimals, words, display name). */
export type PointDisplay = Omit<ReadingPoint, 'name'> & { pointName: string };

function point(row: PointDisplay): ReadingPoint {
  return { ...row, name: row.pointName };
}

/** A value of an analysis list (text from the server) as people read it: decimals, unit, on/off words. */
export function pointValue(text: string | null, row: PointDisplay, language: Language): string {
  return formatStoredReading(text, point(row), language);
}

/** The point's display name in the language, else its name. */
export function pointName(row: PointDisplay, language: Language): string {
  return pointLabel(point(row), language);
}
