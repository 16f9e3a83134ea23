import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, openPage, type Lang } from './browser';
import { demoProjectId, LANGS, apiToken, call, openSignedIn, useBrowser } from './helpers';

// Issue 37 item 10, layout on the desktop (1440×900): the GPS page's date picker keeps clear of the
// mileage figure; the view designer's preview shows the whole 1280×720 press view; error toasts are
// capped and never drawn over the gallery drawer. (The geofence editor opening in view is tested
// with the geofences in remote-hmi.e2e.ts.)
const browser = useBrowser();

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** The boxes of the elements `selector` finds, in page order. */
const boxes = (page: Page, selector: string): Promise<Box[]> =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The view designer on the demo press's main view (1280×720). */
async function openPressDesign(page: Page, lang: Lang) {
  const token = await apiToken('demo');
  const projectId = await demoProjectId(token);
  const views = await call<{ id: number; name: string }[]>(token, 'GET', `projects/${projectId}/views`);
  const press = views.find((view) => view.name === '注塑机')!;
  await openSignedIn(page, 'demo', `/shape?projectId=${projectId}&viewId=${press.id}`, { language: lang });
  await page.getByTestId('editor-canvas').waitFor();
}

describe('second polish round: layout (issue 37 item 10)', () => {
  it.each(LANGS)('the GPS page’s date picker keeps clear of the mileage figure (%s)', async (lang: Lang) => {
    const token = await apiToken('demo');
    // The demo van: the device the seed gave today's rounds and its yard fence.
    const devices = await call<{ items: { id: number }[] }>(token, 'GET', 'devices?page=1&pageSize=50');
    let van = 0;
    for (const device of devices.items)
      if ((await call<unknown[]>(token, 'GET', `devices/${device.id}/geofences`)).length > 0) van = device.id;
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', `/deviceMent/gpsTrack?deviceId=${van}`, { language: lang });
    const track = page.getByTestId('gps-track');
    await track.locator('.ant-statistic').first().waitFor({ timeout: 15_000 });
    const [picker] = await boxes(page, '[data-testid="gps-track"] .ant-picker-range');
    const figures = await boxes(page, '[data-testid="gps-track"] .ant-statistic');
    expect(picker).toBeDefined();
    expect(figures.length).toBeGreaterThanOrEqual(3);
    // Nothing of the picker on a figure, and a visible gap above the mileage (the first figure).
    expect(figures.filter((figure) => overlap(picker!, figure))).toEqual([]);
    expect(figures[0]!.top - picker!.bottom).toBeGreaterThanOrEqual(12);
    await context.close();
  });

  it('the view designer’s preview shows the whole 1280×720 press view in a 1440×900 window (en-US)', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openPressDesign(page, 'en-US');
    await page.getByTestId('editor-preview').click();
    await page.locator('[data-testid="editor-preview-scene"] svg').first().waitFor();
    // Measured once the dialog's opening zoom has run (the drawing's own endless animations aside).
    await page.locator('.ant-modal').evaluate((dialog) =>
      Promise.all(
        dialog
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished),
      ).then(() => undefined),
    );
    const [drawing] = await boxes(page, '[data-testid="editor-preview-scene"] > svg');
    const [frame] = await boxes(page, '[data-testid="editor-preview-frame"]');
    const [dialog] = await boxes(page, '.ant-modal');
    const view = page.viewportSize()!;
    // The drawing keeps its 16:9 shape, lies within its frame, the dialog and the window: its bottom is not cut.
    expect((drawing!.right - drawing!.left) / (drawing!.bottom - drawing!.top)).toBeCloseTo(1280 / 720, 1);
    for (const outer of [frame!, dialog!, { left: 0, top: 0, right: view.width, bottom: view.height }]) {
      expect(drawing!.left).toBeGreaterThanOrEqual(outer.left - 0.5);
      expect(drawing!.right).toBeLessThanOrEqual(outer.right + 0.5);
      expect(drawing!.top).toBeGreaterThanOrEqual(outer.top - 0.5);
      expect(drawing!.bottom).toBeLessThanOrEqual(outer.bottom + 0.5);
    }
    // Nothing to scroll to inside the dialog either.
    const scrolls = await page
      .locator('.ant-modal-body')
      .evaluate((body) =>
        [body, ...body.querySelectorAll('*')].some(
          (element) => element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY !== 'visible',
        ),
      );
    expect(scrolls).toBe(false);
    await context.close();
  });

  it.each(LANGS)('a burst of refused gallery files leaves at most three toasts, none over the gallery drawer (%s)', async (lang: Lang) => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openPressDesign(page, lang);
    await page.getByTestId('editor-gallery').click();
    await page.getByTestId('gallery-upload').waitFor();
    const input = page.getByTestId('gallery-drawer').locator('input[type="file"]');
    // Toasts on screen, those fading out once pushed off the stack aside.
    const shown = page.locator('.ant-message-notice:not([class*="-leave"])');
    // At 1440 px and on a 1280 px laptop: five files of a kind the gallery does not take, one after
    // another, each refused with a toast.
    for (const width of [1440, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (let i = 1; i <= 5; i++) {
        await input.setInputFiles({ name: `notes-${width}-${i}.txt`, mimeType: 'text/plain', buffer: Buffer.from(`not an image ${i}`) });
        await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(Math.min(i, 3));
        expect(await shown.count()).toBeLessThanOrEqual(3);
      }
      const [panel] = await boxes(page, '[data-testid="gallery-drawer"]');
      const toasts = await boxes(page, '.ant-message-notice:not([class*="-leave"])');
      expect(panel!.right - panel!.left).toBeGreaterThan(0);
      expect(toasts.length).toBeGreaterThan(0);
      // No toast shares a point with the drawer (toasts are drawn above drawers, so one there would hide it).
      expect(toasts.filter((toast) => overlap(toast, panel!))).toEqual([]);
    }
    await context.close();
  });
});
