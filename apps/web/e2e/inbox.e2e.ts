import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, openPage, type Lang, type Viewport } from './browser';
import { apiToken, call, DEMO_PROJECT, expectRoute, openSignedIn, useBrowser } from './helpers';

// The shell's alert window (issue 9): a work order created by someone else (the platform admin,
// through the API like any client) reaches the demo company's dispatcher as a maintainSubmit entry,
// pushed over the stream into the open page without a reload, on desktop (zh-CN) and on a phone
// (en-US); it can be dismissed, and a click opens the order overview.
const browser = useBrowser();

const TEXT = {
  'zh-CN': { type: '报修提交' },
  'en-US': { type: 'Repair submitted' },
} as const;

/** The platform admin reports a fault on the demo plant: the demo company's dispatchers are told. */
async function reportFault(problem: string): Promise<number> {
  const admin = await apiToken('admin');
  const projects = await call<{ items: { id: number; name: string }[] }>(
    admin,
    'GET',
    `projects?page=1&pageSize=50&keyword=${encodeURIComponent(DEMO_PROJECT)}`,
  );
  const project = projects.items.find((item) => item.name === DEMO_PROJECT)!;
  const order = await call<{ id: number }>(admin, 'POST', 'work-orders', {
    projectId: project.id,
    problem,
    contactName: 'E2E',
    contactPhone: '13800138000',
  });
  return order.id;
}

async function openWindow(page: Page) {
  await page.getByTestId('alert-bell').click();
  await page.getByTestId('alert-window').waitFor();
}

const entry = (page: Page, text: string) => page.getByTestId('alert-entry').filter({ hasText: text });

describe.each<[string, Viewport, Lang]>([
  ['desktop', DESKTOP, 'zh-CN'],
  ['mobile', MOBILE, 'en-US'],
])('alert window on %s (%s)', (shell, viewport, lang) => {
  it('shows a new work-order entry without a reload, dismisses it, and opens the order from another', async () => {
    const { context, page } = await openPage(browser(), viewport, lang);
    await openSignedIn(page, 'demo', '/home', { language: lang });
    await page.getByTestId('alert-bell').waitFor();
    // The seeded entries are there from the first poll.
    await openWindow(page);
    await expect.poll(() => page.getByTestId('alert-entry').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    if (shell === 'mobile') await page.mouse.click(195, 100);

    const marker = `E2E-${shell}-${Date.now()}`;
    await reportFault(`${marker} leaking`);
    // Pushed: the pop-up shows it and the window lists it, with no reload.
    await page.getByTestId('alert-popup').first().waitFor({ timeout: 10_000 });
    await openWindow(page);
    await entry(page, marker).waitFor({ timeout: 10_000 });
    expect(await entry(page, marker).textContent()).toContain(`${marker} leaking`);
    if (shell === 'desktop') expect(await entry(page, marker).textContent()).toContain(TEXT[lang].type);

    await entry(page, marker).locator('[data-testid^="alert-dismiss-"]').click();
    await expect.poll(() => entry(page, marker).count(), { timeout: 10_000 }).toBe(0);
    const demo = await apiToken('demo');
    const inbox = await call<{ items: { body: Record<Lang, string> }[] }>(demo, 'GET', 'inbox?page=1&pageSize=100');
    expect(inbox.items.some((item) => item.body[lang].includes(marker))).toBe(false);

    // A second order: clicking its entry opens the order overview at that order.
    const second = `${marker}-open`;
    const orderId = await reportFault(second);
    await entry(page, second).waitFor({ timeout: 10_000 });
    // The badge counts unread entries, marked in the list; "mark all read" clears them and keeps the entries.
    expect(await entry(page, second).getByTestId('alert-unread').count()).toBe(1);
    await page.getByTestId('alert-read-all').click();
    await expect.poll(() => page.getByTestId('alert-unread').count()).toBe(0);
    expect(await entry(page, second).count()).toBe(1);
    await entry(page, second).click();
    await expectRoute(page, shell === 'desktop' ? `/afterSales/orderReview?id=${orderId}` : new RegExp(`${orderId}`));

    await context.close();
  });
});

/** Whether the element's centre is the topmost thing there (nothing covers it). */
const onTop = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });

describe('alerts never cover', () => {
  it("an open dialog's buttons on a desktop: they count on the badge, the pop-up waits (an empty submit shows field errors)", async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openSignedIn(page, 'demo', '/afterSales/orderReview', { language: 'en-US' });
    await page.getByTestId('new-order').click();
    // A click while the dialog is still opening can be lost: press OK until the field errors show.
    const fieldErrors = () => page.locator('.ant-modal .ant-form-item-explain-error').count();
    for (let attempt = 0; attempt < 4 && (await fieldErrors()) === 0; attempt += 1) {
      await page.getByTestId('new-order-ok').click();
      await expect
        .poll(fieldErrors, { timeout: 3_000 })
        .toBeGreaterThan(0)
        .catch(() => undefined);
    }
    expect(await fieldErrors()).toBeGreaterThan(0);
    // The badge's number (its title; the text also holds the digits of its roll animation).
    const badge = async () =>
      Number(
        (await page
          .locator('[data-testid="alert-bell"] sup.ant-badge-count')
          .getAttribute('title')
          .catch(() => null)) ?? 0,
      );
    const before = await badge();
    await reportFault(`E2E-dialog-${Date.now()} leaking`);
    await expect.poll(badge, { timeout: 10_000 }).toBeGreaterThan(before);
    expect(await page.getByTestId('alert-popup').count()).toBe(0);
    expect(await onTop(page, 'new-order-ok')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a phone page's content: a new alert is a banner in the flow under the title bar", async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'zh-CN');
    await openSignedIn(page, 'demo', '/home', { language: 'zh-CN' });
    await page.getByTestId('alert-bell').waitFor();
    await reportFault(`E2E-banner-${Date.now()} leaking`);
    const banner = page.getByTestId('alert-popup');
    await banner.waitFor({ timeout: 10_000 });
    const [bar, main] = [await banner.boundingBox(), await page.locator('main').boundingBox()];
    expect(bar!.height).toBeLessThanOrEqual(48);
    expect(main!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height - 1);
    await context.close();
  });
});
