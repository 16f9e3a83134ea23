import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USER_NAME } from '../../seed/seed.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';

describe.each(databaseKinds())('demo maintenance plans on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind, { maintenance: { tickMs: 0 } });
  }, 60_000);
  afterAll(() => t.close());

  it('shows plans in several states, an order one opened, and leaves nothing due for the first tick', async () => {
    const token = await t.login(DEMO_USER_NAME, DEMO_PASSWORD);
    const plans = await t.request({ method: 'GET', url: '/api/v1/maintenance-plans', token });
    expect(plans.status).toBe(200);
    const statuses = (plans.body.data.items as { status: string }[]).map((p) => p.status).sort();
    expect(statuses).toEqual(['dispatched', 'not_started', 'stopped', 'to_be_maintained']);
    for (const plan of plans.body.data.items as { status: string; nextTime: string | null }[])
      expect(plan.status === 'stopped' || plan.nextTime !== null).toBe(true);

    const mine = await t.request({ method: 'GET', url: '/api/v1/maintenance-orders/mine', token });
    expect(mine.body.data.total).toBe(1);
    expect(mine.body.data.items[0]).toMatchObject({ status: 'dispatched', planName: '液压系统季度检查' });

    expect(await t.app.maintenanceScheduler.tick()).toBe(0);
  });
});
