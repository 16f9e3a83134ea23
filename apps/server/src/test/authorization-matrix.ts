import { can, type PermissionKey } from '@fieldlink/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../plugins/access.js';
import { buildTestApp, databaseKinds, type DatabaseKind, type TestApp } from './harness.js';
import {
  MARK,
  PRINCIPALS,
  buildObjects,
  buildWorld,
  fingerprint,
  tokenFor,
  type Objects,
  type Owner,
  type PrincipalName,
  type World,
} from './matrix-fixtures.js';
import { bodyFor } from './matrix-bodies.js';
import { XDATA_RESOURCES } from './matrix-xdata.js';

/** Waits for the work an allowed call left running beside its answer (the engines' write queues). */
async function settled(t: TestApp): Promise<void> {
  await t.app.alarmEngine.idle();
  await t.app.automationEngine.idle();
  await t.app.productionEngine.idle();
}

/**
 * Every registered route, called by every kind of caller, on objects of company A and company B.
 * Routes are discovered at run time: a route added later is covered without editing this file,
 * and one whose path parameter or body this file cannot supply makes it fail until taught.
 */

type Resource = keyof Objects;

/** Which resource a route's `:id` names, by path prefix. */
const RESOURCE_BY_PREFIX: [string, Resource][] = [
  ['/api/v1/projects/', 'project'],
  ['/api/v1/roles/', 'role'],
  ['/api/v1/users/', 'user'],
  ['/api/v1/companies/', 'company'],
  ['/api/v1/regions/', 'region'],
  ['/api/v1/notices/', 'notice'],
  ['/api/v1/devices/', 'device'],
  ['/api/v1/points/', 'point'],
  ['/api/v1/device-types/', 'deviceType'],
  ['/api/v1/project-groups/', 'projectGroup'],
  ['/api/v1/tree-nodes/', 'treeNode'],
  ['/api/v1/work-orders/', 'workOrder'],
  ['/api/v1/parts/', 'part'],
  ['/api/v1/part-applications/', 'partApplication'],
  ['/api/v1/maintenance-plans/', 'maintenancePlan'],
  ['/api/v1/maintenance-orders/', 'workOrder'],
  ['/api/v1/alarm-sources/', 'alarmSource'],
  ['/api/v1/alarms/', 'alarm'],
  ['/api/v1/inbox/', 'inboxEntry'],
  ['/api/v1/collection-tasks/', 'collectionTask'],
  ['/api/v1/reports/', 'report'],
  ['/api/v1/views/', 'view'],
  ['/api/v1/screens/', 'screen'],
  ['/api/v1/charging-rooms/', 'chargingRoom'],
  ['/api/v1/sim-cards/', 'simCard'],
  ['/api/v1/geofences/', 'geofence'],
  ['/api/v1/sim-invoices/', 'simInvoice'],
  ['/api/v1/installments/', 'installment'],
  ['/api/v1/gallery/', 'galleryImage'],
  ['/api/v1/recipes/', 'recipe'],
  ['/api/v1/triggers/', 'trigger'],
  ['/api/v1/assignments/', 'assignment'],
  ['/api/v1/status-tables/', 'statusTable'],
  ['/api/v1/share-links/', 'share'],
  ['/api/v1/production/materials/', 'productionMaterial'],
  ['/api/v1/production/templates/', 'productionTemplate'],
  ['/api/v1/production/tasks/', 'productionTask'],
  ['/api/v1/production/my-tasks/', 'productionTask'],
  ...XDATA_RESOURCES,
];

/** Rows bound to a project: an ordinary user sees them only on assigned projects. */
const PROJECT_BOUND: Resource[] = [
  'project',
  'device',
  'point',
  'workOrder',
  'maintenancePlan',
  'alarmSource',
  'alarm',
  'partApplication',
  'collectionTask',
  'report',
  'view',
  'screen',
  'chargingRoom',
  'simCard',
  'geofence',
  'installment',
  'recipe',
  'trigger',
  'assignment',
  'share',
  'productionTask',
];

