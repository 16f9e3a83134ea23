import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, type Lang } from './browser';
import { DEMO_PROJECT, demoProjectId, apiToken, call, openSignedIn, useBrowser } from './helpers';

// Issue 37, second polish round: what a user met in the new features, each on the shell where it
// occurred and in both languages where words are involved.
const browser = useBrowser();

const TEXT = {
  'zh-CN': {
    desktopNote: '在手机上可以查看、启停和删除;新增和修改请在电脑端进行。',
    totalLabel: '总价(含首付)',
    paidLabel: '已付分期(不含首付)',
    statusTables: '状态表',
    production: '生产',
    afterSales: '售后服务',
    productionPages: ['生产管理', '我的任务'],
  },
  'en-US': {
    desktopNote: 'On the phone you can view, switch on or off and delete; add and change them on a desktop.',
    totalLabel: 'Total (incl. down payment)',
    paidLabel: 'Paid in installments (excl. down payment)',
    statusTables: 'Status tables',
    production: 'Production',
    afterSales: 'After-sales',
    productionPages: ['Production management', 'My tasks'],
  },
} as const;

describe('second polish round', () => {
  it.each(['zh-CN', 'en-US'] as const)('production has a menu group of its own, not under after-sales (%s)', async (lang: Lang) => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', '/home', { language: lang });
    const menu = page.getByTestId('side-menu');
    await menu.waitFor();
    const heading = (title: string) =>
      menu.locator('[role="menuitem"][aria-haspopup]').filter({ hasText: new RegExp(`^\\s*${title}\\s*$`) });
    // The group is the submenu the heading opens (its parent element).
    const group = (title: string) => heading(title).locator('xpath=..');
    for (const title of [TEXT[lang].production, TEXT[lang].afterSales]) {
      // Opened through the DOM event, so a notice over the menu never swallows the click.
      await heading(title).dispatchEvent('click');
      await group(title).locator('[role="menuitem"]:not([aria-haspopup])').first().waitFor();
    }
    const labels = (title: string) => group(title).locator('[role="menuitem"]:not([aria-haspopup])').allInnerTexts();
    expect((await labels(TEXT[lang].production)).map((label) => label.trim())).toEqual(TEXT[lang].productionPages);
    for (const label of await labels(TEXT[lang].afterSales)) expect(TEXT[lang].productionPages).not.toContain(label.trim());
    await context.close();
  });

  it.each(['zh-CN', 'en-US'] as const)('the configuration hub counts the status tables its points read (%s)', async (lang: Lang) => {
    const token = await apiToken('demo');
    const projectId = await demoProjectId(token);
    const { counts } = await call<{ counts: Record<string, number> }>(token, 'GET', `projects/${projectId}/configuration`);
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', `/configure/configure_page?projectId=${projectId}`, { language: lang });
    const card = page.getByTestId('configure-card-statusTables');
    await card.waitFor();
    expect(await card.textContent()).toContain(TEXT[lang].statusTables);
    expect(await card.locator('.ant-statistic-content-value').textContent()).toBe(String(counts.statusTables));
    expect(counts.statusTables).toBeGreaterThan(0);
    await context.close();
  });

  it.each(['zh-CN', 'en-US'] as const)('the phone’s trigger list says where triggers are added and changed (%s)', async (lang: Lang) => {
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'demo', '/configure/configure_trigger', { language: lang });
    const note = page.getByTestId('automation-desktop-note');
    await note.waitFor();
    expect(await note.textContent()).toBe(TEXT[lang].desktopNote);
    await context.close();
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'an installment plan explains its totals, and its payment form is drawn with the app’s own controls (%s)',
    async (lang: Lang) => {
      const token = await apiToken('demo');
      const plans = await call<{ items: { id: number; state: string }[] }>(token, 'GET', 'installments?page=1&pageSize=50');
      const plan = plans.items.find((item) => item.state !== 'paid_off') ?? plans.items[0]!;
      const { context, page } = await openPage(browser(), DESKTOP, lang);
      await openSignedIn(page, 'demo', `/afterSales/installmentDetails?id=${plan.id}`, { language: lang });
      await page.getByTestId('plan-total').waitFor();
      const details = page.getByTestId('installment-details');
      expect(await details.textContent()).toContain(TEXT[lang].totalLabel);
      expect(await details.textContent()).toContain(TEXT[lang].paidLabel);
      const form = page.getByTestId('payment-form');
      if ((await form.count()) > 0) {
        // No browser date input among antd controls; the date picker holds today's date.
        expect(await form.locator('input[type="date"]').count()).toBe(0);
        expect(await form.locator('.ant-picker input').inputValue()).toMatch(/^\d{4}-\d\d-\d\d$/);
        // The receipt is chosen through an antd button, the file input itself hidden.
        expect(await form.getByTestId('payment-receipt').evaluate((button) => button.classList.contains('ant-btn'))).toBe(true);
        expect(await form.locator('input[type="file"]').isVisible()).toBe(false);
      }
      await context.close();
    },
  );

  it('a secret share link asks for its code without an error before anything is typed (zh-CN)', async () => {
    const token = await apiToken('demo');
    const projectId = await demoProjectId(token);
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', `/item/item_query?itemId=${projectId}&itemName=${encodeURIComponent(DEMO_PROJECT)}`, {
      language: 'zh-CN',
    });
    await page.getByTestId('share-open-dialog').click();
    const dialog = page.getByTestId('share-dialog');
    await dialog.getByTestId('share-authority').getByText('私密(链接加访问码)').click();
    await dialog.getByTestId('share-code').waitFor();
    expect(await dialog.locator('.ant-form-item-explain-error').count()).toBe(0);
    // A code too short is refused once submitted, with the rule's own words.
    await dialog.getByTestId('share-code').fill('ab');
    await dialog.getByTestId('share-create').click();
    await dialog.locator('.ant-form-item-explain-error').getByText('访问码为 4 到 8 位字母或数字').waitFor();
    await context.close();
  });

  it('the SIM list keeps its short words on one line at 1440 px (zh-CN)', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', '/SIM/card_list_SIM', { language: 'zh-CN' });
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await rows.first().waitFor();
    // Carrier and state cells: one line each (a wrapped "中国/移动" is twice as tall as a line).
    const words = await page.locator('.ant-table-tbody tr.ant-table-row td').evaluateAll((cells) =>
      cells
        .filter((cell) => /^(中国移动|中国联通|中国电信|已激活|待激活|停机|可测试|库存|预销户)$/.test((cell.textContent ?? '').trim()))
        .map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          return { text: cell.textContent, lines: new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size };
        }),
    );
    expect(words.length).toBeGreaterThan(1);
    expect(words.filter((word) => word.lines > 1)).toEqual([]);
    await context.close();
  });

  it('a wall screen’s status words are never cut at 1920 px (en-US)', async () => {
    const token = await apiToken('demo');
    const screens = await call<{ items: { id: number; name: string; projectName: string }[] }>(token, 'GET', 'screens?page=1&pageSize=500');
    const wall = screens.items.find((item) => item.name === '车间大屏' && item.projectName === DEMO_PROJECT)!;
    const context = await browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US', deviceScaleFactor: 1 });
    const page = await context.newPage();
    await openSignedIn(page, 'demo', `/largeScreen?screenId=${wall.id}`, { language: 'en-US' });
    await page.locator('[data-testid^="screen-status-"]').first().waitFor();
    const labels = await page.locator('[data-testid^="screen-status-"]').evaluateAll((figures) =>
      figures.map((figure) => {
        const label = figure.nextElementSibling as HTMLElement;
        return { text: label.textContent, cut: label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1 };
      }),
    );
    expect(labels.map((label) => label.text)).toContain('Communication failure');
    expect(labels.filter((label) => label.cut)).toEqual([]);
    await context.close();
  });
});
