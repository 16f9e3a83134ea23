import fs from 'node:fs';
import { MESSAGES } from '@fieldlink/domain';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage, type Lang } from './browser';
import { DEMO_PROJECT, LANGS, expectRoute, openSignedIn, useBrowser } from './helpers';

// Project groups and tree models, a project created with its device in the wizard, and points
// imported from Excel (spec §2, §3, §5, §7 addItemAndDevice): on a desktop the demo company's
// administrator builds them, then finds the project on a phone through the tree picker.
const browser = useBrowser();

const TEXT = {
  'zh-CN': {
    groupBlank: MESSAGES['zh-CN']['validation.groupNameBlank'],
    boxIdTaken: MESSAGES['zh-CN']['error.boxIdTaken'],
    required: MESSAGES['zh-CN']['validation.required'],
    slopeZero: MESSAGES['zh-CN']['validation.slopeZero'],
    allNodes: '全部节点',
    confirm: '确定',
    slopeLabel: '斜率',
  },
  'en-US': {
    groupBlank: MESSAGES['en-US']['validation.groupNameBlank'],
    boxIdTaken: MESSAGES['en-US']['error.boxIdTaken'],
    required: MESSAGES['en-US']['validation.required'],
    slopeZero: MESSAGES['en-US']['validation.slopeZero'],
    allNodes: 'Whole tree',
    confirm: 'OK',
    slopeLabel: 'Slope',
  },
} as const;

interface Created {
  project: string;
  device: string;
  node: string;
}
/** What the desktop test of each language created, for the phone test. */
const created = new Map<Lang, Created>();

const input = (page: Page, testId: string) => page.locator(`input[data-testid="${testId}"], [data-testid="${testId}"] input`).first();

/** The names in the project table. */
async function tableNames(page: Page): Promise<string[]> {
  return page.getByTestId('projects-table').locator('[data-testid^="project-open-"]').allTextContents();
}

