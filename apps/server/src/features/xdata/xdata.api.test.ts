import { formatMessage, type MessageKey } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { samples } from '../../db/schema/index.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

const XDATA = {
  xData_source: ['view', 'add', 'edit', 'delete'],
  xData_model: ['view', 'add', 'edit', 'delete'],
  xData_screen: ['view', 'add', 'edit', 'delete'],
};
/** 600 history rows joined with themselves four times: 1.3e11 rows, which would hold the database for hours. */
const CROSS_JOIN_4 = 'select count(*) from device_history a, device_history b, device_history c, device_history d';
const en = (key: MessageKey, params: Record<string, string> = {}) => formatMessage('en-US', key, params);

function csvUpload(content: string | Buffer, fileName = 'data.csv') {
  const boundary = 'xdataboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n`),
      typeof content === 'string' ? Buffer.from(content) : content,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

describe.each(databaseKinds())('XDATA on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  let editor: { id: number; token: string };
  let other: { id: number; token: string };
  let pressB: number;

  const upload = (token: string, query: string, content: string | Buffer, fileName?: string, lang = 'en-US') =>
    t.request({ method: 'POST', url: `/api/v1/xdata/sources?${query}`, token, lang, ...csvUpload(content, fileName) });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    const companyA = await h.company('XdCoA');
    const companyB = await h.company('XdCoB');
    const projectA = await h.project('XdPA', { companyId: companyA });
    const projectB = await h.project('XdPB', { companyId: companyB });
    editor = await h.user(companyA, 'xd_editor', 1, XDATA);
    other = await h.user(companyB, 'xd_other', 1, XDATA);
    const pressA = await h.device(projectA, 'PressA', 'XDA100000001');
    pressB = await h.device(projectB, 'PressB', 'XDB100000001');
    const now = Date.now();
    for (const [device, count] of [
      [pressA, 600],
      [pressB, 50],
    ] as const) {
      const point = await h.ok('POST', `/devices/${device}/points`, root, {
        name: 'pressure',
        area: '4x',
        address: 0,
        dataType: 1,
        save: true,
      });
      await t.database.db
        .insert(samples)
        .values(Array.from({ length: count }, (_, i) => ({ pointId: point.id as number, ts: new Date(now - (i + 1) * 60_000), value: i })));
    }
  }, 120_000);
  afterAll(() => t.close());

  it('refuses each of the spec’s bad files with its message, and a file that is not CSV', async () => {
    const cases: [string, string, string][] = [
      ['name=Bad1&tableName=price%20list', 'a,b\n1,2\n', en('validation.xdataTableNameSpace')],
      ['name=Bad2&tableName=t2', 'name,2024\nx,1\n', en('validation.xdataColumnDigits', { column: '2024' })],
      ['name=Bad3&tableName=t3', 'unit price,b\n1,2\n', en('validation.xdataColumnSpace', { column: 'unit price' })],
      ['name=Bad4&tableName=t4', 'a,b,a\n1,2,3\n', en('validation.xdataColumnDuplicate', { column: 'a' })],
    ];
    for (const [query, content, message] of cases) {
      const response = await upload(editor.token, query, content);
      expect(response.status, response.text).toBe(400);
      expect(response.text).toContain(message);
    }
    const wrongType = await upload(editor.token, 'name=Bad5&tableName=t5', 'a,b\n1,2\n', 'data.txt');
    expect(wrongType.status).toBe(400);
    expect(wrongType.text).toContain(en('error.xdataFileType'));
    // In Chinese too, and nothing was kept.
    const zh = await upload(editor.token, 'name=Bad6&tableName=t6', 'a,a\n', undefined, 'zh-CN');
    expect(zh.text).toContain(formatMessage('zh-CN', 'validation.xdataColumnDuplicate', { column: 'a' }));
    expect(await h.ok('GET', '/xdata/sources', editor.token)).toEqual([]);
  });

  it('loads a GB18030 CSV with inferred types, shows 5 rows, edits a type, replaces and appends', async () => {
    // "设备,班次,产量\nPressA,早班,120\n..." in GB18030 (设备 = c9e8 b1b8, 班次 = b0e0 b4ce, 产量 = b2fa c1bf, 早班 = d4e7 b0e0)
    const head = Buffer.from([0xc9, 0xe8, 0xb1, 0xb8, 0x2c, 0xb0, 0xe0, 0xb4, 0xce, 0x2c, 0xb2, 0xfa, 0xc1, 0xbf, 0x0a]);
    const rows = Array.from({ length: 8 }, (_, i) =>
      Buffer.concat([Buffer.from(`PressA,`), Buffer.from([0xd4, 0xe7, 0xb0, 0xe0]), Buffer.from(`,${100 + i}\n`)]),
    );
    const response = await upload(editor.token, 'name=Shifts&tableName=shift_plan&description=plan', Buffer.concat([head, ...rows]));
    expect(response.status, response.text).toBe(200);
    const source = response.body.data;
    expect(source).toMatchObject({ name: 'Shifts', tableName: 'shift_plan', encoding: 'gb18030', rowCount: 8 });
    expect(source.columns).toEqual([
      { key: 'c1', name: '设备', type: 'text' },
      { key: 'c2', name: '班次', type: 'text' },
      { key: 'c3', name: '产量', type: 'integer' },
    ]);
    const preview = await h.ok('GET', `/xdata/sources/${source.id}/preview`, editor.token);
    expect(preview.columns).toEqual(['设备', '班次', '产量']);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual(['PressA', '早班', '100']);

    const fields = { name: 'Shifts', tableName: 'shift_plan', description: 'plan', updateMethod: 'replace' };
    const refused = await h.api('PUT', `/xdata/sources/${source.id}`, editor.token, {
      ...fields,
      columns: [{ key: 'c2', type: 'number' }],
    });
    expect(refused.text).toContain(en('error.xdataColumnType', { column: '班次' }));
    const typed = await h.ok('PUT', `/xdata/sources/${source.id}`, editor.token, { ...fields, columns: [{ key: 'c3', type: 'number' }] });
    expect(typed.columns[2].type).toBe('number');

    const more = (method: string, content: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/xdata/sources/${source.id}/data?method=${method}`,
        token: editor.token,
        lang: 'en-US',
        ...csvUpload(content),
      });
    expect((await more('append', '设备,班次,产量\nPressA,夜班,90\n')).body.data.rowCount).toBe(9);
    expect((await more('append', '设备,产量\nPressA,90\n')).text).toContain(en('error.xdataColumnsChanged'));
    expect((await more('replace', '设备,班次,产量\nPressA,夜班,90\n')).body.data.rowCount).toBe(1);
    // Another company sees none of it.
    expect(await h.ok('GET', '/xdata/sources', other.token)).toEqual([]);
    await h.expectError({ status: 404 }, 'GET', `/xdata/sources/${source.id}/preview`, other.token);
  });

  it('joins a CSV table with the device history, previews 500 rows of the caller’s devices only, and checks joins', async () => {
    const source = (await upload(editor.token, 'name=Presses&tableName=presses', 'device,line,price\nPressA,L1,12.5\nPressB,L9,1\n')).body
      .data;
    const tables = [
      { kind: 'source', sourceId: source.id },
      { kind: 'builtin', builtin: 'device_history' },
    ];
    const join = { kind: 'inner', left: { table: 'presses', column: 'device' }, right: { table: 'device_history', column: 'device_name' } };
    const twice = await h.api('POST', '/xdata/models', editor.token, { name: 'Twice', tables: [tables[0], tables[0]] });
    expect(twice.text).toContain(en('validation.xdataTableTwice'));
    for (const bad of [
      { ...join, right: { table: 'device_history', column: 'nope' } },
      { ...join, right: { table: 'device_history', column: 'value' } },
      { ...join, left: { table: 'elsewhere', column: 'device' } },
    ]) {
      const response = await h.api('POST', '/xdata/models', editor.token, { name: 'Bad', tables, joins: [bad] });
      expect(response.status).toBe(400);
      expect(response.text).toContain(en('validation.xdataJoinCondition'));
    }
    expect((await h.api('POST', '/xdata/models', editor.token, { name: 'Unjoined', tables })).text).toContain(
      en('validation.xdataJoinCondition'),
    );

    const views = [
      {
        name: 'by_line',
        sql: 'select p.line, count(*) as n, round(avg(h.value)::numeric, 1) as avg from presses p join device_history h on h.device_name = p.device group by p.line',
      },
    ];
    const model = await h.ok('POST', '/xdata/models', editor.token, { name: 'Press prices', tables, joins: [join], views });
    const preview = await h.ok('GET', `/xdata/models/${model.id}/preview`, editor.token);
    expect(preview.rows).toHaveLength(500);
    expect(preview.truncated).toBe(true);
    expect(preview.columns).toEqual(expect.arrayContaining(['presses.device', 'presses.price', 'device_history.value']));
    const deviceColumn = preview.columns.indexOf('device_history.device_name');
    expect(new Set(preview.rows.map((r: unknown[]) => r[deviceColumn]))).toEqual(new Set(['PressA']));
    const byLine = await h.ok('GET', `/xdata/models/${model.id}/preview?view=by_line`, editor.token);
    expect(byLine.columns).toEqual(['line', 'n', 'avg']);
    expect(byLine.rows).toHaveLength(1);
    expect(byLine.rows[0][0]).toBe('L1');
    expect(Number(byLine.rows[0][1])).toBe(600);
  });

  it('refuses custom SQL that writes, reads another company’s rows, calls a function with side effects or could run forever', async () => {
    const theirs = (await upload(other.token, 'name=Secret&tableName=secret_prices', 'item,price\nx,1\n')).body.data;
    const mine = (await upload(editor.token, 'name=Mine&tableName=my_prices', 'item,price\nx,1\n')).body.data;
    const tables = [
      { kind: 'source', sourceId: mine.id },
      { kind: 'builtin', builtin: 'device_history' },
    ];
    const joins = [{ left: { table: 'my_prices', column: 'item' }, right: { table: 'device_history', column: 'device_name' } }];
    const refusals: [string, string][] = [
      ['insert into my_prices values (1, 2)', en('error.xdataSqlNotSelect')],
      ['update my_prices set price = 0', en('error.xdataSqlNotSelect')],
      ['select 1; delete from my_prices', en('error.xdataSqlNotSelect')],
      ['select * from secret_prices', en('error.xdataSqlTable', { table: 'secret_prices' })],
      [`select * from xdata.s_${theirs.id}`, en('error.xdataSqlTable', { table: `xdata.s_${theirs.id}` })],
      ['select * from devices', en('error.xdataSqlTable', { table: 'devices' })],
      ['select * from samples', en('error.xdataSqlTable', { table: 'samples' })],
      ['select pg_sleep(60)', en('error.xdataSqlFunction', { name: 'pg_sleep' })],
      ["select set_config('statement_timeout', '0', false)", en('error.xdataSqlFunction', { name: 'set_config' })],
      ["select pg_read_file('/etc/passwd')", en('error.xdataSqlFunction', { name: 'pg_read_file' })],
      ['select count(*) from generate_series(1, 100000000000)', en('error.xdataSqlFunction', { name: 'generate_series' })],
      [
        'with recursive r(n) as (select 1 union all select n + 1 from r) select count(*) from r',
        en('error.xdataSqlClause', { clause: 'WITH RECURSIVE' }),
      ],
    ];
    for (const [sql, message] of refusals) {
      const checked = await h.api('POST', '/xdata/models/check-sql', editor.token, { sql, tables });
      expect(checked.status, sql).toBe(400);
      expect(checked.text, sql).toContain(message);
      const saved = await h.api('POST', '/xdata/models', editor.token, { name: 'Sneaky', tables, joins, views: [{ name: 'v', sql }] });
      expect(saved.status, sql).toBe(400);
      expect(saved.text, sql).toContain(message);
    }
    // The other company's history is not in this company's device_history.
    const model = await h.ok('POST', '/xdata/models', editor.token, {
      name: 'Scoped',
      tables: [tables[1]],
      views: [{ name: 'devices', sql: 'select distinct device_name from device_history' }],
    });
    expect((await h.ok('GET', `/xdata/models/${model.id}/preview?view=devices`, editor.token)).rows).toEqual([['PressA']]);
    await h.expectError({ status: 404 }, 'GET', `/xdata/models/${model.id}/preview`, other.token);
    expect(pressB).toBeGreaterThan(0);
  });

  it('refuses before running a query the planner expects to take too long (PGlite has no timeout to stop it)', async () => {
    const model = await h.ok('POST', '/xdata/models', editor.token, {
      name: 'Runaway',
      tables: [{ kind: 'builtin', builtin: 'device_history' }],
      views: [
        { name: 'cross4', sql: CROSS_JOIN_4 },
        { name: 'hourly', sql: "select date_trunc('hour', ts) as hour, avg(value) as avg from device_history group by 1" },
      ],
    });
    for (const view of ['cross4']) {
      const response = await h.api('GET', `/xdata/models/${model.id}/preview?view=${view}`, editor.token);
      expect(response.status, view).toBe(400);
      expect(response.text, view).toContain(en('error.xdataSqlTooCostly'));
      const zh = await t.request({
        method: 'GET',
        url: `/api/v1/xdata/models/${model.id}/preview?view=${view}`,
        token: editor.token,
        lang: 'zh-CN',
      });
      expect(zh.text).toContain(formatMessage('zh-CN', 'error.xdataSqlTooCostly'));
    }
    // The database still answers, and an ordinary aggregate over the same history runs.
    const hourly = await h.ok('GET', `/xdata/models/${model.id}/preview?view=hourly`, editor.token);
    expect(hourly.rows.length).toBeGreaterThan(0);
    // On a screen, the refused widget shows its message and the others still draw.
    const screen = await h.ok('POST', '/xdata/screens', editor.token, {
      name: 'Runaway',
      widgets: [
        { kind: 'kpi', title: 'N', modelId: model.id, view: 'cross4', y: 'count' },
        { kind: 'table', title: 'H', modelId: model.id, view: 'hourly' },
      ],
    });
    const data = await h.ok('GET', `/xdata/screens/${screen.id}/data`, editor.token);
    expect(data[0]).toEqual({ error: 'error.xdataSqlTooCostly' });
    expect(data[1].rows.length).toBeGreaterThan(0);
  });

  // PostgreSQL only: PGlite has no statement timeout (one backend, no signals), so there is nothing to stop it with.
  // The cost check is lifted on an app of its own, so the timeout is what stops the query here.
  if (kind === 'postgres')
    it('stops a query that runs too long on PostgreSQL (statement timeout)', async () => {
      const unguarded = await buildTestApp(kind, { seedDemo: false, xdata: { costMax: Number.POSITIVE_INFINITY } });
      try {
        const admin = await unguarded.login();
        const u = apiHelpers(
          () => unguarded,
          () => admin,
        );
        const device = await u.device(await u.project('XdSlow', { companyId: await u.company('XdSlowCo') }), 'PressS', 'XDS100000001');
        const point = await u.ok('POST', `/devices/${device}/points`, admin, {
          name: 'p',
          area: '4x',
          address: 0,
          dataType: 1,
          save: true,
        });
        await unguarded.database.db
          .insert(samples)
          .values(
            Array.from({ length: 600 }, (_, i) => ({ pointId: point.id as number, ts: new Date(Date.now() - (i + 1) * 60_000), value: i })),
          );
        const model = await u.ok('POST', '/xdata/models', admin, {
          name: 'Slow',
          tables: [{ kind: 'builtin', builtin: 'device_history' }],
          views: [{ name: 'slow', sql: CROSS_JOIN_4 }],
        });
        const response = await u.api('GET', `/xdata/models/${model.id}/preview?view=slow`, admin);
        expect(response.status).toBe(400);
        expect(response.text).toContain(en('error.xdataSqlTimeout'));
      } finally {
        await unguarded.close();
      }
    }, 60_000);

  it('shares a data screen publicly only when it is public and the link says isPublic=1', async () => {
    const source = (await upload(editor.token, 'name=Kpi&tableName=kpi', 'k,v\na,1\n')).body.data;
    const model = await h.ok('POST', '/xdata/models', editor.token, { name: 'Kpi', tables: [{ kind: 'source', sourceId: source.id }] });
    const group = await h.ok('POST', '/xdata/screen-groups', editor.token, { name: 'Wall', isPublic: false });
    const screen = await h.ok('POST', '/xdata/screens', editor.token, {
      name: 'Board',
      groupId: group.id,
      widgets: [{ kind: 'kpi', title: 'V', modelId: model.id, y: 'v' }],
    });
    expect((await h.ok('GET', `/xdata/screens/${screen.id}/data`, editor.token))[0].rows).toEqual([['a', 1]]);
    await h.expectError({ status: 404 }, 'GET', `/xdata/public/screens/${screen.id}?isPublic=1`, undefined);
    await h.ok('PUT', `/xdata/screens/${screen.id}`, editor.token, {
      name: 'Board',
      groupId: group.id,
      isPublic: true,
      widgets: screen.widgets,
    });
    await h.expectError({ status: 404 }, 'GET', `/xdata/public/screens/${screen.id}`, undefined);
    await h.expectError({ status: 404 }, 'GET', `/xdata/public/screens/${screen.id}?isPublic=0`, undefined);
    const shared = (await h.api('GET', `/xdata/public/screens/${screen.id}?isPublic=1`, undefined)).body.data;
    expect(shared.screen.name).toBe('Board');
    expect(shared.data[0].rows).toEqual([['a', 1]]);
    await h.expectError({ status: 404 }, 'GET', `/xdata/public/groups/${group.id}?isPublic=1`, undefined);
    await h.ok('PUT', `/xdata/screen-groups/${group.id}`, editor.token, { name: 'Wall', isPublic: true });
    expect((await h.api('GET', `/xdata/public/groups/${group.id}?isPublic=1`, undefined)).body.data.screens).toHaveLength(1);
  });
});
