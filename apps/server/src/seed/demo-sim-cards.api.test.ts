import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD, DEMO_USER_NAME } from './seed.js';

describe('the demo SIM cards', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    token = await t.login(DEMO_USER_NAME, DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  it('puts manual cards with a month of usage in the demo devices, one over its warning level that the sync tells once', async () => {
    const get = async (url: string) => (await t.request({ method: 'GET', url: `/api/v1${url}`, token })).body.data;
    const list = await get('/sim-cards');
    expect(list.total).toBe(3);
    expect(list.items.every((c: { provider: string }) => c.provider === 'manual')).toBe(true);
    const warning = await get('/sim-cards?flag=warning');
    expect(warning.items).toHaveLength(1);
    expect((await get('/sim-cards?flag=expiring')).items).toHaveLength(1);
    const detail = await get(`/sim-cards/${warning.items[0].id}`);
    expect(detail.usage.length).toBeGreaterThanOrEqual(30);
    expect(detail.usage.reduce((sum: number, d: { usedMb: number }) => sum + d.usedMb, 0)).toBeGreaterThan(0);
    expect(await t.app.simUsageSync.tick()).toMatchObject({ synced: 3, warned: 1 });
    expect(await t.app.simUsageSync.tick()).toMatchObject({ warned: 0 });
    expect((await get('/sim-invoices')).total).toBe(2);
  });
});
