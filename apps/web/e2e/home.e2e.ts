import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage } from './browser';
import { apiToken, call, expectRoute, route, useBrowser } from './helpers';

// The home page is the demo company's fleet overview on both shells: its figures are the ones
// GET /overview answers for the demo account, and a figure opens its filtered list. One sign-in
// (the demo token) serves the desktop (en-US) and the phone (zh-CN).
const browser = useBrowser();

interface Overview {
  devices: { byStatus: Record<string, number> };
  workOrders: { byStatus: Record<string, number> };
}

const DEVICE_STATES = ['online', 'comm_failure', 'offline'];
const OPEN_STATUSES = ['pending', 'dispatched', 'accepted', 'processing'];

let token = '';
beforeAll(async () => {
  token = await apiToken('demo');
});

async function openHome(page: Page, language: string) {
  await page.goto(`${baseUrl()}/#/login`);
  await page.getByTestId('login-submit').waitFor();
  await page.evaluate(
    ({ token, language }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('language', language);
    },
    { token, language },
  );
  await page.goto(`${baseUrl()}/#/home`);
  await page.getByTestId('home-overview').waitFor();
}

/** The page's counts for these tiles, as "key=count" (values move: compared with the API until they agree). */
async function shown(page: Page, prefix: string, keys: readonly string[]): Promise<string> {
  const counts = await Promise.all(keys.map((key) => page.getByTestId(`${prefix}-${key}`).getAttribute('data-count')));
  return keys.map((key, i) => `${key}=${counts[i]}`).join(' ');
}
const expected = (counts: Record<string, number>, keys: readonly string[]) => keys.map((key) => `${key}=${counts[key]}`).join(' ');

async function expectFigures(page: Page) {
  await expect
    .poll(async () => {
      const data = await call<Overview>(token, 'GET', 'overview');
      const page_ = `${await shown(page, 'home-device', DEVICE_STATES)} | ${await shown(page, 'home-order-status', OPEN_STATUSES)}`;
      return page_ === `${expected(data.devices.byStatus, DEVICE_STATES)} | ${expected(data.workOrders.byStatus, OPEN_STATUSES)}`;
    })
    .toBe(true);
}

describe('home', () => {
  it("shows the demo company's fleet on the desktop, and an alarm level opens its alarms (en-US)", async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openHome(page, 'en-US');
    await expectFigures(page);
    expect(await page.getByTestId('home-device-online').getAttribute('href')).toMatch(/deviceList\?state=online$/);
    await page.getByTestId('home-output').waitFor();
    const output = await page.getByTestId('home-output').textContent();
    expect(output).toContain('pcs');
    // Points by their display name in the reader's language, not their key.
    expect(output).toContain('Cycle count');
    expect(output).not.toContain('cycle_count');
    expect(Number(await page.locator('[data-testid="project-map"]').getAttribute('data-markers'))).toBeGreaterThan(0);

    await page.getByTestId('home-alarm-level-4').click();
    await expectRoute(page, '/dataAnalysis/alarms?level=4');
    expect(await page.getByTestId('alarm-level-filter').textContent()).toBe('Warning');
    await context.close();
  });

  it('shows the same figures on the phone, and a work-order status opens the orders of that status (zh-CN)', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    await openHome(page, 'zh-CN');
    await expectFigures(page);
    expect(await page.getByTestId('home-devices').textContent()).toContain('在线');

    await page.getByTestId('home-order-status-pending').click();
    await expectRoute(page, '/orderReview?status=pending');
    await page.getByTestId('order-review').locator('[data-testid^="order-item-"]').first().waitFor();
    const statuses = await page
      .getByTestId('order-review')
      .getByTestId('order-status')
      .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(['pending']));
    expect(route(page)).toBe('/orderReview?status=pending');
    await context.close();
  });
});
