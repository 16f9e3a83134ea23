import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminPassword, baseUrl, openPage } from './browser';
import { COMBINATIONS, TEXT, expectRoute, isDesktop, submitLogin, useBrowser } from './helpers';

// Issue 15 "Sign-in from the README's address": http://host/ (no hash) signs in to the home page on
// both shells in both languages, by password and by the demo button; home survives a reload, and a
// deep link still comes back after sign-in.
const browser = useBrowser();

describe.each(COMBINATIONS)('sign-in from the bare address (%s)', (_label, viewport, lang) => {
  const t = TEXT[lang];
  /** The shell is up on home: its home tag (desktop) or tab bar (phone), and no error page. */
  const expectHome = async (page: Page) => {
    await expectRoute(page, '/home');
    await page.getByTestId(isDesktop(viewport) ? 'tag-home' : 'tabbar-home').waitFor();
    expect(await page.getByText(t.page404).count()).toBe(0);
  };
  const openBare = async (page: Page) => {
    await page.goto(`${baseUrl()}/`);
    await page.getByTestId('login-submit').waitFor();
    expect(await page.locator('h1').textContent()).toBe(t.loginTitle);
  };

  it('with the password form: lands on home, stays there on reload, and a deep link comes back after sign-in', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await openBare(page);
    await submitLogin(page, 'admin', adminPassword());
    await expectHome(page);
    await page.reload();
    await expectHome(page);

    // Signed out, a deep link asks for sign-in (rederect) and opens after it.
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(`${baseUrl()}/#/dataAnalysis/alarms?tab=history`);
    await page.getByTestId('login-submit').waitFor();
    await expectRoute(page, '/login?rederect=/dataAnalysis/alarms?tab=history');
    await submitLogin(page, 'admin', adminPassword());
    await expectRoute(page, '/dataAnalysis/alarms?tab=history');
    await context.close();
  });

  it('with the demo button: lands on home and stays there on reload', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await openBare(page);
    await page.getByTestId('login-demo').click();
    await expectHome(page);
    await page.reload();
    await expectHome(page);
    await context.close();
  });
});