/** What the share principal's token (a link of project A) may read: project A's own objects. */
const SHARED: Resource[] = ['project', 'device', 'view'];
/** What the screen-share principal's token (a link of screen A) may read: that screen alone. */
const SHARED_SCREEN: Resource[] = ['screen'];

/** Path parameters that are not an object id, with a well-formed sample. */
const OTHER_PARAMS: Record<string, string> = {
  '/api/v1/files/avatars/:name': `${'0'.repeat(32)}.png`,
  '/api/v1/files/work-orders/:name': `${'0'.repeat(32)}.png`,
  '/api/v1/files/installments/:name': `${'0'.repeat(32)}.png`,
  '/api/v1/client-errors/groups/:fingerprint': '0'.repeat(16),
};

/** Query strings a route needs to answer at all (without them every caller gets 400 and scope goes untested). */
const QUERIES: Record<string, string | ((objects: Objects) => string)> = {
  '/api/v1/reports/:id/item-data': '?item=0',
  '/api/v1/share-links': (objects) => `?objectType=project&objectId=${objects.project.A}`,
  '/api/v1/production/figures': '?groupBy=task&from=2026-01-01&to=2026-01-01',
  '/api/v1/production/figures/export': '?groupBy=task&from=2026-01-01&to=2026-01-01',
  '/api/v1/devices/:id/track': '?from=2026-01-01T00:00:00Z&to=2026-01-02T00:00:00Z',
};

function queryOf(url: string, objects: Objects): string {
  const query = QUERIES[url];
  return typeof query === 'function' ? query(objects) : (query ?? '');
}

function resourceOf(url: string): Resource | undefined {
  if (!url.includes(':') || url in OTHER_PARAMS) return undefined;
  const found = RESOURCE_BY_PREFIX.find(([prefix]) => url.startsWith(prefix));
  if (!found || !/^[^:]*:id(\/[a-z-]+)*$/.test(url))
    throw new Error(`authorization matrix: cannot fill the parameters of ${url}; add its resource to RESOURCE_BY_PREFIX`);
  return found[1];
}

/** Whether the declared access lets this principal call the route at all. */
function passesAccess(access: Access, principal: PrincipalName, world: World): boolean {
  if (access === 'public') return true;
  if (principal === 'anonymous') return false;
  if (access === 'share') return true;
  // A share token passes only a route that names a share target, and then only inside its object.
  if (principal === 'share' || principal === 'shareScreen') return typeof access === 'object' && access.share !== undefined;
  const user = world.users[principal];
  if (access === 'user') return true;
  if (access === 'superuser') return user.grade === 0;
  return can({ grade: user.grade, demo: user.demo, grants: user.grants }, access.page, access.key as PermissionKey);
}

/** Whether the principal may see an object of this owner (row-level scope). */
function seesObject(resource: Resource, owner: Owner, principal: PrincipalName): boolean {
  if (principal === 'grade0') return true;
  if (principal === 'share') return owner === 'A' && SHARED.includes(resource);
  if (principal === 'shareScreen') return owner === 'A' && SHARED_SCREEN.includes(resource);
  if (principal === 'anonymous' || principal === 'demo') return false;
  const inA = principal === 'adminA' || principal === 'noneA' || principal === 'narrowA';
  if (owner === 'B') return principal === 'adminB';
  if (!inA) return false;
  if (!PROJECT_BOUND.includes(resource) || principal === 'adminA') return true;
  return principal === 'narrowA' && owner === 'A';
}

/** Markers this principal must never find in an answer. */
function forbiddenMarkers(principal: PrincipalName): string[] {
  switch (principal) {
    case 'grade0':
      return [];
    case 'adminA':
      return [MARK.b];
    case 'noneA':
    case 'narrowA':
      return [MARK.b, MARK.aHidden];
    case 'adminB':
      return [MARK.a, MARK.aHidden];
    case 'share':
    case 'shareScreen':
      return [MARK.aHidden, MARK.b];
    default:
      return [MARK.a, MARK.aHidden, MARK.b];
  }
}

