import ExcelJS from 'exceljs';
import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const BOX_A = 'RECIPETYPE01';
const BOX_B = 'RECIPETYPE02';
const BOX_C = 'RECIPETYPE03';

// A recipe for a device type, downloaded to two devices of that type (each a box played by an MQTT
// client here), refused for a device of another type or out of the caller's projects; and a box's
// failure code kept in the log and shown in the reader's language, a plain-text reason as it came.
describe('recipes for a device type, and failure reason codes', () => {
  let t: TestApp;
  let root: string;
  const { ok, expectError, user, project, device } = apiHelpers(
    () => t,
    () => root,
  );
  let companyId: number;
  let pressType: number;
  let otherType: number;
  let projectA: number;
  const ids: Record<string, number> = {};
  const boxes: mqtt.MqttClient[] = [];
  const commands: Record<string, any[]> = { [BOX_A]: [], [BOX_B]: [] };
  /** How the boxes answer the next recipe command. */
  let answer: (command: any) => object = () => ({ ok: true });
  let heartbeat: NodeJS.Timeout | undefined;

  const recipe = (over: object = {}) => ({
    name: '压机通用',
    deviceTypeId: pressType,
    items: [
      { name: 'temp', value: 180 },
      { name: 'time', value: 12 },
    ],
    rules: [{ name: '全部', sourceStart: 0, length: 2, area: '4x', targetStart: 200 }],
    // Named by point name: each press has its own "running" point.
    conditions: [{ pointName: 'running', op: '==', value: 0 }],
    timeoutMs: 2000,
    ...over,
  });

  async function box(boxId: string) {
    const client = await mqtt.connectAsync(t.mqttUrl!, { clientId: boxId, username: boxId, password: 'boxpass123', reconnectPeriod: 0 });
    client.on('message', (_topic, payload) => {
      const command = JSON.parse(payload.toString());
      commands[boxId]!.push(command);
      void client.publishAsync(`devices/${boxId}/commands/ack`, JSON.stringify({ id: command.id, ...answer(command) }), { qos: 1 });
    });
    await client.subscribeAsync(`devices/${boxId}/commands`, { qos: 1 });
    await client.publishAsync(`devices/${boxId}/status`, JSON.stringify({ online: true, plc: 'ok' }), { qos: 1, retain: true });
    boxes.push(client);
    return client;
  }
  const beat = () =>
    Promise.all(
      boxes.map((client, i) =>
        client.publishAsync(`devices/${[BOX_A, BOX_B][i]}/telemetry`, JSON.stringify({ ts: Date.now(), values: { running: 0 } }), {
          qos: 1,
        }),
      ),
    );

  beforeAll(async () => {
    t = await buildTestApp('pglite', { network: true, seedDemo: false });
    root = await t.login();
    projectA = await project('配方类型甲');
    const projectB = await project('配方类型乙');
    ids.a = await device(projectA, '压机1', BOX_A);
    companyId = (await ok('GET', `/devices/${ids.a}`, root)).companyId;
    pressType = (await ok('POST', '/device-types', root, { name: '压机', companyId })).id;
    otherType = (await ok('POST', '/device-types', root, { name: '冷水机', companyId })).id;
    await ok('PUT', `/devices/${ids.a}`, root, { deviceTypeId: pressType });
    ids.b = await device(projectB, '压机2', BOX_B, { deviceTypeId: pressType });
    ids.c = await device(projectB, '冷水机1', BOX_C, { deviceTypeId: otherType });
    for (const id of [ids.a, ids.b, ids.c])
      await ok('POST', `/devices/${id}/points`, root, { name: 'running', area: '4x', address: 6, dataType: 2, decimals: 0 });
    await box(BOX_A);
    await box(BOX_B);
    await beat();
    heartbeat = setInterval(() => void beat().catch(() => undefined), 500);
    await waitFor(async () => {
      const [a, b] = await Promise.all([ok('GET', `/devices/${ids.a}/live`, root), ok('GET', `/devices/${ids.b}/live`, root)]);
      return [a, b].every((live) => live.some((v: any) => v.name === 'running' && v.value === 0));
    }, 'both presses online with a running value');
  });
  afterAll(async () => {
    clearInterval(heartbeat);
    await Promise.all(boxes.map((client) => client.endAsync()));
    await t?.close();
  });

  it('saves a recipe for a device type, with exactly one target, and lists it by device or by type', async () => {
    await expectError({ status: 400, error: 'VALIDATION_FAILED' }, 'POST', '/recipes', root, recipe({ deviceId: ids.a }));
    await expectError({ status: 400, error: 'VALIDATION_FAILED' }, 'POST', '/recipes', root, recipe({ deviceTypeId: null }));
    const missing = await expectError({ status: 400, lang: 'en-US' }, 'POST', '/recipes', root, recipe({ deviceTypeId: 999_999 }));
    expect(missing.message).toBe('The device type does not exist');
    const created = await ok('POST', '/recipes', root, recipe());
    expect(created).toMatchObject({ deviceId: null, deviceName: null, deviceTypeId: pressType, deviceTypeName: '压机', version: 1 });
    await ok('POST', '/recipes', root, { ...recipe({ name: '压机1专用', deviceTypeId: null, deviceId: ids.a }), conditions: [] });
    await ok('POST', '/recipes', root, recipe({ name: '冷水机通用', deviceTypeId: otherType }));
    const names = async (query: string) => (await ok('GET', `/recipes?${query}`, root)).items.map((r: any) => r.name).sort();
    expect(await names(`deviceId=${ids.a}`)).toEqual(['压机1专用', '压机通用'].sort());
    expect(await names(`deviceId=${ids.b}`)).toEqual(['压机通用']);
    expect(await names(`deviceTypeId=${pressType}`)).toEqual(['压机通用']);
    expect(await names(`deviceId=${ids.c}`)).toEqual(['冷水机通用']);
  });

  it('downloads the type recipe to each device of the type, checking its conditions on that device', async () => {
    const id = (await ok('GET', `/recipes?deviceTypeId=${pressType}`, root)).items[0].id;
    answer = () => ({ ok: true });
    const toA = await ok('POST', `/recipes/${id}/download`, root, { deviceId: ids.a });
    expect(toA).toMatchObject({ status: 'succeeded', deviceId: ids.a, deviceName: '压机1', recipeName: '压机通用' });
    const toB = await ok('POST', `/recipes/${id}/download`, root, { deviceId: ids.b });
    expect(toB).toMatchObject({ status: 'succeeded', deviceId: ids.b, deviceName: '压机2' });
    expect(commands[BOX_A]!.at(-1)).toMatchObject({ type: 'recipe', blocks: [{ area: '4x', address: 200, values: [180, 12] }] });
    expect(commands[BOX_B]!.at(-1)).toMatchObject({ type: 'recipe', blocks: [{ area: '4x', address: 200, values: [180, 12] }] });
    // A condition on a point the device does not have fails there, naming the point.
    await ok('PUT', `/recipes/${id}`, root, recipe({ conditions: [{ pointName: 'door', op: '==', value: 0 }] }));
    const refused = await expectError({ status: 409, lang: 'en-US' }, 'POST', `/recipes/${id}/download`, root, { deviceId: ids.b });
    expect(refused.message).toBe('Download condition 1 does not hold: door has no live value (wanted = 0)');
    await ok('PUT', `/recipes/${id}`, root, recipe());
  });

  it('refuses a type recipe without a device, to a device of another type, and a device recipe to another device', async () => {
    const typeRecipe = (await ok('GET', `/recipes?deviceTypeId=${pressType}`, root)).items[0].id;
    const ownRecipe = (await ok('GET', `/recipes?keyword=压机1专用`, root)).items[0].id;
    const sent = commands[BOX_A]!.length + commands[BOX_B]!.length;
    const none = await expectError({ status: 400, lang: 'en-US' }, 'POST', `/recipes/${typeRecipe}/download`, root);
    expect(none.message).toBe("Choose the device to download a device type's recipe to");
    const wrongType = await expectError({ status: 400, lang: 'zh-CN' }, 'POST', `/recipes/${typeRecipe}/download`, root, {
      deviceId: ids.c,
    });
    expect(wrongType.message).toBe('该设备不是配方所属的设备类型');
    const wrongDevice = await expectError({ status: 400, lang: 'en-US' }, 'POST', `/recipes/${ownRecipe}/download`, root, {
      deviceId: ids.b,
    });
    expect(wrongDevice.message).toBe('This recipe can only be downloaded to its own device');
    expect(commands[BOX_A]!.length + commands[BOX_B]!.length).toBe(sent);
  });

  it("checks the caller's permission on the device downloaded to", async () => {
    const id = (await ok('GET', `/recipes?deviceTypeId=${pressType}`, root)).items[0].id;
    // Assigned to project A only: sees the type's recipe, downloads it to press 1, not to press 2.
    const operator = await user(companyId, 'recipe_type_op', 2, { plan_page: ['view', 'setValue'] }, [projectA]);
    expect((await ok('GET', `/recipes?deviceTypeId=${pressType}`, operator.token)).items.map((r: any) => r.id)).toEqual([id]);
    answer = () => ({ ok: true });
    expect((await ok('POST', `/recipes/${id}/download`, operator.token, { deviceId: ids.a })).status).toBe('succeeded');
    await expectError({ status: 400, lang: 'en-US' }, 'POST', `/recipes/${id}/download`, operator.token, { deviceId: ids.b });
    const viewer = await user(companyId, 'recipe_type_viewer', 1, { plan_page: ['view'] });
    await expectError({ status: 403, error: 'FORBIDDEN' }, 'POST', `/recipes/${id}/download`, viewer.token, { deviceId: ids.a });
  });

  it("keeps a box's failure code and shows it in the reader's language in the log export; plain text as it came", async () => {
    const id = (await ok('GET', `/recipes?deviceTypeId=${pressType}`, root)).items[0].id;
    answer = () => ({
      ok: false,
      error: 'read-back differs at 4x201: sent 12, read 0',
      code: 'readback_mismatch',
      detail: { address: '4x201', sent: 12, read: 0 },
    });
    const coded = await ok('POST', `/recipes/${id}/download`, root, { deviceId: ids.a });
    expect(coded).toMatchObject({
      status: 'failed',
      error: 'read-back differs at 4x201: sent 12, read 0',
      reason: { code: 'readback_mismatch', detail: { address: '4x201', sent: 12, read: 0 } },
    });
    answer = () => ({ ok: false, error: 'an old gateway says no' });
    const plain = await ok('POST', `/recipes/${id}/download`, root, { deviceId: ids.b });
    expect(plain).toMatchObject({ status: 'failed', error: 'an old gateway says no', reason: null });
    answer = () => ({ ok: true });

    const exported = async (lang: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/recipe-downloads/export?status=failed',
        headers: { authorization: `Bearer ${root}`, 'accept-language': lang },
      });
      expect(response.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      return (book.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][]).flat();
    };
    const en = await exported('en-US');
    expect(en).toContain('Read-back differs at 4x201: sent 12, read 0');
    expect(en).toContain('an old gateway says no');
    expect(await exported('zh-CN')).toContain('回读不一致:4x201 写入 12,读回 0');
  });
});
