import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, adminPassword, baseUrl, launchBrowser, openPage } from './browser';
import { failOnCspViolations, submitLogin } from './helpers';

// A name that is not localhost, mapped to the test server: pages served from it over plain http
// are not a secure context, as on a plant's LAN without TLS.
const HOST = 'fieldlink-lan.test';

/** Signs in and answers the body the page sent to POST /auth/login. */
async function signIn(page: Page, url: string): Promise<Record<string, unknown>> {
  await page.goto(`${url}/#/login`);
  await page.getByTestId('login-submit').waitFor();
  const sent = page.waitForRequest((request) => request.url().endsWith('/api/v1/auth/login') && request.method() === 'POST');
  await submitLogin(page, 'admin', adminPassword());
  const body = (await sent).postDataJSON() as Record<string, unknown>;
  await page.getByTestId('home-welcome').waitFor();
  return body;
}

describe('encrypted login (spec §7 isEncrypt)', () => {
  failOnCspViolations();
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
  });
  afterAll(() => browser.close());

  it.each([
    ['desktop, en-US', DESKTOP, 'en-US'],
    ['phone, zh-CN', MOBILE, 'zh-CN'],
  ] as const)('encrypts the password on a plain-http page off localhost (%s)', async (_name, viewport, lang) => {
    const { context, page } = await openPage(browser, viewport, lang);
    const lanUrl = baseUrl().replace('127.0.0.1', HOST);
    await page.goto(`${lanUrl}/#/login`);
    expect(await page.evaluate(() => [window.isSecureContext, typeof crypto.subtle])).toEqual([false, 'undefined']);
    const body = await signIn(page, lanUrl);
    expect(body).toMatchObject({ userName: 'admin', isEncrypt: true, keyId: expect.stringMatching(/^k\d+$/) });
    expect(body.password).not.toBe(adminPassword());
    expect(Buffer.from(String(body.password), 'base64')).toHaveLength(256);
    await context.close();
  });

  it('sends the password as typed on localhost (a secure context)', async () => {
    const { context, page } = await openPage(browser, DESKTOP, 'en-US');
    const body = await signIn(page, baseUrl());
    expect(body).toEqual({ userName: 'admin', password: adminPassword() });
    await context.close();
  });
});
