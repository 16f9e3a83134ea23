import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, openPage } from './browser';
import { TEXT, apiToken, expectRoute, openSignedIn, storage, useBrowser } from './helpers';

// The desktop shell (spec §2 "Shell behaviour") at 1440×900. The registry implements only the
// home page on desktop, so the other open tabs are restored from localStorage `tagList` (as after
// a reload): pages the admin may open (user management, settings).
const browser = useBrowser();

const SEEDED = [
  { name: 'home', path: '/home' },
  { name: 'personnelManagement', path: '/rbac/personnelManagement' },
  { name: 'settings_page', path: '/settings/settings_page' },
];
const TITLES = {
  'zh-CN': { personnelManagement: '用户管理', settings_page: '个人设置' },
  'en-US': { personnelManagement: 'Users', settings_page: 'Settings' },
} as const;

async function tagNames(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="tag-bar"] [role="tab"]')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-testid') ?? ''));
}

async function storedTagNames(page: Page): Promise<string[]> {
  const raw = (await storage(page)).tagList;
  return raw ? (JSON.parse(raw) as { name: string }[]).map((tag) => tag.name) : [];
}

describe.each(['zh-CN', 'en-US'] as const)('desktop shell (%s)', (lang) => {
  const t = TEXT[lang];

  it('breadcrumbs show the page title; the home tag is active and cannot be closed', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin');
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('breadcrumb').textContent()).toBe(t.homeTitle);
    expect(await tagNames(page)).toEqual(['tag-home']);
    expect(await page.getByTestId('tag-home').getAttribute('aria-selected')).toBe('true');
    expect(await page.getByTestId('tag-close-home').count()).toBe(0);
    await context.close();
  });

  it('an open tag shows its title and closes; the list follows in localStorage and survives a reload', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin', '/home', { tagList: JSON.stringify(SEEDED) });
    await page.getByTestId('home-welcome').waitFor();
    expect(await tagNames(page)).toEqual(['tag-home', 'tag-personnelManagement', 'tag-settings_page']);
    expect(await page.getByTestId('tag-settings_page').textContent()).toBe(TITLES[lang].settings_page);
    expect(await page.getByTestId('tag-personnelManagement').textContent()).toBe(TITLES[lang].personnelManagement);

    await page.getByTestId('tag-close-settings_page').click();
    await expect.poll(() => tagNames(page)).toEqual(['tag-home', 'tag-personnelManagement']);
    await expect.poll(() => storedTagNames(page)).toEqual(['home', 'personnelManagement']);

    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    expect(await tagNames(page)).toEqual(['tag-home', 'tag-personnelManagement']);
    expect(await storedTagNames(page)).toEqual(['home', 'personnelManagement']);
    // The home tag takes you home from anywhere.
    await page.getByTestId('tag-personnelManagement').click();
    await expectRoute(page, '/rbac/personnelManagement');
    await page.getByTestId('tag-home').click();
    await expectRoute(page, '/home');
    await context.close();
  });

  it('close others and close all keep only home', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin', '/home', { tagList: JSON.stringify(SEEDED) });
    await page.getByTestId('home-welcome').waitFor();
    expect((await tagNames(page)).length).toBe(3);

    await page.getByTestId('tag-actions').click();
    const others = page.getByTestId('tag-close-others');
    expect(await others.textContent()).toBe(t.closeOthers);
    await others.click();
    await expect.poll(() => tagNames(page)).toEqual(['tag-home']);
    await expect.poll(() => storedTagNames(page)).toEqual(['home']);

    await page.evaluate((list) => localStorage.setItem('tagList', list), JSON.stringify(SEEDED));
    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    expect((await tagNames(page)).length).toBe(3);
    await page.getByTestId('tag-actions').click();
    await page.getByTestId('tag-close-all').click();
    await expect.poll(() => tagNames(page)).toEqual(['tag-home']);
    await expect.poll(() => storedTagNames(page)).toEqual(['home']);
    await expectRoute(page, '/home');
    await context.close();
  });

  it('the notice bell shows the demo account unread count', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo');
    await page.getByTestId('home-welcome').waitFor();
    const bell = page.getByTestId('notice-bell');
    expect(await bell.getAttribute('aria-label')).toBe(t.notices);
    // Other files publish notices on the same server, so the count is whatever the server says.
    const unread = await fetch(`${baseUrl()}/api/v1/notices/unread-count`, {
      headers: { authorization: `Bearer ${await apiToken('demo')}` },
    });
    const count = ((await unread.json()) as { data: { count: number } }).data.count;
    expect(count).toBeGreaterThan(0);
    await expect.poll(() => bell.locator('.ant-badge-count').getAttribute('title')).toBe(String(count));
    await bell.click();
    await page.getByText(t.unread(count)).waitFor();
    await context.close();
  });

  it('the fullscreen toggle and back-to-top work without error UI', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSignedIn(page, 'admin');
    await page.getByTestId('home-welcome').waitFor();

    await page.getByTestId('fullscreen').click();
    await page.getByTestId('fullscreen').click();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.locator('.ant-modal, .ant-message-notice, .ant-result').count()).toBe(0);
    expect(errors).toEqual([]);

    // Back-to-top (threshold 100 px): make sure the page is taller than the window, then scroll.
    const backTop = page.getByTestId('back-top');
    expect(await backTop.count()).toBe(0);
    await page.evaluate(() => {
      const content = document.querySelector<HTMLElement>('main');
      if (content && document.documentElement.scrollHeight <= window.innerHeight + 200) content.style.minHeight = '2400px';
    });
    expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight + 200)).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 300));
    await backTop.waitFor();
    await backTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('desktop shell motion', () => {
  /** The animation the user menu opens with (its style's `animation-name`: "none" when it opens at once). */
  async function openingAnimation(reducedMotion: 'reduce' | 'no-preference'): Promise<string> {
    const context = await browser().newContext({ viewport: DESKTOP, locale: 'en-US', reducedMotion });
    const page = await context.newPage();
    await openSignedIn(page, 'admin');
    await page.getByTestId('home-welcome').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').waitFor();
    const name = await page.getByRole('menu', { name: 'User menu' }).evaluate((menu) => getComputedStyle(menu).animationName);
    await context.close();
    return name;
  }

  it('opens menus without animation for a user who asked the system for less motion', async () => {
    expect(await openingAnimation('no-preference')).not.toBe('none');
    expect(await openingAnimation('reduce')).toBe('none');
  });
});
