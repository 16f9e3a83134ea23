import { INDUSTRIES, dictionary } from '@fieldlink/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage, type Lang } from './browser';
import { LANGS, TEXT, apiToken, expectRoute, pickOption, submitLogin, useBrowser } from './helpers';
import { readSmsCode } from './smsCode';

// Accounts end to end against the real server: a newcomer registers on a phone (code read from
// the server log), signs in, changes the password, uploads an avatar and reads a notice.
const browser = useBrowser();

/** A 1×1 transparent PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

const ACCOUNT_TEXT = {
  'zh-CN': {
    registerTitle: '注册账号',
    registered: '注册成功,请登录',
    industry: '学校',
    customerType: '终端用户',
    passwordChanged: '密码已修改',
  },
  'en-US': {
    registerTitle: 'Create an account',
    registered: 'Registered. You can sign in now.',
    industry: 'School',
    customerType: 'End user',
    passwordChanged: 'Password changed',
  },
} as const;

function newcomer(lang: Lang) {
  const stamp = `${Date.now()}`.slice(-7);
  const digit = lang === 'zh-CN' ? '1' : '2';
  return {
    userName: `nc${digit}_${stamp}`,
    phone: `13${digit}${stamp}0`.slice(0, 11).padEnd(11, '0'),
    password: 'Passw0rd1',
    newPassword: 'NewPassw0rd2',
    company: lang === 'zh-CN' ? `新来者机械${stamp}` : `Newcomer Machines ${stamp}`,
  };
}

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { Authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as { code: number; data: T; message: string };
  expect(body.code, `${path}: ${body.message}`).toBe(200);
  return body.data;
}

/** The system message shows on entry (a closable bar above the page): check it is ours and close it (unless it went by itself). */
async function dismissSystemMessage(page: Page, title: string) {
  await page.getByTestId('system-message-title').filter({ hasText: title }).waitFor();
  await page
    .locator('.adm-notice-bar-close')
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await page.getByTestId('system-message-title').waitFor({ state: 'detached' });
}

async function logoutOnMobile(page: Page, lang: Lang) {
  await page.getByTestId('tabbar-my').click();
  await page.getByTestId('logout').click();
  await page.locator('.adm-dialog-button', { hasText: TEXT[lang].confirm }).click();
  await page.getByTestId('login-submit').waitFor();
  // Clearing the token lets the guard add a rederect to the page left behind; either is login.
  await expectRoute(page, /^\/login(\?rederect=\/[^/]|$)/);
}

