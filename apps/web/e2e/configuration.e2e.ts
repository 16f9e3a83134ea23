import { BOX_ID_PATTERN, DATA_TYPES, MESSAGES } from '@fieldlink/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, adminPassword, baseUrl, openPage, type Lang } from './browser';
import { LANGS, expectRoute, openSignedIn, pickOption, submitLogin, useBrowser } from './helpers';

// Configuration end to end against the real server: on a desktop the admin creates a project, a
// device and two data points (the first after a validation error), then on a phone finds them.
const browser = useBrowser();

const CONFIG_TEXT = {
  'zh-CN': {
    slopeZero: MESSAGES['zh-CN']['validation.slopeZero'],
    selectOne: MESSAGES['zh-CN']['validation.selectOne'],
    offline: '离线',
    oneDevice: '1 台设备',
  },
  'en-US': {
    slopeZero: MESSAGES['en-US']['validation.slopeZero'],
    selectOne: MESSAGES['en-US']['validation.selectOne'],
    offline: 'Offline',
    oneDevice: '1 device',
  },
} as const;

interface Created {
  project: string;
  device: string;
  points: string[];
}
/** What the desktop test of each language created, for the mobile test. */
const created = new Map<Lang, Created>();

/** An antd input by its test id, whether the id sits on the input or on its wrapper. */
const input = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

async function fillPoint(page: Page, lang: Lang, point: { name: string; address: number; dataType: 1 | 2; slope: string }) {
  await page.getByTestId('point-form').waitFor();
  await input(page, 'point-form-name').fill(point.name);
  await pickOption(page, 'point-form-area', '4x', '4x');
  await input(page, 'point-form-address').fill(String(point.address));
  await pickOption(page, 'point-form-dataType', DATA_TYPES[point.dataType].label[lang]);
  await input(page, 'point-form-unit').fill('kPa');
  await input(page, 'point-form-slope').fill(point.slope);
}

describe.each(LANGS)('configuration on a desktop (%s)', (lang) => {
  it('the admin creates a project, a device and two data points and sees them listed', async () => {
    const text = CONFIG_TEXT[lang];
    const stamp = `${Date.now()}`.slice(-6);
    const names: Created = {
      project: lang === 'zh-CN' ? `配置测试${stamp}` : `ConfigTest${stamp}`,
      device: lang === 'zh-CN' ? `测试设备${stamp}` : `TestDevice${stamp}`,
      points: [`pressure_${stamp}`, `level_${stamp}`],
    };
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin', '/item/item_page', { language: lang });

    // The project: name and location; it appears in the table and on the map.
    await page.getByTestId('project-add').click();
    await input(page, 'project-form-name').fill(names.project);
    await input(page, 'project-form-location').fill('120.6, 31.3');
    await page.getByTestId('project-form-submit').click();
    await page.getByTestId('projects-table').getByText(names.project).waitFor();
    await expect.poll(async () => Number(await page.getByTestId('project-map').getAttribute('data-markers'))).toBeGreaterThan(0);
    await page.locator('.leaflet-tooltip', { hasText: names.project }).waitFor();

    // The device: in that project, with a generated box ID.
    await page.goto(`${baseUrl()}/#/deviceMent/deviceConfigration`);
    await page.getByTestId('device-add').click();
    await page.getByTestId('device-form').waitFor();
    await pickOption(page, 'device-form-project', names.project, names.project);
    await input(page, 'device-form-name').fill(names.device);
    await page.getByTestId('device-form-boxId-generate').click();
    const boxId = await input(page, 'device-form-boxId').inputValue();
    expect(boxId).toMatch(BOX_ID_PATTERN);
    await input(page, 'device-form-boxPassword').fill('box pass 1');
    await page.getByTestId('device-form-submit').click();
    const row = page.getByTestId('devices-table').locator('tr', { hasText: names.device });
    await row.waitFor();
    expect(await row.textContent()).toContain(boxId);
    expect(await row.textContent()).toContain(names.project);
    expect(await row.textContent()).toContain(text.offline);

    // Its points: the batch delete asks for a selection first.
    await row.locator('[data-testid^="device-points-"]').click();
    await expectRoute(page, /^\/deviceMent\/configure_item_query\?deviceId=\d+/);
    await page.getByTestId('points-page').waitFor();
    await page.getByTestId('points-batch-delete').click();
    await page.locator('.ant-message', { hasText: text.selectOne }).waitFor();

    // The first point: slope 0 is refused as typed, on the slope field; fixed, it saves.
    await page.getByTestId('point-add').click();
    await fillPoint(page, lang, { name: names.points[0]!, address: 10, dataType: 2, slope: '0' });
    const slopeError = page.locator('.ant-form-item-explain-error', { hasText: text.slopeZero });
    await slopeError.waitFor();
    await page.getByTestId('point-form-submit').click();
    await slopeError.waitFor();
    expect(await page.getByTestId('points-table').getByText(names.points[0]!).count()).toBe(0);
    await input(page, 'point-form-slope').fill('0.5');
    await slopeError.waitFor({ state: 'detached' });
    await page.getByTestId('point-form-submit').click();
    await page.getByTestId('points-table').getByText(names.points[0]!).waitFor();

    // The second point.
    await page.getByTestId('point-add').click();
    await fillPoint(page, lang, { name: names.points[1]!, address: 11, dataType: 1, slope: '2' });
    await page.getByTestId('point-form-submit').click();
    await page.getByTestId('points-table').getByText(names.points[1]!).waitFor();
    const first = page.getByTestId('points-table').locator('tr', { hasText: names.points[0]! });
    expect(await first.textContent()).toContain(DATA_TYPES[2].label[lang]);
    expect(await first.textContent()).toContain('kPa');
    expect(await page.getByTestId('points-table').locator('tbody tr.ant-table-row').count()).toBe(2);

    // The project page lists the device with its two points.
    await page.goto(`${baseUrl()}/#/item/item_page`);
    await page.getByTestId('projects-table').getByText(names.project).click();
    await expectRoute(page, /^\/item\/item_query\?itemId=\d+&itemName=/);
    const deviceRow = page.getByTestId('project-devices-table').locator('tr', { hasText: names.device });
    await deviceRow.waitFor();
    expect(await deviceRow.textContent()).toContain(text.offline);

    created.set(lang, names);
    await context.close();
  });
});

