// Screenshots of the built app with the API mocked: node apps/web/scripts/screenshots.mjs <baseUrl> <outDir>
// Serve apps/web/dist first (npx vite preview). Exits non-zero when a check fails.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const base = process.argv[2] ?? 'http://127.0.0.1:4173/';
const out = process.argv[3] ?? '.tmp/web-shots';
mkdirSync(out, { recursive: true });

const profile = (shell) => ({
  userId: 7,
  userName: 'zhang_wei',
  phone: '13800138000',
  email: 'zhang.wei@example.com',
  userGuid: 'u-7',
  avatarUrl: null,
  grade: 2,
  companyId: 3,
  companyName: '苏州信捷自动化',
  logoText: null,
  demo: false,
  pages:
    shell === 'mobile'
      ? ['home', 'item_page', 'item_query', 'orderReview', 'myOrder', 'workbench', 'settings_page']
      : ['home', 'item_page', 'item_query', 'orderReview', 'myOrder', 'settings_page'],
  permissions: { item_page: ['view'], orderReview: ['view', 'dispatch'] },
});

const ok = (data) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 200, message: 'ok', data }) });
const seen = [];

async function mock(page) {
  await page.route('**/api/v1/**', (route) => {
    const request = route.request();
    const url = new URL(request.url());
    seen.push({ path: url.pathname, lang: request.headers()['accept-language'], auth: request.headers()['authorization'] });
    const path = url.pathname.replace(/^.*\/api\/v1/, '');
    if (path === '/auth/options') return route.fulfill(ok({ demoLogin: true }));
    if (path === '/auth/login') {
      const body = request.postDataJSON();
      if (body.password !== 'secret')
        return route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({
            code: 401,
            message: request.headers()['accept-language'] === 'en-US' ? 'Wrong user name or password' : '用户名或密码错误',
            data: { error: 'INVALID_CREDENTIALS' },
          }),
        });
      return route.fulfill(ok({ token: 'tok-1', expiresAt: '2030-01-01T00:00:00Z', demo: false }));
    }
    if (path === '/account/profile') return route.fulfill(ok(profile(url.searchParams.get('shell'))));
    if (path === '/notices/unread-count') return route.fulfill(ok({ count: 3 }));
    if (path === '/auth/logout') return route.fulfill(ok(null));
    return route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: JSON.stringify({ code: 404, message: 'Not found', data: { error: 'ROUTE_NOT_FOUND' } }),
    });
  });
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
});
const failures = [];
const check = (cond, text) => {
  if (!cond) failures.push(text);
};

for (const language of ['zh-CN', 'en-US']) {
  for (const [name, viewport, mobile] of [
    ['desktop', { width: 1440, height: 900 }, false],
    ['mobile', { width: 390, height: 844 }, true],
  ]) {
    const context = await browser.newContext({ viewport, isMobile: mobile, hasTouch: mobile, locale: language, deviceScaleFactor: 1 });
    const page = await context.newPage();
    page.on('pageerror', (e) => failures.push(`${language} ${name} pageerror ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('status of 401')) failures.push(`${language} ${name} console ${m.text()}`);
    });
    await mock(page);
    await page.addInitScript((lang) => {
      if (!localStorage.getItem('language')) localStorage.setItem('language', lang);
    }, language);

    // Unauthenticated deep link -> login with rederect.
    await page.goto(`${base}#/home`);
    await page.getByTestId('login-submit').waitFor();
    check(page.url().includes('#/login?rederect=%2Fhome'), `${language} ${name} rederect: ${page.url()}`);
    await page.getByTestId('login-demo').waitFor();
    await page.screenshot({ path: `${out}/login-${name}-${language}.png` });

    // Empty submit shows the domain validation text; a wrong password the server's message.
    await page.getByTestId('login-submit').click();
    await page
      .getByText(language === 'zh-CN' ? '必填' : 'Required')
      .first()
      .waitFor();
    await page.getByTestId('login-username').fill('zhang_wei');
    await page.getByTestId('login-password').fill('wrong');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('login-error').waitFor();
    await page.getByTestId('login-password').fill('secret');
    await page.getByTestId('login-remember').check();
    await page.getByTestId('login-submit').click();
    await page.getByTestId('home-welcome').waitFor();
    await page.waitForTimeout(600);
    check((await page.evaluate(() => localStorage.getItem('userName'))) === 'zhang_wei', `${language} ${name} remember`);
    check(
      (await page.evaluate(() => Object.keys(localStorage).filter((k) => /pass/i.test(k) || /secret/.test(localStorage.getItem(k) ?? ''))))
        .length === 0,
      `${language} ${name} password stored`,
    );
    await page.screenshot({ path: `${out}/home-${name}-${language}.png` });

    if (!mobile) {
      await page.getByTestId('tag-bar').waitFor();
      await page.getByTestId('notice-bell').waitFor();
      await page.getByTestId('menu-toggle').click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${out}/home-desktop-collapsed-${language}.png` });
      await page.getByTestId('menu-toggle').click();
      await page.goto(`${base}#/rbac/rbac_role_page`);
      await page.waitForFunction(() => location.hash.startsWith('#/401'));
      await page.goto(`${base}#/nowhere`);
      await page.getByText('404').first().waitFor();
      await page.goto(`${base}#/home`);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('logout').click();
      await page.getByTestId('login-submit').waitFor();
      check((await page.evaluate(() => localStorage.getItem('token'))) === null, `${language} ${name} logout token`);
    } else {
      await page.getByTestId('tabbar-items').click();
      await page.getByTestId('items-empty').waitFor();
      await page.screenshot({ path: `${out}/items-mobile-${language}.png` });
      await page.getByTestId('tabbar-my').click();
      await page.getByTestId('my-username').waitFor();
      await page.screenshot({ path: `${out}/my-mobile-${language}.png` });
    }
    check(
      seen.every((s) => s.lang === language),
      `${language} ${name} accept-language ${JSON.stringify(seen.filter((s) => s.lang !== language))}`,
    );
    seen.length = 0;
    await context.close();
  }
}
// Profile failure: the 500 modal (spec §8), token cleared, login shown.
{
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.route('**/api/v1/**', (route) =>
    route.request().url().includes('/account/profile')
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ code: 500, message: '接口服务错误,请稍候再试', data: { error: 'INTERNAL' } }),
        })
      : route.fulfill(ok({ demoLogin: false, count: 0 })),
  );
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('token', 'stale');
      localStorage.setItem('language', 'zh-CN');
    }
  });
  await page.goto(`${base}#/home`);
  await page.locator('.ant-modal-confirm-title', { hasText: '错误提示' }).waitFor();
  await page.getByText('接口服务错误,原因:Internal Server Error').first().waitFor();
  await page.getByTestId('login-submit').waitFor();
  check((await page.evaluate(() => localStorage.getItem('token'))) === null, 'profile 500 clears token');
  await page.screenshot({ path: `${out}/profile-500-desktop-zh-CN.png` });
  await context.close();
}
await browser.close();
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log('screenshots ok');
