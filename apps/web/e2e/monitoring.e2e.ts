import { DEVICE_STATUSES, DEVICE_STATUS_LABELS, pointLabel, type DeviceStatusName } from '@fieldlink/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage, type Lang } from './browser';
import { COMBINATIONS, DEMO_PROJECT, apiToken, expectRoute, isDesktop, openSignedIn, useBrowser } from './helpers';

// Device monitoring (/deviceInfo?deviceId=) on the demo press DEMOPRESS001: its header, status tag
// and points in every viewport and language; the way in from the device list; the set-value
// form's own checks; and the fallback to polling while the realtime stream is down. Nothing here
// waits for values to move.
const browser = useBrowser();

const DEMO_BOX = 'DEMOPRESS001';
const DEMO_DEVICE = '注塑机1号';
/** The press's writable point (seed): INT16U with slope 0.1, so 0 to 6553.5 as shown. */
const SETPOINT = 'setpoint_temp';

const MON_TEXT = {
  'zh-CN': { title: '设备监控', monitorTab: '监控数据', outOfRange: '请输入 0 到 6553.5 之间的数值', notNumber: '请输入数字' },
  'en-US': {
    title: 'Device monitoring',
    monitorTab: 'Monitor data',
    outOfRange: 'Enter a value from 0 to 6553.5',
    notNumber: 'Enter a number',
  },
} as const;

interface DemoPoint {
  id: number;
  name: string;
  valueDescription: string | null;
  multiSegment?: string | null;
  statusTableId?: number | null;
}

interface DemoDevice {
  id: number;
  points: DemoPoint[];
}

async function api<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

/** The demo press and its configured points, through the API. */
async function demoPress(): Promise<DemoDevice> {
  const token = await apiToken('demo');
  const list = await api<{ items: { id: number; boxId: string }[] }>(token, `devices?page=1&pageSize=50&keyword=${DEMO_BOX}`);
  const device = list.items.find((item) => item.boxId === DEMO_BOX);
  if (!device) throw new Error(`${DEMO_BOX} is not in the demo seed`);
  const points = await api<{ items: DemoPoint[] }>(token, `devices/${device.id}/points`);
  return { id: device.id, points: points.items };
}

/** The status tag shows one status, in the page's language. */
async function expectStatusTag(page: Page, lang: Lang) {
  const tag = page.locator('[data-testid="device-info-header"] [data-testid^="device-status-"]').first();
  await tag.waitFor();
  const status = (await tag.getAttribute('data-testid'))!.replace('device-status-', '') as DeviceStatusName;
  expect(DEVICE_STATUSES).toContain(status);
  expect((await tag.textContent())?.trim()).toBe(DEVICE_STATUS_LABELS[status][lang]);
}

/** An input by its test id, whether the id sits on the input or on its wrapper (antd, antd-mobile). */
const input = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

describe.each(COMBINATIONS)('device monitoring (%s)', (_label, viewport, lang) => {
  const text = MON_TEXT[lang];

  it(`shows ${DEMO_BOX}'s header, status tag and every data point`, async () => {
    const press = await demoPress();
    const { context, page } = await openPage(browser(), viewport, lang);
    await openSignedIn(page, isDesktop(viewport) ? 'demo' : 'admin', `/deviceInfo?deviceId=${press.id}`, { language: lang });
    await page.getByTestId('device-info-page').waitFor();
    expect(await page.getByTestId('device-info-name').textContent()).toBe(DEMO_DEVICE);
    expect(await page.getByTestId('device-info-boxId').textContent()).toBe(DEMO_BOX);
    await page.getByTestId('device-info-header').getByText(DEMO_PROJECT).waitFor();
    // The phone's card names the protocol the press speaks.
    if (!isDesktop(viewport)) expect(await page.getByTestId('device-info-protocol').textContent()).toBe('Modbus TCP');
    await expectStatusTag(page, lang);

    const table = page.getByTestId('monitor-table');
    // Each point by its display name in the page's language ("Barrel temperature" / "料筒温度"), not its identifier.
    for (const point of press.points) await table.getByText(pointLabel(point, lang), { exact: true }).waitFor();
    for (const point of press.points) await page.getByTestId(`live-value-${point.id}`).waitFor();
    expect(press.points.length).toBeGreaterThan(0);
    // The running bit reads as words, never 1 / 0: the words of its status table ("运行状态"), the point has none of its own.
    const running = press.points.find((point) => point.name === 'running')!;
    expect(running.statusTableId).toEqual(expect.any(Number));
    expect(running.multiSegment).toBeNull();
    const words = lang === 'zh-CN' ? ['运行', '停止'] : ['Running', 'Stopped'];
    await expect
      .poll(async () => words.includes((await page.getByTestId(`live-value-${running.id}`).textContent())?.trim() ?? ''))
      .toBe(true);

    // The page is named in the language: the breadcrumb on a desk, the title bar on a phone.
    if (isDesktop(viewport)) {
      await expect.poll(() => page.getByTestId('breadcrumb').textContent()).toContain(text.title);
      await page.getByRole('tab', { name: text.monitorTab }).waitFor();
    } else {
      await expect.poll(() => page.locator('.adm-nav-bar-title').textContent()).toBe(text.title);
      await page.getByText(text.monitorTab, { exact: true }).waitFor();
    }
    await context.close();
  });
});

