import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

/** A project file's devices on OPC UA, S7 and Modbus RTU: checked on import as the device routes check them, kept on export. */
describe.each(databaseKinds())('project files with field protocols on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let serial = 0;
  const boxId = () => `PRT${String(++serial).padStart(9, '0')}`;
  const call = (method: 'GET' | 'POST', url: string, payload?: object, lang = 'en-US') =>
    t.request({ method, url: `/api/v1${url}`, token, lang, ...(payload ? { payload } : {}) });
  const file = (devices: object[]) => ({
    format: 'fieldlink-project',
    version: 2,
    project: { name: `Protocols${serial}`, location: '120.1,30.2' },
    devices,
  });
  const opcUa = (plcSettings: object, tag: string) => ({
    name: 'Chiller',
    boxId: boxId(),
    protocol: 'opcua',
    plcSettings,
    points: [{ name: 'supply', area: 'opcua', address: 0, dataType: 1, tag }],
  });

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('refuses protocol settings and point addresses the device routes refuse, naming each field in the reader language', async () => {
    const bad = file([
      opcUa({ securityMode: 'SignAndEncrypt' }, 'ns=1;s=supply'),
      {
        name: 'Line',
        boxId: boxId(),
        protocol: 's7',
        ip: '10.0.0.5',
        plcSettings: { rack: 9 },
        points: [{ name: 'speed', area: 's7', address: 0, dataType: 2, tag: 'DB5.XYZ' }],
      },
    ]);
    const response = await call('POST', '/projects/import', { file: bad });
    expect(response.status).toBe(400);
    const paths = (response.body.data.issues as { path: string }[]).map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['file.devices.0.plcSettings.endpoint', 'file.devices.1.plcSettings.rack', 'file.devices.1.points.0.tag']),
    );
    const zh = await call('POST', '/projects/import', { file: bad }, 'zh-CN');
    expect(zh.body.data.issues.find((issue: { path: string }) => issue.path === 'file.devices.0.plcSettings.endpoint').message).toBe(
      '必填',
    );
    // All or nothing: no project was made.
    const projects = await call('GET', '/projects?pageSize=100');
    expect(JSON.stringify(projects.body.data)).not.toContain('Protocols');
  });

  it('imports each protocol settings and point addresses, and exports them again without the OPC UA password', async () => {
    const endpoint = 'opc.tcp://10.0.0.7:4840';
    const good = file([
      { ...opcUa({ endpoint, securityMode: 'SignAndEncrypt', username: 'operator', rack: 3 }, 'ns=1;s=supply'), plcPassword: 'secret' },
      {
        name: 'Packing',
        boxId: boxId(),
        protocol: 'modbus_rtu',
        plcSettings: { serialPort: '/dev/ttyUSB0', baudRate: 19200 },
        points: [{ name: 'speed', area: '4x', address: 8, dataType: 2, unitId: 3 }],
      },
    ]);
    const imported = await call('POST', '/projects/import', { file: good });
    expect(imported.status).toBe(200);
    const exported = await call('GET', `/projects/${imported.body.data.projectId}/export`);
    expect(exported.status).toBe(200);
    const devices = (exported.body as { devices: Record<string, any>[] }).devices;
    const chiller = devices.find((d) => d.protocol === 'opcua')!;
    // Kept as the device routes keep them: the protocol's own fields, its defaults filled in.
    expect(chiller.plcSettings).toEqual({
      endpoint,
      securityMode: 'SignAndEncrypt',
      securityPolicy: 'Basic256Sha256',
      username: 'operator',
    });
    expect(chiller.points[0]).toMatchObject({ area: 'opcua', tag: 'ns=1;s=supply' });
    expect(JSON.stringify(exported.body)).not.toContain('secret');
    const packing = devices.find((d) => d.protocol === 'modbus_rtu')!;
    expect(packing.plcSettings).toMatchObject({ serialPort: '/dev/ttyUSB0', baudRate: 19200, parity: 'none' });
    expect(packing.points[0]).toMatchObject({ area: '4x', address: 8, unitId: 3 });
  });
});
