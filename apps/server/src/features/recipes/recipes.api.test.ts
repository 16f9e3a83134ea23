import ExcelJS from 'exceljs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const BOX = 'RECIPEBOX001';

function upload(file: Buffer) {
  const boundary = 'recipeboundary';
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="values.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function sheet(rows: (string | number | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('Values');
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Recipes through the API with a box played by an MQTT client here: it answers each recipe command
// as the test says, so success, refusal, timeout and a download held in flight are all seen.
describe.each(databaseKinds())('recipes on %s', (kind) => {
  let t: TestApp;
  let root: string;
  const { api, ok, expectError, company, user, project, device } = apiHelpers(
    () => t,
    () => root,
  );
  let deviceId: number;
  let runningPoint: number;
  let client: mqtt.MqttClient;
  /** The box's heartbeat: the running flag every 500 ms, so the device stays online. */
  let heartbeat: NodeJS.Timeout | undefined;
  let running = 0;
  const commands: any[] = [];
  /** How the box answers the next recipe command; `hold` keeps it until released. */
  let answer: (command: any) => { ok: boolean; error?: string } | 'hold' = () => ({ ok: true });
  const held: any[] = [];
  const ack = (id: string, body: { ok: boolean; error?: string }) =>
    client.publishAsync(`devices/${BOX}/commands/ack`, JSON.stringify({ id, ...body }), { qos: 1 });

  const body = (over: object = {}) => ({
    name: '配方A',
    deviceId,
    items: [
      { name: 'temp', value: 2100 },
      { name: 'speed', value: 120 },
      { name: 'time', value: -5 },
      { name: 'mode', value: 3 },
    ],
    rules: [
      { name: '温度段', sourceStart: 0, length: 2, area: '4x', targetStart: 100 },
      { name: '时间段', sourceStart: 2, length: 2, area: '4x', targetStart: 102 },
    ],
    completion: { area: '4x', address: 110 },
    conditions: [{ pointId: runningPoint, op: '==', value: 0 }],
    timeoutMs: 2000,
    ...over,
  });
  const telemetry = (values: Record<string, number>) =>
    client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ ts: Date.now(), values }), { qos: 1 });

  beforeAll(async () => {
    t = await buildTestApp(kind, { network: true, seedDemo: false });
    root = await t.login();
    const projectId = await project('配方测试');
    deviceId = await device(projectId, '注塑机', BOX);
    runningPoint = (
      await ok('POST', `/devices/${deviceId}/points`, root, { name: 'running', area: '4x', address: 6, dataType: 2, decimals: 0 })
    ).id;
    client = await mqtt.connectAsync(t.mqttUrl!, { clientId: BOX, username: BOX, password: 'boxpass123', reconnectPeriod: 0 });
    client.on('message', (_topic, payload) => {
      const command = JSON.parse(payload.toString());
      commands.push(command);
      const reply = answer(command);
      if (reply === 'hold') held.push(command);
      else void ack(command.id, reply);
    });
    await client.subscribeAsync(`devices/${BOX}/commands`, { qos: 1 });
    await client.publishAsync(`devices/${BOX}/status`, JSON.stringify({ online: true, plc: 'ok' }), { qos: 1, retain: true });
    await telemetry({ running });
    heartbeat = setInterval(() => void telemetry({ running }).catch(() => undefined), 500);
  });
  afterAll(async () => {
    clearInterval(heartbeat);
    await client?.endAsync();
    await t?.close();
  });

  it('creates, validates, keeps versions, refuses a taken name and deletes', async () => {
    const error = await expectError({ status: 400, error: 'VALIDATION_FAILED' }, 'POST', '/recipes', root, body({ name: 'x'.repeat(21) }));
    expect(error.data.fields?.name ?? JSON.stringify(error.data)).toMatch(/20/);
    await expectError(
      { status: 400, error: 'VALIDATION_FAILED' },
      'POST',
      '/recipes',
      root,
      body({ rules: [{ name: 'r', sourceStart: 3, length: 2, area: '4x', targetStart: 0 }] }),
    );
    await expectError(
      { status: 400, error: 'VALIDATION_FAILED' },
      'POST',
      '/recipes',
      root,
      body({ rules: [{ name: 'r', sourceStart: 0, length: 1, area: '0x', targetStart: 0 }] }),
    );
    const created = await ok('POST', '/recipes', root, body({ name: '临时配方' }));
    expect(created).toMatchObject({ name: '临时配方', version: 1, deviceName: '注塑机', completion: { area: '4x', address: 110 } });
    const edited = await ok(
      'PUT',
      `/recipes/${created.id}`,
      root,
      body({ name: '临时配方', items: body().items.map((i) => ({ ...i, value: 1 })) }),
    );
    expect(edited.version).toBe(2);
    const versions = await ok('GET', `/recipes/${created.id}/versions`, root);
    expect(versions.map((v: any) => v.version)).toEqual([2, 1]);
    expect(versions[1].items[0].value).toBe(2100);
    expect(versions[0]).toMatchObject({ createdBy: 'admin', items: expect.arrayContaining([{ name: 'temp', value: 1 }]) });
    await ok('POST', '/recipes', root, body());
    await expectError({ status: 409, error: 'CONFLICT' }, 'PUT', `/recipes/${created.id}`, root, body());
    const list = await ok('GET', `/recipes?deviceId=${deviceId}`, root);
    expect(list.items.map((r: any) => r.name).sort()).toEqual(['临时配方', '配方A'].sort());
    await ok('DELETE', `/recipes/${created.id}`, root);
    await expectError({ status: 404, error: 'NOT_FOUND' }, 'GET', `/recipes/${created.id}`, root);
  });

  it('downloads: one block per contiguous range, the completion flag and timeout in the command; logged succeeded', async () => {
    const recipe = (await ok('GET', `/recipes?keyword=配方A`, root)).items[0];
    answer = () => ({ ok: true });
    const entry = await ok('POST', `/recipes/${recipe.id}/download`, root);
    expect(entry).toMatchObject({ status: 'succeeded', error: null, recipeName: '配方A', recipeVersion: 1, createdBy: 'admin', deviceId });
    const command = commands.at(-1);
    expect(command).toMatchObject({
      type: 'recipe',
      blocks: [{ area: '4x', address: 100, values: [2100, 120, 65531, 3] }],
      completion: { area: '4x', address: 110 },
      timeoutMs: 2000,
    });
    expect(command.expiresAt).toBeGreaterThan(Date.now());
  });

  it('logs a download the box refuses as failed with its reason', async () => {
    const recipe = (await ok('GET', `/recipes?keyword=配方A`, root)).items[0];
    answer = () => ({ ok: false, error: 'the PLC refused the write of 4x100 (4 words): Modbus exception 2' });
    const entry = await ok('POST', `/recipes/${recipe.id}/download`, root);
    expect(entry).toMatchObject({ status: 'failed', error: expect.stringContaining('Modbus exception 2') });
    const failed = await ok('GET', `/recipe-downloads?status=failed&deviceId=${deviceId}`, root);
    expect(failed.items[0]).toMatchObject({ id: entry.id, status: 'failed' });
    expect(failed.items.every((e: any) => e.status === 'failed')).toBe(true);
  });

  it('refuses a download while the conditions do not hold, naming the point, the wanted and the actual value; nothing sent, the refusal logged', async () => {
    const recipe = (await ok('GET', `/recipes?keyword=配方A`, root)).items[0];
    running = 1;
    await telemetry({ running });
    const before = (await ok('GET', '/recipe-downloads', root)).total;
    const sent = commands.length;
    const refused = await expectError(
      { status: 409, error: 'ILLEGAL_STATE', lang: 'en-US' },
      'POST',
      `/recipes/${recipe.id}/download`,
      root,
    );
    expect(refused.message).toBe('Download condition 1 does not hold: running should be = 0, is 1');
    const inChinese = await expectError({ status: 409, lang: 'zh-CN' }, 'POST', `/recipes/${recipe.id}/download`, root);
    expect(inChinese.message).toBe('下发条件 1 不满足:running 应 = 0,当前为 1');
    expect(commands.length).toBe(sent);
    // Both refusals are in the log as failed, with the facts to word them in the reader's language (issue 37 item 6).
    const log = await ok('GET', '/recipe-downloads', root);
    expect(log.total).toBe(before + 2);
    expect(log.items[0]).toMatchObject({
      status: 'failed',
      recipeId: recipe.id,
      reason: { code: 'condition_not_met', detail: { index: 1, op: '==', value: 0, current: 1, name: 'running' } },
    });
    running = 0;
    await telemetry({ running });
  });

  it('never runs two downloads to one device at once: the second is refused with 409 while the first is in flight', async () => {
    const recipe = (await ok('GET', `/recipes?keyword=配方A`, root)).items[0];
    answer = () => 'hold';
    const first = api('POST', `/recipes/${recipe.id}/download`, root);
    await waitFor(async () => held.length === 1, 'the first command at the box');
    await expectError({ status: 409, error: 'CONFLICT' }, 'POST', `/recipes/${recipe.id}/download`, root);
    const running = await ok('GET', `/recipe-downloads?status=running`, root);
    expect(running.total).toBe(1);
    await ack(held[0].id, { ok: true });
    expect((await first).body.data.status).toBe('succeeded');
    answer = () => ({ ok: true });
    expect((await ok('POST', `/recipes/${recipe.id}/download`, root)).status).toBe('succeeded');
  });

  it('records a box that never answers as failed by timeout', async () => {
    const recipe = (await ok('GET', `/recipes?keyword=配方A`, root)).items[0];
    await ok('PUT', `/recipes/${recipe.id}`, root, body({ timeoutMs: 1000 }));
    answer = () => 'hold';
    const entry = await ok('POST', `/recipes/${recipe.id}/download`, root);
    expect(entry).toMatchObject({
      status: 'failed',
      error: expect.stringMatching(/^timeout/),
      recipeVersion: 2,
      reason: { code: 'timeout' },
    });
    answer = () => ({ ok: true });
  });

  it('exports the value table and imports one all or nothing, as a new version', async () => {
    const recipe = (await ok('GET', `/recipes?keyword=配方A`, root)).items[0];
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recipes/${recipe.id}/values/export`,
      headers: { authorization: `Bearer ${root}` },
    });
    expect(exported.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(exported.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(2).values).toEqual([undefined, 0, 'temp', 2100]);
    const importFile = (file: Buffer) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/recipes/${recipe.id}/values/import`,
        headers: { authorization: `Bearer ${root}`, 'accept-language': 'en-US', ...upload(file).headers },
        payload: upload(file).payload,
      });
    const header = ['Index (index)', 'Name (name)', 'Value (value)'];
    const bad = await importFile(await sheet([header, [0, 'a', 1], [1, 'b', 70000], [2, 'c', 3], [3, 'd', 4]]));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().data)).toContain('row 3');
    const tooShort = await importFile(await sheet([header, [0, 'a', 1]]));
    expect(tooShort.statusCode).toBe(400);
    const unchanged = await ok('GET', `/recipes/${recipe.id}`, root);
    expect(unchanged.version).toBe(recipe.version);
    const good = await importFile(await sheet([header, [0, 'a', 11], [1, 'b', 12], [2, 'c', 13], [3, 'd', 14], [4, 'e', 15]]));
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ version: unchanged.version + 1, items: expect.arrayContaining([{ name: 'e', value: 15 }]) });
  });

  it('exports the log with its filters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recipe-downloads/export?status=succeeded`,
      headers: { authorization: `Bearer ${root}`, 'accept-language': 'zh-CN' },
    });
    expect(response.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]).toContain('配方名称');
    expect(rows.slice(1).every((row) => row.includes('下发成功'))).toBe(true);
    expect(rows.length).toBeGreaterThan(2);
  });

  it('keeps another company out and needs setValue to download', async () => {
    const recipe = (await ok('GET', `/recipes?keyword=配方A`, root)).items[0];
    const other = await company('别的公司');
    const stranger = await user(other, 'recipe_stranger', 1, { plan_page: ['view', 'setValue'] });
    await expectError({ status: 404, error: 'NOT_FOUND' }, 'GET', `/recipes/${recipe.id}`, stranger.token);
    await expectError({ status: 404, error: 'NOT_FOUND' }, 'POST', `/recipes/${recipe.id}/download`, stranger.token);
    expect((await ok('GET', '/recipe-downloads', stranger.token)).total).toBe(0);
    const own = await ok('GET', `/devices/${deviceId}`, root);
    const viewer = await user(own.companyId, 'recipe_viewer', 1, { plan_page: ['view'] });
    await expectError({ status: 403, error: 'FORBIDDEN' }, 'POST', `/recipes/${recipe.id}/download`, viewer.token);
  });
});
