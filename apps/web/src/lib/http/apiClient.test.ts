import { describe, expect, it, vi } from 'vitest';
import { ApiClient, fileNameOf, type ApiClientDeps } from './apiClient';
import { ApiError } from './ApiError';

function setup(respond: (url: string, init: RequestInit) => Promise<Response>, overrides: Partial<ApiClientDeps> = {}) {
  let token: string | null = 'login-token';
  const shown: unknown[] = [];
  const fetchMock = vi.fn(respond);
  const client = new ApiClient({
    shareToken: () => null,
    loginToken: () => token,
    clearLoginToken: () => {
      token = null;
    },
    language: () => 'en-US',
    translate: (key) => key,
    inMiniProgram: () => false,
    relaunchMiniProgram: () => undefined,
    showFeedback: (feedback) => shown.push(feedback),
    fetch: fetchMock as unknown as typeof fetch,
    baseUrl: 'http://host/app/index.html#/home',
    ...overrides,
  });
  return { client, shown, fetchMock, token: () => token };
}

const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('ApiClient', () => {
  it('tells the error log of 5xx and network failures, not of 4xx or of a failed report', async () => {
    const reported: unknown[] = [];
    const reportFailure = (failure: unknown) => void reported.push(failure);
    const failing = setup(() => json(503, { code: 503, message: 'Unavailable', data: { error: 'SERVICE_UNAVAILABLE' } }), {
      reportFailure,
    });
    await failing.client.get('/devices', { query: { page: 2 }, silent: true }).catch(() => undefined);
    await failing.client.post('/client-errors', {}, { silent: true }).catch(() => undefined);
    const invalid = setup(() => json(400, { code: 400, message: 'Invalid', data: { error: 'VALIDATION_FAILED' } }), { reportFailure });
    await invalid.client.post('/devices', {}, { silent: true }).catch(() => undefined);
    const offline = setup(() => Promise.reject(new TypeError('Failed to fetch')), { reportFailure });
    await offline.client.put('/points/1/value', { value: 1 }, { silent: true }).catch(() => undefined);
    expect(reported).toEqual([
      { method: 'GET', url: 'http://host/app/api/v1/devices?page=2', status: 503, message: 'Unavailable' },
      { method: 'PUT', url: 'http://host/app/api/v1/points/1/value', status: 0, message: expect.any(String) },
    ]);
  });

  it('sends Bearer and Accept-Language, unwraps data, and resolves the URL beside the page', async () => {
    const { client, fetchMock } = setup(() => json(200, { code: 200, message: 'ok', data: { count: 3 } }));
    await expect(client.get('/notices/unread-count', { query: { shell: 'desktop' } })).resolves.toEqual({ count: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://host/app/api/v1/notices/unread-count?shell=desktop');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer login-token', 'Accept-Language': 'en-US' });
  });

  it('sends a FormData body as multipart (no JSON Content-Type)', async () => {
    const { client, fetchMock } = setup(() => json(200, { code: 200, message: '', data: { avatarUrl: '/a.png' } }));
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(client.post('/account/avatar', form)).resolves.toEqual({ avatarUrl: '/a.png' });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init.body).toBe(form);
    expect(init.headers).not.toHaveProperty('Content-Type');
  });

  it('prefers a share token over the login token', async () => {
    const { client, fetchMock } = setup(() => json(200, { code: 200, message: '', data: null }), { shareToken: () => 'share' });
    await client.get('/health');
    expect(fetchMock.mock.calls[0]![1].headers).toMatchObject({ Authorization: 'Bearer share' });
  });

  it('turns a 401 into an ApiError, clears the token and shows the notice', async () => {
    const { client, shown, token } = setup(() => json(401, { code: 401, message: 'Unauthorized', data: { error: 'UNAUTHORIZED' } }));
    const error = await client.get('/account/profile').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, key: 'UNAUTHORIZED' });
    expect(token()).toBeNull();
    expect(shown).toEqual([{ kind: 'message', level: 'info', text: 'errors:http.unauthorized', seconds: 3 }]);
  });

  it('stays quiet for silent calls and does not drive the loading bar for background calls', async () => {
    const { client, shown } = setup(() => Promise.reject(new TypeError('fetch failed')));
    const seen: number[] = [];
    client.loading.subscribe(() => seen.push(client.loading.active));
    await expect(client.get('/notices/unread-count', { silent: true, background: true })).rejects.toMatchObject({
      status: 0,
      key: 'NETWORK_ERROR',
    });
    expect(shown).toEqual([]);
    expect(seen).toEqual([]);
  });

  it('counts foreground calls in the loading tracker', async () => {
    const { client } = setup(() => json(200, { code: 200, message: '', data: 1 }));
    const seen: number[] = [];
    client.loading.subscribe(() => seen.push(client.loading.active));
    await client.post('/auth/logout');
    expect(seen).toEqual([1, 0]);
  });

  it('builds the stream URL beside the API with the token, ws: or wss: as the page', () => {
    expect(setup(() => json(200, {})).client.socketUrl('/stream')).toBe('ws://host/app/api/v1/stream?token=login-token');
    const secure = setup(() => json(200, {}), { baseUrl: 'https://host/index.html#/deviceInfo', shareToken: () => 'share' }).client;
    expect(secure.socketUrl('/stream')).toBe('wss://host/api/v1/stream?token=share');
    expect(setup(() => json(200, {}), { loginToken: () => null }).client.socketUrl('/stream')).toBeNull();
  });
});

describe('downloads', () => {
  it('returns the file with the name the server gave it', async () => {
    const { client } = setup(() =>
      Promise.resolve(
        new Response(new Blob(['xlsx bytes']), {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="points-7-2025-01-02.xlsx"' },
        }),
      ),
    );
    const file = await client.download('/devices/7/points/export');
    expect(file.fileName).toBe('points-7-2025-01-02.xlsx');
    expect(await file.blob.text()).toBe('xlsx bytes');
  });

  it('still reads the envelope of a refused download', async () => {
    const { client } = setup(() => json(403, { code: 403, message: 'no', data: { error: 'FORBIDDEN' } }));
    await expect(client.download('/points/template')).rejects.toMatchObject({ status: 403, key: 'FORBIDDEN' });
  });

  it.each([
    [null, null],
    ['attachment', null],
    ['attachment; filename="a b.xlsx"', 'a b.xlsx'],
    ['attachment; filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'%E6%95%B0%E6%8D%AE.xlsx', '数据.xlsx'],
  ])('reads the file name of %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});
