import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl, openPage, type Lang } from './browser';
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

  it.each([
    ['zh-CN', '表单未填写完整 (name, tableName)', '其他来源的脚本出错(浏览器不提供详情)'],
    ['en-US', 'The form was not complete (name, tableName)', 'A script from another origin failed (the browser gives no details)'],
  ] as const)('shows a readable message for a raw JSON body or a hidden script error (%s)', async (lang: Lang, incomplete, crossOrigin) => {
    // Issue 37 item 4: a thrown body arrived as its raw JSON, shown as it came.
    const token = await apiToken('demo');
    const marker = `e2e${Date.now().toString(36)}${lang}`;
    const report = (message: string) =>
      call(token, 'POST', 'client-errors', { kind: 'error', message, route: `/${marker}`, version: 'e2e' });
    await report(`Error: {"code":400,"message":"${marker} name missing"}`);
    await report(JSON.stringify({ values: {}, errorFields: [{ name: ['name'] }, { name: ['tableName'] }], outOfDate: false, marker }));
    await report('Script error.');
    const { context, page } = await openPage(browser(), DESKTOP, lang);
    await openSignedIn(page, 'demo', '/error_logger/error_logger_page', { language: lang });
    const table = page.getByTestId('error-logger-table');
    await table.getByText(`${marker} name missing`, { exact: true }).waitFor();
    await table.getByText(incomplete, { exact: true }).first().waitFor();
    await table.getByText(crossOrigin, { exact: true }).first().waitFor();
    // No raw JSON body in the list.
    const shown = await table.getByTestId('client-error-message').allTextContents();
    expect(shown.filter((text) => /[{}"]/.test(text))).toEqual([]);
    // The detail keeps the body as reported beside the readable message.
    await table.getByText(`${marker} name missing`, { exact: true }).click();
    const detail = page.getByTestId('client-error-detail');
    await detail.getByTestId('client-error-raw-message').waitFor();
    expect(await detail.getByTestId('client-error-raw-message').textContent()).toContain('"code":400');
    expect(await detail.getByTestId('client-error-message').textContent()).toBe(`${marker} name missing`);
    await context.close();
  });

  it("never serves the bundles' source maps", async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    // Every script index.html names (the sign-in's boot script and the app's entry): no map referenced or served.
    const scripts = [...html.matchAll(/src="\.?\/?(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThanOrEqual(2);
    for (const file of scripts) {
      const bundle = await fetch(`${baseUrl()}/${file}`);
      expect(bundle.status).toBe(200);
      expect(await bundle.text()).not.toContain('sourceMappingURL');
      const map = await fetch(`${baseUrl()}/${file}.map`);
      expect(await map.text()).not.toContain('"mappings"');
    }
    // The app's entry (the module script; the boot script before it is a few lines kept readable).
    const script = /<script type="module"[^>]*src="\.?\/?(assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
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
