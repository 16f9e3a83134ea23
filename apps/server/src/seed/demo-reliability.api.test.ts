import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD, DEMO_USER_NAME } from './seed.js';

/** Issue 39: the demo's repair history makes the reliability figures and the order evidence meaningful. */
describe.each(databaseKinds())('demo reliability history on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url: `/api/v1${url}`, token: demo });
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };
  const now = Date.now();
  const period = `from=${new Date(now - 90 * 86_400_000).toISOString()}&to=${new Date(now + 3_600_000).toISOString()}`;

  beforeAll(async () => {
    t = await buildTestApp(kind);
    demo = await t.login(DEMO_USER_NAME, DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  it('has a machine with repeat repairs, one with a clean verified fix and one not verifiable', async () => {
    const figures = await get(`/reliability?by=device&${period}`);
    const row = (name: string) => figures.rows.find((r: { name: string }) => r.name.includes(name));
    const chiller = row('冷水机');
    const press = row('注塑机');
    expect(chiller.figures).toMatchObject({ judged: 2, repeatRepairRate: 1, firstTimeFixRate: 0 });
    expect(press.figures).toMatchObject({ judged: 1, repeatRepairRate: 0, firstTimeFixRate: 1 });
    expect(press.figures.mttrMs).toBeGreaterThan(0);
    // Not verifiable is not judged: neither a first-time fix nor a repeat.
    expect(row('包装线').figures).toMatchObject({ judged: 0, firstTimeFixRate: null });
    expect(figures.total.topSources.length).toBeGreaterThan(0);
  });

  it('keeps the evidence on the orders, and the verification check leaves the history as it is', async () => {
    await t.app.verificationCheck.tick();
    const orders = (await get('/work-orders?pageSize=100')).items.filter((o: { source: string }) => o.source === 'alarm');
    expect(orders.map((o: { verification: string }) => o.verification).sort()).toEqual([
      'not_verifiable',
      'recurred',
      'verified',
      'verified',
    ]);
    for (const order of orders) {
      const evidence = await get(`/work-orders/${order.id}/evidence`);
      expect(evidence.state).toBe(order.verification);
      expect(evidence.alarm.name).toBeTruthy();
      expect(evidence.samples.length).toBeGreaterThan(10);
      if (order.verification === 'verified' || order.verification === 'not_verifiable') expect(evidence.evidence.windowEnd).toBeTruthy();
      else expect(evidence).toMatchObject({ repeatCount: 1, evidence: { recurredAt: expect.any(String) } });
    }
  });
});
