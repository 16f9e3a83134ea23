#!/usr/bin/env node
// README screenshots from a REAL running Fieldlink server (this script starts nothing itself).
//
//   npm run build && SEED_DEMO=1 ADMIN_PASSWORD=... npm start      # or any running instance with the demo seed
//   node apps/web/e2e/screenshots.mjs http://127.0.0.1:8080 [outDir]
//
// Writes to docs/screenshots/ (or outDir): desktop-login-en-US, mobile-login-zh-CN, and the home
// page (the fleet overview) signed in with the demo account (company and logo visible) at 1440×900
// and 390×844 in both languages. Uses the system Chromium (CHROMIUM_PATH, default /usr/bin/chromium).
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const base = (process.argv[2] ?? '').replace(/\/$/, '');
if (!/^https?:\/\//.test(base)) {
  process.stderr.write('usage: node apps/web/e2e/screenshots.mjs <base URL of a running server> [outDir]\n');
  process.exit(2);
}
const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.resolve(process.argv[3] ?? path.join(here, '..', '..', '..', 'docs', 'screenshots'));
fs.mkdirSync(outDir, { recursive: true });

const DESKTOP = { width: 1440, height: 900 };
const MOBILE = { width: 390, height: 844 };
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});

async function open(viewport, lang) {
  const mobile = viewport.width < 768;
  const context = await browser.newContext({
    viewport,
    locale: lang,
    deviceScaleFactor: 2,
    isMobile: mobile,
    hasTouch: mobile,
    ...(mobile ? { userAgent: IPHONE } : {}),
  });
  const page = await context.newPage();
  // Pin the language regardless of the browser's own setting.
  await page.addInitScript((language) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', language);
  }, lang);
  return { context, page };
}

/** Waits until fonts are in and the loading bar and animations have settled. */
async function settle(page) {
  await page.evaluate(() => document.fonts.ready);
  await page
    .locator('[data-testid="loading-bar"]:visible')
    .waitFor({ state: 'detached', timeout: 5000 })
    .catch(() => undefined);
  await page.waitForTimeout(400);
}

async function shot(name, viewport, lang, signIn) {
  const { context, page } = await open(viewport, lang);
  await page.goto(`${base}/#/login`);
  await page.getByTestId('login-submit').waitFor();
  if (signIn) {
    await page.getByTestId('login-demo').click();
    await page.getByTestId('home-welcome').waitFor();
    // The fleet overview and its map markers.
    await page.getByTestId('home-overview').waitFor();
    await page.locator('[data-testid="project-map"] .leaflet-interactive').first().waitFor();
    // The welcome system message would cover the overview: close it when it comes.
    const message = page.getByTestId('system-message-title').first();
    if (
      await message.waitFor({ timeout: 3000 }).then(
        () => true,
        () => false,
      )
    ) {
      await page.locator('.ant-notification-notice-close, .adm-notice-bar-close').first().click();
      await message.waitFor({ state: 'detached' });
    }
    if (viewport.width >= 768) await page.getByTestId('notice-bell').locator('.ant-badge-count').waitFor();
  }
  await settle(page);
  const file = path.join(outDir, `${name}.png`);
  await page.screenshot({ path: file });
  process.stdout.write(`${file}\n`);
  await context.close();
}

try {
  await shot('desktop-login-en-US', DESKTOP, 'en-US', false);
  await shot('mobile-login-zh-CN', MOBILE, 'zh-CN', false);
  await shot('desktop-home-zh-CN', DESKTOP, 'zh-CN', true);
  await shot('desktop-home-en-US', DESKTOP, 'en-US', true);
  await shot('mobile-home-zh-CN', MOBILE, 'zh-CN', true);
  await shot('mobile-home-en-US', MOBILE, 'en-US', true);
} finally {
  await browser.close();
}