describe('device monitoring on a desktop', () => {
  it('the device list opens a device’s monitoring page', async () => {
    const press = await demoPress();
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', '/deviceMent/deviceConfigration', { language: 'en-US' });
    await page.getByTestId(`device-monitor-${press.id}`).click();
    await expectRoute(page, `/deviceInfo?deviceId=${press.id}`);
    expect(await page.getByTestId('device-info-name').textContent()).toBe(DEMO_DEVICE);
    await context.close();
  });

  it.each(['zh-CN', 'en-US'] as const)('the set-value form checks the value as typed (%s)', async (lang) => {
    const press = await demoPress();
    const setpoint = press.points.find((point) => point.name === SETPOINT)!;
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin', `/deviceInfo?deviceId=${press.id}`, { language: lang });
    await page.getByTestId(`set-value-${setpoint.id}`).click();
    const error = page.locator('.ant-form-item-explain-error');
    await input(page, 'set-value-input').fill('abc');
    await page.getByTestId('set-value-submit').click();
    await expect.poll(() => error.textContent()).toBe(MON_TEXT[lang].notNumber);
    await input(page, 'set-value-input').fill('6553.6');
    await expect.poll(() => error.textContent()).toBe(MON_TEXT[lang].outOfRange);
    await input(page, 'set-value-input').fill('6553.5');
    await error.waitFor({ state: 'detached' });
    await context.close();
  });

  it('polls GET live every 10 s while the stream is down, and stops after a failed poll', async () => {
    const press = await demoPress();
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    // The page's clock runs on its own, and the test moves it on over the 10 s waits: each poll is
    // recorded at the page's time (the wall clock plus what the test moved on).
    await page.clock.install();
    let movedOn = 0;
    const runFor = async (ms: number) => {
      movedOn += ms;
      await page.clock.runFor(ms);
    };
    const polls: number[] = [];
    const livePath = new RegExp(`/api/v1/devices/${press.id}/live$`);
    let answered = 0;
    page.on('request', (request) => {
      if (livePath.test(new URL(request.url()).pathname)) polls.push(Date.now() + movedOn);
    });
    page.on('requestfinished', (request) => {
      if (livePath.test(new URL(request.url()).pathname)) answered += 1;
    });
    // The realtime stream refuses every connection.
    await page.routeWebSocket(/\/api\/v1\/stream/, (socket) => socket.close({ code: 1011, reason: 'down' }));
    await openSignedIn(page, 'demo', `/deviceInfo?deviceId=${press.id}`, { language: 'en-US' });
    const mode = () => page.getByTestId('feed-indicator').getAttribute('data-mode');
    await expect.poll(mode).toBe('polling');
    await expect.poll(() => polls.length).toBeGreaterThanOrEqual(1);
    await runFor(9_000);
    await expect.poll(() => polls.length, { timeout: 5_000 }).toBeGreaterThanOrEqual(2);
    const gap = polls[1]! - polls[0]!;
    expect(gap).toBeGreaterThan(9_000);
    // Under 19 s: the second poll is the 10 s one, not a later one (the wall time the page takes to
    // answer on a loaded machine adds to the 9 s the test moved the clock on).
    expect(gap).toBeLessThan(19_000);

    // The next poll is timed from the answer to this one: on a loaded machine that answer can come
    // after the clock has been moved on, so the test waits for it first.
    await expect.poll(() => answered, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    // A failing poll stops the polling, quietly (spec §4, §8).
    await page.route(livePath, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 500, message: 'x', data: { error: 'INTERNAL' } }),
      }),
    );
    // The page's clock moved on a second at a time until the failed poll has stopped the feed (the
    // answer is handled on the page's own time, so one jump of 10 s can land just before it).
    for (let step = 0; step < 20 && (await mode()) !== 'stopped'; step += 1) await runFor(1_000);
    await expect.poll(mode, { timeout: 5_000 }).toBe('stopped');
    const stoppedAt = polls.length;
    // Eleven seconds of the page's timers, run at once: no poll among them.
    await runFor(11_000);
    await expect.poll(mode).toBe('stopped');
    expect(polls.length).toBe(stoppedAt);
    expect(await page.locator('.ant-modal-confirm').count()).toBe(0);

    // Refresh: a successful fetch starts polling again.
    await page.unroute(livePath);
    await page.getByTestId('feed-refresh').click();
    await expect.poll(mode).toBe('polling');
    await context.close();
  });
});