describe.each(LANGS)('project groups, tree and wizard on a desktop (%s)', (lang) => {
  it('creates a group and a node, a project with its device, and refuses a points file with a bad row', async () => {
    const text = TEXT[lang];
    const stamp = `${Date.now()}`.slice(-6);
    const names: Created = {
      project: lang === 'zh-CN' ? `向导项目${stamp}` : `WizardPlant${stamp}`,
      device: lang === 'zh-CN' ? `向导设备${stamp}` : `WizardPress${stamp}`,
      node: lang === 'zh-CN' ? `测试区域${stamp}` : `TestArea${stamp}`,
    };
    const group = lang === 'zh-CN' ? `测试分组${stamp}` : `TestGroup${stamp}`;
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', '/item/item_page', { language: lang });

    // The seeded tree filters the list: 苏州 holds the Suzhou plant only.
    const tree = page.getByTestId('project-tree');
    await tree.getByText('华东区域').waitFor();
    await tree.getByText('苏州', { exact: true }).click();
    await expect.poll(() => tableNames(page)).toEqual([DEMO_PROJECT]);
    await page.getByTestId('tree-node-all').click();

    // A group: a blank name is refused with the spec's sentence, then it is added.
    await page.getByTestId('project-groups-manage').click();
    await page.getByTestId('group-add').click();
    await page.getByTestId('group-form-submit').click();
    await page.locator('.ant-form-item-explain-error', { hasText: text.groupBlank }).waitFor();
    await input(page, 'group-form-name').fill(group);
    await page.getByTestId('group-form-submit').click();
    await page.getByTestId('groups-table').getByText(group).waitFor();
    await page.locator('.ant-modal-close:visible').first().click();

    // A root node of the tree model.
    await page.getByTestId('tree-add-root').click();
    await input(page, 'tree-form-name').fill(names.node);
    await page.getByTestId('tree-form-submit').click();
    await tree.getByText(names.node).waitFor();

    // The wizard: project, device, confirm. A taken box ID sends it back to the device step.
    await page.getByTestId('project-wizard-open').click();
    await input(page, 'wizard-project-name').fill(names.project);
    await input(page, 'wizard-project-location').fill('120.7,31.3');
    await page.getByTestId('wizard-project-form').getByTestId('project-form-group').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: group }).click();
    await page.getByTestId('wizard-project-form').getByTestId('project-form-treeNode').click();
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper', { hasText: names.node }).click();
    await page.getByTestId('wizard-next').click();
    await input(page, 'wizard-device-name').fill(names.device);
    await input(page, 'wizard-device-boxId').fill('DEMOPRESS001');
    await input(page, 'wizard-device-boxPassword').fill('box pass 1');
    await page.getByTestId('wizard-next').click();
    const confirm = page.getByTestId('wizard-confirm');
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(group);
    expect(await confirm.textContent()).toContain(names.node);
    await page.getByTestId('wizard-create').click();
    const boxError = page.locator('.ant-form-item-explain-error', { hasText: text.boxIdTaken });
    await boxError.waitFor();
    expect(await page.getByTestId('wizard-device-form').isVisible()).toBe(true);
    await page.getByTestId('wizard-device-boxId-generate').click();
    await boxError.waitFor({ state: 'detached' });
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-create').click();
    await page.getByTestId('project-wizard').waitFor({ state: 'hidden' });

    // The new node lists the new project, in its group.
    await tree.getByText(names.node).click();
    await expect.poll(() => tableNames(page)).toEqual([names.project]);
    const row = page.getByTestId('projects-table').locator('tr', { hasText: names.project });
    expect(await row.textContent()).toContain(group);

    // The device's points editor: a template with a row whose slope is 0 imports nothing.
    await page.goto(`${baseUrl()}/#/deviceMent/deviceConfigration`);
    const deviceRow = page.getByTestId('devices-table').locator('tr', { hasText: names.device });
    await deviceRow.waitFor();
    expect(await deviceRow.textContent()).toContain(names.project);
    await deviceRow.locator('[data-testid^="device-points-"]').click();
    await expectRoute(page, /^\/deviceMent\/configure_item_query\?deviceId=\d+/);
    await page.getByTestId('points-page').waitFor();

    const [templateDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('points-template').click()]);
    expect(templateDownload.suggestedFilename()).toMatch(/^(数据点导入模板|Points import template) \d{4}-\d{2}-\d{2}\.xlsx$/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(fs.readFileSync((await templateDownload.path())!) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const example = (sheet.getRow(2).values as unknown[]).slice(1);
    const slopeColumn = (sheet.getRow(1).values as unknown[]).findIndex((title) => String(title).endsWith('(slope)'));
    const bad = [...example];
    bad[0] = `bad_${stamp}`;
    bad[slopeColumn - 1] = 0;
    sheet.addRow(bad);
    const file = Buffer.from(await book.xlsx.writeBuffer());

    await page.getByTestId('points-import').click();
    await page
      .locator('.ant-modal .ant-upload input[type=file]')
      .setInputFiles({ name: 'points.xlsx', mimeType: 'application/octet-stream', buffer: file });
    await expect.poll(() => page.getByTestId('points-import-file-name').textContent()).toBe('points.xlsx');
    await page.getByTestId('points-import-submit').click();
    const report = page.getByTestId('points-import-report');
    await report.waitFor();
    const reportRow = report.locator('tbody tr.ant-table-row').first();
    await reportRow.waitFor();
    expect(await reportRow.textContent()).toContain('3');
    expect(await reportRow.textContent()).toContain(text.slopeLabel);
    expect(await reportRow.textContent()).toContain(text.slopeZero);
    await page.locator('.ant-modal-close:visible').first().click();
    // Nothing was imported, not even the good example row.
    expect(await page.getByTestId('points-table').locator('tbody tr.ant-table-row').count()).toBe(0);

    // Export answers with the server's file name.
    const [exportDownload] = await Promise.all([page.waitForEvent('download'), page.getByTestId('points-export').click()]);
    expect(exportDownload.suggestedFilename()).toMatch(/^.+ (数据点|points) \d{4}-\d{2}-\d{2}\.xlsx$/);

    created.set(lang, names);
    await context.close();
  });
});

