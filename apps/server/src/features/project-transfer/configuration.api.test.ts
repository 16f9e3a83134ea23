import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('projects, devices and points on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let serial = 0;
  const boxId = () => `CFG${String(++serial).padStart(9, '0')}`;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'en-US') =>
    t.request({ method, url: `/api/v1${url}`, token, lang, ...(payload ? { payload } : {}) });

  async function project(name = 'Plant') {
    return (await call('POST', '/projects', { name, location: '120.1,30.2' })).body.data.id as number;
  }
  async function device(projectId: number, extra: object = {}) {
    const response = await call('POST', '/devices', { projectId, name: 'Press', boxId: boxId(), boxPassword: 'box pass 123', ...extra });
    expect(response.status).toBe(200);
    return response.body.data;
  }

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    token = await t.login();
  });
  afterAll(() => t.close());

  it('refuses each broken point rule with a field message, and keeps the valid ones', async () => {
    const dev = await device(await project());
    const cases: [object, string][] = [
      [{ name: 'slope0', area: '4x', address: 1, dataType: 2, slope: 0 }, 'slope'],
      [{ name: 'onlyUpper', area: '4x', address: 2, dataType: 2, upperLimit: 10 }, 'lowerLimit'],
      [{ name: 'inverted', area: '4x', address: 3, dataType: 2, upperLimit: 10, lowerLimit: 20 }, 'lowerLimit'],
      [{ name: 'tooBig', area: '4x', address: 4, dataType: 1, maxData: 40000, minData: 0 }, 'maxData'],
      [{ name: 'bad(name)', area: '4x', address: 5, dataType: 2 }, 'name'],
      [{ name: 'zeroInterval', area: '4x', address: 6, dataType: 2, intervalMs: 0 }, 'intervalMs'],
    ];
    for (const [body, path] of cases) {
      const response = await call('POST', `/devices/${dev.id}/points`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.data.issues.map((issue: { path: string }) => issue.path)).toContain(path);
    }
    const zh = await call('POST', `/devices/${dev.id}/points`, cases[0]![0], 'zh-CN');
    expect(zh.body.data.issues[0].message).not.toBe(
      (await call('POST', `/devices/${dev.id}/points`, cases[0]![0])).body.data.issues[0].message,
    );
    const ok = await call('POST', `/devices/${dev.id}/points`, { name: 'temp', area: '4x', address: 0, dataType: 2 });
    expect(ok.body.data).toMatchObject({ name: 'temp', intervalMs: 1000, decimals: 0, displayFormat: 1, writable: false, save: true });
    const twin = await call('POST', `/devices/${dev.id}/points`, { name: 'TEMP', area: '4x', address: 9, dataType: 2 });
    expect(twin.status).toBe(409);
    expect(twin.body.data.issues[0].path).toBe('name');
  });

  it('re-checks a changed point as a whole', async () => {
    const dev = await device(await project());
    const point = (
      await call('POST', `/devices/${dev.id}/points`, {
        name: 'level',
        area: '4x',
        address: 0,
        dataType: 2,
        upperLimit: 100,
        lowerLimit: 10,
      })
    ).body.data;
    const inverted = await call('PUT', `/points/${point.id}`, { lowerLimit: 500 });
    expect(inverted.status).toBe(400);
    expect(inverted.body.data.issues.map((issue: { path: string }) => issue.path)).toContain('lowerLimit');
    const fine = await call('PUT', `/points/${point.id}`, { lowerLimit: 20, unit: 'm' });
    expect(fine.body.data).toMatchObject({ lowerLimit: 20, upperLimit: 100, unit: 'm' });
  });

  it('never answers, logs or exports a device secret', async () => {
    const projectId = await project();
    const dev = await device(projectId, { vncPassword: 'vncsecret9', remotePassword: 'remotesecret9' });
    expect(dev).toMatchObject({ boxPasswordSet: true, vncPasswordSet: true, remotePasswordSet: true });
    const texts = [
      (await call('GET', `/devices?projectId=${projectId}`)).text,
      (await call('GET', `/devices/${dev.id}`)).text,
      (await call('GET', `/projects/${projectId}/export`)).text,
      (await call('GET', '/audit/operations?pageSize=500')).text,
      t.logs(),
    ];
    for (const text of texts) {
      expect(text).not.toContain('box pass 123');
      expect(text).not.toContain('vncsecret9');
      expect(text).not.toContain('remotesecret9');
      expect(text).not.toMatch(/boxPasswordHash|scrypt\$/);
    }
    // Leaving a secret out of a change keeps it.
    const renamed = await call('PUT', `/devices/${dev.id}`, { name: 'Renamed' });
    expect(renamed.body.data).toMatchObject({ name: 'Renamed', boxPasswordSet: true });
  });

  it('keeps box IDs unique, copies a device with its points, deletes points in batches', async () => {
    const projectId = await project();
    const dev = await device(projectId);
    const taken = await call('POST', '/devices', { projectId, name: 'Twin', boxId: dev.boxId.toLowerCase(), boxPassword: 'x' });
    expect(taken.status).toBe(409);
    expect(taken.body.data.issues[0].path).toBe('boxId');
    for (const name of ['a1', 'a2', 'a3']) await call('POST', `/devices/${dev.id}/points`, { name, area: '4x', address: 1, dataType: 2 });
    const copy = await call('POST', `/devices/${dev.id}/copy`, { name: 'Copy', boxId: boxId(), boxPassword: 'copy pass' });
    expect(copy.body.data).toMatchObject({ name: 'Copy', pointCount: 3, boxPasswordSet: true });
    const ids = (await call('GET', `/devices/${copy.body.data.id}/points`)).body.data.items.map((p: { id: number }) => p.id);
    const none = await call('POST', `/devices/${copy.body.data.id}/points/delete`, { ids: [] });
    expect(none.status).toBe(400);
    expect(none.body.data.issues[0].message).toBe('Select at least one item');
    expect((await call('POST', `/devices/${copy.body.data.id}/points/delete`, { ids: ids.slice(0, 2) })).body.data).toEqual({ deleted: 2 });
    expect((await call('GET', `/devices/${copy.body.data.id}/points`)).body.data.total).toBe(1);
    expect((await call('GET', `/devices/${dev.id}/points`)).body.data.total).toBe(3);
  });

  it('exports a project of 3 devices and 200 points, and re-imports it identically after deletion', async () => {
    const projectId = await project('ExportPlant');
    for (let d = 0; d < 3; d++) {
      const dev = await device(projectId, { name: `Line${d}`, ip: `10.0.0.${d + 1}`, highLowSwap: d === 1 });
      const count = d === 0 ? 68 : 66;
      for (let p = 0; p < count; p++) {
        const response = await call('POST', `/devices/${dev.id}/points`, {
          name: `p${d}_${p}`,
          area: '4x',
          address: p * 2,
          dataType: p % 2 ? 2 : 5,
          unit: p % 3 ? 'bar' : null,
          slope: p % 4 ? 0.1 : null,
          upperLimit: p % 5 ? 90 : null,
          lowerLimit: p % 5 ? 10 : null,
          writable: p % 7 === 0,
        });
        expect(response.status).toBe(200);
      }
    }
    const first = await call('GET', `/projects/${projectId}/export`);
    expect(first.status).toBe(200);
    const file = JSON.parse(first.text);
    expect(file.devices).toHaveLength(3);
    expect(file.devices.reduce((n: number, d: { points: unknown[] }) => n + d.points.length, 0)).toBe(200);
    expect((await call('DELETE', `/projects/${projectId}`)).status).toBe(200);
    const imported = await call('POST', '/projects/import', { file });
    expect(imported.body.data).toMatchObject({ devices: 3, points: 200 });
    const again = JSON.parse((await call('GET', `/projects/${imported.body.data.projectId}/export`)).text);
    expect({ ...again, exportedAt: undefined }).toEqual({ ...file, exportedAt: undefined });
  });

  it('imports all or nothing, naming the bad row, and overwrites only when asked', async () => {
    const projectId = await project('Target');
    await device(projectId, { name: 'Old' });
    const good = {
      format: 'fieldlink-project',
      version: 1,
      project: { name: 'Target', location: '1,2' },
      devices: [{ name: 'New', boxId: boxId(), points: [{ name: 'ok', area: '4x', address: 0, dataType: 2 }] }],
    };
    const bad = structuredClone(good);
    bad.devices[0]!.boxId = boxId();
    bad.devices[0]!.points.push({ name: 'broken', area: '4x', address: 1, dataType: 2, slope: 0 } as never);
    const before = (await call('GET', '/devices?pageSize=500')).body.data.total;
    const refused = await call('POST', '/projects/import', { projectId, file: bad });
    expect(refused.status).toBe(400);
    expect(refused.body.data.issues[0].path).toBe('file.devices.0.points.1.slope');
    expect((await call('GET', '/devices?pageSize=500')).body.data.total).toBe(before);
    const dup = structuredClone(good);
    dup.devices.push({ ...structuredClone(good.devices[0]!), name: 'Twin' });
    const repeated = await call('POST', '/projects/import', { projectId, file: dup });
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toMatch(/devices\[1\]\.boxId .* repeats devices\[0\]/);
    const overwritten = await call('POST', '/projects/import', { projectId, file: good });
    expect(overwritten.body.data.projectId).toBe(projectId);
    const names = (await call('GET', `/devices?projectId=${projectId}`)).body.data.items.map((d: { name: string }) => d.name);
    expect(names).toEqual(['New']);
  });
});