// The demo company's PLC simulators and gateways run inside the server (DEMO_DEVICES): real
// Modbus polling, MQTT telemetry, ingest and the stream. Values must move on the page by
// themselves, and a value set on the page must reach the PLC and come back.
describe.each([
  ['desktop zh-CN', DESKTOP, 'zh-CN'],
  ['mobile en-US', MOBILE, 'en-US'],
] as const)('live demo values (%s)', (_label, viewport, lang) => {
  it('move on the page without a reload', async () => {
    const press = await demoPress();
    const { context, page } = await openPage(browser(), viewport, lang);
    await openSignedIn(page, 'demo', `/deviceInfo?deviceId=${press.id}`, { language: lang });
    const texts = () => Promise.all(press.points.map((p) => page.getByTestId(`live-value-${p.id}`).first().textContent()));
    await expect.poll(async () => (await texts()).filter((t) => t && t !== '—').length, { timeout: 15_000 }).toBeGreaterThan(0);
    const first = await texts();
    await expect.poll(async () => (await texts()).some((t, i) => t !== first[i]), { timeout: 15_000 }).toBe(true);
    await context.close();
  });
});

describe('set value on the demo press', () => {
  it('reaches the PLC through the gateway, is acknowledged, and the new value comes back', async () => {
    const press = await demoPress();
    const setpoint = press.points.find((point) => point.name === SETPOINT)!;
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'admin', `/deviceInfo?deviceId=${press.id}`, { language: 'en-US' });
    const target = (180 + Math.floor(Math.random() * 40)).toFixed(1);
    await page.getByTestId(`set-value-${setpoint.id}`).click();
    await input(page, 'set-value-input').fill(target);
    await page.getByTestId('set-value-submit').click();
    await page.getByTestId('set-value-outcome-ok').waitFor({ timeout: 15_000 });
    await expect.poll(() => page.getByTestId(`live-value-${setpoint.id}`).first().textContent(), { timeout: 15_000 }).toContain(target);
    await context.close();
  });
});

describe('the mobile project page', () => {
  it('shows the demo press with live values, and opens its monitoring page on a tap', async () => {
    const press = await demoPress();
    const token = await apiToken('demo');
    const device = await api<{ projectId: number; projectName: string }>(token, `devices/${press.id}`);
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    const query = new URLSearchParams({ itemId: String(device.projectId), itemName: device.projectName });
    await openSignedIn(page, 'demo', `/item/item_query?${query.toString()}`, { language: 'zh-CN' });
    // The project opens on its main view; its devices are the next tab.
    await page.getByTestId('project-tabs').locator('.adm-tabs-tab', { hasText: '设备' }).click();
    const card = page.getByTestId(`mobile-device-${press.id}`);
    await card.waitFor();
    const value = card.locator('[data-testid^="mobile-point-value-"]').first();
    await expect.poll(async () => (await value.textContent())?.trim() ?? '—', { timeout: 15_000 }).not.toBe('—');
    await card.locator('.adm-card-header').click();
    await expectRoute(page, `/deviceInfo?deviceId=${press.id}`);
    await context.close();
  });
});
