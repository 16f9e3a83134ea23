import { formatMessage, pointWords, type Language } from '@fieldlink/domain';
import type { ExportCell } from '../../lib/xlsx-stream.js';
import type { HistoryRepository } from './history.repository.js';
import type { RollupBucket, RollupsRepository } from './rollups.repository.js';

export interface ExportPoint {
  id: number;
  name: string;
  unit: string | null;
  deviceName: string;
  multiSegment?: string | null;
  statusWords?: string | null;
}

/**
 * The rows of an export, produced page by page (raw samples by keyset pages, buckets point by
 * point), so memory holds one page whatever the range.
 */
export async function* exportRows(
  input: { repo: HistoryRepository; rollups: RollupsRepository },
  points: readonly ExportPoint[],
  from: Date,
  to: Date,
  bucket: 'raw' | RollupBucket,
  language: Language = 'zh-CN',
): AsyncGenerator<ExportCell[][]> {
  const byId = new Map(points.map((p) => [p.id, p]));
  // A raw sample a point names (its status table's words, else its own) is written as the word, as every view shows it.
  const words = new Map(points.map((p) => [p.id, pointWords(p, language)]));
  const cell = (pointId: number, text: string | null, value: string | number | null): ExportCell => {
    if (text !== null) return text;
    if (value === null) return null;
    const n = Number(value);
    return words.get(pointId)?.get(n) ?? n;
  };
  if (bucket === 'raw') {
    for await (const page of input.repo.rawPages(
      points.map((p) => p.id),
      from,
      to,
    )) {
      yield page.map((r) => {
        const p = byId.get(r.pointId)!;
        return [new Date(r.ts).toISOString(), p.deviceName, p.name, p.unit, cell(r.pointId, r.text, r.value)];
      });
    }
    return;
  }
  for (const p of points) {
    const rows = await input.rollups.rollupSeries([p.id], from, to, bucket);
    for (let i = 0; i < rows.length; i += 5000)
      yield rows.slice(i, i + 5000).map((r) => [r.ts.toISOString(), p.deviceName, p.name, p.unit, r.min, r.max, round(r.avg), r.last]);
  }
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export function exportHeaders(language: Language, bucket: 'raw' | RollupBucket): string[] {
  const t = (k: Parameters<typeof formatMessage>[1]) => formatMessage(language, k);
  const head = [t('history.export.time'), t('history.export.device'), t('history.export.point'), t('history.export.unit')];
  return bucket === 'raw'
    ? [...head, t('history.export.value')]
    : [...head, t('history.export.min'), t('history.export.max'), t('history.export.avg'), t('history.export.last')];
}
