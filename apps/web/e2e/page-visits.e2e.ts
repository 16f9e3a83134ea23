import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, type Lang } from './browser';
import { TEXT, openSignedIn, route, useBrowser } from './helpers';
import { untranslatedKeys } from './untranslated';

// Issue 15 "No page that leads to 404" and "Words, not keys": every page a shell offers in its menus
// and tiles opens a real page, with no untranslated key in its visible text. The demo account is
// walked in Chinese and admin in English, one sign-in per account and shell.
const browser = useBrowser();

const ACCOUNTS: readonly ['demo' | 'admin', Lang][] = [
  ['demo', 'zh-CN'],
  ['admin', 'en-US'],
];

/** What went wrong on a page: the error page it showed, the keys in its text. */
type Findings = Record<string, string[]>;

/** Waits until the page's loading indicators are gone (a page whose data never comes is still checked). */
async function settled(page: Page, content: Locator): Promise<void> {
  await expect
    .poll(() => content.locator('.ant-spin-spinning, .adm-dot-loading, .adm-spin-loading').count(), { timeout: 8_000 })
    .toBe(0)
    .catch(() => undefined);
}

/** Records the page's error page or untranslated keys under its route. */
async function inspect(page: Page, lang: Lang, findings: Findings): Promise<void> {
  const text = await page.locator('body').innerText();
  const problems = untranslatedKeys(text);
  for (const code of ['404', '401'] as const) {
    const message = code === '404' ? TEXT[lang].page404 : TEXT[lang].page401;
    if (text.includes(message)) problems.push(`the ${code} page`);
  }
  if (problems.length > 0) findings[route(page)] = problems;
}

/** Clicks through the DOM event, so a notice or alert window over the control never swallows the click. */
const press = (target: Locator) => target.dispatchEvent('click');

describe.each(ACCOUNTS)('every page offered to %s (%s)', (account, lang) => {
  // Some 60 pages, each loaded and read: more than the default minute when two files share the cores.
  it('desktop: every page of the side menu opens', { timeout: 150_000 }, async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, account, '/home', { language: lang });
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    // Open every group, then visit each page in menu order.
    const groups = menu.locator('[role="menuitem"][aria-haspopup]');
    for (let i = 0; i < (await groups.count()); i += 1) await press(groups.nth(i));
    const items = menu.locator('[role="menuitem"]:not([aria-haspopup])');
    await expect.poll(() => items.count()).toBeGreaterThan(10);
    const count = await items.count();
    const findings: Findings = {};
    for (let i = 0; i < count; i += 1) {
      const item = items.nth(i);
      const label = await item.innerText();
      const selected = async () => (await item.getAttribute('aria-current')) === 'page';
      // A press can still be lost under load (seen on 数值变化记录 right after 历史数据, zh-CN, cause not yet
      // found): press again until the entry is selected.
      for (let attempt = 0; attempt < 3 && !(await selected()); attempt += 1) {
        await press(item);
        await expect
          .poll(selected, { timeout: 3_000 })
          .toBe(true)
          .catch(() => undefined);
      }
      expect(await selected(), `menu entry ${label} opens its page`).toBe(true);
      await settled(page, page.getByRole('main'));
      await inspect(page, lang, findings);
    }
    expect(findings).toEqual({});
    await context.close();
  });

  it('phone: every tab, workbench tile and management entry opens', { timeout: 150_000 }, async () => {
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, account, '/home', { language: lang });
    const content = page.locator('main');
    const findings: Findings = {};
    // A visit is done when the page it left is gone, not when the address changed: a page's code loads
    // inside a transition, so the page left stays on screen (and a "still there?" check passes) until
    // the next one can draw.
    const visit = async (target: Locator, left: Locator, back: () => Promise<void>) => {
      const from = route(page);
      await press(target);
      await expect.poll(() => route(page)).not.toBe(from);
      await left.waitFor({ state: 'hidden' });
      await settled(page, content);
      await inspect(page, lang, findings);
      await back();
    };

    for (const tab of ['home', 'items', 'workbench', 'my']) {
      await press(page.getByTestId(`tabbar-${tab}`));
      await expect.poll(() => page.locator('.adm-tab-bar-item-active').count()).toBe(1);
      await settled(page, content);
      await inspect(page, lang, findings);
    }

    // As in the desktop walk, a press can be lost under load: press the tab again until the workbench shows.
    const workbench = async () => {
      const shown = page.getByTestId('workbench');
      for (let attempt = 0; attempt < 3 && !(await shown.isVisible()); attempt += 1) {
        await press(page.getByTestId('tabbar-workbench'));
        await shown.waitFor({ timeout: 10_000 }).catch(() => undefined);
      }
      await shown.waitFor();
    };
    await workbench();
    const tiles = await page
      .locator('[data-testid^="workbench-entry-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!));
    expect(tiles).toContain('workbench-entry-administration/management');
    for (const tile of tiles) await visit(page.getByTestId(tile), page.getByTestId('workbench'), workbench);

    const hub = async () => {
      await workbench();
      await press(page.getByTestId('workbench-entry-administration/management'));
      await page.getByTestId('management-page').waitFor();
    };
    await hub();
    const entries = await page
      .locator('[data-testid^="management-entry-"]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')!));
    expect(entries.length).toBeGreaterThan(5);
    for (const entry of entries) await visit(page.getByTestId(entry), page.getByTestId('management-page'), hub);

    expect(findings).toEqual({});
    await context.close();
  });
});

describe('the untranslated-key detector', () => {
  it('finds keys with and without their namespace', () => {
    expect(untranslatedKeys('确定 common:ok (workOrders:detail.title) Completed audit.verbs.complete today')).toEqual([
      'common:ok',
      'workOrders:detail.title',
      'audit.verbs.complete',
    ]);
  });

  it('leaves e-mail and web addresses, versions, numbers, times, file names and abbreviations alone', () => {
    const text =
      'demo@fieldlink.example v1.2.3 2.5 7.2 ℃ 13:19:26 report.xlsx https://x.org/a.b www.fieldlink.com Note: e.g. 状态:在线 supply_temp';
    expect(untranslatedKeys(text)).toEqual([]);
  });
});
