import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, adminPassword, baseUrl, launchBrowser, openPage, type Lang, type Viewport } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const cases: [string, Viewport, Lang][] = [
  ['desktop zh-CN', DESKTOP, 'zh-CN'],
  ['desktop en-US', DESKTOP, 'en-US'],
  ['mobile zh-CN', MOBILE, 'zh-CN'],
  ['mobile en-US', MOBILE, 'en-US'],
];

describe('login against the real server', () => {
  for (const [name, viewport, lang] of cases) {
    it(`${name}: a deep link asks for login, then lands on the page; wrong password shows the server message`, async () => {
      const { context, page } = await openPage(browser, viewport, lang);
      await page.goto(`${baseUrl()}/#/home`);
      await page.getByTestId('login-submit').waitFor();
      expect(page.url()).toContain('#/login?rederect=%2Fhome');

      await page.getByTestId('login-username').fill('admin');
      await page.getByTestId('login-password').fill('not-the-password');
      await page.getByTestId('login-submit').click();
      await page.getByTestId('login-error').waitFor();
      expect(await page.getByTestId('login-error').textContent()).toContain(
        lang === 'zh-CN' ? '用户名或密码错误' : 'Wrong user name or password',
      );

      await page.getByTestId('login-password').fill(adminPassword());
      await page.getByTestId('login-submit').click();
      await page.getByTestId('home-welcome').waitFor();
      expect(await page.getByTestId('home-welcome').textContent()).toContain('admin');
      expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('password');
      await context.close();
    });
  }
});
