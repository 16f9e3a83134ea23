import { describe, expect, it } from 'vitest';
import { adminPassword, baseUrl, openPage } from './browser';
import { DESKTOP, TEXT, VIEWPORTS, expectRoute, openSignedIn, storage, submitLogin, useBrowser } from './helpers';

// Spec §4 "Route guard", one test per rule, on both shells (language alternates: zh-CN desktop, en-US mobile).
const browser = useBrowser();

describe.each(VIEWPORTS)('route guard (%s)', (shell, viewport) => {
  const lang = shell === 'desktop' ? 'zh-CN' : 'en-US';
  const t = TEXT[lang];
  // A deep link with a query: the mobile project list takes tabs=summary.
  const target = shell === 'desktop' ? '/home?from=e2e&n=1' : '/items/item_page?tabs=summary';

  it('the public login page opens without a token', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByTestId('login-submit').waitFor();
    expect(await page.locator('h1').textContent()).toBe(t.loginTitle);
    await expectRoute(page, '/login');
    await context.close();
  });

  it('without a token a page redirects to login with the full path, and login lands there', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await page.goto(`${baseUrl()}/#${target}`);
    await page.getByTestId('login-submit').waitFor();
    expect(new URL(page.url()).hash).toBe(`#/login?rederect=${encodeURIComponent(target)}`);
    await submitLogin(page, 'admin', adminPassword());
    await expectRoute(page, target);
    await page.getByTestId(shell === 'desktop' ? 'home-welcome' : 'items-page').waitFor();
    await context.close();
  });

  it('with a token the login page goes home', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await openSignedIn(page, 'admin', '/login');
    await expectRoute(page, '/home');
    await page.getByTestId('home-welcome').waitFor();
    await context.close();
  });

  it('a bad token: the profile fails, the token is cleared and login shows', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await page.goto(`${baseUrl()}/#/login`);
    await page.evaluate(() => localStorage.setItem('token', 'expired-or-forged-token'));
    await page.goto(`${baseUrl()}/#/home`);
    await page.getByTestId('login-submit').waitFor();
    await expectRoute(page, '/login?rederect=/home');
    expect((await storage(page)).token).toBeUndefined();
    await expect.poll(() => page.getByTestId('home-welcome').count()).toBe(0);
    await context.close();
  });

  it('an unknown route shows the 404 page', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await openSignedIn(page, 'admin', '/no/such/page');
    await page.getByText(t.page404).waitFor();
    expect(await page.locator('.ant-result-title').textContent()).toBe('404');
    await page.getByTestId('error-home').click();
    await page.getByTestId('home-welcome').waitFor();
    await context.close();
  });

  it('/500 shows the 500 page', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await page.goto(`${baseUrl()}/#/500`);
    await page.getByText(t.page500).waitFor();
    expect(await page.locator('.ant-result-title').textContent()).toBe('500');
    await expectRoute(page, '/500');
    await context.close();
  });
});

// Every mobile catalogue page is in the demo account's mobile list, so this rule is shown on desktop.
describe.each(['zh-CN', 'en-US'] as const)('route guard, page not allowed (desktop %s)', (lang) => {
  it('the demo account opening user management goes to /401', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', '/rbac/personnelManagement');
    await expectRoute(page, '/401');
    await page.getByText(TEXT[lang].page401).waitFor();
    await context.close();
  });
});
