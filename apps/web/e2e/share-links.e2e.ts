import type { Page } from 'playwright-core';
import { describe, expect, it, onTestFinished } from 'vitest';
import { baseUrl, launchBrowser, openPage, takeCspViolations } from './browser';
import { DEMO_PROJECT, demoProjectId, DESKTOP, MOBILE, apiToken, call, expectRoute, openSignedIn, useBrowser } from './helpers';

// Share links: the demo user shares the demo project; the link opened in a fresh browser context
// (no sign-in) shows that project and nothing of the app around it; once revoked the same address
// says the link is no longer valid. A secret link asks its code first. The demo wall screen shared
// from the screen list opens alone on a 1920×1080 window, live through the stream with the share
// token, also as the public largeScreen address, and is gone once revoked.
const browser = useBrowser();

const INVALID = { 'zh-CN': '链接已失效', 'en-US': 'This link is no longer valid' } as const;

/** Nothing of the app's shells on a shared page: no side menu, no header, no tab bar. */
/** Revokes the newest link in the open share dialog and waits until it reads revoked. */
async function revokeNewestLink(page: Page) {
  const dialog = page.getByTestId('share-dialog');
  await dialog.getByTestId('share-link-revoke').first().click();
  await page.locator('.ant-popconfirm:visible .ant-btn-dangerous').click();
  await dialog.locator('[data-testid="share-link-row"][data-state="revoked"]').first().waitFor();
}

async function expectStandalone(page: Page) {
  expect(await page.locator('[data-testid="side-menu"], [data-testid="logo"], [data-testid^="tabbar-"]').count()).toBe(0);
}

/** The page scrolls in neither direction. */
const scrollFree = (page: Page) =>
  page.evaluate(
    () => document.documentElement.scrollWidth <= window.innerWidth && document.documentElement.scrollHeight <= window.innerHeight,
  );

