import { formatNumber, formatReading, pointLabel, type HistorySeries, type Language, type ReadingPoint } from '@fieldlink/domain';

/** Series named by each point's display name in the language (chart legend and table). */
export function labelledSeries<S extends Pick<HistorySeries, 'pointId' | 'name'>>(
  series: readonly S[],
  points: ReadonlyMap<number, ReadingPoint>,
  language: Language,
): S[] {
  return series.map((s) => ({ ...s, name: pointLabel({ ...points.get(s.pointId), name: s.name }, language) }));
}

/**
 * A history value as people read it. A sample is the point's reading (decimals, unit, a Bool as
 * its words); an hourly average, minimum or maximum is a number with the point's decimals (a Bool's
 * average is a share, shown with two).
 */
export function historyValue(
  value: number | string | null | undefined,
  point: ReadingPoint | undefined,
  options: { aggregated: boolean; unit: boolean },
  language: Language,
): string {
  if (!options.aggregated || typeof value !== 'number') return formatReading(value, point ?? {}, language, { unit: options.unit });
  const decimals = point?.dataType === 10 ? 2 : point?.decimals;
  const text = formatNumber(value, decimals);
  return options.unit && point?.unit ? `${text} ${point.unit}` : text;
}
