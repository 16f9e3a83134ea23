import { describe, expect, it } from 'vitest';
import { openPage } from './browser';
import { MOBILE, apiToken, call, openSignedIn, useBrowser } from './helpers';

// My task on the phone: the demo seed's running shift on the demo press counts the simulator's cycle
// counter (a piece every 12 s), and the page shows the output rising without a reload, pushed by the
// stream (the list is not read again meanwhile).
const browser = useBrowser();

describe('production: my task', () => {
  it('phone: the running task on the demo press shows its output increasing', async () => {
    const token = await apiToken('demo');
    const mine = await call<{ items: { id: number; status: string; product: string }[] }>(token, 'GET', 'production/my-tasks');
    const running = mine.items.find((task) => task.status === 'running')!;
    expect(running.product).toBe('28mm 蓝色瓶盖');

    const { context, page } = await openPage(browser(), MOBILE, 'en-US');
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && /\/api\/v1\/production\/my-tasks(\?|$)/.test(request.url())) reads.push(request.url());
    });
    await openSignedIn(page, 'demo', '/myTask', { language: 'en-US' });
    const card = page.getByTestId(`task-${running.id}`);
    await expect.poll(() => card.innerText()).toContain('Running');
    const output = page.getByTestId(`task-output-${running.id}`);
    const first = Number(await output.getAttribute('data-output'));
    const readsBefore = reads.length;
    await expect
      .poll(async () => Number(await output.getAttribute('data-output')), { timeout: 30_000, interval: 500 })
      .toBeGreaterThan(first);
    // The counter moved the card through the stream, not through another read of the list.
    expect(reads.length).toBe(readsBefore);
    await context.close();
  }, 40_000);
});
