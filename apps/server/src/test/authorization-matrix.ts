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
  ['/api/v1/gallery/', 'galleryImage'],
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
];

/** Path parameters that are not an object id, with a well-formed sample. */
const OTHER_PARAMS: Record<string, string> = {
  '/api/v1/files/avatars/:name': `${'0'.repeat(32)}.png`,
  '/api/v1/files/work-orders/:name': `${'0'.repeat(32)}.png`,
};

/** Query strings a route needs to answer at all (without them every caller gets 400 and scope goes untested). */
const QUERIES: Record<string, string> = {
  '/api/v1/reports/:id/item-data': '?item=0',
};

/** A maintenance plan far ahead, so the scheduler never runs it during the walk. */
const maintenancePlanBody = (projectId: number, n: number) => ({
  name: `MatrixPlan${n}`,
  projectId,
  type: 'in_warranty',
  warrantyTime: 1,
  warrantyUnit: 'year',
  cycle: 1,
  cycleUnit: 'month',
  startTime: '2035-01-31T09:00:00+08:00',
  advanceNotice: '1w',
  phone: '13800138000',
});

/** A saved report on one point, in project A. */
const reportBody = (projectId: number, pointId: number, n: number) => ({
  name: `MatrixReport${n}`,
  projectId,
  storageMode: 'interval',
  intervalS: 3600,
  timeType: 'day',
  columns: [{ pointId, method: 'avg' }],
  modules: [{ type: 'table', title: 'Table' }],
});

/** A view file with one text element, named apart per call. */
const viewFile = (n: number) => ({
  format: 'fieldlink-view',
  formatVersion: 1,
  view: {
    name: `I${n}`,
    platform: 'pc',
    scene: { version: 2, width: 1280, height: 720, layers: [{ id: 'base', name: '' }], elements: [] },
  },
  points: [],
});

