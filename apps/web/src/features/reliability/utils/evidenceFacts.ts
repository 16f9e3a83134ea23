import { formatReading, pointLabel, type Language, type OrderEvidence } from '@fieldlink/domain';
import { builtKey, type CatalogKey } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import type { Json } from '../../../lib/http/Json';
import { durationParts } from './figures';

type Translate = (key: CatalogKey, params?: Record<string, unknown>) => string;

export interface EvidenceFact {
  key: string;
  label: string;
  value: string;
}

/** The facts the order page lists beside the chart, for either shell (absent facts are left out). */
export function evidenceFacts(data: Json<OrderEvidence>, t: Translate, language: Language): EvidenceFact[] {
  const kept = data.evidence;
  const alarm = data.alarm;
  const duration = (seconds: number | null) => {
    if (seconds === null) return '';
    const [n, unit] = durationParts(seconds);
    return t(builtKey(`reliability:duration.${unit}`), { n });
  };
  // The point as readers know it: its name in the language, its values with its decimals, unit and words.
  const reading = {
    name: alarm?.pointName,
    unit: alarm?.unit,
    valueDescription: alarm?.pointDescription,
    decimals: alarm?.decimals,
    dataType: alarm?.dataType,
    displayFormat: alarm?.displayFormat,
    multiSegment: alarm?.multiSegment,
    statusWords: alarm?.statusWords,
  };
  // The point's live value while the repair is under way or waits for its verdict.
  const watching = data.state === null || data.state === 'awaiting';
  const live =
    data.live && watching ? `${formatReading(data.live.value ?? data.live.text, reading, language)} (${formatTime(data.live.at)})` : null;
  const rows: [string, CatalogKey, string | null | undefined][] = [
    ['alarm', 'reliability:evidence.alarm', alarm?.name],
    ['point', 'reliability:evidence.point', alarm ? pointLabel(reading, language) : null],
    ['live', 'reliability:evidence.live', live],
    ['raisedAt', 'reliability:evidence.raisedAt', formatTime(kept?.raisedAt ?? alarm?.raisedAt)],
    [
      'clearedAt',
      'reliability:evidence.clearedAt',
      alarm ? formatTime(kept?.clearedAt ?? alarm.clearedAt) || t('reliability:evidence.stillActive') : null,
    ],
    ['completedAt', 'reliability:evidence.completedAt', formatTime(kept?.completedAt)],
    [
      'window',
      'reliability:evidence.window',
      kept?.windowStart && kept.windowEnd ? `${formatTime(kept.windowStart)} → ${formatTime(kept.windowEnd)}` : null,
    ],
    ['recurredAt', 'reliability:evidence.recurredAt', formatTime(kept?.recurredAt)],
    ['verifiedAt', 'reliability:evidence.verifiedAt', formatTime(data.verifiedAt)],
    ['repeats', 'reliability:evidence.repeats', data.repeatCount > 0 ? String(data.repeatCount) : null],
    ['reason', 'reliability:evidence.reason', kept?.reason],
  ];
  const facts = rows
    .filter((row): row is [string, CatalogKey, string] => !!row[2])
    .map(([key, label, value]) => ({ key, label: t(label), value }));
  if (data.verificationWindowS !== null && data.recurrenceWindowS !== null)
    facts.push({
      key: 'windows',
      label: t('reliability:evidence.settings'),
      value: t('reliability:evidence.windows', {
        verification: duration(data.verificationWindowS),
        recurrence: duration(data.recurrenceWindowS),
      }),
    });
  if (data.followUpOf !== null)
    facts.push({ key: 'followUpOf', label: '', value: t('reliability:evidence.followUpOf', { id: data.followUpOf }) });
  return facts;
}
