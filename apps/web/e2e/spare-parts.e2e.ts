import { describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, baseUrl, openPage } from './browser';
import { apiToken, openSignedIn, useBrowser } from './helpers';

// Spare parts on a work order: the repairman (the demo account, assignee of the demo orders)
// applies for a bearing on a phone; on a desk another approver (admin: nobody approves their own
// application) approves and issues it, and the part's stock drops by the quantity.
const browser = useBrowser();
const PART = 'BRG-6204';

interface Part {
  id: number;
  code: string;
  stock: number;
}
interface Application {
  id: number;
  partCode: string;
  status: string;
  quantity: number;
  stock: number;
}

async function api<T>(path: string): Promise<T> {
  const token = await apiToken('demo');
  const response = await fetch(`${baseUrl()}/api/v1/${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const body = (await response.json()) as { code: number; data: T };
  expect(body.code).toBe(200);
  return body.data;
}

const stockOf = async () => (await api<{ items: Part[] }>(`parts?keyword=${PART}`)).items.find((p) => p.code === PART)!.stock;
const newest = async () => (await api<{ items: Application[] }>('part-applications?applicantId=me&pageSize=1')).items[0]!;

describe('spare parts', () => {
  it('applies on mobile, approves and issues on desktop, and the stock goes down', async () => {
    const before = await stockOf();
    const beforeNewest = await newest();

    // Mobile: apply for 2 bearings on one of my open orders.
    const phone = await openPage(browser(), MOBILE, 'en-US');
    await openSignedIn(phone.page, 'demo', '/partsApplication', { language: 'en-US' });
    await phone.page.getByTestId('parts-application-mobile').waitFor();
    await phone.page.getByTestId('parts-apply').click();
    await phone.page.locator('[data-testid^="parts-order-"]').first().click();
    await phone.page.getByTestId(`parts-option-${PART}`).click();
    await phone.page.locator('[data-testid="parts-apply-quantity"] button').last().click();
    await phone.page.getByTestId('parts-apply-submit').click();
    await phone.page.getByText('Application submitted').waitFor();
    await expect.poll(async () => (await newest()).id).not.toBe(beforeNewest?.id);
    const applied = await newest();
    expect(applied).toMatchObject({ partCode: PART, status: 'pending', quantity: 2, stock: before });
    await phone.page.getByTestId(`parts-application-${applied.id}`).getByTestId('parts-status-pending').waitFor();
    await phone.context.close();

    // Desktop: another approver approves, then issues.
    const desk = await openPage(browser(), DESKTOP, 'zh-CN');
    await openSignedIn(desk.page, 'admin', '/afterSales/partsApplication', { language: 'zh-CN' });
    await desk.page.getByTestId('parts-applications-page').waitFor();
    await desk.page.getByTestId(`parts-approve-${applied.id}`).click();
    await desk.page.getByTestId(`parts-issue-${applied.id}`).click();
    await expect.poll(async () => (await newest()).status).toBe('issued');
    await expect.poll(async () => desk.page.getByTestId(`parts-stock-${applied.id}`).textContent()).toBe(String(before - 2));
    expect(await stockOf()).toBe(before - 2);
    await desk.context.close();
  });
});
