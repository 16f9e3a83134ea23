import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { createRetention } from './retention.js';

const monthsAgo = (now: Date, months: number, day = 10) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, day);
const partitionName = (ms: number) => {
  const d = new Date(ms);
  return `samples_y${d.getUTCFullYear()}m${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
};

describe.each(databaseKinds())('history retention on %s', (kind) => {
  let t: TestApp;
  let token: string;
  const now = new Date();
  const points: Record<'short' | 'long', number> = { short: 0, long: 0 };

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
    for (const [key, name] of [
      ['short', '短期保留公司'],
      ['long', '长期保留公司'],
    ] as const) {
      const company = await t.request({ method: 'POST', url: '/api/v1/companies', token, payload: { name } });
      const project = await t.request({
        method: 'POST',
        url: '/api/v1/projects',
        token,
        payload: { name: `${name}项目`, location: '120.1,30.2', companyId: company.body.data.id },
      });
      const device = await t.request({
        method: 'POST',
        url: '/api/v1/devices',
        token,
        payload: {
          projectId: project.body.data.id,
          name: '设备',
          boxId: `RETAIN${key.toUpperCase().padEnd(6, '0')}`,
          boxPassword: 'boxpass123',
        },
      });
      const point = await t.request({
        method: 'POST',
        url: `/api/v1/devices/${device.body.data.id}/points`,
        token,
        payload: { name: 'temp', area: '4x', address: 0, dataType: 2 },
      });
      points[key] = point.body.data.id;
      if (key === 'short') {
        const saved = await t.request({
          method: 'PUT',
          url: `/api/v1/companies/${company.body.data.id}/history-settings`,
          token,
          payload: { retentionMonths: 6, hisDataLimitDays: null },
        });
        expect(saved.status).toBe(200);
      }
    }
    // Samples 30 months ago (beyond every retention), 8 months ago (beyond the short one) and now.
    const repo = t.app.connectivity.repo;
    for (const months of [30, 8]) await repo.ensurePartitions(new Date(monthsAgo(now, months)), 1);
    const rows = [30, 8, 0].flatMap((months) =>
      Object.values(points).map((pointId) => ({
        pointId,
        ts: monthsAgo(now, months, months === 0 ? now.getUTCDate() : 10) - 3_600_000,
        value: months,
        text: null,
      })),
    );
    await t.app.connectivity.writer.add(rows);
    await t.app.connectivity.rollups.flush();
  });
  afterAll(async () => t?.close());

  const count = async (table: string, pointId: number) =>
    rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from ${sql.raw(table)} where point_id = ${pointId}`),
    )[0]!.n;
  const exists = async (name: string) =>
    rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from pg_class where relname = ${name}`))[0]!.n > 0;

  it('drops partitions older than the longest retention and deletes a shorter-retention company’s rows', async () => {
    const old = partitionName(monthsAgo(now, 30));
    const middle = partitionName(monthsAgo(now, 8));
    expect(await exists(old)).toBe(true);
    expect(await count('samples', points.short)).toBe(3);

    const result = await createRetention({ db: t.database.db, now: () => now }).run();
    expect(result.dropped).toContain(old);
    expect(await exists(old)).toBe(false);
    expect(await exists(middle)).toBe(true);
    // The short-retention company keeps this month only; the other keeps 8 months ago too.
    expect(await count('samples', points.short)).toBe(1);
    expect(await count('samples', points.long)).toBe(2);
    for (const table of ['samples_1m', 'samples_1h']) {
      expect(await count(table, points.short)).toBe(1);
      expect(await count(table, points.long)).toBe(2);
    }
    // Running again changes nothing.
    const again = await createRetention({ db: t.database.db, now: () => now }).run();
    expect(again).toEqual({ dropped: [], swept: 0, deleted: 0 });
  });
});