/**
 * The matrix on one database kind. Each kind has its own test file, so the two (the longest API
 * tests) run side by side on the two workers instead of one after the other.
 */
export function describeMatrix(kind: DatabaseKind): void {
  // PostgreSQL only when TEST_DATABASE_URL is set (CI sets it).
  describe.runIf(databaseKinds().includes(kind))(`authorization matrix on ${kind}`, () => {
    let t: TestApp;
    let world: World;
    beforeAll(async () => {
      t = await buildTestApp(kind);
      world = await buildWorld(t.database.db);
    }, 120_000);
    afterAll(() => t.close());

    it('lets no caller reach, read or change what it may not', async () => {
      const routes = t.app.routeAccess.filter((route) => route.url.startsWith('/api/v1/'));
      expect(routes.length).toBeGreaterThan(15);
      const problems: string[] = [];
      let calls = 0;
      /** Share-token reads that succeeded: the share principals hold working tokens, not ones refused everywhere. */
      let shareReads = 0;
      let screenShareReads = 0;
      let n = 0;
      // Fresh objects for every route that writes (its calls may change or delete them); routes that
      // only read share the set the last write left, since nothing they do changes it.
      let objects: Objects | undefined;
      for (const route of routes) {
        const access = route.access!;
        const resource = resourceOf(route.url);
        const mutating = route.method !== 'GET';
        if (mutating || !objects) objects = await buildObjects(t.database.db, world);
        const built: Objects = objects;
        const owners: (Owner | undefined)[] = resource ? ['A', 'A-unassigned', 'B'] : [undefined];
        for (const principal of PRINCIPALS) {
          for (const owner of owners) {
            n++;
            const url =
              (resource && owner
                ? route.url.replace(':id', String(built[resource][owner]))
                : OTHER_PARAMS[route.url]
                  ? route.url.replace(/:\w+$/, OTHER_PARAMS[route.url]!)
                  : route.url) + queryOf(route.url, built);
            const allowed = passesAccess(access, principal, world) && (!resource || !owner || seesObject(resource, owner, principal));
            const body = mutating ? bodyFor(route.method, route.url, world, built, n) : undefined;
            const token = await tokenFor(t.database.db, world, principal, built);
            // What an earlier allowed call set going (an alarm's row written after its frame, a fence's
            // alarm, automation, production counts) settles first, so it is never taken for this call's.
            if (mutating) await settled(t);
            const before = mutating ? await fingerprint(t.database.db) : '';
            const response = await t.request({
              method: route.method as 'GET',
              url,
              token,
              ...(body === undefined ? {} : { payload: body as object }),
            });
            calls++;
            const where = `${principal} ${route.method} ${route.url}${owner ? ` on ${owner}'s` : ''}`;
            const ok = response.status >= 200 && response.status < 300;
            if (ok && principal === 'share' && access !== 'public') shareReads++;
            if (ok && principal === 'shareScreen' && access !== 'public') screenShareReads++;
            if (ok && !allowed) problems.push(`${where}: answered ${response.status}, must be refused`);
            if (!ok && response.status >= 500) problems.push(`${where}: server error ${response.status} ${response.text.slice(0, 200)}`);
            if (!ok && mutating && (await settled(t), await fingerprint(t.database.db)) !== before)
              problems.push(`${where}: refused with ${response.status} but changed data`);
            if (ok) {
              for (const marker of forbiddenMarkers(principal)) {
                if (response.text.includes(marker)) problems.push(`${where}: answer contains ${marker} (another scope's data)`);
              }
            }
          }
        }
      }
      expect(problems).toEqual([]);
      expect(calls).toBeGreaterThan(300);
      // GET /share-links/current, and project A's view, device and its live values.
      expect(shareReads).toBeGreaterThanOrEqual(4);
      // GET /share-links/current, and screen A and its data.
      expect(screenShareReads).toBeGreaterThanOrEqual(3);
    }, 600_000);
  });
}
