import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser';
import { DEMO_PROJECT, DESKTOP, MOBILE, LANGS, apiToken, call, expectRoute, openSignedIn, pickOption, useBrowser } from './helpers';

// Large screens: a screen built in the editor (a KPI on the demo press's injection pressure, which
// moves every second, and a clock), then opened on the whole window at 1920×1080 and 1366×768 with
// no scrollbar and its figure changing; on a phone, the seeded demo screen from the list.
const browser = useBrowser();

/** The page scrolls in neither direction. */
const scrollFree = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth <= root.clientWidth && root.scrollHeight <= root.clientHeight;
  });

/** The scaled canvas lies within the window. */
const canvasInside = (page: Page) =>
  page.getByTestId('screen-canvas').evaluate((canvas) => {
    const box = canvas.getBoundingClientRect();
    return box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth + 0.5 && box.bottom <= window.innerHeight + 0.5 && box.width > 0;
  });

/** Waits until the KPI shows a value and then another one. */
async function figureMoves(page: Page, widgetId: string) {
  const figure = page.getByTestId(`screen-kpi-${widgetId}`);
  await expect.poll(async () => (await figure.getAttribute('data-value')) ?? '—', { timeout: 15_000 }).not.toBe('—');
  const first = await figure.getAttribute('data-value');
  await expect.poll(() => figure.getAttribute('data-value'), { timeout: 15_000 }).not.toBe(first);
}

/** Each element's box, and whether it lies within the card it is drawn in and shows its whole text (no ellipsis, nothing clipped). */
const placedIn = (page: Page, cardTestId: string, selector: string) =>
  page.getByTestId(cardTestId).evaluate((card, inner) => {
    const outer = card.getBoundingClientRect();
    return [...card.querySelectorAll<HTMLElement>(inner)].map((element) => {
      const box = element.getBoundingClientRect();
      const inside =
        box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5 && box.top >= outer.top - 0.5 && box.bottom <= outer.bottom + 0.5;
      const whole = [element, ...element.querySelectorAll<HTMLElement>('*')].every(
        (part) => part.clientWidth === 0 || (part.scrollWidth <= part.clientWidth + 1 && part.scrollHeight <= part.clientHeight + 1),
      );
      return { text: element.innerText, inside, whole, height: box.height };
    });
  }, selector);

