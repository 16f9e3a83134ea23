import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';
import { DEMO_PROJECT, DESKTOP, MOBILE, apiToken, call, openSignedIn, useBrowser } from './helpers';

// Share links: the demo user shares the demo project; the link opened in a fresh browser context
// (no sign-in) shows that project and nothing of the app around it; once revoked the same address
// says the link is no longer valid. A secret link asks its code first.
const browser = useBrowser();

const INVALID = { 'zh-CN': '链接已失效', 'en-US': 'This link is no longer valid' } as const;

async function demoProjectId(token: string): Promise<number> {
  const projects = await call<{ items: { id: number; name: string }[] }>(token, 'GET', 'projects?page=1&pageSize=50');
  const project = projects.items.find((item) => item.name === DEMO_PROJECT);
  if (!project) throw new Error(`${DEMO_PROJECT} is not in the demo seed`);
  return project.id;
}

/** Nothing of the app's shells on a shared page: no side menu, no header, no tab bar. */
async function expectStandalone(page: Page) {
  expect(await page.locator('.ant-layout-sider, .ant-menu, [data-testid="logo"], [data-testid^="tabbar-"]').count()).toBe(0);
}

describe('share links', () => {
  it('a link made on the project page opens the project alone in a fresh browser, and says so once revoked', async () => {
    const token = await apiToken('demo');
    const projectId = await demoProjectId(token);
    const owner = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(owner.page, 'demo', `/item/item_query?itemId=${projectId}&itemName=${encodeURIComponent(DEMO_PROJECT)}`, {
      language: 'en-US',
    });
    await owner.page.getByTestId('share-open-dialog').click();
    const dialog = owner.page.getByTestId('share-dialog');
    // The seeded link is listed already; a new one comes first.
    await dialog.getByTestId('share-link-row').first().waitFor();
    const before = await dialog.getByTestId('share-link-row').count();
    await dialog.getByTestId('share-create').click();
    await expect.poll(() => dialog.getByTestId('share-link-row').count()).toBe(before + 1);
    const url = await dialog.getByTestId('share-link-url').first().inputValue();
    expect(url).toMatch(/#\/share\/[A-Za-z0-9_-]{43}$/);

    const visitor = await openPage(browser(), DESKTOP, 'en-US');
    await visitor.page.goto(url);
    await visitor.page.getByTestId('share-title').getByText(DEMO_PROJECT).waitFor();
    await visitor.page.locator('[data-testid="scada-view"] [data-element-id]').first().waitFor();
    await expectStandalone(visitor.page);
    // Read-only: no sign-in, and no control of the scene writes (the set-value popup never opens).
    expect(await visitor.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await visitor.page.locator('.ant-tabs-tab').filter({ hasText: 'Devices' }).click();
    await visitor.page.getByTestId('shared-device-link').first().click();
    await visitor.page.getByTestId('shared-device-values').locator('tbody tr').first().waitFor();
    await visitor.page.getByTestId('shared-device-name').waitFor();
    await expectStandalone(visitor.page);

    await dialog.getByTestId('share-link-revoke').first().click();
    await owner.page.locator('.ant-popconfirm .ant-btn-dangerous').click();
    await dialog.locator('[data-testid="share-link-row"][data-state="revoked"]').first().waitFor();

    await visitor.page.goto(url);
    await visitor.page.reload();
    await visitor.page.getByTestId('share-invalid').getByText(INVALID['en-US']).waitFor();
    expect(await visitor.page.getByTestId('share-title').count()).toBe(0);
    await owner.context.close();
    await visitor.context.close();
  });

  it('a secret link on a phone asks its code, refuses a wrong one and opens the device with the right one', async () => {
    const token = await apiToken('demo');
    const projectId = await demoProjectId(token);
    const devices = await call<{ items: { id: number; name: string }[] }>(
      token,
      'GET',
      `devices?projectId=${projectId}&page=1&pageSize=50`,
    );
    const device = devices.items[0]!;
    const link = await call<{ link: string }>(token, 'POST', 'share-links', {
      objectType: 'device',
      objectId: device.id,
      authority: 'secret',
      code: 'Ab12',
      expiresInDays: 1,
    });
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    await page.goto(`${baseUrl()}/#/share/${link.link}`);
    await page.getByTestId('share-code-page').waitFor();
    await page.getByTestId('share-code-input').fill('Zz99');
    await page.getByTestId('share-code-submit').click();
    await page.getByText('访问码错误').waitFor();
    await page.getByTestId('share-code-input').fill('Ab12');
    await page.getByTestId('share-code-submit').click();
    await page.getByTestId('shared-device-name').getByText(device.name).waitFor();
    await expectStandalone(page);
    await context.close();
    // An address that never was a link.
    const stranger = await openPage(browser(), MOBILE, 'zh-CN');
    await stranger.page.goto(`${baseUrl()}/#/share/${'x'.repeat(43)}`);
    await stranger.page.getByTestId('share-invalid').getByText(INVALID['zh-CN']).waitFor();
    await stranger.context.close();
  });
});
