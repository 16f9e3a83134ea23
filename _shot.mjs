import { chromium } from 'playwright-core';
const base = 'http://127.0.0.1:8095';
const r = await fetch(`${base}/api/v1/auth/demo-login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
const token = (await r.json()).data.token;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
async function shot(name, path, { mobile = false, lang = 'en-US', wait = 2500, act } = {}) {
  const ctx = await browser.newContext(mobile ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148' } : { viewport: { width: 1440, height: 900 } });
  const page = await ctx.newPage();
  await page.goto(`${base}/#/login`);
  await page.evaluate(({ token, lang }) => { localStorage.setItem('token', token); localStorage.setItem('language', lang); }, { token, lang });
  await page.goto(`${base}/#${path}`);
  await page.waitForTimeout(wait);
  if (act) { await act(page); await page.waitForTimeout(1200); }
  await page.screenshot({ path: `/tmp/shots/${name}.png` });
  await ctx.close();
}
const which = process.argv[2];
if (!which || which === 'a') {
  await shot('recipes-desk-zh', '/deviceMent/plan_page', { lang: 'zh-CN' });
  await shot('orders-desk-en', '/afterSales/orderReview', { act: async (p) => { await p.locator('[data-testid^="order-row-"], .ant-table-row').first().click(); } });
  await shot('triggers-desk-en', '/deviceMent/configure_trigger');
  await shot('screens-phone-zh', '/largeNewScreen/large_list', { mobile: true, lang: 'zh-CN' });
}
await browser.close();
