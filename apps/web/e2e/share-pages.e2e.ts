import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, openPage, type Lang } from './browser';
import { DEMO_PROJECT, DESKTOP, apiToken, call, openSignedIn, useBrowser } from './helpers';

// Issue 37 "Done when": every kind of share link opened signed out shows the figures the same page
// shows signed in (a shared large screen once showed "—" open alarms, an empty ticker and a raw `1`
// for a running state). The figures that move with the demo's live values are compared by kind
// (a word stays a word), the counted ones exactly.
const browser = useBrowser();

interface Wall {
  id: number;
  name: string;
  projectName: string;
}

async function shareLink(token: string, objectType: string, objectId: number): Promise<string> {
  const { link } = await call<{ link: string }>(token, 'POST', 'share-links', {
    objectType,
    objectId,
    authority: 'open',
    expiresInDays: 1,
  });
  return `${baseUrl()}/#/share/${link}`;
}

/** The counted figures of a large screen: device states, open alarms and orders, the ticker's rows. */
async function screenFigures(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const figures: Record<string, string> = {};
    for (const element of document.querySelectorAll('[data-testid^="screen-status-"]'))
      figures[element.getAttribute('data-testid')!] = element.textContent ?? '';
    for (const widget of document.querySelectorAll('[data-kind="kpi"]')) {
      const figure = widget.querySelector('[data-value]');
      const caption = widget.firstElementChild?.textContent ?? '';
      // A point's KPI moves with the demo; the counted metrics (open alarms, orders, devices) do not.
      if (figure && !/\d\.\d/.test(figure.getAttribute('data-value') ?? '')) figures[`kpi:${caption}`] = figure.getAttribute('data-value')!;
    }
    figures.ticker = document.querySelector('[data-testid="screen-alarm-ticker"]')?.textContent ?? 'none';
    return figures;
  });
}

/** A device page's value cells reduced to their kind: a number (with its unit) or the word shown. */
async function valueKinds(page: Page, table: string): Promise<string[]> {
  return page
    .getByTestId(table)
    .locator('[data-testid^="live-value-"]')
    .evaluateAll((cells) =>
      cells.map((cell) => {
        const text = (cell.textContent ?? '').trim();
        return /^-?[\d,]+(\.\d+)?/.test(text) ? `number${text.replace(/^-?[\d,]+(\.\d+)?/, '')}` : `word:${text}`;
      }),
    );
}

interface ViewRow {
  id: number;
  name: string;
  platform: 'pc' | 'mobile' | 'popup';
  isMain: boolean;
}

/** A drawn view's figures: how many elements it draws, and its value displays reduced to their kind (a word stays a word). */
async function viewFigures(page: Page): Promise<string> {
  const view = page.getByTestId('scada-view');
  const elements = await view.locator('[data-element-id]').count();
  const values = await view.locator('[data-kind="value"] text').evaluateAll((nodes) =>
    nodes.map((node) => {
      const text = (node.textContent ?? '').trim();
      return /^-?[\d,]+(\.\d+)?/.test(text) ? `number${text.replace(/^-?[\d,]+(\.\d+)?/, '')}` : `word:${text}`;
    }),
  );
  return JSON.stringify({ elements, values });
}

/** The demo project: its id, group and views. */
async function demoProject(token: string): Promise<{ id: number; groupId: number | null; views: ViewRow[] }> {
  const projects = await call<{ items: { id: number; name: string; groupId?: number | null }[] }>(
    token,
    'GET',
    'projects?page=1&pageSize=50',
  );
  const project = projects.items.find((item) => item.name === DEMO_PROJECT)!;
  return { id: project.id, groupId: project.groupId ?? null, views: await call<ViewRow[]>(token, 'GET', `projects/${project.id}/views`) };
}

/**
 * Opens `url` signed out and the project page signed in on the view the share shows first, and
 * polls until both draw the same figures (live values may differ between two reads, their kinds not).
 */
async function compareViews(lang: Lang, url: string, projectId: number): Promise<void> {
  const visitor = await openPage(browser(), DESKTOP, lang);
  await visitor.page.addInitScript((language) => localStorage.setItem('language', language), lang);
  await visitor.page.goto(url);
  const outside = visitor.page.getByTestId('scada-view');
  await outside.locator('[data-kind="value"] text').first().waitFor();
  const token = await apiToken('demo');
  const views = await call<ViewRow[]>(token, 'GET', `projects/${projectId}/views`);
  const signed = await openPage(browser(), DESKTOP, lang);
  await openSignedIn(signed.page, 'demo', `/item/item_query?itemId=${projectId}&itemName=${encodeURIComponent(DEMO_PROJECT)}`, {
    language: lang,
  });
  await signed.page.getByTestId('scada-view').locator('[data-kind="value"] text').first().waitFor();
  // The signed-in page on the view the share drew (by its name in the share's switcher, when it has one).
  const main = views.find((view) => view.isMain && view.platform === 'pc')!;
  const shownName = (await visitor.page.locator('.ant-segmented-item-selected').count())
    ? ((await visitor.page.locator('.ant-segmented-item-selected').textContent()) ?? main.name)
    : main.name;
  const switcher = signed.page.getByTestId('scada-view-switcher');
  if ((await switcher.count()) > 0 && shownName !== main.name) await switcher.getByText(shownName, { exact: true }).first().click();
  await expect
    .poll(async () => {
      const [a, b] = [await viewFigures(signed.page), await viewFigures(visitor.page)];
      return a === b && JSON.parse(a).elements > 0 ? 'same' : `${a} ≠ ${b}`;
    })
    .toBe('same');
  await signed.context.close();
  await visitor.context.close();
}