describe('large screens', () => {
  it('builds a screen in the editor and shows it live at 1920×1080 and 1366×768 without scrollbars', async () => {
    const name = `E2E${Date.now() % 100_000}`;
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', '/large/large_config', { language: 'en-US' });
    await page.getByTestId('screen-editor').waitFor();
    await page.getByTestId('screen-name').fill(name);
    await pickOption(page, 'screen-project', DEMO_PROJECT);
    await page.getByTestId('screen-title').fill('Line one');

    await page.getByTestId('palette-kpi').click();
    await pickOption(page, 'widget-metric', "A point's value");
    await pickOption(page, 'widget-point', 'Injection pressure', 'Injection');
    await page.getByTestId('palette-clock').click();
    // Widen the clock by one cell with its corner handle.
    const clock = page.getByTestId('editor-widget-clock1');
    const before = await clock.getAttribute('data-cells');
    const handle = await page.getByTestId('editor-resize-clock1').boundingBox();
    const canvas = await page.getByTestId('editor-canvas').boundingBox();
    if (!handle || !canvas) throw new Error('editor not drawn');
    const cell = canvas.width / 8;
    await page.mouse.move(handle.x + 5, handle.y + 5);
    await page.mouse.down();
    await page.mouse.move(handle.x + 5 + cell, handle.y + 5, { steps: 5 });
    await page.mouse.up();
    const [x, y, w, h] = (before ?? '').split(',').map(Number);
    await expect.poll(() => clock.getAttribute('data-cells')).toBe(`${x},${y},${w! + 1},${h}`);

    await page.getByTestId('screen-save').click();
    await expectRoute(page, /\/large\/large_config\?screenId=\d+/);
    const token = await apiToken('demo');
    const saved = (
      await call<{ items: { id: number; name: string; widgetCount: number }[] }>(token, 'GET', 'screens?page=1&pageSize=500')
    ).items.find((s) => s.name === name);
    expect(saved?.widgetCount).toBe(2);
    await context.close();

    const wall = await browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: 'en-US', deviceScaleFactor: 1 });
    const display = await wall.newPage();
    await openSignedIn(display, 'demo', `/largeScreen?screenId=${saved!.id}`, { language: 'en-US' });
    await display.getByTestId('screen-canvas').waitFor();
    await display.getByTestId('screen-clock').waitFor();
    await expect(display.getByTestId('screen-fullscreen').isVisible()).resolves.toBe(true);
    expect(await scrollFree(display)).toBe(true);
    expect(await canvasInside(display)).toBe(true);
    await figureMoves(display, 'kpi1');

    await display.setViewportSize({ width: 1366, height: 768 });
    await expect
      .poll(() => display.getByTestId('screen-canvas').evaluate((c) => c.getBoundingClientRect().width))
      .toBeLessThanOrEqual(1366);
    expect(await scrollFree(display)).toBe(true);
    expect(await canvasInside(display)).toBe(true);
    await figureMoves(display, 'kpi1');
    await wall.close();
    await call(token, 'DELETE', `screens/${saved!.id}`);
  });

  it.each(LANGS)('the seeded screen’s reliability figure and every funnel row fit their cards at 1920×1080 (%s)', async (lang) => {
    const token = await apiToken('demo');
    const screens = await call<{ items: { id: number; name: string; projectName: string }[] }>(token, 'GET', 'screens?page=1&pageSize=500');
    const hall = screens.items.find((item) => item.name === '车间大屏' && item.projectName === DEMO_PROJECT)!;
    const wall = await browser().newContext({ viewport: { width: 1920, height: 1080 }, locale: lang, deviceScaleFactor: 1 });
    const page = await wall.newPage();
    await openSignedIn(page, 'demo', `/largeScreen?screenId=${hall.id}`, { language: lang });
    // The figure is a caption line over the rate, the other figures below it.
    const caption = lang === 'zh-CN' ? /^一次修复率\s+[\d.]+%\s+返修率 [\d.]+%/ : /^First-time fix\s+[\d.]+%\s+Repeat repairs [\d.]+%/;
    await expect.poll(() => page.getByTestId('screen-reliability-reliability').innerText()).toMatch(caption);
    const figure = await placedIn(page, 'screen-widget-reliability', '[data-testid="screen-reliability-reliability"] > *');
    expect(figure).toHaveLength(3);
    expect(figure.filter((line) => !line.inside || !line.whole)).toEqual([]);
    // The rate is the largest line of the card.
    expect(figure[1]!.height).toBeGreaterThan(Math.max(figure[0]!.height, figure[2]!.height));

    await page.getByTestId('screen-funnel').waitFor();
    const rows = await placedIn(page, 'screen-widget-funnel', '[data-testid^="screen-funnel-"]');
    // Pending, dispatched, accepted, processing, completed: each row whole, inside the card, tall enough to read.
    expect(rows).toHaveLength(5);
    expect(rows.filter((row) => !row.inside || !row.whole)).toEqual([]);
    for (const row of rows) expect(row.height).toBeGreaterThanOrEqual(12);

    // The device-state figures stand on one line, though "Communication failure" takes two lines in English.
    const tops = await page
      .locator('[data-testid^="screen-status-"]')
      .evaluateAll((figures) => figures.map((figure) => Math.round(figure.getBoundingClientRect().top)));
    expect(tops.length).toBe(3);
    expect(new Set(tops).size).toBe(1);
    await wall.close();
  });

  it('opens the seeded demo screen from the phone list, scaled to the phone with the press view and today’s production and reliability live', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    await openSignedIn(page, 'demo', '/largeNewScreen/large_list', { language: 'zh-CN' });
    await page.getByTestId('screen-list').getByText('注塑车间 Press hall').click();
    await expectRoute(page, /^\/largeScreen\?screenId=\d+$/);
    await page.getByTestId('screen-canvas').waitFor();
    await page.locator('[data-testid="screen-scada"] [data-element-id]').first().waitFor();
    expect(await scrollFree(page)).toBe(true);
    expect(await canvasInside(page)).toBe(true);
    await figureMoves(page, 'pressure');
    // Today's production of the press's running shift, against its target, in the zh-CN words.
    const production = page.getByTestId('screen-production-output');
    await expect.poll(() => production.innerText()).toMatch(/目标 [\d,]+[\s\S]*达成率 [\d.]+%[\s\S]*OEE/);
    // The project's reliability of the last 30 days (issue 39): the demo's repair history gives a first-time-fix rate.
    await expect
      .poll(() => page.getByTestId('screen-reliability-reliability').innerText())
      .toMatch(/一次修复率\s+[\d.]+%[\s\S]*返修率 [\d.]+%/);
    await context.close();
  });
});
