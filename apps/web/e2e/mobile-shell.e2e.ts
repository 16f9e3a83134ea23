import { describe, expect, it } from 'vitest';
import { MOBILE, openPage } from './browser';
import { DEMO_COMPANY, DEMO_PROJECT, LANGS, TEXT, expectRoute, openSignedIn, useBrowser } from './helpers';

// The mobile shell at 390×844: the four tabs of the bottom bar, their paths and contents.
const browser = useBrowser();

describe.each(LANGS)('mobile shell (%s)', (lang) => {
  const t = TEXT[lang];

  it('the tab bar navigates to home, items, workbench and my, each with its content', async () => {
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'demo');
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.locator('.adm-tab-bar').textContent()).toBe(Object.values(t.tabs).join(''));
    const title = () => page.locator('.adm-nav-bar-title').textContent();
    const activeTab = () => page.locator('.adm-tab-bar-item-active').textContent();
    expect(await title()).toBe(t.tabs.home);

    await page.getByTestId('tabbar-items').click();
    await expectRoute(page, '/items/item_page');
    // The demo company's projects (seed): the list replaces the former empty state.
    await page.getByTestId('items-page').getByText(DEMO_PROJECT).waitFor();
    expect(await title()).toBe(t.tabs.items);
    expect(await activeTab()).toBe(t.tabs.items);

    await page.getByTestId('tabbar-workbench').click();
    await expectRoute(page, '/workbench/workbench');
    // The workbench: my orders by status and the after-sales entries (the work-order feature).
    await page.getByTestId('workbench-entry-orderReview').waitFor();
    expect(await title()).toBe(t.tabs.workbench);
    expect(await activeTab()).toBe(t.tabs.workbench);

    await page.getByTestId('tabbar-my').click();
    await expectRoute(page, '/settings/settings_page');
    expect(await page.getByTestId('my-username').textContent()).toBe('demo');
    await page.getByText(DEMO_COMPANY).waitFor();
    expect(await title()).toBe(t.tabs.my);
    expect(await activeTab()).toBe(t.tabs.my);

    await page.getByTestId('tabbar-home').click();
    await expectRoute(page, '/home');
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toContain(t.welcome('demo'));
    expect(await activeTab()).toBe(t.tabs.home);
    // No desktop chrome in the mobile shell.
    expect(await page.getByTestId('tag-bar').count()).toBe(0);
    await context.close();
  });

  it('a desktop page opened on a phone says it is for a computer and offers the phone version or home', async () => {
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'demo', '/afterSales/assessmentSearch');
    await page.getByTestId('desktop-only').waitFor();
    expect(await page.getByTestId('desktop-only').textContent()).toContain(
      lang === 'zh-CN' ? '这是电脑端页面' : 'This page is for a computer',
    );
    await page.getByTestId('desktop-only-phone').click();
    await expectRoute(page, '/assessmentSearch');

    // A page with no phone version: the way back is home.
    await page.goto(`${page.url().split('#')[0]}#/configure/configure_page`);
    await page.getByTestId('desktop-only').waitFor();
    expect(await page.getByTestId('desktop-only-phone').count()).toBe(0);
    await page.getByTestId('error-home').click();
    await expectRoute(page, '/home');
    await context.close();
  });
});
