import { xdataBodies } from './matrix-xdata.js';
import { matrixTariff } from './matrix-displays.js';
import { installmentBodies } from './matrix-installments.js';
import type { Objects, World } from './matrix-fixtures.js';
import { simBodies } from './matrix-sim.js';

// The request bodies of the authorization matrix (authorization-matrix.ts): `n` keeps names unique per call.

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
/** A charging room without cabinets, valid in any project. */
const chargingRoomFields = { capacity: 8, openingHours: { allDay: true, open: '00:00', close: '00:00' }, tariff: matrixTariff };

/** A screen layout naming no point or view, valid in any project. */
const screenLayout = {
  title: 'Matrix',
  width: 1920,
  height: 1080,
  fit: 'letterbox',
  rows: 4,
  columns: 4,
  widgets: [{ id: 'c', kind: 'clock', x: 0, y: 0, w: 1, h: 1 }],
};

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

/** A one-row recipe on a device of company A. */
const recipeBody = (deviceId: number, n: number) => ({
  name: `MatrixRecipe${n}`,
  deviceId,
  items: [{ name: 'v', value: 1 }],
  rules: [{ name: 'r', sourceStart: 0, length: 1, area: '4x', targetStart: 100 }],
});

/** A valid body per mutating route, so a refusal is never hidden behind a validation error. */
export function bodyFor(method: string, url: string, world: World, objects: Objects, n: number): unknown {
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
    'PUT /api/v1/account/credentials': { oldPassword: 'wrongpass1', userName: `matrix_cred_${n}`, password: 'Passw0rd99' },
    'PUT /api/v1/account/logo-text': { text: `Logo${n}` },
    'PUT /api/v1/account/settings': { alarmPopup: false },
    'POST /api/v1/account/log-off/code': undefined,
    'POST /api/v1/account/log-off': { code: '000000' },
    'POST /api/v1/account/avatar': undefined,
    'POST /api/v1/notices': { title: `MatrixNotice${n}`, body: 'hello' },
    'POST /api/v1/notices/read-all': undefined,
    'POST /api/v1/push/subscriptions': {
      endpoint: `https://push.example.test/matrix/${n}`,
      keys: {
        p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        auth: 'tBHItJI5svbpez7KI4CCXg',
      },
    },
    'DELETE /api/v1/push/subscriptions': { endpoint: `https://push.example.test/matrix/${n}` },
    'DELETE /api/v1/notices/:id': undefined,
    'DELETE /api/v1/client-errors/groups/:fingerprint': undefined,
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
    'DELETE /api/v1/work-orders/:id': undefined,
    'PUT /api/v1/work-orders/:id': { problem: `Edited${n}`, contactName: 'Matrix', contactPhone: '13800138000' },
    'POST /api/v1/work-orders/:id/dispatch': { assigneeId: world.users.adminA.id },
    'POST /api/v1/work-orders/:id/cancel-dispatch': {},
    'POST /api/v1/work-orders/:id/accept': {},
    'POST /api/v1/work-orders/:id/start': {},
    'POST /api/v1/work-orders/:id/transfer': { assigneeId: world.users.adminA.id },
    'POST /api/v1/work-orders/:id/return': { note: `Back${n}` },
    'POST /api/v1/work-orders/:id/complete': { solution: `Fixed${n}` },
    'POST /api/v1/work-orders/:id/cancel': {},
    // Closing the loop (issue 39): the hand confirmation of an alarm order's repair, the company's recurrence setting.
    'POST /api/v1/work-orders/:id/confirm-repair': { reason: `Checked${n}` },
    'PUT /api/v1/reliability/settings': { recurrenceAction: 'reopen' },
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
    // Client error log: a report from anyone, with or without a token.
    'POST /api/v1/client-errors': { kind: 'error', message: `Matrix report ${n}`, route: '/home', version: 'matrix' },
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
    'POST /api/v1/triggers': { pointId: objects.point.A, name: `Trig${n}`.slice(0, 12), condition: { op: '>', value: 50 } },
    'PUT /api/v1/triggers/:id': { minDurationMs: 5000 },
    'DELETE /api/v1/triggers/:id': undefined,
    'POST /api/v1/assignments': {
      triggerId: objects.trigger.A,
      name: `Assign${n}`,
      targetPointId: objects.point.A,
      source: 'constant',
      value: 1,
    },
    'PUT /api/v1/assignments/:id': { cooldownMs: 5000 },
    'DELETE /api/v1/assignments/:id': undefined,
    'POST /api/v1/status-tables': { name: `Status${n}`, entries: [{ value: 0, zh: '停止', en: 'Stopped' }], companyId: world.companyA },
    'PUT /api/v1/status-tables/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/status-tables/:id': undefined,
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
    'POST /api/v1/share-links': { objectType: 'project', objectId: objects.project.A, authority: 'open', expiresInDays: 7 },
    'POST /api/v1/share-links/:id/revoke': undefined,
    // A link nobody made: every caller is answered "no longer valid" and nothing is written.
    'POST /api/v1/share-links/probe': { link: 'm'.repeat(43) },
    'POST /api/v1/share-links/open': { link: 'm'.repeat(43) },
    'PUT /api/v1/views/:id': { version: 1, name: `R${n}` },
    'DELETE /api/v1/views/:id': undefined,
    'POST /api/v1/views/:id/main': undefined,
    'POST /api/v1/projects/:id/views/import': viewFile(n),
    // Large screens.
    'POST /api/v1/screens': { projectId: objects.project.A, name: `S${n}`, layout: screenLayout },
    'PUT /api/v1/screens/:id': { name: `R${n}`, layout: screenLayout },
    'DELETE /api/v1/screens/:id': undefined,
    // Charging rooms.
    'POST /api/v1/charging-rooms': { projectId: objects.project.A, name: `Room${n}`, ...chargingRoomFields },
    'PUT /api/v1/charging-rooms/:id': { name: `R${n}`, ...chargingRoomFields },
    'DELETE /api/v1/charging-rooms/:id': undefined,
    // Remote HMI (issue 22): the address is an administrator's; a ticket for a device without one is 409.
    'PUT /api/v1/devices/:id/remote-target': { host: '127.0.0.1', port: 5900 },
    'POST /api/v1/devices/:id/remote-tickets': undefined,
    'POST /api/v1/remote-sessions/end': { sessionId: 999_999 },
    'POST /api/v1/devices/:id/positions': { lat: 30.1, lng: 120.2 },
    'POST /api/v1/devices/:id/geofences': { name: `Fence${n}`, shape: 'circle', lat: 30, lng: 120, radiusM: 500 },
    'PUT /api/v1/geofences/:id': {
      name: `F${n}`,
      shape: 'polygon',
      polygon: [
        { lat: 30, lng: 120 },
        { lat: 30.01, lng: 120 },
        { lat: 30, lng: 120.01 },
      ],
    },
    'DELETE /api/v1/geofences/:id': undefined,
    // Multipart only (file and name).
    'POST /api/v1/gallery': undefined,
    'PUT /api/v1/gallery/:id': { name: `Renamed${n}` },
    'DELETE /api/v1/gallery/:id': undefined,
    // Recipes (issue 17): a download to a matrix device finds it offline and sends nothing.
    'POST /api/v1/recipes': recipeBody(objects.device.A, n),
    'PUT /api/v1/recipes/:id': recipeBody(objects.device.A, n),
    'DELETE /api/v1/recipes/:id': undefined,
    'POST /api/v1/recipes/:id/download': undefined,
    // Multipart only (the value table's file).
    'POST /api/v1/recipes/:id/values/import': undefined,
    // Production management (issue 21): a material and a template of the caller's company, a task on device A.
    'POST /api/v1/production/materials': { name: `Mat${n}`, stock: 5, companyId: world.companyA },
    'PUT /api/v1/production/materials/:id': { name: `M${n}`, stock: 5 },
    'DELETE /api/v1/production/materials/:id': undefined,
    'POST /api/v1/production/templates': { name: `Tpl${n}`, product: 'P', targetQuantity: 5, cycleSeconds: 2, companyId: world.companyA },
    'PUT /api/v1/production/templates/:id': { name: `T${n}`, product: 'P', targetQuantity: 5, cycleSeconds: 2 },
    'DELETE /api/v1/production/templates/:id': undefined,
    'POST /api/v1/production/tasks': {
      templateId: objects.productionTemplate.A,
      deviceId: objects.device.A,
      shift: 'day',
      day: '2026-01-01',
    },
    'POST /api/v1/production/tasks/:id/action': { action: 'start' },
    'PUT /api/v1/production/tasks/:id/counts': { output: 3, scrap: 1 },
    'DELETE /api/v1/production/tasks/:id': undefined,
    'POST /api/v1/production/my-tasks/:id/action': { action: 'start' },
    'PUT /api/v1/production/my-tasks/:id/counts': { scrap: 1 },
    ...installmentBodies(objects.device.A),
    // History settings (issue 7): retention and HisDataLimit, super user only.
    'PUT /api/v1/companies/:id/history-settings': { retentionMonths: 24, hisDataLimitDays: null },
    'PUT /api/v1/users/:id/history-limit': { hisDataLimitDays: null },
    // SIM cards and their invoices (issue 19).
    ...simBodies(objects, n),
    ...xdataBodies(n),
  };
  const key = `${method} ${url}`;
  if (!(key in bodies)) throw new Error(`authorization matrix: no sample body for ${key}; add one to bodyFor()`);
  return bodies[key];
}
