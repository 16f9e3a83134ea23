import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD, DEMO_USER_NAME } from './seed.js';
import { DEMO_PARTS } from './demo-spare-parts.js';

describe.each(databaseKinds())('demo spare parts and assessment on %s', (kind) => {
  let t: TestApp;
  let demo: string;
  const get = async (url: string) => {
    const response = await t.request({ method: 'GET', url: `/api/v1${url}`, token: demo });
    expect(response.status, response.text).toBe(200);
    return response.body.data;
  };

  beforeAll(async () => {
    t = await buildTestApp(kind);
    demo = await t.login(DEMO_USER_NAME, DEMO_PASSWORD);
  }, 60_000);
  afterAll(() => t.close());

  it('has a catalogue whose stock matches its movements, and applications in every state', async () => {
    const parts = await get('/parts?pageSize=100');
    expect(parts.total).toBe(DEMO_PARTS.length);
    const movements = await get('/stock-movements?pageSize=500');
    for (const part of parts.items as { id: number; stock: number }[]) {
      const sum = (movements.items as { partId: number; quantity: number }[])
        .filter((m) => m.partId === part.id)
        .reduce((total, m) => total + m.quantity, 0);
      expect(sum).toBe(part.stock);
      expect(part.stock).toBeGreaterThanOrEqual(0);
    }
    const applications = await get('/part-applications?pageSize=100');
    expect(new Set(applications.items.map((a: { status: string }) => a.status))).toEqual(
      new Set(['pending', 'approved', 'rejected', 'issued', 'cancelled']),
    );
  });

  it('has a saved assessment rule and rated completed orders', async () => {
    expect((await get('/assessment/rule')).saved).toBe(true);
    const orders = await get('/work-orders?status=completed&pageSize=100');
    expect(orders.total).toBeGreaterThan(0);
    for (const order of orders.items as { id: number }[]) expect((await get(`/work-orders/${order.id}/rating`))?.stars).toBeGreaterThan(0);
  });
});
