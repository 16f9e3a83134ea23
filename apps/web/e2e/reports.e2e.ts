import fs from 'node:fs';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, MOBILE, openPage } from './browser';
import { apiToken, openSignedIn, useBrowser, userToken } from './helpers';

// Multifunction reports (/dataAnalysis/report) on the demo seed: the daily production report on a
// desktop in Chinese (index cards, charts drawn by ECharts, the table) and its Excel export with
// Chinese headers; the report list and a report on a phone in English; status statistics rows.
const browser = useBrowser();

const DAILY = '生产日报';
const MONTHLY = '月度能耗报表';
const DEMO_DEVICES = ['注塑机1号', '冷水机', '包装线'];

/** A chart module's canvas exists and holds drawn pixels. */
async function expectDrawnChart(page: Page, testId: string) {
  await page.locator(`[data-testid="${testId}"][data-rendered="true"]`).waitFor({ timeout: 15_000 });
  // ECharts paints on its next frames: poll the canvas until the drawing is there.
  const painted = () =>
    page.evaluate((id) => {
      const canvas = document.querySelector(`[data-testid="${id}"] canvas`) as HTMLCanvasElement | null;
      if (!canvas) return -1;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n / (canvas.width * canvas.height);
    }, testId);
  await expect.poll(painted).toBeGreaterThan(0.01);
}

describe('reports', () => {
  it('shows the demo daily report on a desktop in Chinese and exports it as .xlsx', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', '/dataAnalysis/report', { language: 'zh-CN' });
    await page.getByTestId('report-page').waitFor();
    const list = page.getByTestId('report-list');
    await list.getByText(MONTHLY).waitFor();
    await list.getByText(DAILY).click();
    await page.getByTestId('report-module-card').getByText('注塑产量 · 差值').waitFor();
    await expectDrawnChart(page, 'report-chart-1');
    await expectDrawnChart(page, 'report-chart-2');
    const table = page.getByTestId('report-module-table');
    await table.getByText('汇总').waitFor();
    // One row per hour of the chosen day, in order, never one for an hour still to come (the day is
    // read in the company's zone, Asia/Shanghai), the summary shown above. Counted by their labels: antd adds
    // rows of its own to a table body (measuring, fixed columns).
    const rowLabels = async () =>
      (await table.locator('tbody tr:not(.ant-table-measure-row) td:first-child').allTextContents()).map((text) => text.trim());
    const hourRows = (labels: string[]) => labels.filter((label) => /^\d{4}-\d{2}-\d{2} \d{2}:00$/.test(label));
    // The table switches from the first report (monthly: a row per day) to the daily one: rows of one day.
    await expect.poll(async () => new Set(hourRows(await rowLabels()).map((label) => label.slice(0, 10))).size).toBe(1);
    const hours = hourRows(await rowLabels()).map((label) => label.slice(11, 13));
    expect(hours.length).toBeGreaterThanOrEqual(1);
    expect(hours.length).toBeLessThanOrEqual(24);
    expect(new Set(hours).size).toBe(hours.length);
    expect([...hours].sort()).toEqual(hours);
    const shown = await page
      .getByTestId('report-date')
      .evaluate((el) => (el instanceof HTMLInputElement ? el : el.querySelector('input'))?.value ?? '');
    const zoned = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Shanghai',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(new Date());
    const part = (type: string) => zoned.find((p) => p.type === type)!.value;
    if (shown === `${part('year')}-${part('month')}-${part('day')}`) expect(Number(hours.at(-1))).toBeLessThanOrEqual(Number(part('hour')));

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-export').click()]);
    expect(download.suggestedFilename()).toMatch(/^生产日报 \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const header = (book.worksheets[0]!.getRow(2).values as unknown[]).slice(1);
    expect(header[0]).toBe('时间');
    expect(header[1]).toBe('注塑产量 (pcs) 差值');
    await context.close();
  });

  it('lists the reports on a phone in English and opens one', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'en-US');
    await openSignedIn(page, 'demo', '/dataAnalysis/report', { language: 'en-US' });
    const list = page.getByTestId('report-list');
    await list.getByText(DAILY).waitFor();
    await list.getByText('Month', { exact: false }).first().waitFor();
    await list.getByText(MONTHLY).click();
    await page.getByTestId('report-module-card').waitFor();
    await page.getByTestId('report-module-table').waitFor();
    await expectDrawnChart(page, 'report-chart-1');
    await context.close();
  });

  it('shows equipment status statistics for the demo devices, a week per device', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', '/dataAnalysis/equipmentStatusStatistics', { language: 'en-US' });
    const table = page.getByTestId('status-statistics-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    // Other browser tests add devices to the demo company; each demo machine has its seven days.
    for (const device of DEMO_DEVICES) expect(await table.locator('tbody tr.ant-table-row', { hasText: device }).count(), device).toBe(7);
    await table.getByText('Online').first().waitFor();
    await context.close();
  });

  it('tells a phone user held to one day of history that the range was cut (report and value-change log)', async () => {
    // A user of the demo company with the demo's roles and a one-day HisDataLimit set by the super user.
    const admin = await apiToken('admin');
    const call = async (method: string, path: string, body?: unknown, token = admin) => {
      const response = await fetch(`${baseUrl()}/api/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      const json = (await response.json()) as { code: number; data: any };
      expect(json.code, `${method} ${path}`).toBe(200);
      return json.data;
    };
    const demo = (await call('GET', '/users?keyword=demo')).items.find((u: { userName: string }) => u.userName === 'demo');
    const userName = `e2e_limit_${Date.now() % 1_000_000}`;
    const user = await call('POST', '/users', {
      userName,
      password: 'Passw0rd99',
      grade: 1,
      companyId: demo.companyId,
      roleIds: demo.roles.map((r: { id: number }) => r.id),
    });
    await call('PUT', `/users/${user.id}/history-limit`, { hisDataLimitDays: 1 });
    const token = await userToken(userName, 'Passw0rd99');
    const daily = (await call('GET', '/reports?pageSize=200', undefined, token)).items.find((r: { name: string }) => r.name === DAILY);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

    for (const [lang, text] of [
      ['en-US', 'older history is beyond your limit'],
      ['zh-CN', '更早的数据超出您的查询期限'],
    ] as const) {
      const { context, page } = await openPage(browser(), MOBILE, lang);
      await page.goto(`${baseUrl()}/#/login`);
      await page.getByTestId('login-submit').waitFor();
      await page.evaluate(
        ({ token, lang }) => {
          localStorage.setItem('token', token);
          localStorage.setItem('language', lang);
        },
        { token, lang },
      );
      await page.goto(`${baseUrl()}/#/dataAnalysis/report?id=${daily.id}&date=${yesterday}`);
      await page.getByTestId('report-limited').getByText(text).waitFor();
      await page.goto(`${baseUrl()}/#/dataAnalysis/valueChangeLog`);
      await page.getByTestId('value-change-log').locator('.adm-selector-item').nth(1).click(); // 7 days
      await page.getByTestId('analysis-limited').getByText(text).waitFor();
      await context.close();
    }
  });
});
