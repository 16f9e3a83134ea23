import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage } from './browser';
import { apiToken, openSignedIn, useBrowser } from './helpers';

// History (/dataAnalysis/history): the demo seed's month of history for the press renders as a
// chart (a canvas with the series drawn) on a desktop in Chinese and a phone in English; the
// device page's point links open it; the export button downloads a CSV with localized headers.
const browser = useBrowser();

async function api<T>(token: string, path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return ((await response.json()) as { data: T }).data;
}

async function demoPress() {
  const token = await apiToken('demo');
  const list = await api<{ items: { id: number; boxId: string }[] }>(token, 'devices?page=1&pageSize=50&keyword=DEMOPRESS001');
  const device = list.items.find((d) => d.boxId === 'DEMOPRESS001')!;
  const points = await api<{ items: { id: number; name: string }[] }>(token, `devices/${device.id}/points`);
  const point = (name: string) => points.items.find((p) => p.name === name)!.id;
  return { id: device.id, barrel: point('barrel_temp'), mould: point('mould_temp') };
}

/** The chart's canvas is there and holds drawn pixels (not a blank canvas). */
async function expectDrawnChart(page: Page, minPoints: number) {
  const chart = page.locator('[data-testid="history-chart"][data-rendered="true"]');
  await chart.waitFor({ timeout: 15_000 });
  await page.waitForFunction(
    (min) => Number(document.querySelector('[data-testid="history-chart"]')?.getAttribute('data-points')) >= min,
    minPoints,
  );
  // ECharts paints on its next frames: poll the canvas until the drawing is there.
  const painted = () =>
    page.evaluate(() => {
      const canvas = document.querySelector('[data-testid="history-chart"] canvas') as HTMLCanvasElement | null;
      if (!canvas) return -1;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) n++;
      return n / (canvas.width * canvas.height);
    });
  // Axes, labels and the curve paint well over a few percent of the canvas.
  await expect.poll(painted).toBeGreaterThan(0.02);
}

describe('history', () => {
  it('draws the demo month on a desktop in Chinese and exports it', async () => {
    const press = await demoPress();
    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', `/dataAnalysis/history?deviceId=${press.id}&pointIds=${press.barrel},${press.mould}`, {
      language: 'zh-CN',
    });
    await page.getByTestId('history-page').waitFor();
    await page.getByTestId('history-range').getByText('30 天').click();
    // A month of 5-minute samples per point, hourly: about 720 buckets each.
    await expectDrawnChart(page, 2 * 600);
    await expect.poll(async () => (await page.getByTestId('history-bucket').textContent())?.trim()).toBe('按小时');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('history-export-csv').click()]);
    expect(download.suggestedFilename()).toMatch(/^注塑机1号 (历史数据|history) \d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, 'utf8');
    expect(text.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe('时间,设备,数据点,单位,最小值,最大值,平均值,最后值');
    expect(text.split('\r\n').length).toBeGreaterThan(1000);
    await context.close();
  });

  it('opens from the device page and draws on a phone in English', async () => {
    const press = await demoPress();
    const { context, page } = await openPage(browser(), MOBILE, 'en-US');
    await openSignedIn(page, 'demo', `/deviceInfo?deviceId=${press.id}`, { language: 'en-US' });
    await page.getByTestId(`history-link-${press.barrel}`).click();
    await page.getByTestId('history-page').waitFor();
    expect(page.url()).toContain(`pointIds=${press.barrel}`);
    await page.getByTestId('history-range').getByText('30 days').click();
    await expectDrawnChart(page, 600);
    await context.close();
  });
});
