import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DESKTOP, MOBILE, adminPassword, baseUrl, launchBrowser, takeCspViolations, type Lang, type Viewport } from './browser';

/** Fails the test during which a page reported a Content-Security-Policy violation. */
export function failOnCspViolations(): void {
  afterEach(() => {
    const violations = takeCspViolations();
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
  });
}

/** One Chromium per file; every test opens its own context (fresh storage) and fails on a CSP violation. */
export function useBrowser(): () => Browser {
  failOnCspViolations();
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('browser not launched');
    return browser;
  };
}

export const LANGS: readonly Lang[] = ['zh-CN', 'en-US'];
export const VIEWPORTS: readonly [string, Viewport][] = [
  ['desktop', DESKTOP],
  ['mobile', MOBILE],
];
/** Every viewport × language, as describe.each rows: [label, viewport, lang]. */
export const COMBINATIONS: [string, Viewport, Lang][] = VIEWPORTS.flatMap(([name, viewport]) =>
  LANGS.map((lang): [string, Viewport, Lang] => [`${name} ${lang}`, viewport, lang]),
);

export const other = (lang: Lang): Lang => (lang === 'zh-CN' ? 'en-US' : 'zh-CN');

/** Known strings, copied from the catalogs (src/i18n, domain messages and page titles). */
export const TEXT = {
  'zh-CN': {
    loginTitle: '账号登录',
    wrongPassword: '用户名或密码错误',
    welcome: (name: string) => `欢迎回来,${name}`,
    homeTitle: '首页',
    notices: '系统通知',
    unread: (n: number) => `你有 ${n} 条未读通知`,
    languageLabel: '简体中文',
    tabs: { home: '首页', items: '项目', workbench: '工作台', my: '我的' },
    myCompany: '所属公司',
    page401: '抱歉,你没有权限访问此页面',
    page404: '抱歉,你访问的页面不存在',
    page500: '抱歉,服务出错了,请稍后再试',
    confirm: '确定',
    closeOthers: '关闭其他',
  },
  'en-US': {
    loginTitle: 'Sign in',
    wrongPassword: 'Wrong user name or password',
    welcome: (name: string) => `Welcome back, ${name}`,
    homeTitle: 'Home',
    notices: 'Notices',
    unread: (n: number) => `You have ${n} unread notices`,
    languageLabel: 'English',
    tabs: { home: 'Home', items: 'Projects', workbench: 'Workbench', my: 'Me' },
    myCompany: 'Company',
    page401: 'Sorry, you are not allowed to open this page',
    page404: 'Sorry, the page you opened does not exist',
    page500: 'Sorry, something went wrong on the server; please try again later',
    confirm: 'OK',
    closeOthers: 'Close others',
  },
} as const;

export const DEMO_COMPANY = '华东精密机械有限公司';
export const DEMO_LOGO = '华东精机';
/** The demo company's first seeded project. */
export const DEMO_PROJECT = '苏州注塑一厂';

/** The hash route of the page ("/home?x=1"), from its URL. */
export function route(page: Page): string {
  return decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ''));
}

/** Polls until the hash route satisfies the predicate (or is equal to the string). */
export async function expectRoute(page: Page, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => route(page), { timeout: 10_000 })
    .toSatisfy((value: string) => (typeof expected === 'string' ? value === expected : expected.test(value)));
}

export async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** A token straight from the API (POST /auth/login or /auth/demo-login). */
export async function apiToken(account: 'admin' | 'demo'): Promise<string> {
  const response =
    account === 'demo'
      ? await fetch(`${baseUrl()}/api/v1/auth/demo-login`, { method: 'POST' })
      : await fetch(`${baseUrl()}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ userName: 'admin', password: adminPassword() }),
        });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code).toBe(200);
  return body.data.token;
}

/** GET /account/profile with a token, from Node: the HTTP status. */
export async function profileStatus(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/api/v1/account/profile?shell=desktop`, { headers: { Authorization: `Bearer ${token}` } });
  return response.status;
}

/** A user's token straight from POST /auth/login. */
export async function userToken(userName: string, password: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  const body = (await response.json()) as { code: number; data: { token: string } };
  expect(body.code, `sign-in of ${userName}`).toBe(200);
  return body.data.token;
}

