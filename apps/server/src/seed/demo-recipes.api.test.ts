import { RecipeBodySchema } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/harness.js';
import { DEMO_PASSWORD, DEMO_USER_NAME } from './seed.js';

describe('the demo recipes', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp('pglite');
    token = await t.login(DEMO_USER_NAME, DEMO_PASSWORD);
  });
  afterAll(async () => t?.close());

  it('gives the demo press two valid recipes and a log with a success and a PLC refusal', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/v1/recipes', token })).body.data;
    expect(list.items.map((r: any) => r.name).sort()).toEqual(['ABS外壳', 'PC透明件']);
    for (const summary of list.items) {
      const recipe = (await t.request({ method: 'GET', url: `/api/v1/recipes/${summary.id}`, token })).body.data;
      expect(RecipeBodySchema.safeParse(recipe).success).toBe(true);
    }
    const log = (await t.request({ method: 'GET', url: '/api/v1/recipe-downloads', token })).body.data;
    expect(log.items.map((e: any) => e.status)).toEqual(['succeeded', 'failed']);
    expect(log.items[1].error).toMatch(/refused/);
  });
});
