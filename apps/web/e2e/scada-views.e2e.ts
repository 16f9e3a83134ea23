import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser';
import { COMBINATIONS, DEMO_PROJECT, DESKTOP, apiToken, call, isDesktop, openSignedIn, useBrowser } from './helpers';

// SCADA views at run time on the demo project 苏州注塑一厂 (views seeded by the server): its page
// opens the main view first (PC on desktop, mobile on the phone) with the devices a tab away, the
// view's values move live, its setpoint button writes the press's point through the set-value form,
// and its links open other views.
const browser = useBrowser();

/** The demo press's run state from its status table, as its value display shows it. */
const RUN_STATES = { 'zh-CN': ['运行', '停止', '故障'], 'en-US': ['Running', 'Stopped', 'Fault'] } as const;
const TAB = { 'zh-CN': { views: '画面', devices: '设备' }, 'en-US': { views: 'Views', devices: 'Devices' } } as const;

interface ViewRow {
  id: number;
  name: string;
  platform: 'pc' | 'mobile' | 'popup';
  isMain: boolean;
}

async function demoProject(): Promise<{ id: number; views: ViewRow[] }> {
  const token = await apiToken('demo');
  const projects = await call<{ items: { id: number; name: string }[] }>(token, 'GET', 'projects?page=1&pageSize=50');
  const project = projects.items.find((item) => item.name === DEMO_PROJECT);
  if (!project) throw new Error(`${DEMO_PROJECT} is not in the demo seed`);
  return { id: project.id, views: await call<ViewRow[]>(token, 'GET', `projects/${project.id}/views`) };
}

/** The texts of the view's value displays. */
const valueTexts = (page: Page) =>
  page.locator('[data-testid="scada-view"] [data-kind="value"] text').evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));

describe.each(COMBINATIONS)('SCADA views (%s)', (_label, viewport, lang) => {
  it('opens the project on its main view, values moving live, the devices a tab away', async () => {
    const project = await demoProject();
    const main = project.views.find((view) => view.isMain && view.platform === (isDesktop(viewport) ? 'pc' : 'mobile'))!;
    const { context, page } = await openPage(browser(), viewport, lang);
    await openSignedIn(page, 'demo', `/item/item_query?itemId=${project.id}&itemName=${encodeURIComponent(DEMO_PROJECT)}`, {
      language: lang,
    });
    const view = page.getByTestId('scada-view');
    await view.locator('[data-element-id]').first().waitFor();
    const active = page.locator(isDesktop(viewport) ? '.ant-tabs-tab-active' : '.adm-tabs-tab-active').first();
    expect(await active.textContent()).toContain(TAB[lang].views);
    // The main view of the shell is the one drawn (its element count is the seeded scene's).
    const drawn = await view.locator('[data-element-id]').count();
    expect(drawn).toBeGreaterThan(10);
    await page.getByTestId('scada-view-switcher').getByText(main.name).first().waitFor();
    // The demo press publishes every second: some value display changes.
    const before = (await valueTexts(page)).join('|');
    await page.waitForFunction(
      (previous) =>
        [...document.querySelectorAll('[data-testid="scada-view"] [data-kind="value"] text')]
          .map((node) => node.textContent ?? '')
          .join('|') !== previous,
      before,
      { timeout: 15_000 },
    );
    // The run state is a status table's word in the reader's language, not 0 / 1.
    await expect
      .poll(async () => (await valueTexts(page)).some((text) => (RUN_STATES[lang] as readonly string[]).includes(text)))
      .toBe(true);
    await page
      .locator(isDesktop(viewport) ? '.ant-tabs-tab' : '.adm-tabs-tab')
      .filter({ hasText: TAB[lang].devices })
      .first()
      .click();
    await (
      isDesktop(viewport)
        ? page.getByTestId('project-devices-table')
        : page.getByTestId('mobile-project-page').getByText('注塑机1号').first()
    ).waitFor();
    await context.close();
  });
});

describe('SCADA view controls and links (desktop)', () => {
  it('writes the setpoint through the set-value form and shows it, then follows a link to another view', async () => {
    const project = await demoProject();
    const main = project.views.find((view) => view.isMain && view.platform === 'pc')!;
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(
      page,
      'demo',
      `/item/view_query?itemId=${project.id}&itemName=x&viewId=${main.id}&viewName=${encodeURIComponent(main.name)}`,
      {
        language: 'en-US',
      },
    );
    const button = page.locator('[data-testid="scada-view"] [data-kind="button"] [role="button"]').first();
    await button.waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('false');
    await button.click();
    await page.getByTestId('set-value-input').fill('221.5');
    await page.getByTestId('set-value-submit').click();
    await page.getByTestId('set-value-outcome-ok').waitFor({ timeout: 20_000 });
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="scada-view"] [data-kind="value"] text')].some((node) =>
          node.textContent?.startsWith('221.5'),
        ),
      undefined,
      { timeout: 15_000 },
    );
    // A link to another PC view of the project opens its page.
    const others = project.views.filter((view) => view.platform === 'pc' && view.id !== main.id).map((view) => view.id);
    await page.locator('[data-testid="scada-view"] [data-kind="link"] [role="button"]').last().click();
    await page.waitForFunction(
      (ids) => ids.some((id) => location.hash.includes(`viewId=${id}&`) || location.hash.endsWith(`viewId=${id}`)),
      others,
    );
    await page.getByTestId('scada-view').locator('[data-element-id]').first().waitFor();
    await context.close();
  });
});