/** Who a page is signed in as: a seeded account, a user with a password, or a token already taken. */
export type SignedInAs = 'admin' | 'demo' | { userName: string; password: string } | { token: string };

/** Opens the app already signed in (token in localStorage `token`), at a hash route. */
export async function openSignedIn(page: Page, account: SignedInAs, to = '/home', extra: Record<string, string> = {}): Promise<void> {
  const token =
    typeof account === 'string'
      ? await apiToken(account)
      : 'token' in account
        ? account.token
        : await userToken(account.userName, account.password);
  const origin = new URL(baseUrl()).origin;
  const items = { token, ...extra };
  if (!page.url().startsWith(origin)) {
    // A page that has not opened the app yet: the storage is written before the app's first script
    // runs, once (a flag in the tab's sessionStorage), so the page loads the app once, signed in,
    // and a later sign-out or reload is not undone.
    const flag = `e2e-signed-in-${Math.random().toString(36).slice(2)}`;
    await page.addInitScript(
      ({ origin, flag, items }) => {
        if (window.location.origin !== origin || window.sessionStorage.getItem(flag)) return;
        window.sessionStorage.setItem(flag, '1');
        for (const [key, value] of Object.entries(items)) window.localStorage.setItem(key, value);
      },
      { origin, flag, items },
    );
    await page.goto(`${baseUrl()}/#${to}`);
    return;
  }
  // A page already on the app (another account, say): through the sign-in page as a user would reach it.
  await page.goto(`${baseUrl()}/#/login`);
  await page.getByTestId('login-submit').waitFor();
  await page.evaluate((items) => {
    for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  }, items);
  await page.goto(`${baseUrl()}/#${to}`);
}

/** Signs in through the login form (the page must show it). */
export async function submitLogin(page: Page, userName: string, password: string, remember = false): Promise<void> {
  await page.getByTestId('login-username').fill(userName);
  await page.getByTestId('login-password').fill(password);
  const box = page.getByTestId('login-remember');
  if ((await box.isChecked()) !== remember) await box.click();
  await page.getByTestId('login-submit').click();
}

/** Picks a language in a LanguageSwitch (antd Select) or, on the sign-in page, its LanguageSelect (a native select). */
export async function chooseLanguage(page: Page, lang: Lang): Promise<void> {
  const language = page.getByTestId('lang-switch');
  if ((await language.evaluate((element) => element.tagName)) === 'SELECT') {
    await language.selectOption({ label: TEXT[lang].languageLabel });
    await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe(lang);
    return;
  }
  // The test's context asks for reduced motion (browser.ts): the dropdown opens at once, so one pick takes.
  await language.click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: TEXT[lang].languageLabel }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe(lang);
}

/**
 * Picks the option with `label` in the antd Select with `testId` (typing `search` first, if given) and waits until the
 * select shows it. A click that lands while the dropdown is still opening or its options are loading is lost, so the
 * pick is repeated until the select holds the value.
 */
export async function pickOption(page: Page, testId: string, label: string, search?: string): Promise<void> {
  const select = page.getByTestId(testId);
  // The select's own text is the chosen option's label (the typed search is an input value, the list is elsewhere).
  const picked = async () => ((await select.textContent()) ?? '').includes(label);
  for (let attempt = 0; attempt < 4 && !(await picked()); attempt += 1) {
    await select.click();
    if (search !== undefined) await select.locator('input').fill(search);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label })
      .first()
      .click({ timeout: 10_000 })
      .catch(() => undefined);
    await expect
      .poll(picked, { timeout: 2_000 })
      .toBe(true)
      .catch(() => undefined);
  }
  expect(await picked(), `${testId} shows ${label}`).toBe(true);
}

export const isDesktop = (viewport: Viewport) => viewport.width === DESKTOP.width;
export { DESKTOP, MOBILE };

/** One API call as `token`, expecting success; the answer's `data`. */
export async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const envelope = (await response.json()) as { code: number; data: T; message: string };
  expect(envelope.code, `${method} ${path}: ${envelope.message}`).toBe(200);
  return envelope.data;
}

/** The id of the demo company's seeded project (DEMO_PROJECT). */
export async function demoProjectId(token: string): Promise<number> {
  const projects = await call<{ items: { id: number; name: string }[] }>(token, 'GET', 'projects?page=1&pageSize=50');
  return projects.items.find((item) => item.name === DEMO_PROJECT)!.id;
}
