import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { points } from '../../db/schema/index.js';
import { pointReadingColumns } from '../../db/sql.js';

/** The points an alarm's text and recorded values name, with what `formatReading` needs to show their values. */
export function createAlarmPointsRepository(db: Database) {
  return {
    async pointNames(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select(pointReadingColumns)
        .from(points)
        .where(inArray(points.id, [...ids]));
    },
  };
}
