import { MESSAGES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser';
import { DEMO_PROJECT, DESKTOP, LANGS, MOBILE, apiToken, call, expectRoute, openSignedIn, useBrowser } from './helpers';

// Batch actions and the configuration hub's links: on a phone the admin deletes two projects at once
// (after "select at least one data"), with the header's "?" on the page; on a desktop each of the
// hub's seven list links opens its list narrowed to the chosen project; an incomplete form says
// "please complete the form" (a message on a desktop, a toast on a phone).
const browser = useBrowser();

const CONFIRM = { 'zh-CN': '确定删除选中的 2 条数据?', 'en-US': 'Delete the 2 selected rows?' } as const;

describe.each(LANGS)('batch delete on a phone (%s)', (lang) => {
  it('the admin selects two projects, is asked with their count, and both are gone', async () => {
    const token = await apiToken('admin');
    const stamp = `${Date.now()}`.slice(-6);
    const names = lang === 'zh-CN' ? [`批量甲${stamp}`, `批量乙${stamp}`] : [`BatchA${stamp}`, `BatchB${stamp}`];
    const ids: number[] = [];
    for (const name of names) ids.push((await call<{ id: number }>(token, 'POST', 'projects', { name, location: '120.6,31.3' })).id);

    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'admin', '/items/item_page', { language: lang });
    const list = page.getByTestId('items-page');
    for (const name of names) await list.locator('.adm-list-item', { hasText: name }).waitFor();
    // The header's "?" is there on a phone page too, opening the projects section.
    const help = page.locator('.adm-nav-bar').getByTestId('manual-link');
    expect(await help.getAttribute('data-section')).toBe('projects');
    expect(await help.getAttribute('href')).toBe('#/manual/projects');

    // Select mode: nothing chosen yet, delete says "select at least one data".
    await page.getByTestId('mobile-projects-batch-delete-select').click();
    await page.getByTestId('mobile-projects-batch-delete').click();
    await page.locator('.adm-toast-main', { hasText: MESSAGES[lang]['validation.selectOne'] }).waitFor();
    // A tap on a row chooses it (it does not open the project); the other by its checkbox.
    await list.locator('.adm-list-item', { hasText: names[0]! }).click();
    await page.getByTestId(`mobile-project-check-${ids[1]}`).click();
    await expectRoute(page, '/items/item_page');
    await expect.poll(() => page.getByTestId('mobile-projects-batch-delete-count').innerText()).toContain('2');
    await page.getByTestId('mobile-projects-batch-delete').click();
    await page.locator('.adm-dialog-content', { hasText: CONFIRM[lang] }).waitFor();
    await page.getByTestId('mobile-projects-batch-delete-confirm').click();
    for (const name of names) await list.locator('.adm-list-item', { hasText: name }).waitFor({ state: 'detached' });
    // The select mode closes, and the server no longer has them.
    await page.getByTestId('mobile-projects-batch-delete-select').waitFor();
    const left = await call<{ items: { id: number }[] }>(token, 'GET', 'projects?page=1&pageSize=500');
    expect(left.items.filter((project) => ids.includes(project.id))).toEqual([]);
    await context.close();
  });
});

/** The seven list links of the hub, the page each opens and that page's project filter. */
const LINKS = [
  ['alarmSources', '/configure/alarm_config', 'alarm-config-project', 'alarm-sources-panel'],
  ['recipes', '/deviceMent/plan_page', 'recipes-project', 'recipes-page'],
  ['triggers', '/configure/configure_trigger', 'automation-project', 'triggers-page'],
  ['assignments', '/configure/configure_assignment', 'automation-project', 'assignments-page'],
  ['collectionTasks', '/configure/configure_history_data', 'tasks-project', 'collection-tasks-page'],
  ['reports', '/configure/configure_report', 'reports-project', 'report-config-page'],
  ['maintenancePlans', '/maintain/maintain_management', 'plan-filter-project', 'maintenance-plans-page'],
] as const;

describe('the configuration hub on a desktop', () => {
  it('each of its seven list links opens the list narrowed to the chosen project', async () => {
    const token = await apiToken('admin');
    const projects = await call<{ items: { id: number; name: string }[] }>(token, 'GET', 'projects?page=1&pageSize=500');
    const projectId = projects.items.find((p) => p.name === DEMO_PROJECT)!.id;
    const { counts } = await call<{ counts: Record<string, number> }>(token, 'GET', `projects/${projectId}/configuration`);
    const hub = `/configure/configure_page?projectId=${projectId}`;

    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'admin', hub, { language: 'zh-CN' });
    for (const [feature, path, filter, list] of LINKS) {
      await page.getByTestId(`configure-link-${feature}`).click();
      await expectRoute(page, `${path}?projectId=${projectId}`);
      // The page shows the project it is narrowed to, and lists what the hub counted (one page of 20 at most).
      await expect.poll(() => page.getByTestId(filter).innerText()).toContain(DEMO_PROJECT);
      const rows = page.getByTestId(list).locator('tbody tr.ant-table-row');
      await expect.poll(() => rows.count(), { message: feature }).toBe(Math.min(counts[feature]!, 20));
      await page.goto(`${page.url().split('#')[0]}#${hub}`);
      await page.getByTestId('configure-card-devices').waitFor();
    }
    await context.close();
  });
});

describe.each(LANGS)('an incomplete form (%s)', (lang) => {
  const complete = MESSAGES[lang]['validation.completeForm'];

  it('desktop: saving an empty report says "please complete the form" beside the field errors', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'admin', '/configure/configure_report', { language: lang });
    const modal = page.locator('.ant-modal', { has: page.getByTestId('report-name') });
    await page.getByTestId('report-add').click();
    await modal.waitFor();
    await modal.locator('.ant-modal-footer .ant-btn-primary').click();
    await page.locator('.ant-message-notice', { hasText: complete }).waitFor();
    await modal.locator('.ant-form-item-explain-error').first().waitFor();
    await context.close();
  });

  it('phone: saving an emptied name says "please complete the form" as a toast', async () => {
    const { context, page } = await openPage(browser(), MOBILE, lang);
    await openSignedIn(page, 'admin', '/home_page_edit_name', { language: lang });
    await page.getByTestId('edit-name-input').locator('input').fill('');
    await page.getByTestId('edit-name-save').click();
    await page.locator('.adm-toast-main', { hasText: complete }).waitFor();
    await context.close();
  });
});
