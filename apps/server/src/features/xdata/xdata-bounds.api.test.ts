import { formatMessage, XDATA_RESULT_MAX_BYTES, XDATA_VALUE_MAX_CHARS, type MessageKey } from '@fieldlink/domain';
import { sql } from 'drizzle-orm';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

/** Issue 35: no model query can build a large value, hold the embedded database, or leave the sandbox. */
const BOX = 'XDBOUND00001';
const LPAD = "select lpad('x', 100000000, 'y') as v from big";
const en = (key: MessageKey, params: Record<string, string> = {}) => formatMessage('en-US', key, params);

function csvUpload(content: string) {
  const boundary = 'xdataboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="data.csv"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n--${boundary}--\r\n`,
    ),
  };
}

describe.each(databaseKinds())('XDATA bounds on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let deviceId: number;
  let pointId: number;
  let bigId: number;

  const upload = async (query: string, content: string) => {
    const response = await t.request({ method: 'POST', url: `/api/v1/xdata/sources?${query}`, token: root, ...csvUpload(content) });
    expect(response.status, response.text).toBe(200);
    return response.body.data as { id: number; columns: { name: string }[] };
  };
  const modelOf = (sourceIds: number[], views: { name: string; sql: string }[], joins: unknown[] = []) =>
    h.ok('POST', '/xdata/models', root, {
      name: `M${Math.random().toString(36).slice(2, 8)}`,
      tables: sourceIds.map((sourceId) => ({ kind: 'source', sourceId })),
      joins,
      views,
    });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false, network: true });
    root = await t.login();
    const project = await h.project('XdBound', { companyId: await h.company('XdBoundCo') });
    deviceId = await h.device(project, 'Press', BOX);
    pointId = (await h.ok('POST', `/devices/${deviceId}/points`, root, { name: 'temp', area: '4x', address: 0, dataType: 1, save: true }))
      .id as number;
    // 2,000 rows, one of them a 50,000-character cell (a CSV may hold one).
    const rows = Array.from({ length: 2000 }, (_, i) => `${i},${i === 2 ? 'w'.repeat(50_000) : `name${i}`}`);
    bigId = (await upload('name=Big&tableName=big', `n,label\n${rows.join('\n')}\n`)).id;
  }, 120_000);
  afterAll(() => t?.close());

  it('caps the lpad query in time and memory while a gateway keeps publishing and its samples are stored', async () => {
    const model = await modelOf([bigId], [{ name: 'lpad', sql: LPAD }]);
    const gateway = await mqtt.connectAsync(t.mqttUrl!, { clientId: BOX, username: BOX, password: 'boxpass123', reconnectPeriod: 0 });
    await gateway.publishAsync(`devices/${BOX}/status`, JSON.stringify({ online: true, plc: 'ok' }), { qos: 1, retain: true });
    const rssBefore = process.memoryUsage().rss;
    const started = Date.now();
    const preview = h.api('GET', `/xdata/models/${model.id}/preview?view=lpad`, root);
    // QoS 1: each PUBACK comes after the sample's commit, so every publish that resolves is stored.
    const base = Date.now() - 60_000;
    for (let i = 0; i < 5; i++)
      await gateway.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ ts: base + i * 1000, values: { temp: i } }), { qos: 1 });
    const response = await preview;
    const elapsed = Date.now() - started;
    const grew = process.memoryUsage().rss - rssBefore;
    expect(response.status, response.text).toBe(200);
    expect(elapsed).toBeLessThan(5000);
    expect(grew).toBeLessThan(64 * 1024 * 1024);
    const result = response.body.data;
    expect(result.rows).toHaveLength(500);
    expect(result.truncated).toBe(true);
    expect(result.rows.every(([v]: [string]) => v.length === XDATA_VALUE_MAX_CHARS)).toBe(true);
    const stored = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from samples where point_id = ${pointId}`),
    );
    expect(stored[0]!.n).toBe(5);
    await waitFor(async () => (await h.ok('GET', `/devices/${deviceId}`, root)).status === 'online', 'the gateway online');
    await gateway.endAsync();
  });

  it('caps every value a query builds and cuts the result at its byte limit', async () => {
    const wide = Array.from({ length: 8 }, (_, i) => `rpad(label, 1000000000, '${i}') as c${i}`).join(', ');
    const model = await modelOf(
      [bigId],
      [
        {
          name: 'sizes',
          sql: "select length(lpad('x', 100000000, 'y')) as l, length(string_agg(label, ',')) as s, max(length(label)) as m from big",
        },
        {
          name: 'ladder',
          sql: "with a as (select concat(label, label) v from big), b as (select v || v || v as v from a), c as (select replace(v, 'w', 'wwwwwwwwww') v from b) select max(length(v)) as n from c",
        },
        { name: 'wide', sql: `select ${wide} from big` },
      ],
    );
    // The long cell is shown cut, in the source's first rows as in any model query.
    const first = await h.ok('GET', `/xdata/sources/${bigId}/preview`, root);
    expect(first.rows[2]).toEqual(['2', 'w'.repeat(XDATA_VALUE_MAX_CHARS)]);
    const sizes = await h.ok('GET', `/xdata/models/${model.id}/preview?view=sizes`, root);
    expect(sizes.rows).toEqual([[XDATA_VALUE_MAX_CHARS, XDATA_VALUE_MAX_CHARS, XDATA_VALUE_MAX_CHARS]]);
    const ladder = await h.ok('GET', `/xdata/models/${model.id}/preview?view=ladder`, root);
    expect(ladder.rows).toEqual([[XDATA_VALUE_MAX_CHARS]]);
    const cut = await h.api('GET', `/xdata/models/${model.id}/preview?view=wide`, root);
    expect(cut.status).toBe(200);
    const result = cut.body.data;
    expect(result.cutAtBytes).toBe(XDATA_RESULT_MAX_BYTES);
    expect(result.truncated).toBe(true);
    expect(result.rows.length).toBeGreaterThan(0);
    expect(result.rows.length).toBeLessThan(500);
    expect(Buffer.byteLength(JSON.stringify(result.rows))).toBeLessThanOrEqual(XDATA_RESULT_MAX_BYTES);
    // What cannot be capped is refused, with its message in the caller's language.
    const tables = [{ kind: 'source', sourceId: bigId }];
    for (const [query, message] of [
      ["select repeat('x', 100000000)", en('error.xdataSqlFunction', { name: 'repeat' })],
      ['select array_agg(label) from big', en('error.xdataSqlFunction', { name: 'array_agg' })],
      ["select 'x'::char(100000000)", en('error.xdataSqlClause', { clause: '::char(100000000)' })],
      ['select replace(label, label, label) from big', en('error.xdataSqlReplace', { max: '64' })],
    ] as const) {
      const checked = await h.api('POST', '/xdata/models/check-sql', root, { sql: query, tables });
      expect(checked.status, query).toBe(400);
      expect(checked.text, query).toContain(message);
    }
    const zh = await t.request({
      method: 'POST',
      url: '/api/v1/xdata/models/check-sql',
      token: root,
      lang: 'zh-CN',
      payload: { sql: 'select replace(label, label, label) from big', tables },
    });
    expect(zh.text).toContain(formatMessage('zh-CN', 'error.xdataSqlReplace', { max: '64' }));
  });

  it('builds a working model from CSVs whose table and column names hold quotes, markup, unicode and SQL words', async () => {
    const names = ['a"b', '<script>alert(1)</script>', 'select', '名字', 'a.b', "it's", 'x;drop_table_users;--', '""'];
    const header = names.map((n) => `"${n.replace(/"/g, '""')}"`).join(',');
    const left = await upload(`name=Hostile1&tableName=${encodeURIComponent('t"1<b>')}`, `${header}\nk1,b,c,d,e,f,g,h\nk2,j,k,l,m,n,o,p\n`);
    const right = await upload(`name=Hostile2&tableName=${encodeURIComponent('select')}`, `${header}\nk1,x,y,z,u,v,w,q\n`);
    expect(left.columns.map((c) => c.name)).toEqual(names);
    const model = await modelOf(
      [left.id, right.id],
      [
        {
          name: 'v',
          sql: 'select l."a""b", l."<script>alert(1)</script>", r."名字" from "t""1<b>" l join "select" r on r."a""b" = l."a""b"',
        },
      ],
      [{ left: { table: 't"1<b>', column: 'a"b' }, right: { table: 'select', column: 'a"b' }, kind: 'left' }],
    );
    const joined = await h.ok('GET', `/xdata/models/${model.id}/preview`, root);
    expect(joined.columns).toEqual([...names.map((n) => `t"1<b>.${n}`), ...names.map((n) => `select.${n}`)]);
    expect(joined.rows).toHaveLength(2);
    expect(joined.rows.find((r: unknown[]) => r[0] === 'k1')).toEqual([
      'k1',
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
      'k1',
      'x',
      'y',
      'z',
      'u',
      'v',
      'w',
      'q',
    ]);
    const view = await h.ok('GET', `/xdata/models/${model.id}/preview?view=v`, root);
    expect(view).toMatchObject({ columns: ['a"b', '<script>alert(1)</script>', '名字'], rows: [['k1', 'b', 'z']] });
  });

  // PostgreSQL only: PGlite is one single-user backend, with no roles to log in as.
  if (kind === 'postgres')
    it('runs model queries logged in as the reader role, which cannot leave its sandbox', async () => {
      const tables = [{ kind: 'source', sourceId: bigId }];
      for (const query of ['RESET ROLE; select * from users', 'reset session authorization; select 1', "set role 'postgres'"]) {
        const checked = await h.api('POST', '/xdata/models/check-sql', root, { sql: query, tables });
        expect(checked.status, query).toBe(400);
      }
      const model = await modelOf([bigId], [{ name: 'who', sql: 'select session_user as s, current_user as c from big limit 1' }]);
      expect((await h.ok('GET', `/xdata/models/${model.id}/preview?view=who`, root)).rows).toEqual([
        ['fieldlink_xdata_reader', 'fieldlink_xdata_reader'],
      ]);
      // Even SQL that got past the checker would stay the reader: there is no role behind it to go back to.
      const sandbox = (await t.database.sandbox!())!;
      await sandbox.transaction(async (tx) => {
        await tx.execute(sql`reset role`);
        const [who] = rowsOf<{ s: string }>(await tx.execute(sql`select session_user as s`));
        expect(who!.s).toBe('fieldlink_xdata_reader');
        await expect(tx.execute(sql`select count(*) from users`)).rejects.toMatchObject({ cause: { code: '42501' } });
      });
      await expect(sandbox.execute(sql`set role postgres`)).rejects.toMatchObject({ cause: { code: '42501' } });
    });
});
