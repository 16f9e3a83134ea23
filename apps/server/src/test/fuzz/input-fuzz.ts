import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type DatabaseKind, type TestApp } from '../harness.js';
import { arbitraryFor, hostileValue, type OpenApiSchema } from './schema-arbitrary.js';

/**
 * Every route of the OpenAPI document, called with inputs generated from its own schema (and NUL,
 * huge, nested and wrong-typed values in their place) as a company administrator, now and then
 * without a token. Any 5xx fails the test with the route, the input and the logged error.
 */

/** Generated requests per route: tuned so the walk stays well under 90 s on PGlite on two busy cores. */
export const RUNS_PER_ROUTE = 6;
/** One seed, so a failure is the same on every run and every machine. */
export const FUZZ_SEED = 35;

/**
 * Routes called last, in this order: each may end the administrator's session or remove what the
 * other routes work on (the walk signs in again after a 401, so only the order matters).
 */
const LAST: string[] = [
  'POST /api/v1/auth/logout',
  'PUT /api/v1/account/user-name',
  'PUT /api/v1/account/credentials',
  'POST /api/v1/account/password',
  'POST /api/v1/account/log-off',
  'DELETE /api/v1/users/{id}',
  'DELETE /api/v1/companies/{id}',
];

/** Writes that may take the administrator's own role, permissions or account away: a fresh one after each. */
const CHANGES_ADMIN = /^(POST|PUT|DELETE) \/api\/v1\/(roles|users|companies)\b/;

/**
 * Routes the walk does not call, with the reason. The streams (`/stream`, `/remote/ws`, `/mqtt`)
 * are WebSockets hidden from the document, so nothing is listed today; a route that streams for
 * ever added to the document must be named here.
 */
export const SKIPPED: Record<string, string> = {};

interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: OpenApiSchema }[];
  requestBody?: { content?: Record<string, { schema?: OpenApiSchema }> };
}

interface Input {
  anonymous: boolean;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
}

function operationsOf(document: { paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>> }): Operation[] {
  const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ ...operation, method: method.toUpperCase(), path })),
  );
  const rank = (operation: Operation) => {
    const index = LAST.indexOf(`${operation.method} ${operation.path}`);
    if (index >= 0) return 2 + index;
    return operation.method === 'DELETE' ? 1 : 0;
  };
  return operations.filter((operation) => !SKIPPED[`${operation.method} ${operation.path}`]).sort((a, b) => rank(a) - rank(b));
}

function inputFor(operation: Operation): fc.Arbitrary<Input> {
  const parameters = operation.parameters ?? [];
  const of = (where: string) => Object.fromEntries(parameters.filter((p) => p.in === where).map((p) => [p.name, arbitraryFor(p.schema)]));
  const query = parameters.filter((p) => p.in === 'query');
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
  return fc.record({
    anonymous: fc.oneof({ weight: 7, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    params: fc.record(of('path')),
    query: fc.record(of('query'), { requiredKeys: query.filter((p) => p.required).map((p) => p.name) }),
    body: hasBody ? (bodySchema ? arbitraryFor(bodySchema) : fc.oneof(fc.constant(undefined), hostileValue)) : fc.constant(undefined),
  });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function urlOf(operation: Operation, input: Input): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(asText(input.params[name]) ?? ''));
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    if (value !== undefined) query.append(name, asText(value) ?? '');
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** The errors the server logged while answering: what a 500 hides from the client. */
function loggedErrors(logs: string): string {
  return logs
    .split('\n')
    .flatMap((line) => {
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string; code?: string } };
        return (entry.level ?? 0) >= 50 ? [`${entry.msg}: ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`.slice(0, 400)] : [];
      } catch {
        return [];
      }
    })
    .join('; ');
}

const shorten = (value: unknown) => {
  const text = asText(value) ?? 'undefined';
  return text.length > 300 ? `${text.slice(0, 300)}… (${text.length} characters)` : text;
};

