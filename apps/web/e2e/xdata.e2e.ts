import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage } from './browser';
import { DESKTOP, MOBILE, apiToken, call, openSignedIn, useBrowser } from './helpers';

// XDATA with the demo company's seed: the shift-plan model joined with the demo machine's history
// previews rows; the production-plan data screen shows its KPI; its public link opens without
// signing in; on a phone the data screens are a list that opens a screen, and the sources and models
// lists open the shift plan's columns and the model's preview rows.
const browser = useBrowser();
const PLAN_SCREEN = '生产计划看板';
const PLAN_SOURCE = '班次生产计划';
const PLAN_MODEL = '计划与设备历史';

/** The KPI card's figure once it is drawn: a number above zero (the week's planned pieces), thousands grouped. */
async function kpiShows(page: Page) {
  const figure = page.getByTestId('xdata-widget-0-kpi');
  await expect
    .poll(async () => Number(((await figure.getAttribute('data-value').catch(() => null)) ?? '0').replace(/,/g, '')), { timeout: 15_000 })
    .toBeGreaterThan(0);
}

describe('XDATA', () => {
  it('previews the demo model’s rows and shows the demo data screen’s KPI and chart (desktop, en-US)', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', '/xData/xData_model', { language: 'en-US' });
    await page.getByTestId('xdata-model-preview').first().click();
    await expect
      .poll(() => page.getByTestId('xdata-query-table').locator('tr.ant-table-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await context.close();

    const screens = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(screens.page, 'demo', '/xData/xData_screen', { language: 'en-US' });
    await screens.page.locator('tr', { hasText: PLAN_SCREEN }).getByTestId('xdata-screen-open').click();
    await kpiShows(screens.page);
    await screens.page.locator('[data-testid="xdata-widget-1-chart"][data-rendered="true"]').waitFor();
    await screens.context.close();
  });

  it('opens the shared data screen from its public link without signing in', async () => {
    const token = await apiToken('demo');
    const shared = (await call<{ id: number; name: string; isPublic: boolean }[]>(token, 'GET', 'xdata/screens')).find((s) => s.isPublic);
    expect(shared?.name).toBe(PLAN_SCREEN);
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await page.goto(`${baseUrl()}/#/xData_share_screen?id=${shared!.id}&isPublic=1`);
    await page.getByTestId('xdata-share').getByText(PLAN_SCREEN).waitFor();
    await kpiShows(page);
    await context.close();
  });

  it('lists the data screens on a phone and opens one stacked (zh-CN)', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    await openSignedIn(page, 'demo', '/xData/xData_screen', { language: 'zh-CN' });
    await page.getByTestId('xdata-screen-list').getByText(PLAN_SCREEN).click();
    await kpiShows(page);
    const fits = await page.getByTestId('xdata-widget-0').evaluate((w) => w.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
    await context.close();
  });

  it('lists the data sources and models on a phone: the shift plan’s columns, the model’s preview rows (zh-CN)', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    await openSignedIn(page, 'demo', '/xData/xData_source', { language: 'zh-CN' });
    await page.getByTestId('xdata-source-list').getByText(PLAN_SOURCE).click();
    const columns = page.getByTestId('xdata-source-columns');
    await columns.getByText('plan_date').waitFor();
    await columns.getByText('planned_output').waitFor();
    await expect
      .poll(() => page.getByTestId('xdata-query-table').locator('tr.ant-table-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);

    await page.goto(`${baseUrl()}/#/xData/xData_model`);
    await page.getByTestId('xdata-model-list').getByText(PLAN_MODEL).click();
    await expect
      .poll(() => page.getByTestId('xdata-query-table').locator('tr.ant-table-row').count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const counted = Number(await page.getByTestId('xdata-model-row-count').getAttribute('data-count'));
    expect(counted).toBeGreaterThan(0);
    const fits = await page.getByTestId('xdata-model-row-count').evaluate((c) => c.getBoundingClientRect().right <= window.innerWidth);
    expect(fits).toBe(true);
    await context.close();
  });

  it('an empty upload dialog shows what is missing and throws nothing (desktop, zh-CN)', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSignedIn(page, 'demo', '/xData/xData_source', { language: 'zh-CN' });
    await page.getByTestId('xdata-upload').click();
    await page.locator('.ant-modal-footer .ant-btn-primary:visible').click();
    await page.locator('.ant-modal:visible .ant-form-item-explain-error', { hasText: '必填' }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
