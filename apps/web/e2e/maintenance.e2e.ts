import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage } from './browser';
import { formatInZone } from '../src/features/maintenance/utils/zoneTime';
import { DEMO_PROJECT, apiToken, call, openSignedIn, pickOption, useBrowser } from './helpers';

// Maintenance plans: a plan created on a desktop in Chinese shows its next time (company zone) in
// the table; the field rules are the server's; on a phone in English "my maintenance" lists the
// demo user's maintenance order; with the company's time zone changed in the notification settings,
// new plans and the order lists follow it.
const browser = useBrowser();

/** An input by its test id, whether the id sits on the input or on its wrapper. */
const input = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

describe('maintenance plans', () => {
  it('creates a plan on a desktop (zh-CN) and lists it with its next time', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', '/maintain/maintain_management');
    await page.getByTestId('plans-table').waitFor();
    await page.getByTestId('plan-add').click();
    await page.getByTestId('plan-form').waitFor();

    // The shared rules, in the page's language, before anything is sent; the required fields say so.
    expect(await page.locator('[data-testid="plan-form"] .ant-form-item-required').count()).toBeGreaterThanOrEqual(5);
    await page.getByTestId('plan-form-ok').click();
    await page.getByText('必填').first().waitFor();
    await input(page, 'plan-phone').fill('123');
    await page.getByText('请输入正确的手机号').waitFor();

    const name = `E2E保养${Date.now() % 100000}`;
    await input(page, 'plan-name').fill(name);
    await pickOption(page, 'plan-project', DEMO_PROJECT);
    // The device and the technician come from pickers of the chosen project.
    await pickOption(page, 'plan-device', '注塑机1号');
    await pickOption(page, 'plan-assignee', 'demo');
    await input(page, 'plan-warranty').fill('2');
    await input(page, 'plan-cycle').fill('1');
    await input(page, 'plan-start').fill('2031-01-31 09:00');
    await input(page, 'plan-start').press('Enter');
    await input(page, 'plan-phone').fill('13800138000');
    await page.getByTestId('plan-form-ok').click();

    const row = page.locator('[data-testid="plans-table"] tr', { hasText: name });
    await row.waitFor();
    expect(await row.locator('[data-testid^="plan-next-"]').textContent()).toBe('2031-01-31 09:00');
    expect(await row.getByTestId('plan-status').getAttribute('data-status')).toBe('not_started');

    // The server agrees: the plan's next time is Jan 31 09:00 Shanghai time.
    const token = await apiToken('demo');
    const response = await fetch(`${baseUrl()}/api/v1/maintenance-plans?keyword=${encodeURIComponent(name)}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data: { items: { nextTime: string; deviceId: number | null; assigneeId: number | null }[] } };
    expect(body.data.items.map((p) => p.nextTime)).toEqual(['2031-01-31T01:00:00.000Z']);
    expect(body.data.items[0]!.deviceId).not.toBeNull();
    expect(body.data.items[0]!.assigneeId).not.toBeNull();
    await context.close();
  });

  it('lists my maintenance orders on a phone (en-US)', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'en-US');
    await openSignedIn(page, 'demo', '/maintain/maintain_mine');
    const list = page.getByTestId('mobile-maintenance-mine');
    await list.waitFor();
    const item = list.locator('[data-testid^="maintenance-order-"]').first();
    await item.waitFor();
    expect(await item.textContent()).toContain('液压系统季度检查');
    expect(await item.getByTestId('order-status').getAttribute('data-status')).toBe('dispatched');
    await context.close();
  });

  it('reads new plans and the maintenance orders in the company time zone set in the settings (en-US)', async () => {
    const admin = await apiToken('admin');
    const demo = await apiToken('demo');
    const { companyId } = await call<{ companyId: number }>(demo, 'GET', 'account/profile');
    const setZone = (timeZone: string) => call(admin, 'PUT', `notifications/company?companyId=${companyId}`, { timeZone });
    const [order] = (await call<{ items: { id: number; planDueAt: string }[] }>(demo, 'GET', 'maintenance-orders/mine')).items;
    const berlinDue = formatInZone(order!.planDueAt, 'Europe/Berlin');
    expect(berlinDue).not.toBe(formatInZone(order!.planDueAt, 'Asia/Shanghai'));
    await setZone('Europe/Berlin');
    try {
      const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
      await openSignedIn(page, 'demo', '/maintain/maintain_management');
      await page.getByTestId('plans-table').waitFor();
      await page.getByTestId('plan-add').click();
      await page.getByTestId('plan-form').waitFor();
      const name = `Berlin${Date.now() % 100000}`;
      await input(page, 'plan-name').fill(name);
      await pickOption(page, 'plan-project', DEMO_PROJECT);
      await input(page, 'plan-warranty').fill('2');
      await input(page, 'plan-cycle').fill('1');
      await input(page, 'plan-start').fill('2031-01-31 09:00');
      await input(page, 'plan-start').press('Enter');
      await input(page, 'plan-phone').fill('13800138000');
      await page.getByTestId('plan-form-ok').click();
      const row = page.locator('[data-testid="plans-table"] tr', { hasText: name });
      await row.waitFor();
      expect(await row.locator('[data-testid^="plan-next-"]').textContent()).toBe('2031-01-31 09:00');
      // 09:00 on Berlin's clocks (UTC+1 in winter), not Shanghai's.
      const plans = await call<{ items: { nextTime: string; timeZone: string }[] }>(
        demo,
        'GET',
        `maintenance-plans?keyword=${encodeURIComponent(name)}`,
      );
      expect(plans.items).toEqual([expect.objectContaining({ nextTime: '2031-01-31T08:00:00.000Z', timeZone: 'Europe/Berlin' })]);

      await page.goto(`${baseUrl()}/#/maintain/maintain_mine`);
      await page.getByTestId('maintenance-orders-mine').getByText(berlinDue).waitFor();
      await context.close();

      const phone = await openPage(browser(), MOBILE, 'en-US');
      await openSignedIn(phone.page, 'demo', '/maintain/maintain_mine');
      const item = phone.page.getByTestId(`maintenance-order-${order!.id}`);
      await item.waitFor();
      expect(await item.textContent()).toContain(berlinDue);
      await phone.context.close();
    } finally {
      await setZone('Asia/Shanghai');
    }
  });
});
