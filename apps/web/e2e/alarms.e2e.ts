import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage } from './browser';
import { apiToken, openSignedIn, useBrowser } from './helpers';

// Alarms on the demo press DEMOPRESS001: a source configured in the browser (barrel temperature
// above 0 ℃, which the simulated PLC always is) raises an alarm on the next sample; it shows on the
// alarms page (desktop, zh-CN) with its level colour and is acknowledged there; the phone's list
// (en-US) shows it too. The source is removed at the end, which clears the alarm.
const browser = useBrowser();
const DEMO_BOX = 'DEMOPRESS001';
const SOURCE_NAME = `E2E高温${Date.now() % 10_000}`;

async function api<T>(token: string, method: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, { method, headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

async function pressId(token: string): Promise<number> {
  const list = await api<{ items: { id: number; boxId: string }[] }>(token, 'GET', `devices?page=1&pageSize=50&keyword=${DEMO_BOX}`);
  const device = list.items.find((item) => item.boxId === DEMO_BOX);
  if (!device) throw new Error(`${DEMO_BOX} is not in the demo seed`);
  return device.id;
}

/** The open alarm of our source, once the server has raised it. */
async function raisedAlarm(token: string): Promise<{ id: number; alarmSourceId: number }> {
  let found: { id: number; alarmSourceId: number; name: string } | undefined;
  await expect
    .poll(
      async () => {
        const list = await api<{ items: { id: number; alarmSourceId: number; name: string }[] }>(
          token,
          'GET',
          'alarms?state=open&pageSize=100',
        );
        found = list.items.find((a) => a.name === SOURCE_NAME);
        return found !== undefined;
      },
      { timeout: 15_000, interval: 250 },
    )
    .toBe(true);
  return found!;
}

const input = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

describe('alarms', () => {
  let alarmId = 0;
  let sourceId = 0;

  it('configures a source on the desktop (zh-CN), sees its alarm appear and acknowledges it', async () => {
    const token = await apiToken('demo');
    const deviceId = await pressId(token);
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', `/configure/alarm_config?deviceId=${deviceId}`, { language: 'zh-CN' });
    await page.getByTestId('alarm-config-page').waitFor();
    await page.getByTestId('alarm-source-add').click();
    await page.getByTestId('alarm-source-form').waitFor();
    await input(page, 'alarm-source-name').fill(SOURCE_NAME);
    // The first point (barrel_temp) is picked; the condition starts as "> …".
    await input(page, 'condition-value-0').fill('0');
    // A repair of this alarm is judged over 45 minutes; its return within 3 days is a repeat repair (issue 39).
    expect(await input(page, 'alarm-source-verification').inputValue()).toBe('30');
    expect(await input(page, 'alarm-source-recurrence').inputValue()).toBe('7');
    await input(page, 'alarm-source-verification').fill('45');
    await input(page, 'alarm-source-recurrence').fill('3');
    await page.getByTestId('alarm-source-submit').click();
    await page.getByTestId('alarm-sources-panel').getByText(SOURCE_NAME).waitFor();

    const alarm = await raisedAlarm(token);
    alarmId = alarm.id;
    sourceId = alarm.alarmSourceId;
    expect(await api(token, 'GET', `alarm-sources/${sourceId}`)).toMatchObject({ verificationWindowS: 2700, recurrenceWindowS: 259_200 });
    await page.goto(`${baseUrl()}/#/dataAnalysis/alarms`);
    const row = page.getByTestId(`alarm-row-${alarmId}`);
    await row.waitFor({ timeout: 10_000 });
    expect(await row.getByText(SOURCE_NAME).count()).toBeGreaterThan(0);
    // Level 2 (一般) by default, in the spec's colour.
    const level = row.getByTestId('alarm-level-2');
    expect((await level.textContent())?.trim()).toBe('一般');
    expect(await level.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(96, 212, 255)');
    expect((await row.getByTestId('alarm-state').textContent())?.trim()).toBe('未确认');

    await page.getByTestId(`alarm-ack-${alarmId}`).click();
    await expect.poll(async () => (await row.getByTestId('alarm-state').textContent())?.trim(), { timeout: 10_000 }).toBe('已确认');
    const after = await api<{ state: string; acknowledgedByName: string }>(token, 'GET', `alarms/${alarmId}`);
    expect(after).toMatchObject({ state: 'acknowledged', acknowledgedByName: 'demo' });
    await context.close();
  });

  it('lists the alarm on a phone (en-US)', async () => {
    const token = await apiToken('demo');
    const { context, page } = await openPage(browser(), MOBILE, 'en-US');
    await openSignedIn(page, 'demo', '/dataAnalysis/alarms', { language: 'en-US' });
    const item = page.getByTestId(`mobile-alarm-${alarmId}`);
    await item.waitFor({ timeout: 10_000 });
    expect(await item.textContent()).toContain(`[Alarm] ${SOURCE_NAME}`);
    expect((await page.getByTestId(`mobile-alarm-state-${alarmId}`).textContent())?.trim()).toBe('Acknowledged');
    await context.close();
    // Removing the source clears its alarm.
    await api(token, 'DELETE', `alarm-sources/${sourceId}`);
    expect((await api<{ state: string }>(token, 'GET', `alarms/${alarmId}`)).state).toBe('cleared');
  });
});
