import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const BOX = 'PRODTEST0001';
const ALL = ['view', 'add', 'edit', 'delete', 'export'];

describe.each(databaseKinds())('production management on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let managerA: string;
  let managerB: string;
  let operator: { id: number; token: string };
  let companyA: number;
  let deviceA: number;
  let counter: number;
  let ts = Date.now() - 60_000;

  const { ok, expectError, user, company, project } = apiHelpers(
    () => t,
    () => root,
  );
  /** One telemetry message through the ingest entry point, as the broker hands it over. */
  const send = async (value: number) => {
    ts += 1000;
    await t.app.connectivity.gate.deliver(BOX, 'telemetry', Buffer.from(JSON.stringify({ ts, values: { count: value } })), {
      store: true,
      live: true,
    });
    await t.app.productionEngine.idle();
  };

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false, network: true });
    root = await t.login();
    companyA = await company('ProdA');
    const companyB = await company('ProdB');
    const projectA = await project('ProdPlant', { companyId: companyA });
    deviceA = (await ok('POST', '/devices', root, { projectId: projectA, name: 'Press', boxId: BOX, boxPassword: 'boxpass123' })).id;
    counter = (await ok('POST', `/devices/${deviceA}/points`, root, { name: 'count', area: '4x', address: 0, dataType: 2, save: true })).id;
    ({ token: managerA } = await user(companyA, 'prod_manager_a', 1, {
      productionManagement: ALL,
      myTask: ['view', 'edit'],
      item_query: ['view'],
    }));
    ({ token: managerB } = await user(companyB, 'prod_manager_b', 1, { productionManagement: ALL, item_query: ['view'] }));
    operator = await user(companyA, 'prod_operator', 2, { myTask: ['view', 'edit'] });
  }, 60_000);
  afterAll(() => t?.close());

  it('counts a running task from the counter through a reset, deducts material and warns once on low stock', async () => {
    const resin = await ok('POST', '/production/materials', managerA, { name: 'Resin', unit: 'kg', stock: 100, lowStock: 90 });
    await expectError({ status: 400, error: 'VALIDATION_FAILED' }, 'POST', '/production/templates', managerA, {
      name: 'Cap',
      product: 'Cap',
      targetQuantity: 0,
      cycleSeconds: 2,
    });
    const template = await ok('POST', '/production/templates', managerA, {
      name: 'Cap 32mm',
      product: 'Cap',
      targetQuantity: 80,
      cycleSeconds: 2,
      materials: [{ materialId: resin.id, perUnit: 0.5 }],
    });
    expect(template.materials).toEqual([{ materialId: resin.id, perUnit: 0.5, name: 'Resin', unit: 'kg' }]);
    const task = await ok('POST', '/production/tasks', managerA, {
      templateId: template.id,
      deviceId: deviceA,
      counterPointId: counter,
      shift: 'day',
      day: '2026-11-26',
      operatorId: operator.id,
    });
    expect(task).toMatchObject({ status: 'planned', targetQuantity: 80, output: 0, operatorName: 'prod_operator' });

    // Before the start nothing counts; the start takes the current reading (1000) as its baseline.
    await send(1000);
    const mine = await ok('GET', '/production/my-tasks', operator.token);
    expect(mine.items.map((i: { id: number }) => i.id)).toEqual([task.id]);
    await ok('POST', `/production/my-tasks/${task.id}/action`, operator.token, { action: 'start' });
    await send(1010);
    await send(1025);
    // Someone zeroes the counter: the reading after it counts from 0.
    await send(5);
    await send(12);
    expect((await ok('GET', `/production/my-tasks/${task.id}`, operator.token)).output).toBe(37);
    // Paused: nothing counts, and the restart begins from the reading then.
    await ok('POST', `/production/my-tasks/${task.id}/action`, operator.token, { action: 'pause' });
    await send(50);
    await ok('POST', `/production/my-tasks/${task.id}/action`, operator.token, { action: 'start' });
    await send(53);

    const progressed = await ok('GET', `/production/my-tasks/${task.id}`, operator.token);
    expect(progressed).toMatchObject({ status: 'running', output: 40, good: 40, attainment: 0.5 });
    // 40 pieces × 0.5 kg.
    const [stock] = await ok('GET', '/production/materials', managerA);
    expect(stock).toMatchObject({ id: resin.id, stock: 80, low: true });
    // Crossing 90 kg told the manager once (not the operator, who cannot manage stock).
    const inbox = await waitFor(async () => {
      const answer = await ok('GET', '/inbox', managerA);
      return answer.items.length > 0 ? answer : undefined;
    }, 'the low-stock notice');
    expect(inbox.items.filter((i: object) => JSON.stringify(i).includes('Resin'))).toHaveLength(1);

    // Output counted from a counter cannot be typed in; scrap can.
    await expectError({ status: 400 }, 'PUT', `/production/my-tasks/${task.id}/counts`, operator.token, { output: 99 });
    const scrapped = await ok('PUT', `/production/my-tasks/${task.id}/counts`, operator.token, { scrap: 4 });
    expect(scrapped).toMatchObject({ output: 40, scrap: 4, good: 36 });
    const finished = await ok('POST', `/production/tasks/${task.id}/action`, managerA, { action: 'finish' });
    expect(finished.status).toBe('finished');
    await send(70);
    expect((await ok('GET', `/production/tasks/${task.id}`, managerA)).output).toBe(40);
    await expectError({ status: 409 }, 'POST', `/production/tasks/${task.id}/action`, managerA, { action: 'start' });

    const figures = await ok('GET', '/production/figures?groupBy=day&from=2026-11-26&to=2026-11-26', managerA);
    expect(figures).toEqual([
      expect.objectContaining({ key: '2026-11-26', tasks: 1, target: 80, output: 40, scrap: 4, good: 36, quality: 0.9 }),
    ]);
  });

  it('enters output by hand where no counter counts, and keeps other companies and other operators out', async () => {
    const template = await ok('POST', '/production/templates', managerA, {
      name: 'Lid',
      product: 'Lid',
      targetQuantity: 10,
      cycleSeconds: 5,
    });
    const task = await ok('POST', '/production/tasks', managerA, {
      templateId: template.id,
      deviceId: deviceA,
      shift: 'night',
      day: '2026-11-26',
    });
    const counted = await ok('PUT', `/production/tasks/${task.id}/counts`, managerA, { output: 12, scrap: 1 });
    expect(counted).toMatchObject({ output: 12, scrap: 1, good: 11, attainment: 1.1 });
    // Not the operator's task; not company B's.
    await expectError({ status: 404 }, 'GET', `/production/my-tasks/${task.id}`, operator.token);
    await expectError({ status: 404 }, 'GET', `/production/tasks/${task.id}`, managerB);
    expect(await ok('GET', '/production/templates', managerB)).toEqual([]);
    await expectError({ status: 400 }, 'POST', '/production/tasks', managerB, {
      templateId: template.id,
      deviceId: deviceA,
      shift: 'day',
      day: '2026-11-26',
    });
    await expectError({ status: 403 }, 'GET', '/production/tasks', operator.token);
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/v1/production/figures/export?groupBy=shift&from=2026-11-26&to=2026-11-26',
      headers: { authorization: `Bearer ${managerA}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
  });

  it('pushes a task’s progress on the stream to its operator and to managers following its device, never to another company', async () => {
    const open = async (token: string, devices: number[] = []) => {
      const socket = new WebSocket(`${t.baseUrl!.replace('http', 'ws')}/api/v1/stream?token=${token}`);
      const messages: any[] = [];
      socket.on('message', (raw) => messages.push(JSON.parse(String(raw))));
      await waitFor(async () => messages.some((m) => m.type === 'ready'), 'ready');
      if (devices.length > 0) socket.send(JSON.stringify({ type: 'subscribe', devices }));
      return { socket, messages };
    };
    const template = await ok('POST', '/production/templates', managerA, {
      name: 'Live',
      product: 'Cap',
      targetQuantity: 10,
      cycleSeconds: 1,
    });
    const task = await ok('POST', '/production/tasks', managerA, {
      templateId: template.id,
      deviceId: deviceA,
      counterPointId: counter,
      shift: 'middle',
      day: '2026-11-27',
      operatorId: operator.id,
    });
    const mine = await open(operator.token);
    const manager = await open(managerA, [deviceA]);
    const rival = await open(managerB, [deviceA]);
    await waitFor(async () => rival.messages.some((m) => m.type === 'error' && m.deviceId === deviceA), 'the rival refused');
    await send(200);
    await ok('POST', `/production/my-tasks/${task.id}/action`, operator.token, { action: 'start' });
    await send(203);
    const progress = (m: any) => m.type === 'production' && m.task.id === task.id && m.task.output === 3;
    const pushed = await waitFor(async () => mine.messages.find(progress), 'the operator’s push');
    expect(pushed.task).toMatchObject({ status: 'running', output: 3, scrap: 0, good: 3, attainment: 0.3, operatorId: operator.id });
    expect(await waitFor(async () => manager.messages.find(progress), 'the manager’s push')).toMatchObject({ deviceId: deviceA });
    await ok('PUT', `/production/my-tasks/${task.id}/counts`, operator.token, { scrap: 1 });
    await waitFor(
      async () => mine.messages.find((m) => m.type === 'production' && m.task.scrap === 1 && m.task.good === 2),
      'the scrap push',
    );
    expect(rival.messages.some((m) => m.type === 'production')).toBe(false);
    await ok('POST', `/production/tasks/${task.id}/action`, managerA, { action: 'finish' });
    for (const s of [mine, manager, rival]) s.socket.close();
  });
});
