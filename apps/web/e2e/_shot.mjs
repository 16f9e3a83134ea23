import { chromium } from 'playwright-core';
const base = process.argv[2];
const [vw, lang, ...routes] = process.argv.slice(3);
const mobile = vw === 'm';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: mobile ? { width: 390, height: 844 } : { width: 1440, height: 900 }, locale: lang, isMobile: mobile, hasTouch: mobile,
  ...(mobile ? { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148' } : {}) });
const page = await context.newPage();
await page.addInitScript((l) => localStorage.setItem('language', l), lang);
await page.goto(`${base}/#/login`);
await page.getByTestId('login-demo').click();
await page.getByTestId('home-welcome').waitFor();
for (const [i, r] of routes.entries()) {
  await page.goto(`${base}/#${r}`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/r-${vw}-${lang}-${i}.png` });
  console.log(`/tmp/shots/r-${vw}-${lang}-${i}.png ${r}`);
}
await browser.close();
