import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage } from './browser';
import { DEMO_PROJECT, apiToken, call, expectRoute, openSignedIn, useBrowser } from './helpers';

// Issue 15 "Navigation" on a desk: a project's device opens its monitoring page in one click, the
// device's tag names it, a project's state figure opens the filtered device list (with its export),
// and the tag bar keeps the active tag in view.
const browser = useBrowser();

interface Device {
  id: number;
  name: string;
  status: string;
  projectId: number;
}

/** Whether the active tag lies whole inside the visible part of the tag strip. */
async function activeTagInView(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const active = document.querySelector('[data-testid="tag-bar"] [aria-selected="true"]');
    const strip = active?.parentElement;
    if (!active || !strip) return false;
    const a = active.getBoundingClientRect();
    const s = strip.getBoundingClientRect();
    return a.left >= s.left - 1 && a.right <= s.right + 1;
  });
}

describe('navigation on a desk', () => {
  it('project -> device in one click, named tags, state figures to the device list, the active tag in view', async () => {
    const token = await apiToken('demo');
    const devices = (await call<{ items: Device[] }>(token, 'GET', 'devices?page=1&pageSize=50')).items;
    const projects = (await call<{ items: { id: number; name: string }[] }>(token, 'GET', 'projects?page=1&pageSize=50')).items;
    const project = projects.find((p) => p.name === DEMO_PROJECT)!;
    const device = devices.find((d) => d.projectId === project.id)!;

    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', `/item/item_query?itemId=${project.id}&itemName=${encodeURIComponent(project.name)}`, {
      language: 'en-US',
    });
    // The project opens on its main view; its devices are the next tab.
    await page.getByTestId('project-tabs').locator('.ant-tabs-tab', { hasText: 'Devices' }).click();
    await page.getByTestId(`project-device-open-${device.id}`).click();
    await expectRoute(page, `/deviceInfo?deviceId=${device.id}`);
    await page.getByTestId('device-info-page').waitFor();
    // The device page has its own tag, named after the device, beside its project's.
    await expect.poll(() => page.getByTestId('tag-deviceInfo').textContent()).toBe(device.name);
    expect(await page.getByTestId('tag-deviceInfo').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('tag-item_query').textContent()).toBe(project.name);

    // The project's "online" figure opens the device list filtered to it; its rows open their device.
    await page.getByTestId('tag-item_query').click();
    const status = device.status;
    await page.getByTestId(`project-state-${status}`).click();
    await expectRoute(page, `/deviceDetails/deviceList?state=${status}&projectId=${project.id}`);
    const table = page.getByTestId('device-list-table');
    await table.getByTestId(`device-list-open-${device.id}`).waitFor();
    const expected = devices.filter((d) => d.projectId === project.id && d.status === status).length;
    await expect.poll(() => table.locator('[data-testid^="device-status-"]').count()).toBe(expected);
    expect(await table.locator(`[data-testid="device-status-${status}"]`).count()).toBe(expected);
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('device-list-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^(设备列表|Devices) \d{4}-\d{2}-\d{2}\.xlsx$/);
    await table.getByTestId(`device-list-open-${device.id}`).click();
    await expectRoute(page, `/deviceInfo?deviceId=${device.id}`);

    // Many pages open: the active tag is scrolled into view, home again when it is chosen.
    for (const [path, name] of [
      ['/afterSales/orderReview', 'orderReview'],
      ['/afterSales/myOrder', 'myOrder'],
      ['/afterSales/partsApplication', 'partsApplication'],
      ['/afterSales/partsRecords', 'partsRecords'],
      ['/afterSales/maintain_list', 'maintain_list'],
      ['/dataAnalysis/gatewayLog', 'gatewayLog'],
      ['/dataAnalysis/valueChangeLog', 'valueChangeLog'],
      ['/logs/operation_log', 'operation_log'],
      ['/logs/user_log', 'user_log'],
      ['/configure/alarm_config', 'alarm_config'],
      ['/deviceMent/deviceConfigration', 'deviceConfigration'],
      ['/deviceMent/templateConfiguration', 'templateConfiguration'],
      ['/settings/settings_page', 'settings_page'],
    ] as const) {
      await page.evaluate((to) => (window.location.hash = to), path);
      await expect.poll(() => page.getByTestId(`tag-${name}`).getAttribute('aria-selected')).toBe('true');
      await expect.poll(() => activeTagInView(page)).toBe(true);
    }
    // The strip has scrolled: home, the first tag, is out of view now.
    const homeRight = await page.evaluate(() => document.querySelector('[data-testid="tag-home"]')!.getBoundingClientRect().right);
    const stripLeft = await page.evaluate(
      () => document.querySelector('[data-testid="tag-home"]')!.parentElement!.getBoundingClientRect().left,
    );
    expect(homeRight).toBeLessThan(stripLeft);
    await page.evaluate(() => (window.location.hash = '/home'));
    await expect.poll(() => page.getByTestId('tag-home').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => activeTagInView(page)).toBe(true);
    await context.close();
  });
});
