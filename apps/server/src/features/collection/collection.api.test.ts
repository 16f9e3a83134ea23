import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const BOX = 'COLLTEST0001';

describe.each(databaseKinds())('collection tasks on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let deviceId: number;
  const point: Record<string, number> = {};
  // Whole seconds in the past hour, so every timestamp is accepted and none collide between tests.
  let clock = Math.floor((Date.now() - 3_000_000) / 1000) * 1000;

  // Counts what has been written: samples go through the batch writer, so it is flushed first.
  const stored = async (pointId: number) => {
    await t.app.connectivity.flush();
    const rows = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from samples where point_id = ${pointId}`),
    );
    return Number(rows[0]!.n);
  };
  const send = (values: Record<string, number>, ts: number) =>
    t.app.connectivity.gate.deliver(BOX, 'telemetry', Buffer.from(JSON.stringify({ ts, values })), { store: true, live: true });
  const task = (payload: object) => t.request({ method: 'POST', url: '/api/v1/collection-tasks', token, payload });
  const remove = (id: number) => t.request({ method: 'DELETE', url: `/api/v1/collection-tasks/${id}`, token });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
    const { project, device } = apiHelpers(
      () => t,
      () => token,
    );
    const newDevice = await device(await project('采集测试', { location: '120.1,30.2' }), '采集机', BOX);
    deviceId = newDevice;
    for (const [name, address, save] of [
      ['speed', 0, true],
      ['flags', 1, true],
      ['temp', 2, true],
      ['draft', 3, false],
    ] as const) {
      const r = await t.request({
        method: 'POST',
        url: `/api/v1/devices/${deviceId}/points`,
        token,
        payload: { name, area: '4x', address, dataType: 2, save },
      });
      point[name] = r.body.data.id;
    }
  });
  afterAll(async () => t?.close());

  it('refuses an interval under 2 s, in both languages, and a point of another device', async () => {
    const body = { name: 'fast', deviceId, mode: 'periodic', intervalS: 1, pointIds: [point.speed] };
    const zh = await t.request({ method: 'POST', url: '/api/v1/collection-tasks', token, payload: body, lang: 'zh-CN' });
    expect(zh.status).toBe(400);
    expect(zh.body.message).toContain('采集间隔不能小于 2 秒');
    const en = await t.request({ method: 'POST', url: '/api/v1/collection-tasks', token, payload: body, lang: 'en-US' });
    expect(en.body.message).toContain('The collection interval must be at least 2 seconds');
    const foreign = await task({ ...body, intervalS: 5, pointIds: [999_999] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.data.error).toBe('BAD_REQUEST');
  });

  it('a point without a task stores every sample; a periodic task stores one per interval', async () => {
    const created = await task({ name: 'every 10 s', deviceId, mode: 'periodic', intervalS: 10, pointIds: [point.speed] });
    expect(created.status).toBe(200);
    const start = clock;
    for (let s = 0; s < 30; s++) await send({ speed: s, temp: s }, start + s * 1000);
    clock = start + 60_000;
    // Every sample of the point without a task arrives (the writer may still hold the last batch) ...
    await waitFor(async () => (await stored(point.temp!)) === 30, 'the 30 samples of the point without a task');
    // ... while the task kept one sample of its point per 10 s.
    expect(await stored(point.speed!)).toBe(3);
    // The live value moved anyway.
    const live = await t.request({ method: 'GET', url: `/api/v1/devices/${deviceId}/live`, token });
    expect(live.body.data.find((v: { pointId: number }) => v.pointId === point.speed).value).toBe(29);
    await remove(created.body.data.id);
    await send({ speed: 100 }, clock);
    await send({ speed: 101 }, clock + 1000);
    clock += 10_000;
    expect(await stored(point.speed!)).toBe(5);
  });

  it('a conditional task stores only while its condition holds (flag bit), and keeps the captures', async () => {
    const created = await task({
      name: 'while bit 2',
      deviceId,
      mode: 'conditional',
      pointIds: [point.temp, point.draft],
      conditions: [{ pointId: point.flags, op: 'bitSet', value: 2 }],
    });
    expect(created.status).toBe(200);
    const before = await stored(point.temp!);
    const start = clock;
    // flags 4 (bit 2 set) for 3 messages, then 0 for 3, then 6 for 2.
    const flags = [4, 4, 4, 0, 0, 0, 6, 6];
    for (const [i, f] of flags.entries()) await send({ flags: f, temp: 20 + i, draft: i }, start + i * 1000);
    clock = start + 60_000;
    expect((await stored(point.temp!)) - before).toBe(5);
    // A point without the save flag is stored while a task takes it.
    expect(await stored(point.draft!)).toBe(5);
    const captures = await waitFor(async () => {
      const r = await t.request({
        method: 'GET',
        url: `/api/v1/analysis/condition-captures?deviceId=${deviceId}&from=${new Date(start - 1000).toISOString()}&to=${new Date(clock).toISOString()}&pageSize=50`,
        token,
      });
      return r.body.data?.total === 10 ? r.body.data : undefined;
    }, 'captures');
    expect(captures.items[0]).toMatchObject({ taskName: 'while bit 2', condition: 'flags bit set 2', pointName: expect.any(String) });
    const filtered = await t.request({
      method: 'GET',
      url: `/api/v1/analysis/condition-captures?deviceId=${deviceId}&from=${new Date(start - 1000).toISOString()}&to=${new Date(clock).toISOString()}&field=pointName&op=eq&value=temp`,
      token,
    });
    expect(filtered.body.data.total).toBe(5);
    await remove(created.body.data.id);
  });

  it('time windows: outside them nothing is stored', async () => {
    const at = new Date(clock);
    const hour = (at.getUTCHours() + 8 + 2) % 24; // two hours after now, local UTC+8: the window is closed now
    const hh = String(hour).padStart(2, '0');
    const created = await task({
      name: 'later',
      deviceId,
      mode: 'periodic',
      intervalS: 2,
      pointIds: [point.temp],
      windows: [{ start: `${hh}:00`, end: `${String((hour + 1) % 24).padStart(2, '0')}:00` }],
    });
    const before = await stored(point.temp!);
    for (let i = 0; i < 3; i++) await send({ temp: i }, clock + i * 3000);
    clock += 60_000;
    expect(await stored(point.temp!)).toBe(before);
    const list = await t.request({ method: 'GET', url: `/api/v1/collection-tasks?deviceId=${deviceId}`, token });
    expect(list.body.data.items.map((x: { name: string }) => x.name)).toContain('later');
    await remove(created.body.data.id);
  });
});