/** Waits until the shared screen's KPI shows a value and then another one. */
async function figureMoves(page: Page, widgetId: string) {
  const figure = page.getByTestId(`screen-kpi-${widgetId}`);
  await expect.poll(async () => (await figure.getAttribute('data-value')) ?? '—', { timeout: 15_000 }).not.toBe('—');
  const first = await figure.getAttribute('data-value');
  await expect.poll(() => figure.getAttribute('data-value'), { timeout: 15_000 }).not.toBe(first);
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

    await revokeNewestLink(owner.page);

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

  it('a screen shared from the screen list opens alone, full-size and live, and says so once revoked', async () => {
    const token = await apiToken('demo');
    const screens = await call<{ items: { id: number; name: string; projectName: string }[] }>(token, 'GET', 'screens?page=1&pageSize=500');
    const wall = screens.items.find((item) => item.name === '车间大屏' && item.projectName === DEMO_PROJECT);
    if (!wall) throw new Error('the demo wall screen is not in the demo seed');
    const owner = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(owner.page, 'demo', '/largeNewScreen/large_list', { language: 'en-US' });
    await owner.page.getByTestId(`screen-card-${wall.id}`).getByTestId('share-open-dialog').click();
    const dialog = owner.page.getByTestId('share-dialog');
    await dialog.getByTestId('share-link-row').first().waitFor();
    const before = await dialog.getByTestId('share-link-row').count();
    await dialog.getByTestId('share-create').click();
    await expect.poll(() => dialog.getByTestId('share-link-row').count()).toBe(before + 1);
    const url = await dialog.getByTestId('share-link-url').first().inputValue();
    const link = /#\/share\/([A-Za-z0-9_-]{43})$/.exec(url)?.[1];
    expect(link).toBeDefined();

    const visitor = await browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US', deviceScaleFactor: 1 });
    const page = await visitor.newPage();
    await page.goto(url);
    await page.getByTestId('screen-canvas').waitFor();
    await page.locator('[data-testid="screen-scada"] [data-element-id]').first().waitFor();
    // The screen and nothing else: no shell, no share title bar, no display toolbar, no scrollbar.
    await expectStandalone(page);
    expect(await page.getByTestId('share-title').count()).toBe(0);
    expect(await page.getByTestId('screen-toolbar').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await scrollFree(page)).toBe(true);
    const canvas = await page.getByTestId('screen-canvas').evaluate((c) => c.getBoundingClientRect().width);
    expect(canvas).toBeGreaterThan(1800);
    // Live through the stream with the share token, not polled.
    await expect.poll(() => page.getByTestId('shared-screen-mark').getAttribute('data-feed')).toBe('live');
    await figureMoves(page, 'pressure');

    // The spec's public largeScreen address with the link opens the same screen in a fresh tab.
    const other = await visitor.newPage();
    await other.goto(`${baseUrl()}/#/largeScreen?share=${link}`);
    await other.getByTestId('screen-canvas').waitFor();
    await expectStandalone(other);

    await revokeNewestLink(owner.page);
    await page.reload();
    await page.getByTestId('share-invalid').getByText(INVALID['en-US']).waitFor();
    expect(await page.getByTestId('screen-canvas').count()).toBe(0);
    await owner.context.close();
    await visitor.close();
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'a wall screen opened on a phone stacks its widgets at the phone’s width, and offers the whole screen (%s)',
    async (lang) => {
      const token = await apiToken('demo');
      const screens = await call<{ items: { id: number; name: string; projectName: string }[] }>(
        token,
        'GET',
        'screens?page=1&pageSize=500',
      );
      const wall = screens.items.find((item) => item.name === '车间大屏' && item.projectName === DEMO_PROJECT)!;
      const { link } = await call<{ link: string }>(token, 'POST', 'share-links', {
        objectType: 'screen',
        objectId: wall.id,
        authority: 'open',
        expiresInDays: 1,
      });
      const { context, page } = await openPage(browser(), MOBILE, lang);
      await page.goto(`${baseUrl()}/#/share/${link}`);
      const stacked = page.getByTestId('screen-stacked');
      await stacked.waitFor();
      const fit = page.getByTestId('shared-screen-fit');
      expect(await fit.textContent()).toBe(lang === 'zh-CN' ? '整屏显示' : 'Whole screen');
      // Each widget as wide as the phone (less its margins), none past its edge, and the page scrolls down.
      const widths = await stacked
        .locator('[data-testid^="screen-widget-"]')
        .evaluateAll((widgets) => widgets.map((widget) => widget.getBoundingClientRect().width));
      expect(widths.length).toBeGreaterThan(3);
      for (const width of widths) {
        expect(width).toBeGreaterThan(360);
        expect(width).toBeLessThanOrEqual(390);
      }
      expect(await stacked.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await page.locator('[data-testid="screen-scada"] [data-element-id]').first().waitFor();
      // The whole screen on request, fitted to the phone as on a wall, and back.
      await fit.click();
      await page.getByTestId('screen-canvas').waitFor();
      expect(await fit.textContent()).toBe(lang === 'zh-CN' ? '适应宽度' : 'Fit to width');
      await fit.click();
      await stacked.waitFor();
      await context.close();
    },
  );

  it('a phone shares a screen from the screen list without opening it', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    await openSignedIn(page, 'demo', '/largeNewScreen/large_list', { language: 'zh-CN' });
    const item = page.getByTestId('screen-list').locator('[data-testid^="screen-item-"]').filter({ hasText: '注塑车间 Press hall' });
    await item.getByTestId('share-open-dialog').click();
    const sheet = page.getByTestId('share-dialog');
    await sheet.getByTestId('share-link-row').first().waitFor();
    const before = await sheet.getByTestId('share-link-row').count();
    await sheet.getByTestId('share-create').click();
    await expect.poll(() => sheet.getByTestId('share-link-row').count()).toBe(before + 1);
    await expectRoute(page, '/largeNewScreen/large_list');
    await context.close();
  });

  it('lets another site frame a share link’s embed address, showing the share alone, and never the app itself', async () => {
    const token = await apiToken('demo');
    const projectId = await demoProjectId(token);
    const { link } = await call<{ link: string }>(token, 'POST', 'share-links', {
      objectType: 'project',
      objectId: projectId,
      authority: 'open',
      expiresInDays: 1,
    });
    // Chromium keeps a page of the internet from framing a local address; the other site here is
    // served by the test itself, so that check (not the one under test) is off in this browser.
    const outside = await launchBrowser(['--disable-features=LocalNetworkAccessChecks']);
    onTestFinished(() => outside.close());
    const { context, page } = await openPage(outside, DESKTOP, 'en-US');
    // Another site's page (another origin) that frames the embed address and the app's home page.
    const embed = `${baseUrl()}/embed?link=${link}#/share/${link}`;
    await context.route('http://other-site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<iframe id="embed" src="${embed}" width="1200" height="700"></iframe><iframe id="app" src="${baseUrl()}/#/home"></iframe>`,
      }),
    );
    await page.goto('http://other-site.test/');
    const framed = page.frameLocator('#embed');
    await framed.getByTestId('share-title').getByText(DEMO_PROJECT).waitFor();
    expect(await framed.locator('[data-testid="side-menu"], [data-testid="logo"], [data-testid^="tabbar-"]').count()).toBe(0);
    // The app itself refuses the frame (frame-ancestors 'none'): the browser reports exactly that refusal.
    const refusals: string[] = [];
    await expect
      .poll(() => {
        refusals.push(...takeCspViolations());
        return refusals.some((text) => text.includes('frame-ancestors'));
      })
      .toBe(true);
    // …and it is the app's frame, not the embed's (the embed address names itself). Chromium may
    // report the refusal more than once: the page is closed first, so every report is read here.
    await context.close();
    refusals.push(...takeCspViolations());
    expect(refusals.every((text) => text.includes('frame-ancestors') && !text.includes('/embed'))).toBe(true);
  });
});
