import mqtt, { type MqttClient } from 'mqtt';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage, type Viewport, type Lang } from './browser';
import { demoProjectId, apiToken, call, openSignedIn, pickOption, useBrowser } from './helpers';

// The view designer end to end (issue 16): the demo account draws a view in /shape (places a value
// display and a setpoint button, binds them, saves), opens it as a user on a desktop and a phone and
// sees a value its own box publishes change the display, presses the button and sees the simulated
// press take the value; an SVG with a script goes into the gallery only cleaned.
const browser = useBrowser();

const BOX = `E2EVIEW${Date.now().toString().slice(-5)}`;
const BOX_PASSWORD = 'e2eview123';
/** The demo press and its writable point (seed): INT16U with slope 0.1. */
const PRESS = 'DEMOPRESS001';
const SETPOINT = 'setpoint_temp';

interface World {
  token: string;
  projectId: number;
  box: { deviceId: number; pointId: number; client: MqttClient };
  press: { deviceId: number; setpointId: number };
}
let world: World;

async function publish(value: number): Promise<void> {
  await world.box.client.publishAsync(`devices/${BOX}/telemetry`, JSON.stringify({ ts: Date.now(), values: { level: value } }), { qos: 1 });
}

beforeAll(async () => {
  const token = await apiToken('demo');
  const projectId = await demoProjectId(token);
  const device = await call<{ id: number }>(token, 'POST', 'devices', {
    projectId,
    name: 'ViewProbe',
    boxId: BOX,
    boxPassword: BOX_PASSWORD,
  });
  const point = await call<{ id: number }>(token, 'POST', `devices/${device.id}/points`, {
    name: 'level',
    area: '4x',
    address: 0,
    dataType: 2,
  });
  const devices = await call<{ items: { id: number; boxId: string }[] }>(token, 'GET', `devices?page=1&pageSize=50&keyword=${PRESS}`);
  const pressId = devices.items.find((item) => item.boxId === PRESS)!.id;
  const points = await call<{ items: { id: number; name: string }[] }>(token, 'GET', `devices/${pressId}/points`);
  const client = await mqtt.connectAsync(`${baseUrl().replace(/^http/, 'ws')}/mqtt`, {
    clientId: BOX,
    username: BOX,
    password: BOX_PASSWORD,
    reconnectPeriod: 0,
  });
  world = {
    token,
    projectId,
    box: { deviceId: device.id, pointId: point.id, client },
    press: { deviceId: pressId, setpointId: points.items.find((item) => item.name === SETPOINT)!.id },
  };
  await publish(1000);
});

// What this file made goes again, so later files see the demo as seeded.
const made = { viewId: undefined as number | undefined };
afterAll(async () => {
  if (!world) return;
  await world.box.client.endAsync();
  if (made.viewId) await call(world.token, 'DELETE', `views/${made.viewId}`);
  await call(world.token, 'DELETE', `devices/${world.box.deviceId}`);
});

/** The texts of the value displays of the view on the page. */
const displays = (page: Page) =>
  page.locator('[data-testid="scada-view"] [data-kind="value"] text').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));

/** Adds an element from the palette; the editor selects what it adds. */
async function place(page: Page, kind: string): Promise<void> {
  const before = await page.getByTestId('editor-canvas').locator(`[data-kind="${kind}"]`).count();
  await page.getByTestId(`palette-item-${kind}`).click();
  await expect.poll(() => page.getByTestId('editor-canvas').locator(`[data-kind="${kind}"]`).count()).toBe(before + 1);
  await expect.poll(() => page.getByTestId('property-panel').getAttribute('data-element-kind')).toBe(kind);
}

async function bind(page: Page, device: string, pointId: number, point: string): Promise<void> {
  await pickOption(page, 'binding-device', device);
  await pickOption(page, 'binding-point', point);
  await expect(page.getByTestId('binding-point').getByTestId(`binding-point-option-${pointId}`).count()).resolves.toBe(1);
}

/** Opens the view as a user and checks a published value reaches the display. */
async function watch(viewport: Viewport, lang: Lang, viewId: number, name: string, value: number): Promise<Page> {
  const { page } = await openPage(browser(), viewport, lang);
  await openSignedIn(page, 'demo', `/item/view_query?itemId=${world.projectId}&itemName=x&viewId=${viewId}&viewName=${name}`, {
    language: lang,
  });
  await page.locator('[data-testid="scada-view"][data-feed="live"]').waitFor();
  // The box's last value is there from the start (GET live); then a new one comes through the stream.
  await expect.poll(async () => (await displays(page)).map(Number)).toContain(1000);
  const published = Date.now();
  await publish(value);
  // The issue asks for the change within a second of the PUBLISH.
  await page.waitForFunction(
    (expected) =>
      [...document.querySelectorAll('[data-testid="scada-view"] [data-kind="value"] text')].some(
        (node) => Number(node.textContent) === expected,
      ),
    value,
    { timeout: Math.max(1, 1_000 - (Date.now() - published)) },
  );
  await publish(1000);
  return page;
}

