import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, adminPassword, baseUrl, openPage } from './browser';
import { LANGS, TEXT, chooseLanguage, openSignedIn, other, storage, submitLogin, useBrowser } from './helpers';

// The language switch in its three places: texts change (one string from each catalog), the
// choice persists in localStorage `language` across a reload, and the server's messages follow.
const browser = useBrowser();

describe.each(LANGS)('language switch from %s', (from) => {
  const to = other(from);
  const before = TEXT[from];
  const after = TEXT[to];

  it('on the login page (desktop): texts, persistence and the server message switch', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, from);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByTestId('login-submit').waitFor();
    expect(await page.locator('h1').textContent()).toBe(before.loginTitle);
    await submitLogin(page, 'admin', 'wrong-password');
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain(before.wrongPassword);

    await chooseLanguage(page, to);
    await expect.poll(() => page.locator('h1').textContent()).toBe(after.loginTitle);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(to);

    await page.reload();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.locator('h1').textContent()).toBe(after.loginTitle);
    expect((await storage(page)).language).toBe(to);

    await submitLogin(page, 'admin', 'wrong-password');
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain(after.wrongPassword);
    await context.close();
  });

  it('in the desktop header: shell, home and page titles switch and persist; API errors follow', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, from);
    await openSignedIn(page, 'admin');
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toContain(before.welcome('admin'));

    await chooseLanguage(page, to);
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toContain(after.welcome('admin'));
    expect(await page.getByTestId('notice-bell').getAttribute('aria-label')).toBe(after.notices);
    expect(await page.getByTestId('tag-home').textContent()).toBe(after.homeTitle);
    expect(await page.getByTestId('breadcrumb').textContent()).toBe(after.homeTitle);

    await page.reload();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toContain(after.welcome('admin'));
    expect((await storage(page)).language).toBe(to);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.locator('h1').textContent()).toBe(after.loginTitle);
    await submitLogin(page, 'admin', `${adminPassword()}-wrong`);
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain(after.wrongPassword);
    await context.close();
  });

  it('on the mobile "my" page: tab bar and my page texts switch and persist; API errors follow', async () => {
    const { context, page } = await openPage(browser(), MOBILE, from);
    await openSignedIn(page, 'demo', '/settings/settings_page');
    await page.getByTestId('my-username').waitFor();
    expect(await page.locator('.adm-tab-bar').textContent()).toContain(before.tabs.my);
    await page.getByText(before.myCompany, { exact: true }).waitFor();

    await chooseLanguage(page, to);
    await page.getByText(after.myCompany, { exact: true }).waitFor();
    expect(await page.locator('.adm-tab-bar').textContent()).toBe(Object.values(after.tabs).join(''));

    await page.reload();
    await page.getByTestId('my-username').waitFor();
    await page.getByText(after.myCompany, { exact: true }).waitFor();
    expect((await storage(page)).language).toBe(to);

    await page.getByTestId('tabbar-home').click();
    await expect.poll(() => page.getByTestId('home-welcome').textContent()).toContain(after.welcome('demo'));

    // The server's message follows too.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${baseUrl()}/#/login`);
    await submitLogin(page, 'demo', 'wrong-password');
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain(after.wrongPassword);
    await context.close();
  });
});