/** A valid body per mutating route, so a refusal is never hidden behind a validation error. */
function bodyFor(method: string, url: string, world: World, objects: Objects, n: number): unknown {
  const box = `MXN${String(n).padStart(9, '0')}`;
  const bodies: Record<string, unknown> = {
    'POST /api/v1/auth/login': { userName: 'nobody_here', password: 'wrongpass1' },
    'POST /api/v1/auth/demo-login': undefined,
    'POST /api/v1/auth/logout': undefined,
    'POST /api/v1/auth/register/code': { phone: `139${String(n).padStart(8, '0')}` },
    'POST /api/v1/auth/register/validate-username': { userName: `matrix_free_${n}` },
    'POST /api/v1/auth/register': {
      userName: `matrix_reg_${n}`,
      password: 'Passw0rd99',
      phone: `137${String(n).padStart(8, '0')}`,
      code: '000000',
      companyName: 'MatrixCo',
      industry: 'other',
      customerType: 'other',
    },
    'POST /api/v1/auth/reset/code': { phone: `136${String(n).padStart(8, '0')}` },
    'POST /api/v1/auth/reset': { phone: `136${String(n).padStart(8, '0')}`, code: '000000', password: 'Passw0rd99' },
    'POST /api/v1/auth/find-username/code': { phone: `135${String(n).padStart(8, '0')}` },
    'POST /api/v1/auth/find-username': { phone: `135${String(n).padStart(8, '0')}`, code: '000000' },
    'POST /api/v1/account/bind/code': { email: `matrix${n}@example.com` },
    'PUT /api/v1/account/phone': { phone: `134${String(n).padStart(8, '0')}`, code: '000000' },
    'PUT /api/v1/account/email': { email: `matrix${n}@example.com`, code: '000000' },
    'POST /api/v1/account/password': { oldPassword: 'wrongpass1', password: 'Passw0rd99' },
    'PUT /api/v1/account/user-name': { userName: `matrix_renamed_${n}` },
    'PUT /api/v1/account/logo-text': { text: `Logo${n}` },
    'PUT /api/v1/account/settings': { alarmPopup: false },
    'POST /api/v1/account/log-off/code': undefined,
    'POST /api/v1/account/log-off': { code: '000000' },
    'POST /api/v1/account/avatar': undefined,
    'POST /api/v1/notices': { title: `MatrixNotice${n}`, body: 'hello' },
    'POST /api/v1/notices/read-all': undefined,
    'DELETE /api/v1/notices/:id': undefined,
    'POST /api/v1/wechat/bind': { code: 'matrix-code' },
    'POST /api/v1/wechat/unbind': undefined,
    'POST /api/v1/devices': { projectId: objects.project.A, name: `Press${n}`, boxId: box, boxPassword: 'boxpass123' },
    'PUT /api/v1/devices/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/devices/:id': undefined,
    'POST /api/v1/devices/:id/copy': { name: `Copy${n}`, boxId: box, boxPassword: 'boxpass123' },
    'POST /api/v1/devices/:id/points': { name: `p${n}`, area: '4x', address: 1, dataType: 2 },
    'POST /api/v1/devices/:id/points/delete': { ids: [objects.point.A, objects.point['A-unassigned'], objects.point.B] },
    'PUT /api/v1/points/:id': { unit: 'bar' },
    'PUT /api/v1/points/:id/value': { value: 5 },
    'POST /api/v1/mqtt/auth': { username: box, clientid: box, password: 'boxpass123' },
    'POST /api/v1/mqtt/acl': { username: box, clientid: box, topic: `devices/${box}/telemetry`, acc: 2 },
    'POST /api/v1/devices/:id/points/import': undefined,
    'DELETE /api/v1/points/:id': undefined,
    'POST /api/v1/device-types': { name: `Type${n}`, companyId: world.companyA },
    'PUT /api/v1/device-types/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/device-types/:id': undefined,
    'POST /api/v1/projects/import': {
      companyId: world.companyA,
      file: { format: 'fieldlink-project', version: 1, project: { name: `Imported${n}`, location: '1,1' }, devices: [] },
    },
    'POST /api/v1/companies': { name: `MatrixCompany${n}` },
    'PUT /api/v1/companies/:id': { remarks: `changed ${n}` },
    'DELETE /api/v1/companies/:id': undefined,
    'POST /api/v1/roles': { name: `MatrixRole${n}`, companyId: world.companyA, permissions: { item_page: ['view'] } },
    'PUT /api/v1/roles/:id': { remarks: `changed ${n}` },
    'PUT /api/v1/roles/:id/permissions': { permissions: { item_page: ['view'] } },
    'DELETE /api/v1/roles/:id': undefined,
    'POST /api/v1/users': { userName: `matrix_new_${n}`, password: 'Passw0rd99', companyId: world.companyA, roleIds: [], projectIds: [] },
    'PUT /api/v1/users/:id': { remarks: `changed ${n}` },
    'POST /api/v1/users/:id/reset-password': { password: 'Newpass123' },
    'DELETE /api/v1/users/:id': undefined,
    'POST /api/v1/projects': { name: `MatrixProject${n}`, location: '120.1,30.2', companyId: world.companyA },
    'PUT /api/v1/projects/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/projects/:id': undefined,
    'POST /api/v1/projects/with-device': {
      project: { name: `MatrixPlant${n}`, location: '120.1,30.2', companyId: world.companyA },
      device: { name: `Press${n}`, boxId: box, boxPassword: 'boxpass123' },
    },
    'POST /api/v1/project-groups': { name: `MatrixGroup${n}`, companyId: world.companyA },
    'PUT /api/v1/project-groups/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/project-groups/:id': undefined,
    'POST /api/v1/tree-nodes': { name: `MatrixNode${n}`, companyId: world.companyA },
    'PUT /api/v1/tree-nodes/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/tree-nodes/:id': undefined,
    'POST /api/v1/regions': { name: `MatrixRegion${n}` },
    'PUT /api/v1/regions/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/regions/:id': undefined,
    'POST /api/v1/work-orders': {
      projectId: objects.project.A,
      problem: `MatrixOrder${n}`,
      contactName: 'Matrix',
      contactPhone: '13800138000',
    },
    'POST /api/v1/work-orders/:id/dispatch': { assigneeId: world.users.adminA.id },
    'POST /api/v1/work-orders/:id/cancel-dispatch': {},
    'POST /api/v1/work-orders/:id/accept': {},
    'POST /api/v1/work-orders/:id/start': {},
    'POST /api/v1/work-orders/:id/transfer': { assigneeId: world.users.adminA.id },
    'POST /api/v1/work-orders/:id/return': { note: `Back${n}` },
    'POST /api/v1/work-orders/:id/complete': { solution: `Fixed${n}` },
    'POST /api/v1/work-orders/:id/cancel': {},
    'POST /api/v1/parts': { code: `MXP-${n}`, name: `MatrixPart${n}`, unit: 'pc', price: 1, companyId: world.companyA },
    'PUT /api/v1/parts/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/parts/:id': undefined,
    'POST /api/v1/parts/:id/stock': { type: 'purchase', quantity: 2 },
    'POST /api/v1/part-applications': { orderId: objects.workOrder.A, partId: objects.part.A, quantity: 1 },
    'POST /api/v1/part-applications/:id/approve': {},
    'POST /api/v1/part-applications/:id/reject': {},
    'POST /api/v1/part-applications/:id/issue': {},
    'POST /api/v1/part-applications/:id/cancel': {},
    'PUT /api/v1/assessment/rule': {
      kindPoints: { repair: 10, maintenance: 8 },
      naturePoints: { check: 5, maintenance: null, replace: 12, overhaul: 20, retired: 6 },
      onTimeBonus: 5,
      latePenalty: 5,
      ratingPoints: [-10, -5, 0, 3, 6],
      companyId: world.companyA,
    },
    'POST /api/v1/work-orders/:id/rating': { stars: 4 },
    // Multipart only (fields and images); a JSON body is refused before anything is read.
    'POST /api/v1/repair-requests': undefined,
    'POST /api/v1/repair-link/requests': undefined,
    'POST /api/v1/work-orders/:id/report': undefined,
    'POST /api/v1/maintenance-plans': maintenancePlanBody(objects.project.A, n),
    'PUT /api/v1/maintenance-plans/:id': maintenancePlanBody(objects.project.A, n),
    'DELETE /api/v1/maintenance-plans/:id': undefined,
    'POST /api/v1/maintenance-plans/:id/start': undefined,
    'POST /api/v1/maintenance-plans/:id/stop': undefined,
    'POST /api/v1/maintenance-orders/:id/submit': { solution: `Maintained${n}` },
    'POST /api/v1/maintenance-imports': undefined,
    'POST /api/v1/alarm-sources': { pointId: objects.point.A, name: `Alarm${n}`, level: 2, condition: { op: '>', value: 50 } },
    'PUT /api/v1/alarm-sources/:id': { level: 3 },
    'DELETE /api/v1/alarm-sources/:id': undefined,
    'POST /api/v1/alarms/:id/acknowledge': undefined,
    'POST /api/v1/alarms/:id/clear': undefined,
    'POST /api/v1/inbox/:id/dismiss': undefined,
    'POST /api/v1/inbox/dismiss-all': undefined,
    'POST /api/v1/inbox/read-all': undefined,
    'PUT /api/v1/notifications/settings': {
      types: ['alarm'],
      levels: [3, 4],
      projectIds: [],
      email: false,
      quietHours: { enabled: true, start: '22:00', end: '07:00' },
      language: 'en-US',
    },
    'POST /api/v1/notifications/test': undefined,
    'PUT /api/v1/notifications/company': { timeZone: 'Europe/Berlin', escalation: [{ afterMinutes: 5, channel: 'inApp', userIds: [] }] },
    // Collection tasks and saved reports (issue 7).
    'POST /api/v1/collection-tasks': {
      name: `Task${n}`,
      deviceId: objects.device.A,
      mode: 'periodic',
      intervalS: 60,
      pointIds: [objects.point.A],
    },
    'PUT /api/v1/collection-tasks/:id': {
      name: `Task${n}`,
      deviceId: objects.device.A,
      mode: 'periodic',
      intervalS: 60,
      pointIds: [objects.point.A],
    },
    'DELETE /api/v1/collection-tasks/:id': undefined,
    'POST /api/v1/reports': reportBody(objects.project.A, objects.point.A, n),
    'PUT /api/v1/reports/:id': reportBody(objects.project.A, objects.point.A, n),
    'DELETE /api/v1/reports/:id': undefined,
    // SCADA views and the gallery (issue 16).
    'POST /api/v1/views': { projectId: objects.project.A, name: `V${n}`, platform: 'pc' },
    'PUT /api/v1/views/:id': { version: 1, name: `R${n}` },
    'DELETE /api/v1/views/:id': undefined,
    'POST /api/v1/views/:id/main': undefined,
    'POST /api/v1/projects/:id/views/import': viewFile(n),
    // Multipart only (file and name).
    'POST /api/v1/gallery': undefined,
    'PUT /api/v1/gallery/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/gallery/:id': undefined,
    // History settings (issue 7): retention and HisDataLimit, super user only.
    'PUT /api/v1/companies/:id/history-settings': { retentionMonths: 24, hisDataLimitDays: null },
    'PUT /api/v1/users/:id/history-limit': { hisDataLimitDays: null },
  };
  const key = `${method} ${url}`;
  if (!(key in bodies)) throw new Error(`authorization matrix: no sample body for ${key}; add one to bodyFor()`);
  return bodies[key];
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
  if (principal === 'share') return false;
  const user = world.users[principal];
  if (access === 'user') return true;
  if (access === 'superuser') return user.grade === 0;
  return can({ grade: user.grade, demo: user.demo, grants: user.grants }, access.page, access.key as PermissionKey);
}

