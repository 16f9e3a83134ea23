import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, openPage } from './browser';
import { apiToken, call, openSignedIn, useBrowser } from './helpers';

// Issue 23 "client error log": an error thrown in the page reaches the error store, and the
// build's hidden source maps stay on the server.
const browser = useBrowser();

interface Group {
  fingerprint: string;
  message: string;
  count: number;
}

describe('client error log', () => {
  it('reports an uncaught error of the page and lists it in the error store', async () => {
    const { context, page } = await openPage(browser(), DESKTOP, 'en-US');
    await openSignedIn(page, 'demo', '/home');
    await page.getByTestId('home-welcome').waitFor();
    const marker = `E2E thrown ${Date.now().toString(36)}`;
    // Thrown outside any handler: the window's error event, as a bug in a page would be.
    await page.evaluate(
      (message) =>
        void setTimeout(() => {
          throw new Error(message);
        }),
      marker,
    );
    const token = await apiToken('demo');
    await expect
      .poll(
        async () =>
          (await call<{ items: Group[] }>(token, 'GET', `client-errors/groups?keyword=${encodeURIComponent(marker)}`)).items.length,
      )
      .toBe(1);

    await page.goto(`${baseUrl()}/#/error_store/error_store_page`);
    const table = page.getByTestId('error-store-table');
    await table.getByText(marker).waitFor();
    await table.getByText(marker).click();
    const detail = page.getByTestId('client-error-detail');
    await detail.getByText('/home').first().waitFor();
    expect(await detail.textContent()).toContain('demo');
    await context.close();
  });

  it("never serves the bundles' source maps", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    const script = /src="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    const bundle = await fetch(`${baseUrl()}/${script}`);
    expect(bundle.status).toBe(200);
    expect(await bundle.text()).not.toContain('sourceMappingURL');
    const map = await fetch(`${baseUrl()}/${script}.map`);
    expect(await map.text()).not.toContain('"mappings"');
    // The server maps a frame of that bundle back to a source file with the map it keeps on disk
    // (line 1 is the preamble of lazy chunks and has no mappings).
    const token = await apiToken('demo');
    const message = `E2E mapped ${Date.now().toString(36)}`;
    const stack = `Error: ${message}\n    at f (${baseUrl()}/${script}:2:50)`;
    await call(token, 'POST', 'client-errors', { kind: 'error', message, stack, route: '/home', version: 'e2e' });
    const { items } = await call<{ items: { mappedStack: string | null }[] }>(
      token,
      'GET',
      `client-errors?keyword=${encodeURIComponent(message)}`,
    );
    expect(items[0]?.mappedStack).toMatch(/at f \((src|node_modules)\/[^)]+\.[jt]sx?:\d+:\d+\)/);
  });
});