describe.each(LANGS)('accounts on a phone (%s)', (lang) => {
  it('a newcomer registers, signs in, changes the password, uploads an avatar and reads a notice', async () => {
    const text = ACCOUNT_TEXT[lang];
    const user = newcomer(lang);
    const { context, page } = await openPage(browser(), MOBILE, lang);

    // Register from the login page's link.
    await page.goto(`${baseUrl()}/#/login`);
    await page.getByTestId('login-register').click();
    await expectRoute(page, '/mobile_registration');
    expect(await page.getByTestId('public-title').textContent()).toBe(text.registerTitle);
    await page.getByTestId('reg-username').fill(user.userName);
    await page.getByTestId('reg-password').fill(user.password);
    await page.getByTestId('reg-password-confirm').fill(user.password);
    await page.getByTestId('phone').fill(user.phone);
    await page.getByTestId('send-code').click();
    const code = await readSmsCode(user.phone);
    // The button counts down once the code is on its way.
    await expect.poll(() => page.getByTestId('send-code').isDisabled()).toBe(true);
    await page.getByTestId('code').fill(code);
    await page.getByTestId('reg-company').fill(user.company);
    await pickOption(page, 'reg-industry', text.industry);
    await pickOption(page, 'reg-customer-type', text.customerType);
    await page.getByTestId('reg-submit').click();
    await page.getByTestId('register-done').waitFor();
    expect(await page.getByTestId('register-done').textContent()).toContain(text.registered);
    await expectRoute(page, '/login');

    // An administrator publishes a system update to everyone: it pops up when the newcomer enters.
    const title = `${lang} notice ${Date.now()}`;
    const admin = await apiToken('admin');
    await api('/notices', admin, { method: 'POST', body: { title, body: 'Maintenance tonight 22:00', type: 'update', companyId: null } });

    // Sign in, then change the password and sign in with the new one.
    await submitLogin(page, user.userName, user.password);
    await expectRoute(page, '/home');
    await dismissSystemMessage(page, title);
    await page.getByTestId('tabbar-my').click();
    await page.getByTestId('my-edit-password').click();
    await expectRoute(page, '/home_page_edit_password');
    await page.getByTestId('old-password').locator('input').fill(user.password);
    await page.getByTestId('new-password').locator('input').fill(user.newPassword);
    await page.getByTestId('new-password-confirm').locator('input').fill(user.newPassword);
    await page.getByTestId('password-save').click();
    await page.locator('.adm-toast-main', { hasText: text.passwordChanged }).waitFor();
    await expectRoute(page, '/settings/settings_page');
    await logoutOnMobile(page, lang);
    await submitLogin(page, user.userName, user.newPassword);
    await expectRoute(page, /^\/(home|settings\/settings_page)$/);
    await dismissSystemMessage(page, title);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).not.toBeNull();

    // Upload an avatar from the profile page.
    await page.getByTestId('tabbar-my').click();
    await page.getByTestId('my-profile').click();
    await expectRoute(page, '/home_page');
    await page.locator('input[type=file]').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: PNG_1X1 });
    await expect
      .poll(async () => (await api<{ avatarUrl: string | null }>('/account/profile?shell=mobile', token!)).avatarUrl, { timeout: 10_000 })
      .toBeTruthy();
    const avatarUrl = (await api<{ avatarUrl: string }>('/account/profile?shell=mobile', token!)).avatarUrl;
    await expect
      .poll(() => page.locator('[data-testid=avatar-preview] img, img[data-testid=avatar-preview]').first().getAttribute('src'))
      .toContain(avatarUrl.split('/').pop());

    // The newcomer opens the notice from the list and the unread count drops.
    const unreadBefore = (await api<{ count: number }>('/notices/unread-count', token!)).count;
    expect(unreadBefore).toBeGreaterThan(0);
    await page.getByTestId('tabbar-my').click();
    await expect.poll(() => page.getByTestId('my-unread').textContent()).toBe(String(unreadBefore));
    await page.getByTestId('my-notices').click();
    await expectRoute(page, '/notice/notice_user_page');
    await page.locator('.adm-list-item', { hasText: title }).click();
    await expectRoute(page, /^\/notice\/notice_detail\?id=\d+$/);
    expect(await page.getByTestId('notice-detail-title').textContent()).toBe(title);
    await page.getByTestId('tabbar-my').click();
    const after = async () =>
      (await page.getByTestId('my-unread').count()) === 0 ? '0' : await page.getByTestId('my-unread').textContent();
    await expect.poll(after).toBe(String(unreadBefore - 1));
    expect((await api<{ count: number }>('/notices/unread-count', token!)).count).toBe(unreadBefore - 1);
    await context.close();
  });
});

describe.each(LANGS)('registration on the desktop (%s)', (lang) => {
  it('/register offers the 29 industries in the current language', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await page.goto(`${baseUrl()}/#/register`);
    const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    // Polled as a whole: the list can be read again (its query is keyed by the language) while the dropdown is
    // open, and a dropdown that closed meanwhile is opened again.
    const industry = page.getByTestId('reg-industry');
    await expect
      .poll(async () => {
        if ((await page.locator('.ant-select-dropdown:visible').count()) === 0) await industry.click();
        return options.allTextContents();
      })
      .toEqual(dictionary(INDUSTRIES, lang).map((entry) => entry.label));
    await context.close();
  });
});
