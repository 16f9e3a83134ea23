import { describe, expect, it } from 'vitest';
import { openPage } from './browser';
import { DEMO_PROJECT, DESKTOP, MOBILE, apiToken, call, expectRoute, openSignedIn, pickOption, useBrowser } from './helpers';

// The project configuration hub (/configure/configure_page) counts what the demo plant has and
// opens the charging rooms filtered to it; there the demo user creates a room priced peak/valley (a
// day left uncovered is refused first), in Chinese on the desktop; on the phone the rooms are a list with the page's explanation, in English.
const browser = useBrowser();

describe('project configuration and charging rooms', () => {
  it('desktop: the hub counts the demo plant, its charging rooms link opens filtered, and a room is created', async () => {
    const token = await apiToken('demo');
    const projects = await call<{ items: { id: number; name: string }[] }>(token, 'GET', 'projects?page=1&pageSize=50');
    const projectId = projects.items.find((p) => p.name === DEMO_PROJECT)!.id;
    const expected = await call<{ counts: Record<string, number> }>(token, 'GET', `projects/${projectId}/configuration`);
    expect(expected.counts.devices).toBeGreaterThan(0);

    const { context, page } = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(page, 'demo', '/configure/configure_page', { language: 'zh-CN' });
    await page.getByTestId('configure-page').waitFor();
    await pickOption(page, 'configure-project', DEMO_PROJECT);
    const devices = page.getByTestId('configure-card-devices');
    await expect.poll(() => devices.locator('.ant-statistic-content-value').innerText()).toBe(String(expected.counts.devices));
    await expect.poll(() => page.getByTestId('configure-card-chargingRooms').locator('.ant-statistic-content-value').innerText()).toBe('1');
    await expect
      .poll(() => page.getByTestId('configure-card-views').locator('.ant-statistic-content-value').innerText())
      .toBe(String(expected.counts.views));

    await page.getByTestId('configure-link-chargingRooms').click();
    await expectRoute(page, `/deviceMent/velvetRoomConfiguration?projectId=${projectId}`);
    const rooms = page.getByTestId('charging-rooms');
    await expect.poll(() => rooms.innerText()).toContain('员工电动车充电房');
    expect(await page.getByTestId('rooms-intro').innerText()).toContain('充电房是放置换电柜');

    await page.getByTestId('room-add').click();
    await page.getByTestId('room-name').fill('西区换电站');
    await page.getByTestId('room-capacity').fill('16');
    // Peak/valley on, one period of the usual day taken away: the day is not covered and nothing is saved.
    // (Clicks through the DOM event: the demo's welcome notice may lie over the form's lower left.)
    await page.getByTestId('room-tou').dispatchEvent('click');
    const periods = page.getByTestId('room-periods');
    await periods.waitFor();
    await periods.locator('button.ant-btn-dangerous').first().dispatchEvent('click');
    await page.getByTestId('room-save').dispatchEvent('click');
    await expect.poll(() => page.locator('.ant-message').innerText()).toContain('峰谷电价的时段须覆盖全天 24 小时');
    await periods.getByRole('button', { name: '使用常用峰谷时段' }).dispatchEvent('click');
    await page.getByTestId('room-save').dispatchEvent('click');
    await expect.poll(() => rooms.innerText()).toContain('西区换电站');
    const stored = await call<{ items: { name: string; capacity: number; projectId: number; tariff: { timeOfUse: boolean } }[] }>(
      token,
      'GET',
      `charging-rooms?projectId=${projectId}`,
    );
    expect(stored.items.find((r) => r.name === '西区换电站')).toMatchObject({ capacity: 16, projectId, tariff: { timeOfUse: true } });
    await context.close();
  });

  it('phone: the rooms are a list under the explanation', async () => {
    const { context, page } = await openPage(browser(), MOBILE, 'en-US');
    await openSignedIn(page, 'demo', '/velvetRoomConfiguration', { language: 'en-US' });
    const list = page.getByTestId('charging-rooms-mobile');
    await expect.poll(() => list.innerText()).toContain('员工电动车充电房');
    expect(await list.innerText()).toContain('A charging room is a site where battery-swap');
    await context.close();
  });
});