describe.each(LANGS)('project import on a desktop (%s)', (lang) => {
  it('warns that importing overwrites, and shows the row the server refuses', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', '/item/item_page', { language: lang });
    const row = page.getByTestId('projects-table').locator('tr', { hasText: '苏州注塑一厂' });
    await row.waitFor();
    await row.locator('[data-testid^="project-import-"]').click();
    expect(await page.getByTestId('project-import-warning').textContent()).toContain('苏州注塑一厂');
    const file = {
      format: 'fieldlink-project',
      version: 1,
      project: { name: '导入测试', location: '120.1,31.1' },
      devices: [
        { name: 'ok', boxId: 'AAAAAAAAAAAA', points: [] },
        { name: 'bad', boxId: 'short', points: [] },
      ],
    };
    await page
      .locator('.ant-modal .ant-upload input[type=file]')
      .setInputFiles({ name: 'project.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(file)) });
    await page.getByTestId('project-import-summary').waitFor();
    await page.getByTestId('project-import-submit').click();
    expect(await page.getByTestId('project-import-error').textContent()).toContain('devices[1].boxId');
    await context.close();
  });
});

describe.each(LANGS)('configuration on a phone (%s)', (lang) => {
  it('the admin finds the project, its device and its points', async () => {
    const names = created.get(lang);
    expect(names, 'the desktop test of this language ran first').toBeDefined();
    if (!names) return;
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await page.goto(`${baseUrl()}/#/login`);
    await submitLogin(page, 'admin', adminPassword());
    await page.getByTestId('tabbar-items').click();
    await expectRoute(page, /^\/items\/item_page/);
    const project = page.getByTestId('items-page').locator('.adm-list-item', { hasText: names.project });
    await project.waitFor();
    await expect.poll(() => project.textContent()).toContain(CONFIG_TEXT[lang].oneDevice);
    await project.click();
    await expectRoute(page, /^\/item\/item_query\?itemId=\d+&itemName=/);
    await page.getByTestId('mobile-project-name').getByText(names.project).waitFor();
    const device = page.getByTestId('mobile-project-page').locator('.adm-card', { hasText: names.device });
    await device.waitFor();
    for (const point of names.points) await device.getByText(point).waitFor();
    expect(await device.textContent()).toContain('kPa');
    expect(await device.textContent()).toContain(CONFIG_TEXT[lang].offline);
    await context.close();
  });
});