describe('SCADA view designer', () => {
  it('draws a view (place, bind, save), which users see live on a desktop and a phone and write through', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', `/shape?projectId=${world.projectId}`, { language: 'en-US' });
    const name = `E2E${BOX.slice(-5)}`;
    await page.getByTestId('view-add').click();
    await page.getByTestId('view-form-name').fill(name);
    await page.getByTestId('view-form-submit').click();
    const views = async () =>
      call<{ id: number; name: string; version: number }[]>(world.token, 'GET', `projects/${world.projectId}/views`);
    await expect.poll(async () => (await views()).some((view) => view.name === name)).toBe(true);
    const viewId = (await views()).find((view) => view.name === name)!.id;
    made.viewId = viewId;
    await page.getByTestId(`view-design-${viewId}`).click();
    await page.getByTestId('editor-canvas').waitFor();
    const editorUrl = page.url();

    await place(page, 'value');
    // Unsaved changes: leaving through the tag bar or the browser's back button asks first; staying keeps the editor.
    const stay = async () => {
      await page.getByTestId('editor-leave-confirm').waitFor();
      await page.getByRole('button', { name: 'Stay' }).click();
      await page.getByTestId('editor-leave-confirm').waitFor({ state: 'hidden' });
      await expect.poll(() => page.url()).toBe(editorUrl);
      await page.getByTestId('editor-dirty').waitFor();
    };
    await page.getByTestId('tag-home').click();
    await stay();
    await page.goBack();
    await stay();
    await bind(page, 'ViewProbe', world.box.pointId, 'level');
    await place(page, 'button');
    await bind(page, '注塑机1号', world.press.setpointId, SETPOINT);
    await page.getByTestId('editor-save').click();
    await expect
      .poll(async () =>
        (
          await call<{ version: number; scene: { elements: { kind: string; binding?: { pointId: number } }[] } }>(
            world.token,
            'GET',
            `views/${viewId}`,
          )
        ).scene.elements.map((element) => `${element.kind}:${element.binding?.pointId}`),
      )
      .toEqual([`value:${world.box.pointId}`, `button:${world.press.setpointId}`]);
    await context.close();

    // A user on a desktop (zh-CN): the published value, then the setpoint through the button.
    const desktop = await watch(DESKTOP, 'zh-CN', viewId, name, 1234);
    await desktop.locator('[data-testid="scada-view"] [data-kind="button"] [role="button"]').click();
    await desktop.getByTestId('set-value-input').fill('212.5');
    await desktop.getByTestId('set-value-submit').click();
    await desktop.getByTestId('set-value-outcome-ok').waitFor({ timeout: 20_000 });
    // The simulated press took it: its live value reads back 212.5.
    await expect
      .poll(
        async () =>
          (
            await call<{ pointId: number; value: number | string | null }[]>(world.token, 'GET', `devices/${world.press.deviceId}/live`)
          ).find((row) => row.pointId === world.press.setpointId)?.value,
        { timeout: 15_000 },
      )
      .toBe(212.5);
    await desktop.context().close();

    // The same view on a phone (en-US).
    const phone = await watch(MOBILE, 'en-US', viewId, name, 4321);
    await phone.context().close();
  });

  it('keeps an uploaded SVG only without its script', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10" fill="#0a0" onclick="alert(2)"/></svg>';
    const form = new FormData();
    form.set('name', 'probe');
    form.set('file', new Blob([svg], { type: 'image/svg+xml' }), 'probe.svg');
    const response = await fetch(`${baseUrl()}/api/v1/gallery`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${world.token}` },
      body: form,
    });
    const body = (await response.json()) as { code: number; data: { id: number; type: string } };
    expect(body.code).toBe(200);
    expect(body.data.type).toBe('svg');
    const content = await fetch(`${baseUrl()}/api/v1/gallery/${body.data.id}/content`, {
      headers: { Authorization: `Bearer ${world.token}` },
    });
    expect(content.headers.get('content-type')).toContain('image/svg+xml');
    expect(content.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = await content.text();
    expect(stored).toContain('<rect');
    expect(stored).not.toMatch(/script|onclick|alert/i);
  });
});
