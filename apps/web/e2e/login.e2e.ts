import { describe, expect, it } from 'vitest';
import { DESKTOP, adminPassword, baseUrl, openPage } from './browser';
import { COMBINATIONS, DEMO_COMPANY, DEMO_LOGO, TEXT, expectRoute, isDesktop, storage, submitLogin, useBrowser } from './helpers';

const browser = useBrowser();

describe.each(COMBINATIONS)('login against the real server (%s)', (_name, viewport, lang) => {
  const t = TEXT[lang];

  it('a deep link asks for login, then lands on the page; wrong password shows the server message', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await page.goto(`${baseUrl()}/#/home`);
    await page.getByTestId('login-submit').waitFor();
    expect(page.url()).toContain('#/login?rederect=%2Fhome');
    expect(await page.locator('h1').textContent()).toBe(t.loginTitle);

    await submitLogin(page, 'admin', 'not-the-password');
    await page.getByTestId('login-error').waitFor();
    expect(await page.getByTestId('login-error').textContent()).toContain(t.wrongPassword);

    await page.getByTestId('login-password').fill(adminPassword());
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toContain(t.welcome('admin'));
    await expectRoute(page, '/home');
    if (isDesktop(viewport)) {
      expect(await page.getByTestId('tag-home').textContent()).toBe(t.homeTitle);
    } else {
      expect(await page.locator('.adm-tab-bar').textContent()).toContain(t.tabs.home);
    }
    const stored = await storage(page);
    expect(Object.keys(stored)).not.toContain('password');
    expect(JSON.stringify(stored)).not.toContain(adminPassword());
    await context.close();
  });

  it('the demo button signs in as the demo account of its company', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByTestId('login-demo').click();
    await page.getByTestId('home-welcome').waitFor();
    const welcome = await page.getByTestId('home-welcome').textContent();
    expect(welcome).toContain(t.welcome('demo'));
    expect(welcome).toContain(DEMO_COMPANY);
    expect((await storage(page)).demoLogin).toBe('1');
    await context.close();
  });
});

describe.each(['zh-CN', 'en-US'] as const)('login extras (desktop %s)', (lang) => {
  it('remember me keeps the user name after logout and never stores the password', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await page.goto(`${baseUrl()}/#/login`);
    await submitLogin(page, 'admin', adminPassword(), true);
    await page.getByTestId('home-welcome').waitFor();
    let stored = await storage(page);
    expect(stored.remember).toBe('1');
    expect(stored.userName).toBe('admin');
    expect(JSON.stringify(stored)).not.toContain(adminPassword());

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-username').inputValue()).toBe('admin');
    expect(await page.getByTestId('login-password').inputValue()).toBe('');
    expect(await page.getByTestId('login-remember').isChecked()).toBe(true);
    stored = await storage(page);
    expect(stored.userName).toBe('admin');
    expect(JSON.stringify(stored)).not.toContain(adminPassword());

    // Signing in again without "remember" forgets the name.
    await submitLogin(page, 'admin', adminPassword(), false);
    await page.getByTestId('home-welcome').waitFor();
    stored = await storage(page);
    expect(stored.userName).toBeUndefined();
    expect(stored.remember).toBeUndefined();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-submit').waitFor();
    expect(await page.getByTestId('login-username').inputValue()).toBe('');
    await context.close();
  });

  it('demo login shows the company logo text, only its first character when the menu is collapsed', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByTestId('login-demo').click();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('logo').textContent()).toBe(DEMO_LOGO);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => page.getByTestId('logo').textContent()).toBe(Array.from(DEMO_LOGO)[0]);
    await page.getByTestId('menu-toggle').click();
    await expect.poll(() => page.getByTestId('logo').textContent()).toBe(DEMO_LOGO);
    await context.close();
  });
});
