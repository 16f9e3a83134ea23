import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from './harness.js';

export type Method = NonNullable<InjectOptions['method']>;
export type Permissions = Record<string, string[]>;
export interface ApiResponse {
  status: number;
  body: any;
  text: string;
}

/** The password every factory-made user signs in with. */
export const USER_PASSWORD = 'Passw0rd99';

/**
 * The API test vocabulary, bound to a test app and the super user's token, both read when called
 * (they are set in `beforeAll`): `api` sends, `ok` expects a 200 and answers `data`, `expectError`
 * expects a failure with its status and error code; the factories make companies, roles with
 * users, projects and devices through the API as the super user, so every row is made the way a
 * client would make it.
 */
export function apiHelpers(app: () => TestApp, rootToken: () => string) {
  const api = (method: Method, url: string, token: string | undefined, payload?: object, lang = 'en-US'): Promise<ApiResponse> =>
    app().request({ method, url: `/api/v1${url}`, token, lang, ...(payload ? { payload } : {}) });

  const ok = async (method: Method, url: string, token: string, payload?: object, lang = 'en-US'): Promise<any> => {
    const response = await api(method, url, token, payload, lang);
    expect(response.status, `${method} ${url}: ${response.text}`).toBe(200);
    return response.body.data;
  };

  /** A refused call: its status and, when given, the error code in `data.error`; answers the whole body. */
  const expectError = async (
    expected: { status: number; error?: string; lang?: string },
    method: Method,
    url: string,
    token: string | undefined,
    payload?: object,
  ): Promise<any> => {
    const response = await api(method, url, token, payload, expected.lang);
    expect(response.status, `${method} ${url}: ${response.text}`).toBe(expected.status);
    if (expected.error) expect(response.body.data?.error).toBe(expected.error);
    return response.body;
  };

  const company = async (name: string, extra: object = {}): Promise<number> =>
    (await ok('POST', '/companies', rootToken(), { name, ...extra })).id;

  /** A user of the company with a role of its own holding these permissions, signed in. */
  const user = async (companyId: number, userName: string, grade: 1 | 2, permissions: Permissions, projectIds: number[] = []) => {
    const role = await ok('POST', '/roles', rootToken(), { companyId, name: `${userName.replace(/_/g, '')}Role`, permissions });
    const created = await ok('POST', '/users', rootToken(), {
      companyId,
      userName,
      password: USER_PASSWORD,
      grade,
      roleIds: [role.id],
      projectIds,
    });
    return { id: created.id as number, token: await app().login(userName, USER_PASSWORD) };
  };

  /** A project (of the company named in `extra.companyId`, else the super user's choice). */
  const project = async (name: string, extra: object = {}): Promise<number> =>
    (await ok('POST', '/projects', rootToken(), { name, location: '120,30', ...extra })).id;

  const device = async (projectId: number, name: string, boxId: string, extra: object = {}): Promise<number> =>
    (await ok('POST', '/devices', rootToken(), { projectId, name, boxId, boxPassword: 'boxpass123', ...extra })).id;

  /** A production task of `day` on the device from a template of its own, its output entered by hand (no counter). */
  const productionTask = async (
    companyId: number,
    deviceId: number,
    { day, target, output, scrap }: { day: string; target: number; output: number; scrap: number },
  ) => {
    const template = await ok('POST', '/production/templates', rootToken(), {
      companyId,
      name: `T${deviceId}-${target}`,
      product: 'Cap',
      targetQuantity: target,
      cycleSeconds: 10,
    });
    const task = await ok('POST', '/production/tasks', rootToken(), { templateId: template.id, deviceId, shift: 'day', day });
    return ok('PUT', `/production/tasks/${task.id}/counts`, rootToken(), { output, scrap });
  };

  return { api, ok, expectError, company, user, project, device, productionTask };
}
