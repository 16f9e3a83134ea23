import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries and the file-size cap of eslint.config.js, each shown refusing a violating
// file (and letting its lawful neighbour through). Type information is off here: these rules need none.
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: {
    languageOptions: { parserOptions: { projectService: false, project: null } },
    rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/switch-exhaustiveness-check': 'off' },
  },
});

/** The messages of the rules under test for `code` linted as if it were the file at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages
    .filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'max-lines' || m.fatal)
    .map((m) => m.message);
}

describe('the lint boundaries', () => {
  it('keep packages/domain pure', async () => {
    expect(await refusals('packages/domain/src/alarm/x.ts', "import Fastify from 'fastify';\nexport const f = Fastify;\n")).toEqual([
      expect.stringContaining('packages/domain is pure'),
    ]);
    expect(await refusals('packages/domain/src/alarm/x.ts', "import { z } from 'zod';\nexport const s = z.string();\n")).toEqual([]);
  });

  it('keep the web away from the server, and its translation hook its own', async () => {
    expect(
      await refusals('apps/web/src/features/home/x.ts', "import { buildApp } from '@fieldlink/server';\nexport const b = buildApp;\n"),
    ).toEqual([expect.stringContaining('The web app never imports the server')]);
    expect(
      await refusals(
        'apps/web/src/features/home/x.ts',
        "import { useTranslation } from 'react-i18next';\nexport const u = useTranslation;\n",
      ),
    ).toEqual([expect.stringContaining("Use the web's useTranslation")]);
    // The web's tests keep the server boundary too.
    expect(
      await refusals(
        'apps/web/src/features/home/x.test.ts',
        "import { buildApp } from '../../../../server/src/app.js';\nexport const b = buildApp;\n",
      ),
    ).toEqual([expect.stringContaining('The web app never imports the server')]);
  });

  it('keep the gateway away from the server and the web', async () => {
    const file = 'apps/gateway/src/simulator/x.test.ts';
    expect(
      await refusals(file, "import { DEMO_BOXES } from '../../../server/src/seed/demo-plant.js';\nexport const d = DEMO_BOXES;\n"),
    ).toEqual([expect.stringContaining('The gateway never imports the server')]);
    expect(await refusals(file, "import { buildApp } from '@fieldlink/server';\nexport const b = buildApp;\n")).toEqual([
      expect.stringContaining('The gateway never imports the server'),
    ]);
    expect(await refusals(file, "import { App } from '@fieldlink/web';\nexport const a = App;\n")).toEqual([
      expect.stringContaining('Nothing imports the web app'),
    ]);
  });

  it('use another server feature through its index.ts only', async () => {
    const file = 'apps/server/src/features/work-orders/x.service.ts';
    expect(
      await refusals(file, "import { createAlarmEngine } from '../alarms/alarm-engine.js';\nexport const c = createAlarmEngine;\n"),
    ).toEqual([expect.stringContaining('Another feature is used through its index.ts')]);
    expect(await refusals(file, "import type { AlarmEngine } from '../alarms/index.js';\nexport type A = AlarmEngine;\n")).toEqual([]);
  });

  it('use another web feature through its index.ts only, at any depth and from the shells', async () => {
    const page = 'apps/web/src/features/projects/pages/mobile/MobileProjectPage.tsx';
    expect(await refusals(page, "import { devicesApi } from '../../../devices/api/devicesApi';\nexport const d = devicesApi;\n")).toEqual([
      expect.stringContaining('Another web feature is used through its index.ts'),
    ]);
    expect(await refusals(page, "import { devicesApi } from '../../../devices';\nexport const d = devicesApi;\n")).toEqual([]);
    // Its pure entry (helpers without components) is an entry too.
    expect(await refusals(page, "import { LIVE_POLL_MS } from '../../../monitoring/pure';\nexport const l = LIVE_POLL_MS;\n")).toEqual([]);
    expect(
      await refusals(page, "import { LIVE_POLL_MS } from '../../../monitoring/utils/liveFeed';\nexport const l = LIVE_POLL_MS;\n"),
    ).toEqual([expect.stringContaining('Another web feature is used through its index.ts')]);
    // The feature's own files, reached from deeper down, stay free.
    expect(await refusals(page, "import { projectsApi } from '../../api/projectsApi';\nexport const p = projectsApi;\n")).toEqual([]);
    const component = 'apps/web/src/features/projects/components/ProjectDevicesPanel.tsx';
    expect(
      await refusals(
        component,
        "import { DeviceStatusTag } from '../../devices/components/DeviceStatusTag';\nexport const d = DeviceStatusTag;\n",
      ),
    ).toEqual([expect.stringContaining('Another web feature is used through its index.ts')]);
    expect(await refusals(component, "import { DeviceStatusTag } from '../../devices';\nexport const d = DeviceStatusTag;\n")).toEqual([]);
    const shell = 'apps/web/src/shells/router.tsx';
    expect(
      await refusals(shell, "import { RouteGuard } from '../features/auth/components/RouteGuard';\nexport const r = RouteGuard;\n"),
    ).toEqual([expect.stringContaining('A web feature is used through its index.ts')]);
    expect(await refusals(shell, "import { RouteGuard } from '../features/auth';\nexport const r = RouteGuard;\n")).toEqual([]);
    // A page's lazy import names the page file, so each page keeps its own chunk.
    expect(await refusals(shell, "export const load = () => import('../features/auth/pages/LoginPage');\n")).toEqual([]);
    // The other web boundaries still hold in a feature's files.
    expect(await refusals(page, "import { buildApp } from '@fieldlink/server';\nexport const b = buildApp;\n")).toEqual([
      expect.stringContaining('The web app never imports the server'),
    ]);
  });

  it('let only repositories import the database, and keep every other boundary beside it', async () => {
    const service = 'apps/server/src/features/work-orders/x.service.ts';
    expect(await refusals(service, "import { eq } from 'drizzle-orm';\nexport const e = eq;\n")).toEqual([
      expect.stringContaining('SQL lives in repositories'),
    ]);
    expect(await refusals(service, "import { users } from '../../db/schema/index.js';\nexport const u = users;\n")).toEqual([
      expect.stringContaining('SQL lives in repositories'),
    ]);
    // A type is not a query: a service may name the handle it hands on.
    expect(await refusals(service, "import type { Database } from '../../db/client.js';\nexport type D = Database;\n")).toEqual([]);
    // Outside the features too.
    expect(await refusals('apps/server/src/lib/x.ts', "import { sql } from 'drizzle-orm';\nexport const s = sql;\n")).toEqual([
      expect.stringContaining('SQL lives in repositories'),
    ]);
    // Both boundaries in one file group: merged, neither replaces the other.
    expect(
      await refusals(
        service,
        "import { eq } from 'drizzle-orm';\nimport { x } from '../alarms/alarm-engine.js';\nexport const e = [eq, x];\n",
      ),
    ).toEqual([
      expect.stringContaining('SQL lives in repositories'),
      expect.stringContaining('Another feature is used through its index.ts'),
    ]);
    // A repository imports the database, and still reaches other features through their index.ts only.
    const repository = 'apps/server/src/features/work-orders/x.repository.ts';
    expect(await refusals(repository, "import { eq } from 'drizzle-orm';\nexport const e = eq;\n")).toEqual([]);
    expect(await refusals(repository, "import { x } from '../alarms/alarm-engine.js';\nexport const e = x;\n")).toEqual([
      expect.stringContaining('Another feature is used through its index.ts'),
    ]);
  });

  it('keep the shared layers under the features, types included', async () => {
    expect(
      await refusals('apps/server/src/lib/x.ts', "import type { Actor } from '../features/audit/index.js';\nexport type A = Actor;\n"),
    ).toEqual([expect.stringContaining('The shared layers')]);
    expect(
      await refusals('apps/server/src/plugins/x.ts', "import type { Actor } from '../lib/actor.js';\nexport type A = Actor;\n"),
    ).toEqual([]);
  });

  it('keep the server away from the web', async () => {
    expect(await refusals('apps/server/src/lib/x.ts', "import { App } from '@fieldlink/web';\nexport const a = App;\n")).toEqual([
      expect.stringContaining('Nothing imports the web app'),
    ]);
  });

  it('cap a file at 400 lines of code, not counting blank lines and comments', async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const v${i} = ${i};`).join('\n') + '\n';
    expect(await refusals('apps/server/src/lib/x.ts', lines(401))).toEqual([expect.stringContaining('Maximum allowed is 400')]);
    expect(await refusals('apps/server/src/lib/x.ts', lines(400) + '\n// a comment\n\n'.repeat(50))).toEqual([]);
  });
});