describe('share links show what the signed-in pages show', () => {
  it.each(['zh-CN', 'en-US'] as const)(
    'a project: its main view draws the same figures, signed out as signed in (%s)',
    async (lang: Lang) => {
      const token = await apiToken('demo');
      const project = await demoProject(token);
      await compareViews(lang, await shareLink(token, 'project', project.id), project.id);
    },
  );

  it.each(['zh-CN', 'en-US'] as const)('a view: it draws the same figures, signed out as signed in (%s)', async (lang: Lang) => {
    const token = await apiToken('demo');
    const project = await demoProject(token);
    const main = project.views.find((view) => view.isMain && view.platform === 'pc')!;
    await compareViews(lang, await shareLink(token, 'view', main.id), project.id);
  });

  it.each(['zh-CN', 'en-US'] as const)(
    'a project group: the demo project’s view draws the same figures, and it lists the same devices, signed out as signed in (%s)',
    async (lang: Lang) => {
      const token = await apiToken('demo');
      // A group of the demo project alone, so the share's first view is the demo project's main view.
      const group = await call<{ id: number }>(token, 'POST', 'project-groups', {
        name: `E2E ${lang} ${Date.now().toString(36)}`.slice(0, 16),
      });
      const project = await demoProject(token);
      await call(token, 'PUT', `projects/${project.id}`, { groupId: group.id });
      try {
        const url = await shareLink(token, 'group', group.id);
        await compareViews(lang, url, project.id);
        // Its devices: the project's, each with the status the device list shows signed in.
        const devices = await call<{ items: { name: string }[]; total: number }>(
          token,
          'GET',
          `devices?page=1&pageSize=200&projectId=${project.id}`,
        );
        const visitor = await openPage(browser(), DESKTOP, lang);
        await visitor.page.goto(url);
        await visitor.page.getByTestId('shared-tabs').locator('.ant-tabs-tab').last().click();
        await visitor.page.getByTestId('shared-device-link').first().waitFor();
        const shared = await visitor.page.getByTestId('shared-device-link').allTextContents();
        expect([...shared].sort()).toEqual(devices.items.map((device) => device.name).sort());
        await visitor.context.close();
      } finally {
        await call(token, 'PUT', `projects/${project.id}`, { groupId: project.groupId });
      }
    },
  );

  it.each(['zh-CN', 'en-US'] as const)(
    'a large screen: the same counts, ticker and states, signed out as signed in (%s)',
    async (lang: Lang) => {
      const token = await apiToken('demo');
      const screens = await call<{ items: Wall[] }>(token, 'GET', 'screens?page=1&pageSize=500');
      const wall = screens.items.find((item) => item.name === '车间大屏' && item.projectName === DEMO_PROJECT)!;
      const url = await shareLink(token, 'screen', wall.id);
      const size = { viewport: { width: 1920, height: 1080 }, locale: lang, deviceScaleFactor: 1 };

      const signedIn = await browser().newContext(size);
      const inside = await signedIn.newPage();
      await openSignedIn(inside, 'demo', `/largeScreen?screenId=${wall.id}`, { language: lang });
      const visitor = await browser().newContext(size);
      const outside = await visitor.newPage();
      await outside.addInitScript((language) => localStorage.setItem('language', language), lang);
      await outside.goto(url);
      for (const page of [inside, outside]) {
        await page.getByTestId('screen-canvas').waitFor();
        await page.locator('[data-testid^="screen-status-"]').first().waitFor();
      }
      // Both read the same data once loaded (a figure may change between the two reads: polled until they agree).
      await expect
        .poll(async () => {
          const [a, b] = [await screenFigures(inside), await screenFigures(outside)];
          return JSON.stringify(a) === JSON.stringify(b) && Object.values(a).every((value) => value !== '—')
            ? 'same'
            : JSON.stringify([a, b]);
        })
        .toBe('same');
      await signedIn.close();
      await visitor.close();
    },
  );

  it.each(['zh-CN', 'en-US'] as const)(
    'a device: the same points, units and state words, signed out as signed in (%s)',
    async (lang: Lang) => {
      const token = await apiToken('demo');
      // The demo press: a device of the seed with live points (another test's device may have none).
      const devices = await call<{ items: { id: number; boxId: string }[] }>(
        token,
        'GET',
        'devices?page=1&pageSize=50&keyword=DEMOPRESS001',
      );
      const device = devices.items.find((item) => item.boxId === 'DEMOPRESS001')!;
      const url = await shareLink(token, 'device', device.id);
      const signed = await openPage(browser(), DESKTOP, lang);
      await openSignedIn(signed.page, 'demo', `/deviceInfo?deviceId=${device.id}`, { language: lang });
      const visitor = await openPage(browser(), DESKTOP, lang);
      await visitor.page.goto(url);
      await signed.page.getByTestId('monitor-table').locator('[data-testid^="live-value-"]').first().waitFor();
      await visitor.page.getByTestId('shared-device-values').locator('[data-testid^="live-value-"]').first().waitFor();
      await expect
        .poll(async () => {
          const [a, b] = [await valueKinds(signed.page, 'monitor-table'), await valueKinds(visitor.page, 'shared-device-values')];
          return JSON.stringify([...a].sort()) === JSON.stringify([...b].sort()) ? 'same' : JSON.stringify([a, b]);
        })
        .toBe('same');
      await signed.context.close();
      await visitor.context.close();
    },
  );
});