/** Whether the principal may see an object of this owner (row-level scope). */
function seesObject(resource: Resource, owner: Owner, principal: PrincipalName): boolean {
  if (principal === 'grade0') return true;
  if (principal === 'anonymous' || principal === 'share' || principal === 'demo') return false;
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
      let n = 0;
      for (const route of routes) {
        const access = route.access!;
        const resource = resourceOf(route.url);
        const mutating = route.method !== 'GET';
        const objects = await buildObjects(t.database.db, world);
        const owners: (Owner | undefined)[] = resource ? ['A', 'A-unassigned', 'B'] : [undefined];
        for (const principal of PRINCIPALS) {
          for (const owner of owners) {
            n++;
            const url =
              (resource && owner
                ? route.url.replace(':id', String(objects[resource][owner]))
                : OTHER_PARAMS[route.url]
                  ? route.url.replace(/:\w+$/, OTHER_PARAMS[route.url]!)
                  : route.url) + (QUERIES[route.url] ?? '');
            const allowed = passesAccess(access, principal, world) && (!resource || !owner || seesObject(resource, owner, principal));
            const body = mutating ? bodyFor(route.method, route.url, world, objects, n) : undefined;
            const token = await tokenFor(t.database.db, world, principal);
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
            if (ok && !allowed) problems.push(`${where}: answered ${response.status}, must be refused`);
            if (!ok && response.status >= 500) problems.push(`${where}: server error ${response.status} ${response.text.slice(0, 200)}`);
            if (!ok && mutating && (await fingerprint(t.database.db)) !== before)
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
    }, 300_000);
  });
}
