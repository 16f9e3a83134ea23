import mqtt from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const PASSWORD = 'pass1234';

/** Devices on Modbus RTU, OPC UA and S7: their settings, their points' addresses, the box's config, the failure cause. */
describe.each(databaseKinds())('field protocols on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let projectId: number;
  const post = (url: string, payload: unknown, lang = 'en-US') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
    });
  const put = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/v1${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  const get = async (url: string, lang = 'en-US') =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}`, 'accept-language': lang } })
    ).json();
  const device = (boxId: string, extra: object) =>
    post('/devices', { projectId, name: `D${boxId.slice(-4)}`, boxId, boxPassword: PASSWORD, ...extra });
  const fields = (response: { json(): any }) => (response.json().data.issues as { path: string }[]).map((i) => i.path);

  beforeAll(async () => {
    t = await buildTestApp(kind, { network: true, seedDemo: false });
    token = await t.login();
    projectId = (await t.request({ method: 'POST', url: '/api/v1/projects', token, payload: { name: 'Protocols', location: '1,1' } })).body
      .data.id;
  });
  afterAll(async () => t?.close());

  it('refuses a device whose protocol settings are missing or wrong, in the reader language', async () => {
    const rtu = await device('PROTRTU00001', { protocol: 'modbus_rtu', plcSettings: { serialPort: 'COM3', baudRate: 1234 } });
    expect(rtu.statusCode).toBe(400);
    expect(fields(rtu)).toEqual(['plcSettings.serialPort', 'plcSettings.baudRate']);
    const zh = await post('/devices', { projectId, name: 'X', boxId: 'PROTOPC00001', boxPassword: PASSWORD, protocol: 'opcua' }, 'zh-CN');
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.issues[0]).toMatchObject({ path: 'plcSettings.endpoint', message: '必填' });
    const s7 = await device('PROTS7000001', { protocol: 's7', plcSettings: { rack: 9 } });
    expect(fields(s7)).toEqual(['ip', 'plcSettings.rack']);
  });

  it('keeps each protocol settings, answers the password only as set, and sends the box its PLC address', async () => {
    const opc = await device('PROTOPC00002', {
      protocol: 'opcua',
      plcSettings: { endpoint: 'opc.tcp://10.0.0.7:4840', securityMode: 'SignAndEncrypt', username: 'operator', serialPort: '/dev/ttyS0' },
      plcPassword: 'secret',
    });
    expect(opc.statusCode).toBe(200);
    const data = opc.json().data;
    expect(data.plcSettings).toEqual({
      endpoint: 'opc.tcp://10.0.0.7:4840',
      securityMode: 'SignAndEncrypt',
      securityPolicy: 'Basic256Sha256',
      username: 'operator',
    });
    expect(data.plcPasswordSet).toBe(true);
    expect(JSON.stringify(data)).not.toContain('secret');
    expect(
      (await post(`/devices/${data.id}/points`, { name: 'temp', area: 'opcua', address: 0, dataType: 5, tag: 'ns=2;s=Press.Temperature' }))
        .statusCode,
    ).toBe(200);

    const client = await mqtt.connectAsync(t.mqttUrl!, {
      clientId: 'PROTOPC00002',
      username: 'PROTOPC00002',
      password: PASSWORD,
      reconnectPeriod: 0,
    });
    try {
      const config = new Promise<any>((resolve) => client.on('message', (_t, m) => resolve(JSON.parse(m.toString()))));
      await client.subscribeAsync('devices/PROTOPC00002/config', { qos: 1 });
      const received = await config;
      expect(received.plc).toMatchObject({
        protocol: 'opcua',
        address: 'opc.tcp://10.0.0.7:4840?security=SignAndEncrypt&policy=Basic256Sha256',
        username: 'operator',
        password: 'secret',
      });
      expect(received.points).toEqual([expect.objectContaining({ name: 'temp', area: 'opcua', tag: 'ns=2;s=Press.Temperature' })]);

      // The box says why its PLC fails: the device keeps the cause until the PLC answers again.
      await client.publishAsync(
        'devices/PROTOPC00002/status',
        JSON.stringify({ online: true, plc: 'error', cause: { code: 'access_denied', detail: { area: 'operator' } } }),
        { qos: 1 },
      );
      const failing = await waitFor(async () => {
        const d = (await get(`/devices/${data.id}`)).data;
        return d.plcFailure ? d : undefined;
      }, 'the failure cause on the device');
      expect(failing).toMatchObject({ status: 'comm_failure', plcFailure: { code: 'access_denied', detail: { area: 'operator' } } });
      await client.publishAsync('devices/PROTOPC00002/status', JSON.stringify({ online: true, plc: 'ok' }), { qos: 1 });
      await waitFor(async () => (await get(`/devices/${data.id}`)).data.plcFailure === null, 'the cause cleared');
    } finally {
      await client.endAsync();
    }
  });

  it('checks point addresses against the device protocol: NodeId, S7 address, RTU unit', async () => {
    const s7 = (await device('PROTS7000002', { protocol: 's7', ip: '10.0.0.5', port: 102, plcSettings: { rack: 0, slot: 1 } })).json().data;
    expect(
      (await post(`/devices/${s7.id}/points`, { name: 'speed', area: 's7', address: 0, dataType: 5, tag: 'DB5.DBD20' })).statusCode,
    ).toBe(200);
    const wrongType = await post(`/devices/${s7.id}/points`, { name: 'bad', area: 's7', address: 0, dataType: 5, tag: 'DB5.DBW10' });
    expect(wrongType.statusCode).toBe(400);
    expect(fields(wrongType)).toEqual(['dataType']);
    const modbusArea = await post(`/devices/${s7.id}/points`, { name: 'bad2', area: '4x', address: 0, dataType: 2 });
    expect(fields(modbusArea)).toEqual(['area', 'tag']);

    const rtu = (
      await device('PROTRTU00002', {
        protocol: 'modbus_rtu',
        unitId: 1,
        plcSettings: { serialPort: '/dev/ttyUSB0', baudRate: 19200, parity: 'even' },
      })
    ).json().data;
    expect(rtu.plcSettings).toMatchObject({
      rtuTransport: 'serial',
      serialPort: '/dev/ttyUSB0',
      baudRate: 19200,
      parity: 'even',
      dataBits: 8,
      stopBits: 1,
    });
    const unit3 = await post(`/devices/${rtu.id}/points`, { name: 'flow', area: '4x', address: 4, dataType: 2, unitId: 3 });
    expect(unit3.json().data).toMatchObject({ unitId: 3, tag: null });
    // A unit of its own is an RTU thing: a change of the device to Modbus TCP keeps the point, but a new one may not.
    const tcp = (await device('PROTTCP00001', {})).json().data;
    expect(fields(await post(`/devices/${tcp.id}/points`, { name: 'flow', area: '4x', address: 4, dataType: 2, unitId: 3 }))).toEqual([
      'unitId',
    ]);
    // A change that leaves the settings incomplete is refused and changes nothing.
    const change = await put(`/devices/${rtu.id}`, { plcSettings: { serialPort: '' } });
    expect(change.statusCode).toBe(400);
    expect((await get(`/devices/${rtu.id}`)).data.plcSettings.serialPort).toBe('/dev/ttyUSB0');
  });

  it('offers an import template addressed as each protocol addresses its points', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/v1/points/template?protocol=opcua',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(template.statusCode).toBe(200);
    expect(template.rawPayload.length).toBeGreaterThan(1000);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/points/template?protocol=bacnet', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(400);
  });
});
