import mqtt, { type MqttClient } from 'mqtt';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage, type Lang } from './browser';
import { demoProjectId, LANGS, apiToken, call, openSignedIn, useBrowser } from './helpers';

// Issue 37 item 12, numbers as people read them: a whole-number register without decimals reads `1`,
// a scaled value carries no float noise in the API (99999 × 0.1 is 9999.9, not 9999.900000000001),
// a stock reads `24.96 kg` (not 24.9616), a KPI's thousands are grouped. A box of this file's own
// publishes known raw values, so nothing waits for the demo's values to take a shape.
const browser = useBrowser();

const BOX = `E2ENUMS${Date.now().toString().slice(-5)}`;
const BOX_PASSWORD = 'e2enums123';
/** INT32U, as the spec's data type table numbers it. */
const INT32U = 4;

interface Probe {
  token: string;
  deviceId: number;
  count: number;
  tenths: number;
  client: MqttClient;
}
let probe: Probe | undefined;
const made = { materialId: undefined as number | undefined };

beforeAll(async () => {
  const token = await apiToken('demo');
  const projectId = await demoProjectId(token);
  const device = await call<{ id: number }>(token, 'POST', 'devices', {
    projectId,
    name: 'NumberProbe',
    boxId: BOX,
    boxPassword: BOX_PASSWORD,
  });
  // A counter without decimals given, and a register read in tenths (slope 0.1).
  const count = await call<{ id: number }>(token, 'POST', `devices/${device.id}/points`, {
    name: 'count',
    area: '4x',
    address: 0,
    dataType: INT32U,
  });
  const tenths = await call<{ id: number }>(token, 'POST', `devices/${device.id}/points`, {
    name: 'tenths',
    area: '4x',
    address: 2,
    dataType: INT32U,
    slope: 0.1,
  });
  const client = await mqtt.connectAsync(`${baseUrl().replace(/^http/, 'ws')}/mqtt`, {
    clientId: BOX,
    username: BOX,
    password: BOX_PASSWORD,
    reconnectPeriod: 0,
  });
  probe = { token, deviceId: device.id, count: count.id, tenths: tenths.id, client };
  await client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ ts: Date.now(), values: { count: 1, tenths: 99999 } }), {
    qos: 1,
  });
});

// What this file made goes again, so later files see the demo as seeded.
afterAll(async () => {
  if (!probe) return;
  await probe.client.endAsync();
  await call(probe.token, 'DELETE', `devices/${probe.deviceId}`);
  if (made.materialId) await call(probe.token, 'DELETE', `production/materials/${made.materialId}`);
});

/** The probe's live values as the API sends them, once both have arrived. */
async function liveValues(): Promise<Map<number, unknown>> {
  let rows: { pointId: number; value: unknown }[] = [];
  await expect
    .poll(async () => {
      rows = await call<{ pointId: number; value: unknown }[]>(probe!.token, 'GET', `devices/${probe!.deviceId}/live`);
      return rows.filter((row) => row.value !== null && row.value !== undefined).length;
    })
    .toBe(2);
  return new Map(rows.map((row) => [row.pointId, row.value]));
}

const liveText = async (page: Page, pointId: number) => ((await page.getByTestId(`live-value-${pointId}`).textContent()) ?? '').trim();

describe('numbers as people read them (issue 37 item 12)', () => {
  it('the API sends a scaled value without float noise, and a counter without decimals given keeps none', async () => {
    const values = await liveValues();
    // 99999 × 0.1 in binary floating point is 9999.900000000001.
    expect(values.get(probe!.tenths)).toBe(9999.9);
    expect(values.get(probe!.count)).toBe(1);
    const points = await call<{ items: { id: number; decimals: number }[] }>(probe!.token, 'GET', `devices/${probe!.deviceId}/points`);
    expect(points.items.find((point) => point.id === probe!.count)?.decimals).toBe(0);
  });

  it.each([
    ['desktop', 'zh-CN'],
    ['desktop', 'en-US'],
    ['phone', 'en-US'],
  ] as const)('an INT32U counter without decimals reads 1, not 1.00, on the monitoring page (%s, %s)', async (shell, lang) => {
    await liveValues();
    const { context, page } = await openPage(browser(), shell === 'desktop' ? DESKTOP : MOBILE, lang);
    await openSignedIn(page, shell === 'desktop' ? 'demo' : 'admin', `/deviceInfo?deviceId=${probe!.deviceId}`, { language: lang });
    await expect.poll(() => liveText(page, probe!.count)).toBe('1');
    // The scaled register shows its two decimals, grouped, without noise.
    await expect.poll(() => liveText(page, probe!.tenths)).toMatch(/^9,?999\.90?$/);
    await context.close();
  });

  it.each(LANGS)('a raw material’s stock reads 24.96 kg, not 24.9616 kg (%s)', async (lang: Lang) => {
    const token = await apiToken('demo');
    if (!made.materialId) {
      const material = await call<{ id: number }>(token, 'POST', 'production/materials', {
        name: `E2E 色母 ${BOX.slice(-5)}`,
        unit: 'kg',
        stock: 24.9616,
        lowStock: 2.5,
      });
      made.materialId = material.id;
    }
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', '/production/productionManagement?tab=materials', { language: lang });
    const stock = page.getByTestId(`material-stock-${made.materialId}`);
    await stock.waitFor();
    expect((await stock.textContent())?.trim()).toBe('24.96 kg');
    // The warning level beside it: no more places than it has.
    await page.locator('tr', { has: stock }).getByText('2.5 kg', { exact: true }).waitFor();
    await context.close();
  });

  it.each(LANGS)('the shared data screen’s KPI groups its thousands (%s)', async (lang: Lang) => {
    const token = await apiToken('demo');
    const shared = (await call<{ id: number; isPublic: boolean }[]>(token, 'GET', 'xdata/screens')).find((screen) => screen.isPublic)!;
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await page.goto(`${baseUrl()}/#/xData_share_screen?id=${shared.id}&isPublic=1`);
    const figure = page.getByTestId('xdata-widget-0-kpi');
    // The week's planned pieces: above a thousand, so grouped ("157,280"), as the chart's axis beside it is.
    await expect.poll(async () => (await figure.getAttribute('data-value').catch(() => null)) ?? '', { timeout: 15_000 }).toMatch(/\d/);
    const text = ((await figure.textContent()) ?? '').trim();
    expect(text).toMatch(/^\d{1,3}(,\d{3})+$/);
    expect(Number(text.replace(/,/g, ''))).toBeGreaterThanOrEqual(1000);
    await context.close();
  });
});
