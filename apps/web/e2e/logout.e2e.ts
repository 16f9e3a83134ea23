import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage } from './browser';
import { LANGS, TEXT, expectRoute, openSignedIn, profileStatus, storage, useBrowser } from './helpers';

// Spec §4 "Logout": back to login, session values cleared, and the server forgets the token.
const browser = useBrowser();

const SEEDED_TAGS = JSON.stringify([
  { name: 'home', path: '/home' },
  { name: 'settings_page', path: '/settings/settings_page' },
]);

describe.each(LANGS)('logout (%s)', (lang) => {
  it('desktop, from the user menu', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin', '/home', { tagList: SEEDED_TAGS });
    await page.getByTestId('home-welcome').waitFor();
    const before = await storage(page);
    const token = before.token!;
    expect(token).toBeTruthy();
    expect(before.tagList).toContain('settings_page');
    expect(await profileStatus(token)).toBe(200);

    await page.getByTestId('user-menu').click();
    await page.getByTestId('logout').click();
    await page.getByTestId('login-submit').waitFor();
    // Clearing the token lets the guard add a rederect to the page left behind; either is login.
    await expectRoute(page, /^\/login(\?rederect=\/[^/]|$)/);
    const after = await storage(page);
    expect(after.token).toBeUndefined();
    expect(after.tagList).toBeUndefined();
    expect(after.demoLogin).toBeUndefined();
    expect(await profileStatus(token)).toBe(401);
    await context.close();
  });

  it('mobile, from the my page after confirming', async () => {
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'demo', '/settings/settings_page');
    await page.getByTestId('my-username').waitFor();
    expect(await page.getByTestId('my-username').textContent()).toBe('demo');
    const token = (await storage(page)).token!;
    expect(await profileStatus(token)).toBe(200);

    await page.getByTestId('logout').click();
    await page.locator('.adm-dialog-button', { hasText: TEXT[lang].confirm }).click();
    await page.getByTestId('login-submit').waitFor();
    // Clearing the token lets the guard add a rederect to the page left behind; either is login.
    await expectRoute(page, /^\/login(\?rederect=\/[^/]|$)/);
    const after = await storage(page);
    expect(after.token).toBeUndefined();
    expect(after.tagList).toBeUndefined();
    expect(after.demoLogin).toBeUndefined();
    expect(await profileStatus(token)).toBe(401);
    await context.close();
  });
});