export function describeInputFuzz(kind: DatabaseKind): void {
  describe.runIf(databaseKinds().includes(kind))(`every route under generated input on ${kind}`, () => {
    let t: TestApp;
    let token: string;
    let signIns = 0;
    let companyAdmin = async () => '';
    let companyId = 0;

    beforeAll(async () => {
      // Wrong passwords and codes are answered at once: the throttle's growing delay would only slow the walk.
      t = await buildTestApp(kind, { throttleWait: async () => {} });
      const root = await t.login();
      const roles = await t.request({ method: 'GET', url: '/api/v1/roles?pageSize=100', token: root });
      const role = (roles.body.data.items as { companyId: number; name: string; permissions: object }[]).find(
        (r) => r.name === '公司管理员',
      )!;
      // A company administrator of the demo company with a role of its own: a fresh one whenever the
      // walk signed it out (a generated call may change its role, password or company).
      companyAdmin = async () => {
        signIns += 1;
        const userName = `fuzzadmin${signIns}`;
        const call = async (url: string, payload: object) => {
          const response = await t.request({ method: 'POST', url, token: root, payload });
          if (response.status !== 200) throw new Error(`company administrator: ${url} ${response.text}`);
          return response.body.data as { id: number };
        };
        const own = await call('/api/v1/roles', { companyId: role.companyId, name: `FuzzAdmin${signIns}`, permissions: role.permissions });
        await call('/api/v1/users', {
          companyId: role.companyId,
          userName,
          password: 'Passw0rd99',
          grade: 1,
          roleIds: [own.id],
          projectIds: [],
        });
        return t.login(userName, 'Passw0rd99');
      };
      companyId = role.companyId;
      token = await companyAdmin();
    }, 120_000);
    afterAll(() => t.close());

    it('answers the known bad inputs with a 4xx naming the field, in the caller’s language', async () => {
      const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, lang = 'en-US') =>
        t.request({ method, url: `/api/v1${url}`, token, lang, ...(payload ? { payload } : {}) });
      const refused = async (
        expected: { status: number; field?: string; en: string; zh: string },
        method: 'GET' | 'POST' | 'PUT',
        url: string,
        payload?: object,
      ) => {
        for (const [lang, text] of [
          ['en-US', expected.en],
          ['zh-CN', expected.zh],
        ] as const) {
          const response = await call(method, url, payload, lang);
          expect(response.status, `${method} ${url}: ${response.text}`).toBe(expected.status);
          expect(response.body.message).toContain(text);
          if (expected.field) expect(response.body.data.issues[0].path).toBe(expected.field);
        }
      };
      const nul = { en: 'Must not contain the NUL character', zh: '不能包含空字符' };
      await refused({ status: 400, field: 'remarks', ...nul }, 'PUT', `/companies/${companyId}`, { remarks: 'a\u0000b' });
      await refused({ status: 400, field: 'keyword', ...nul }, 'GET', '/roles?keyword=a%00b');
      const nothing = { status: 400, en: 'The request names no field to change', zh: '请求中没有可修改的字段' };
      await refused(nothing, 'PUT', `/companies/${companyId}`, {});
      await refused(nothing, 'PUT', `/companies/${companyId}`, { unknownField: 1 });
      await refused(
        { status: 400, field: 'regionId', en: 'regionId names a record that does not exist', zh: 'regionId 指向的记录不存在' },
        'PUT',
        `/companies/${companyId}`,
        { regionId: 999_999 },
      );
      for (const day of ['2026-13-45', '2026-02-30']) {
        for (const url of [`/part-applications?from=${day}`, `/stock-movements?to=${day}`, `/audit/operations?from=${day}`]) {
          expect((await call('GET', url)).status, url).toBe(400);
        }
      }
    });

    it('answers no generated request with a 5xx', async () => {
      const document = await t.request({ method: 'GET', url: '/api/v1/openapi.json' });
      const operations = operationsOf(document.body);
      expect(operations.length).toBeGreaterThan(300);
      const failures: string[] = [];
      /** Routes that took at least one generated request: the walk reached the services, not only the schemas and the access checks. */
      let reached = 0;
      for (const operation of operations) {
        let signedOut = false;
        let answered = false;
        const result = await fc.check(
          fc.asyncProperty(inputFor(operation), async (input) => {
            const before = t.logs().length;
            const headers = {
              ...(input.anonymous ? {} : { authorization: `Bearer ${token}` }),
              ...(input.body === undefined ? {} : { 'content-type': 'application/json' }),
            };
            const response = await t.app.inject({
              method: operation.method as 'GET',
              url: urlOf(operation, input),
              headers,
              ...(input.body === undefined ? {} : { payload: JSON.stringify(input.body) }),
            });
            if (response.statusCode === 401 && !input.anonymous) signedOut = true;
            if (response.statusCode < 300) answered = true;
            if (response.statusCode >= 500) {
              throw new Error(`${response.statusCode} ${response.body.slice(0, 200)} | logged: ${loggedErrors(t.logs().slice(before))}`);
            }
          }),
          { seed: FUZZ_SEED, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
        if (result.failed) {
          const input = result.counterexample?.[0];
          failures.push(
            `${operation.method} ${operation.path}: ${input ? `${urlOf(operation, input)} body ${shorten(input.body)}${input.anonymous ? ' (no token)' : ''}` : ''} -> ${result.errorInstance instanceof Error ? result.errorInstance.message : String(result.errorInstance)}`,
          );
        }
        if (answered) reached += 1;
        if (signedOut || CHANGES_ADMIN.test(`${operation.method} ${operation.path}`)) token = await companyAdmin();
      }
      expect(failures, failures.join('\n')).toEqual([]);
      expect(reached).toBeGreaterThan(operations.length / 3);
    }, 600_000);
  });
}
