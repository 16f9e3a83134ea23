import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.js';

/** Bad input of every kind: a 4xx in the envelope, in the request's language; never a 5xx. */
describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seedDemo: false });
  });
  afterAll(() => t.close());

  const login = (payload: string, contentType = 'application/json', lang = 'en-US') =>
    t.request({ method: 'POST', url: '/api/v1/auth/login', payload, headers: { 'content-type': contentType }, lang });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const en = await login('{"userName":');
    const zh = await login('{"userName":', 'application/json', 'zh-CN');
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 400, message: 'The request body is not valid JSON', data: { error: 'MALFORMED_JSON' } });
    expect(zh.body.message).toBe('请求体不是合法的 JSON');
  });

  it('answers an empty JSON body with 400', async () => {
    const response = await login('');
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(400);
  });

  it.each([
    ['text/plain', 415],
    ['application/xml', 415],
    ['application/x-www-form-urlencoded', 415],
    ['multipart/form-data; boundary=x', 415],
  ])('refuses content type %s with %i', async (type, status) => {
    const response = await login('userName=admin', type);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ code: status, data: { error: 'UNSUPPORTED_MEDIA_TYPE' } });
    expect(response.body.message).toContain('Unsupported content type');
  });

  it.each(['Application/JSON', 'application/json; charset=utf-8', 'APPLICATION/JSON ; Charset=UTF-8', 'application/json;charset=UTF-8'])(
    'accepts JSON declared as "%s"',
    async (type) => {
      const response = await login(JSON.stringify({ userName: 'admin', password: 'wrongpass1' }), type);
      expect(response.status).toBe(401);
    },
  );

  it('names each missing field, in both languages', async () => {
    const en = await login('{}');
    expect(en.status).toBe(400);
    expect(en.body.data.error).toBe('VALIDATION_FAILED');
    expect(en.body.data.issues).toEqual([
      { path: 'userName', message: 'Required' },
      { path: 'password', message: 'Required' },
    ]);
    const zh = await login('{}', 'application/json', 'zh-CN');
    expect(zh.body.data.issues[0]).toEqual({ path: 'userName', message: '必填' });
    expect(zh.body.message).toBe('请求参数校验失败: userName 必填');
  });

  it('refuses over-long and wrongly typed fields', async () => {
    const long = await login(JSON.stringify({ userName: 'a'.repeat(65), password: 'x' }));
    expect(long.status).toBe(400);
    expect(long.body.data.issues[0]).toEqual({ path: 'userName', message: 'At most 64 characters' });
    const typed = await login(JSON.stringify({ userName: 12, password: ['x'] }));
    expect(typed.status).toBe(400);
    expect(typed.body.data.issues.map((issue: { path: string }) => issue.path)).toEqual(['userName', 'password']);
    const array = await login('[1,2]');
    expect(array.status).toBe(400);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await login(JSON.stringify({ userName: 'admin', password: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ code: 413, data: { error: 'PAYLOAD_TOO_LARGE' } });
  });

  it('answers unknown routes with 404 in the envelope, in the request language', async () => {
    const en = await t.request({ method: 'GET', url: '/api/v1/no-such-thing?x=1', lang: 'en-US' });
    expect(en.status).toBe(404);
    expect(en.body).toEqual({ code: 404, message: 'No such route: GET /api/v1/no-such-thing', data: { error: 'ROUTE_NOT_FOUND' } });
    const zh = await t.request({ method: 'DELETE', url: '/api/v1/account/profile' });
    expect(zh.status).toBe(404);
    expect(zh.body.message).toBe('接口不存在: DELETE /api/v1/account/profile');
  });

  it('defaults to zh-CN and follows Accept-Language quality order', async () => {
    const none = await t.request({ method: 'GET', url: '/api/v1/account/profile' });
    expect(none.body.message).toBe('未授权的访问(没有权限或者登录已超时)');
    const ranked = await t.request({
      method: 'GET',
      url: '/api/v1/account/profile',
      headers: { 'accept-language': 'fr;q=1, en;q=0.8, zh;q=0.5' },
    });
    expect(ranked.body.message).toBe('Unauthorized access (no permission or the login has expired)');
  });

  it('never shows a stack trace or an internal message', async () => {
    const responses = await Promise.all([
      login('{"userName":'),
      login('x', 'text/plain'),
      t.request({ method: 'GET', url: '/api/v1/nope' }),
    ]);
    for (const response of responses) {
      expect(response.status).toBeLessThan(500);
      expect(response.text).not.toMatch(/at .+\.(ts|js):\d+|FST_ERR|SyntaxError/);
    }
  });
});

describe('the API surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp('pglite', { seedDemo: false });
  });
  afterAll(() => t.close());

  it('reports the database and the broker healthy', async () => {
    const response = await t.request({ method: 'GET', url: '/api/v1/health' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: 200, message: 'ok', data: { db: 'ok', mqtt: 'ok' } });
  });

  it('serves the OpenAPI document and the browsable docs', async () => {
    const document = await t.request({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(document.status).toBe(200);
    expect(Object.keys(document.body.paths)).toEqual(
      expect.arrayContaining(['/api/v1/health', '/api/v1/auth/login', '/api/v1/auth/logout', '/api/v1/account/profile']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBeLessThan(400);
  });

  it('has an access declaration on every route', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(5);
    for (const route of t.app.routeAccess) expect(route.access, `${route.method} ${route.url}`).toBeDefined();
  });
});
