// The static sign-in form of index.html (issue 41, "first load"): drawn before the app's code arrives,
// usable then, and taken over by the app's LoginForm when it boots. The app's entry chunk is held back
// (page.route) so that the static form is what the test types into.
import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, adminPassword, baseUrl, openPage } from './browser';
import { TEXT, expectRoute, openSignedIn, useBrowser, type SignedInAs } from './helpers';

const browser = useBrowser();
const ENTRY = /\/assets\/index-[\w-]+\.js$/;

/** Holds the app's entry chunk until `release`: the page has only index.html, its style and the boot script. */
async function holdApp(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  await page.route(ENTRY, (route) => void held.push(route));
  return {
    release: async () => {
      await expect.poll(() => held.length).toBe(1);
      for (const route of held) await route.continue();
      await page.unroute(ENTRY);
    },
  };
}

/**
 * Watches the document from its first byte: the most sign-in forms (user name fields) it ever held at
 * the end of a task, and whether the static form was ever shown (html[data-boot="login"] with it there).
 */
async function watchForms(page: Page): Promise<() => Promise<{ most: number; staticShown: boolean }>> {
  await page.addInitScript(() => {
    const seen = { most: 0, staticShown: false };
    (window as unknown as { __forms: typeof seen }).__forms = seen;
    new MutationObserver(() => {
      seen.most = Math.max(seen.most, document.querySelectorAll('[data-testid="login-username"]').length);
      if (document.getElementById('static-login') && document.documentElement.dataset.boot === 'login') seen.staticShown = true;
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-boot'] });
  });
  return () => page.evaluate(() => (window as unknown as { __forms: { most: number; staticShown: boolean } }).__forms);
}

describe.each([
  ['desktop', DESKTOP, 'zh-CN'],
  ['phone', MOBILE, 'en-US'],
] as const)('the static sign-in form (%s, %s)', (_name, viewport, lang) => {
  it('is usable before the app: a submit is held, never navigates, and the app signs in with what was typed', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    const forms = await watchForms(page);
    const app = await holdApp(page);
    // Not to "load": that waits for the held script.
    await page.goto(`${baseUrl()}/#/login`, { waitUntil: 'commit' });
    await page.locator('#static-login').waitFor();
    expect(await page.locator('h1').textContent()).toBe(TEXT[lang].loginTitle);

    await page.getByTestId('login-username').fill('admin');
    await page.getByTestId('login-password').fill(adminPassword());
    await page.getByTestId('login-password').press('Enter');
    expect(await page.getByTestId('login-submit').getAttribute('aria-busy')).toBe('true');
    // Still the static form on the same address: no navigation, the password in no URL.
    expect(page.url()).toBe(`${baseUrl()}/#/login`);
    expect(await page.locator('#static-login').count()).toBe(1);

    await app.release();
    await page.getByTestId('home-welcome').waitFor();
    expect(await page.getByTestId('home-welcome').textContent()).toContain(TEXT[lang].welcome('admin'));
    await expectRoute(page, '/home');
    expect(page.url()).not.toContain(adminPassword());
    const seen = await forms();
    expect(seen.staticShown).toBe(true);
    // The static form left in the task that drew the React one: never two forms with the same test ids.
    expect(seen.most).toBe(1);
    await context.close();
  });

  it('hands what was typed, the remember box and the caret to the app’s form', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    const app = await holdApp(page);
    await page.goto(`${baseUrl()}/#/login`, { waitUntil: 'commit' });
    await page.getByTestId('login-password').fill('secret-1');
    await page.getByTestId('login-remember').check();
    await page.getByTestId('login-username').fill('someone');
    await page.getByTestId('login-username').evaluate((input: HTMLInputElement) => input.setSelectionRange(2, 4));

    await app.release();
    // The React form: its demo button comes with the server's sign-in options.
    await page.getByTestId('login-demo').waitFor();
    expect(await page.locator('#static-login').count()).toBe(0);
    expect(await page.getByTestId('login-username').inputValue()).toBe('someone');
    expect(await page.getByTestId('login-password').inputValue()).toBe('secret-1');
    expect(await page.getByTestId('login-remember').isChecked()).toBe(true);
    expect(
      await page.evaluate(() => {
        const active = document.activeElement as HTMLInputElement;
        return [active.dataset.testid, active.selectionStart, active.selectionEnd];
      }),
    ).toEqual(['login-username', 2, 4]);
    await context.close();
  });
});

describe('the static sign-in form stays away', () => {
  it.each<[string, SignedInAs | null, string]>([
    ['a signed-in user on the sign-in address', 'admin', '/login'],
    ['a signed-in user at the root', 'admin', '/'],
    ['a deep link, signed out', null, '/home'],
    ['a QR repair page', null, '/repair?deviceId=1'],
  ])('%s never sees it', async (_name, account, to) => {
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    const forms = await watchForms(page);
    if (account) await openSignedIn(page, account, to);
    else await page.goto(`${baseUrl()}/#${to}`);
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
    await page.waitForLoadState('networkidle');
    expect((await forms()).staticShown).toBe(false);
    expect(await page.locator('#static-login').count()).toBe(0);
    await context.close();
  });
});