describe.each(LANGS)('projects by tree node on a phone (%s)', (lang) => {
  it('picks the node in the picker and opens the project with its device', async () => {
    const names = created.get(lang);
    expect(names, 'the desktop test of this language ran first').toBeDefined();
    if (!names) return;
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'demo', '/items/item_page', { language: lang });
    const list = page.getByTestId('items-page');
    await list.getByText(DEMO_PROJECT).waitFor();
    expect(await page.getByTestId('mobile-node-filter').textContent()).toContain(TEXT[lang].allNodes);

    await page.getByTestId('mobile-node-filter').click();
    // A tap, as on a phone: the wheel scrolls to the row, OK confirms it.
    await page.locator('.adm-picker-view-column-item', { hasText: names.node }).tap();
    await page.locator('.adm-picker-header-button', { hasText: TEXT[lang].confirm }).click();
    await expect.poll(() => page.getByTestId('mobile-node-filter').textContent()).toContain(names.node);
    const project = list.locator('.adm-list-item', { hasText: names.project });
    await project.waitFor();
    await expect.poll(() => list.locator('.adm-list-item').count()).toBe(1);

    await project.click();
    await expectRoute(page, /^\/item\/item_query\?itemId=\d+&itemName=/);
    await page.getByTestId('mobile-project-name').getByText(names.project).waitFor();
    await page.getByTestId('mobile-project-page').locator('.adm-card', { hasText: names.device }).waitFor();
    await context.close();
  });

  it('adds a project with its OPC UA device in two steps, showing a refused box ID on the device step', async () => {
    const stamp = `${Date.now()}`.slice(-6);
    const project = lang === 'zh-CN' ? `手机项目${stamp}` : `PhonePlant${stamp}`;
    const device = lang === 'zh-CN' ? `手机设备${stamp}` : `PhonePress${stamp}`;
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'demo', '/items/item_page', { language: lang });
    await page.getByTestId('mobile-project-add').click();
    await expectRoute(page, '/items/item_add');
    await input(page, 'mobile-wizard-project-name').fill(project);
    await input(page, 'mobile-wizard-project-location').fill('120.3,31.5');
    await page.getByTestId('mobile-wizard-next').click();
    await input(page, 'mobile-wizard-device-name').fill(device);
    await input(page, 'mobile-wizard-device-boxId').fill('DEMOCOOL0002');
    await input(page, 'mobile-wizard-device-boxPassword').fill('box pass 2');
    // The protocol's own fields only: OPC UA asks for its endpoint, not an IP.
    await page.getByTestId('mobile-new-project').locator('.adm-selector-item', { hasText: 'OPC UA' }).click();
    await input(page, 'mobile-device-endpoint').waitFor();
    expect(await input(page, 'mobile-device-ip').count()).toBe(0);
    await page.getByTestId('mobile-wizard-create').click();
    await page.locator('.adm-form-item-feedback-error', { hasText: TEXT[lang].required }).waitFor();
    await input(page, 'mobile-device-endpoint').fill('opc.tcp://192.168.1.20:4840');
    await page.getByTestId('mobile-wizard-create').click();
    await page.locator('.adm-form-item-feedback-error', { hasText: TEXT[lang].boxIdTaken }).waitFor();
    await page.getByTestId('mobile-wizard-boxId-generate').click();
    await page.getByTestId('mobile-wizard-create').click();
    await expectRoute(page, /^\/item\/item_query\?itemId=\d+&itemName=/);
    await page.getByTestId('mobile-project-name').getByText(project).waitFor();
    await page.getByTestId('mobile-project-page').locator('.adm-card', { hasText: device }).waitFor();
    await context.close();
  });
});
