import { formatReading, isBucketPoint, isLanguage, type Language, type SeriesPoint } from '@fieldlink/domain';
import { type AlarmRow, alarmText } from '../../alarms/pure';
import type { SceneAlarm, TrendPoint } from '../render/types';

/** A history answer's samples as a trend line (bucket averages; text and empty samples left out). */
export function trendSamples(points: readonly SeriesPoint[]): TrendPoint[] {
  const samples: TrendPoint[] = [];
  for (const point of points) {
    const t = Date.parse(point.ts);
    const raw = isBucketPoint(point) ? point.avg : point.value;
    const v = typeof raw === 'number' ? raw : raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
    if (!Number.isNaN(t) && Number.isFinite(v)) samples.push({ t, v });
  }
  return samples.sort((a, b) => a.t - b.t);
}

/** Alarm rows as the banner shows them: "device · text (value)", newest first. */
export function sceneAlarms(rows: readonly AlarmRow[], language: string): SceneAlarm[] {
  const lang: Language = isLanguage(language) ? language : 'zh-CN';
  return [...rows]
    .sort((a, b) => Date.parse(b.raisedAt) - Date.parse(a.raisedAt))
    .map((row) => {
      const value =
        row.value === null
          ? ''
          : ` (${formatReading(row.value, { unit: row.pointUnit, decimals: row.pointDecimals, dataType: row.pointDataType, displayFormat: row.pointDisplayFormat }, lang)})`;
      const device = row.deviceName ? `${row.deviceName} · ` : '';
      return { id: row.id, level: row.level, text: `${device}${alarmText(row, lang)}${value}`, at: row.raisedAt };
    });
}
