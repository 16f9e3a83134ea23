import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, type Lang } from './browser';
import { DEMO_PROJECT, apiToken, call, openSignedIn, useBrowser } from './helpers';

// Issue 37, second polish round: what a user met in the new features, each on the shell where it
// occurred and in both languages where words are involved.
const browser = useBrowser();

const TEXT = {
  'zh-CN': {
    desktopNote: '在手机上可以查看、启停和删除;新增和修改请在电脑端进行。',
    totalLabel: '总价(含首付)',
    paidLabel: '已付分期(不含首付)',
    statusTables: '状态表',
  },
  'en-US': {
    desktopNote: 'On the phone you can view, switch on or off and delete; add and change them on a desktop.',
    totalLabel: 'Total (incl. down payment)',
    paidLabel: 'Paid in installments (excl. down payment)',
    statusTables: 'Status tables',
  },
} as const;

async function demoProjectId(token: string): Promise<number> {
  const projects = await call<{ items: { id: number; name: string }[] }>(token, 'GET', 'projects?page=1&pageSize=50');
  return projects.items.find((item) => item.name === DEMO_PROJECT)!.id;
}

describe('second polish round', () => {
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
});
