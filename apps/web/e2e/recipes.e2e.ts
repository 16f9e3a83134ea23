import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage } from './browser';
import { apiToken, openSignedIn, useBrowser } from './helpers';

// Recipes: the demo press's "ABS外壳" downloaded from a desk (zh-CN) and from a phone at the machine
// (en-US), through the demo gateway to its PLC simulator; each download shows its result and lands
// in the recipe log.
const browser = useBrowser();
const RECIPE = 'ABS外壳';

interface Entry {
  id: number;
  recipeName: string;
  status: string;
}

async function api<T>(path: string): Promise<T> {
  const token = await apiToken('demo');
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

const newestEntry = async () => (await api<{ items: Entry[] }>('recipe-downloads?pageSize=1')).items[0]!;

describe('recipes', () => {
  it('downloads a recipe on a desk and on a phone, each in the log', async () => {
    const recipe = (await api<{ items: { id: number; name: string; deviceId: number }[] }>(`recipes?keyword=${encodeURIComponent(RECIPE)}`))
      .items[0]!;

    // The demo gateway has connected and sent its values (the recipe's condition reads the barrel temperature).
    await expect.poll(async () => (await api<{ status: string }>(`devices/${recipe.deviceId}`)).status, { timeout: 20_000 }).toBe('online');

    const desk = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(desk.page, 'demo', '/deviceMent/plan_page', { language: 'zh-CN' });
    await desk.page.getByTestId(`recipe-download-${recipe.id}`).click();
    await desk.page.getByTestId('recipe-download-confirm').click();
    await desk.page.getByText(`配方「${RECIPE}」下发成功`).filter({ visible: true }).waitFor({ timeout: 20_000 });
    const deskEntry = await newestEntry();
    expect(deskEntry).toMatchObject({ recipeName: RECIPE, status: 'succeeded' });
    await desk.page.keyboard.press('Escape');
    await desk.page.getByRole('tab', { name: '配方日志' }).click();
    await desk.page.getByTestId('recipe-log-table').getByText('下发成功').first().waitFor();
    await desk.context.close();

    const phone = await openPage(browser(), MOBILE, 'en-US');
    await openSignedIn(phone.page, 'demo', `/plan_page?deviceId=${recipe.deviceId}`, { language: 'en-US' });
    await phone.page.getByTestId(`recipe-download-${recipe.id}`).click();
    await phone.page.getByRole('dialog').getByText('Download', { exact: true }).click();
    await phone.page.getByText(`Recipe "${RECIPE}" downloaded`).filter({ visible: true }).waitFor({ timeout: 20_000 });
    await expect.poll(async () => (await newestEntry()).id).not.toBe(deskEntry.id);
    expect(await newestEntry()).toMatchObject({ recipeName: RECIPE, status: 'succeeded' });
    await phone.context.close();
  });
});
