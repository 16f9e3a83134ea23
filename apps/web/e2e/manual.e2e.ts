import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';
import { DESKTOP, LANGS, MOBILE, expectRoute, openSignedIn, route, useBrowser } from './helpers';

// The user manual: the browser suite takes its screenshots (apps/web/public/manual/img/<language>/, committed,
// so the manual never shows a stale page), the "?" of a page's header opens the page's section in a new tab,
// and the manual's search finds a section, in Chinese and English; on the phone the manual opens without signing in.
const browser = useBrowser();
const IMAGES = fileURLToPath(new URL('../public/manual/img/', import.meta.url));

/** The key pages the manual shows, each with what tells it has loaded. */
const SHOTS: readonly { name: string; path: string; ready: string }[] = [
  { name: 'home', path: '/home', ready: '[data-testid="home-latest-alarms"]' },
  { name: 'projects', path: '/item/item_page', ready: '[data-testid="projects-table"] .ant-table-row' },
  { name: 'alarms', path: '/dataAnalysis/alarms', ready: '[data-testid="alarm-records-page"] .ant-table' },
  { name: 'work-orders', path: '/afterSales/orderReview', ready: '.ant-table-row' },
  { name: 'charging-rooms', path: '/deviceMent/velvetRoomConfiguration', ready: '[data-testid="charging-rooms"] .ant-table-row' },
];

/** Waits for the page's content and for every spinner to stop, closes the pop-ups over it, then writes the screenshot. */
async function shoot(page: Page, ready: string, file: string): Promise<void> {
  await page.locator(ready).first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton-active').count()).toBe(0);
  // The demo's welcome notice and a new alarm's pop-up would cover the page.
  const close = page.locator('.ant-notification-notice-close');
  await expect
    .poll(async () => {
      if ((await close.count()) > 0)
        await close
          .first()
          .click({ timeout: 2_000 })
          .catch(() => undefined);
      return page.locator('.ant-notification-notice').count();
    })
    .toBe(0);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: file, animations: 'disabled' });
}

describe('user manual', () => {
  it.each(LANGS)('desktop %s: screenshots of the key pages for the manual', async (lang) => {
    mkdirSync(`${IMAGES}${lang}`, { recursive: true });
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await page.setViewportSize({ width: 1280, height: 720 });
    await openSignedIn(page, 'demo', '/home', { language: lang });
    for (const shot of SHOTS) {
      await page.goto(`${baseUrl()}/#${shot.path}`);
      await shoot(page, shot.ready, `${IMAGES}${lang}/${shot.name}.png`);
    }
    await context.close();
  });

  it.each(LANGS)('desktop %s: the "?" opens the page\'s section in a new tab; search finds a section', async (lang) => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', '/deviceMent/velvetRoomConfiguration', { language: lang });
    await page.getByTestId('charging-rooms').waitFor();

    // On the charging rooms page, the header's "?" opens the charging-rooms section in a new tab.
    const help = page.getByTestId('manual-link');
    expect(await help.getAttribute('target')).toBe('_blank');
    const [manual] = await Promise.all([context.waitForEvent('page'), help.click()]);
    await manual.getByTestId('manual-section-charging-rooms').waitFor();
    expect(route(manual)).toBe('/manual/charging-rooms');
    expect(route(page)).toBe('/deviceMent/velvetRoomConfiguration');
    const section = await manual.getByTestId('manual-section-charging-rooms').innerText();
    expect(section).toContain(lang === 'zh-CN' ? '峰谷分时电价' : 'Peak/valley pricing');
    // The section's screenshot is served with the app (apps/web/public/manual/img).
    const image = manual.locator('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

    // The search over every section: a word of the work-order section finds it, and its hit opens it.
    await manual
      .getByTestId('manual-search')
      .locator('input')
      .fill(lang === 'zh-CN' ? '转派' : 'transfer');
    await manual.getByTestId('manual-hit-work-orders').click();
    await expectRoute(manual, '/manual/work-orders');
    await manual.getByTestId('manual-section-work-orders').waitFor();
    await context.close();
  });

  it.each(LANGS)('phone %s: a screenshot of home; the "?" leads to the manual, which opens without signing in', async (lang) => {
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'demo', '/home', { language: lang });
    await shoot(page, '[data-testid="home-latest-alarms"]', `${IMAGES}${lang}/mobile-home.png`);
    expect(await page.getByTestId('manual-link').getAttribute('href')).toBe('#/manual/home');

    const visitor = await openPage(browser(), MOBILE, lang);
    await visitor.page.addInitScript((language) => localStorage.setItem('language', language), lang);
    await visitor.page.goto(`${baseUrl()}/#/manual/manual-introduction`);
    const intro = visitor.page.getByTestId('manual-section-manual-introduction');
    await expect.poll(() => intro.innerText()).toContain(lang === 'zh-CN' ? '电脑端与手机端' : 'Computer and phone');
    expect(route(visitor.page)).toBe('/manual/manual-introduction');
    await visitor.context.close();
    await context.close();
  });
});
