import type { Database } from '../db/client.js';
import {
  alarms,
  alarmSources,
  companies,
  deviceGeofences,
  devices,
  deviceTypes,
  maintenancePlans,
  notices,
  points,
  projectGroups,
  projects,
  regions,
  roles,
  treeNodes,
  userMessages,
  userProjects,
  users,
  workOrders,
  galleryImages,
  parts as partsTable,
  partApplications,
} from '../db/schema/index.js';
import { collectionTasks, reportConfigs } from '../db/schema/reports.js';
import { hashPassword } from '../lib/password.js';
import { matrixAutomation, matrixStatusTable } from './matrix-automation.js';
import { matrixChargingRoom, matrixRecipe, matrixScreen, matrixView } from './matrix-displays.js';
import { matrixProduction } from './matrix-production.js';
import { matrixInstallment } from './matrix-installments.js';
import { xdataObjects } from './matrix-xdata.js';
import { insertShareLink } from './matrix-shares.js';
import { matrixIccid, matrixInvoice, matrixSimCard } from './matrix-sim.js';
import { MARK, type Objects, type World } from './matrix-world.js';

export { MARK, PRINCIPALS, buildWorld, tokenFor, type Objects, type Owner, type PrincipalName, type World } from './matrix-world.js';

let serial = 0;
/** The fixtures' users share one password hash: one scrypt per run instead of one per writing route. */
let fixturePasswordHash: Promise<string> | undefined;
/** Objects of A (assigned to narrowA, and not) and of B, made anew for every route. */
export async function buildObjects(db: Database, world: World): Promise<Objects> {
  const n = ++serial;
  const project = async (companyId: number, name: string, assign?: number) => {
    const [row] = await db.insert(projects).values({ companyId, name, location: '120,30' }).returning();
    if (assign) await db.insert(userProjects).values({ userId: assign, projectId: row!.id });
    return row!.id;
  };
  const role = async (companyId: number, name: string) =>
    (
      await db
        .insert(roles)
        .values({ companyId, name, permissions: { item_page: ['view'] } })
        .returning()
    )[0]!.id;
  const passwordHash = await (fixturePasswordHash ??= hashPassword('Passw0rd99'));
  const user = async (companyId: number, userName: string) =>
    (await db.insert(users).values({ userName, passwordHash, grade: 2, companyId }).returning())[0]!.id;
  const company = async (parentId: number, name: string) => (await db.insert(companies).values({ name, parentId }).returning())[0]!.id;
  const region = async (companyId: number, name: string) => (await db.insert(regions).values({ companyId, name }).returning())[0]!.id;
  const regionA = await region(world.companyA, `${MARK.a}Region${n}`);
  const notice = async (companyId: number, title: string) => (await db.insert(notices).values({ companyId, title }).returning())[0]!.id;
  const noticeA = await notice(world.companyA, `${MARK.a}Notice${n}`);
  const device = async (companyId: number, projectId: number, name: string, tag: string) => {
    const [row] = await db
      .insert(devices)
      .values({ companyId, projectId, name, boxId: `MX${tag}${String(n).padStart(9, '0')}` })
      .returning();
    const [p] = await db
      .insert(points)
      .values({ deviceId: row!.id, name: `${name}Point`, area: '4x', address: 0, dataType: 2, writable: true })
      .returning();
    // An alarm source on the point with one active alarm.
    const [source] = await db
      .insert(alarmSources)
      .values({
        companyId,
        projectId,
        deviceId: row!.id,
        pointId: p!.id,
        name: `${name}Alarm`.slice(0, 20),
        level: 2,
        condition: { op: '>', value: 1 },
      })
      .returning();
    const [alarm] = await db
      .insert(alarms)
      .values({
        sourceId: source!.id,
        companyId,
        projectId,
        deviceId: row!.id,
        pointId: p!.id,
        name: `${name}Alarm`,
        level: 2,
        value: 5,
        textZh: name,
        textEn: name,
      })
      .returning();
    // A conditional trigger on the point, with one assignment writing it.
    const automation = await matrixAutomation(db, { companyId, projectId, deviceId: row!.id, pointId: p!.id }, name);
    return {
      device: row!.id,
      point: p!.id,
      alarmSource: source!.id,
      alarm: alarm!.id,
      ...automation,
    };
  };
  const deviceType = async (companyId: number, name: string) =>
    (await db.insert(deviceTypes).values({ companyId, name }).returning())[0]!.id;
  const roleA = await role(world.companyA, `${MARK.a}Role${n}`);
  const userA = await user(world.companyA, `${MARK.a}_user${n}`);
  const companyA = await company(world.companyA, `${MARK.a}Customer${n}`);
  const projectIds = {
    A: await project(world.companyA, `${MARK.a}Project${n}`, world.users.narrowA.id),
    'A-unassigned': await project(world.companyA, `${MARK.aHidden}Project${n}`),
    B: await project(world.companyB, `${MARK.b}Project${n}`),
  };
  const deviceA = await device(world.companyA, projectIds.A, `${MARK.a}Device${n}`, 'A');
  const deviceHidden = await device(world.companyA, projectIds['A-unassigned'], `${MARK.aHidden}Device${n}`, 'H');
  const deviceB = await device(world.companyB, projectIds.B, `${MARK.b}Device${n}`, 'B');
  const typeA = await deviceType(world.companyA, `${MARK.a}Type${n}`);
  // A collection task on each device and a saved report on each project (issue 7).
  const collectionTask = async (companyId: number, target: { device: number; point: number }, name: string) =>
    (
      await db
        .insert(collectionTasks)
        .values({
          companyId,
          deviceId: target.device,
          name,
          mode: 'periodic',
          intervalS: 3600,
          pointIds: [target.point],
          conditions: [],
          windows: [],
        })
        .returning()
    )[0]!.id;
  const report = async (companyId: number, projectId: number, pointId: number, name: string) =>
    (
      await db
        .insert(reportConfigs)
        .values({
          companyId,
          projectId,
          name,
          storageMode: 'interval',
          intervalS: 3600,
          periodTimeList: [],
          timeType: 'day',
          columns: [{ pointId, method: 'avg' }],
          modules: [{ type: 'table', width: 'full', title: 'Table', columns: [], chart: 'line' }],
        })
        .returning()
    )[0]!.id;
  const group = async (companyId: number, name: string) => (await db.insert(projectGroups).values({ companyId, name }).returning())[0]!.id;
  const node = async (companyId: number, name: string) => {
    const [root] = await db.insert(treeNodes).values({ companyId, name }).returning();
    await db.insert(treeNodes).values({ companyId, parentId: root!.id, name: `${name}Child` });
    return root!.id;
  };
  const groupA = await group(world.companyA, `${MARK.a}Group${n}`);
  const nodeA = await node(world.companyA, `${MARK.a}Node${n}`);
  // Dispatched to company A's administrator, so the flow's every action has an order it can reach.
  const workOrder = async (companyId: number, projectId: number, problem: string, tag: string, assigneeId: number) =>
    (
      await db
        .insert(workOrders)
        .values({
          companyId,
          projectId,
          number: `WO-MATRIX-${tag}${n}`,
          status: 'dispatched',
          problem,
          contactName: 'Matrix',
          contactPhone: '13800138000',
          assigneeId,
          creatorId: world.users.adminA.id,
        })
        .returning()
    )[0]!.id;
  // Far ahead, so the scheduler never runs them during the walk.
  const maintenancePlan = async (companyId: number, projectId: number, name: string) =>
    (
      await db
        .insert(maintenancePlans)
        .values({
          companyId,
          projectId,
          name,
          type: 'in_warranty',
          warrantyTime: 1,
          warrantyUnit: 'year',
          cycle: 1,
          cycleUnit: 'month',
          startTime: new Date('2035-01-31T01:00:00Z'),
          advanceNotice: '1w',
          phone: '13800138000',
          nextIndex: 0,
          nextTime: new Date('2035-01-31T01:00:00Z'),
        })
        .returning()
    )[0]!.id;
  const workOrderIds = {
    A: await workOrder(world.companyA, projectIds.A, `${MARK.a}Order${n}`, 'A', world.users.adminA.id),
    'A-unassigned': await workOrder(world.companyA, projectIds['A-unassigned'], `${MARK.aHidden}Order${n}`, 'H', world.users.adminA.id),
    B: await workOrder(world.companyB, projectIds.B, `${MARK.b}Order${n}`, 'B', world.users.adminB.id),
  };
  // Spare parts (company-bound) and a pending application on each order.
  const part = async (companyId: number, name: string, tag: string) =>
    (
      await db
        .insert(partsTable)
        .values({ companyId, code: `MX-${tag}${n}`, name, unit: 'pc', stock: 5 })
        .returning()
    )[0]!.id;
  const partIds = { A: await part(world.companyA, `${MARK.a}Part${n}`, 'A'), B: await part(world.companyB, `${MARK.b}Part${n}`, 'B') };
  const application = async (companyId: number, orderId: number, partId: number, applicantId: number) =>
    (await db.insert(partApplications).values({ companyId, orderId, partId, quantity: 1, applicantId }).returning())[0]!.id;
  /** An alert-window entry of one user: only that user may dismiss it. */
  const inboxEntry = async (userId: number, companyId: number, title: string) =>
    (await db.insert(userMessages).values({ userId, companyId, type: 'update', titleZh: title, titleEn: title }).returning())[0]!.id;
  const view = (companyId: number, projectId: number, marker: string) => matrixView(db, companyId, projectId, `${marker}View${n}`);
  const screen = (companyId: number, projectId: number, marker: string) => matrixScreen(db, companyId, projectId, `${marker}Screen${n}`);
  const room = (companyId: number, projectId: number, marker: string) => matrixChargingRoom(db, companyId, projectId, `${marker}Room${n}`);
  const recipe = (companyId: number, deviceId: number, marker: string) => matrixRecipe(db, companyId, deviceId, `${marker}Recipe${n}`);
  /** A gallery image of each company (a 1x1 PNG). */
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const image = async (companyId: number, name: string) =>
    (await db.insert(galleryImages).values({ companyId, name, type: 'png', size: png.length, content: png }).returning())[0]!.id;
  const imageA = await image(world.companyA, `${MARK.a}Image${n}`);
  const statusA = await matrixStatusTable(db, world.companyA, `${MARK.a}Status${n}`);
  /** A share link of each project (an open one, a week long). */
  const shareLink = (companyId: number, projectId: number) =>
    insertShareLink(db, companyId, projectId, new Date(Date.now() + 7 * 86_400_000), world.users.adminA.id);
  const simCard = {
    A: await matrixSimCard(db, world.companyA, deviceA.device, matrixIccid(1, n)),
    'A-unassigned': await matrixSimCard(db, world.companyA, deviceHidden.device, matrixIccid(2, n)),
    B: await matrixSimCard(db, world.companyB, deviceB.device, matrixIccid(3, n)),
  };
  /** A geofence on each device (its name, with the marker, is in every answer). */
  const geofence = async (deviceId: number, name: string) =>
    (await db.insert(deviceGeofences).values({ deviceId, name, shape: 'circle', lat: 30, lng: 120, radiusM: 500 }).returning())[0]!.id;
  const invoiceA = await matrixInvoice(db, world.companyA, simCard.A, `${MARK.a}Invoice${n}`);
  return {
    simCard,
    geofence: {
      A: await geofence(deviceA.device, `${MARK.a}Fence${n}`),
      'A-unassigned': await geofence(deviceHidden.device, `${MARK.aHidden}Fence${n}`),
      B: await geofence(deviceB.device, `${MARK.b}Fence${n}`),
    },
    simInvoice: { A: invoiceA, 'A-unassigned': invoiceA, B: await matrixInvoice(db, world.companyB, simCard.B, `${MARK.b}Invoice${n}`) },
    ...(await xdataObjects(db, world, n)),
    trigger: { A: deviceA.trigger, 'A-unassigned': deviceHidden.trigger, B: deviceB.trigger },
    assignment: { A: deviceA.assignment, 'A-unassigned': deviceHidden.assignment, B: deviceB.assignment },
    statusTable: { A: statusA, 'A-unassigned': statusA, B: await matrixStatusTable(db, world.companyB, `${MARK.b}Status${n}`) },
    share: {
      A: await shareLink(world.companyA, projectIds.A),
      'A-unassigned': await shareLink(world.companyA, projectIds['A-unassigned']),
      B: await shareLink(world.companyB, projectIds.B),
    },
    view: {
      A: await view(world.companyA, projectIds.A, MARK.a),
      'A-unassigned': await view(world.companyA, projectIds['A-unassigned'], MARK.aHidden),
      B: await view(world.companyB, projectIds.B, MARK.b),
    },
    screen: {
      A: await screen(world.companyA, projectIds.A, MARK.a),
      'A-unassigned': await screen(world.companyA, projectIds['A-unassigned'], MARK.aHidden),
      B: await screen(world.companyB, projectIds.B, MARK.b),
    },
    chargingRoom: {
      A: await room(world.companyA, projectIds.A, MARK.a),
      'A-unassigned': await room(world.companyA, projectIds['A-unassigned'], MARK.aHidden),
      B: await room(world.companyB, projectIds.B, MARK.b),
    },
    installment: {
      A: await matrixInstallment(db, world.companyA, deviceA.device, `${MARK.a}Customer${n}`),
      'A-unassigned': await matrixInstallment(db, world.companyA, deviceHidden.device, `${MARK.aHidden}Customer${n}`),
      B: await matrixInstallment(db, world.companyB, deviceB.device, `${MARK.b}Customer${n}`),
    },
    recipe: {
      A: await recipe(world.companyA, deviceA.device, MARK.a),
      'A-unassigned': await recipe(world.companyA, deviceHidden.device, MARK.aHidden),
      B: await recipe(world.companyB, deviceB.device, MARK.b),
    },
    galleryImage: { A: imageA, 'A-unassigned': imageA, B: await image(world.companyB, `${MARK.b}Image${n}`) },
    part: { A: partIds.A, 'A-unassigned': partIds.A, B: partIds.B },
    partApplication: {
      A: await application(world.companyA, workOrderIds.A, partIds.A, world.users.adminA.id),
      'A-unassigned': await application(world.companyA, workOrderIds['A-unassigned'], partIds.A, world.users.adminA.id),
      B: await application(world.companyB, workOrderIds.B, partIds.B, world.users.adminB.id),
    },
    inboxEntry: {
      A: await inboxEntry(world.users.adminA.id, world.companyA, `${MARK.a}Inbox${n}`),
      'A-unassigned': await inboxEntry(world.users.noneA.id, world.companyA, `${MARK.a}Inbox${n}`),
      B: await inboxEntry(world.users.adminB.id, world.companyB, `${MARK.b}Inbox${n}`),
    },
    project: projectIds,
    maintenancePlan: {
      A: await maintenancePlan(world.companyA, projectIds.A, `${MARK.a}Plan${n}`),
      'A-unassigned': await maintenancePlan(world.companyA, projectIds['A-unassigned'], `${MARK.aHidden}Plan${n}`),
      B: await maintenancePlan(world.companyB, projectIds.B, `${MARK.b}Plan${n}`),
    },
    ...(await matrixProduction(
      db,
      {
        companyA: world.companyA,
        companyB: world.companyB,
        devices: { A: deviceA.device, 'A-unassigned': deviceHidden.device, B: deviceB.device },
        markers: MARK,
      },
      n,
    )),
    device: { A: deviceA.device, 'A-unassigned': deviceHidden.device, B: deviceB.device },
    point: { A: deviceA.point, 'A-unassigned': deviceHidden.point, B: deviceB.point },
    alarmSource: { A: deviceA.alarmSource, 'A-unassigned': deviceHidden.alarmSource, B: deviceB.alarmSource },
    alarm: { A: deviceA.alarm, 'A-unassigned': deviceHidden.alarm, B: deviceB.alarm },
    deviceType: { A: typeA, 'A-unassigned': typeA, B: await deviceType(world.companyB, `${MARK.b}Type${n}`) },
    role: { A: roleA, 'A-unassigned': roleA, B: await role(world.companyB, `${MARK.b}Role${n}`) },
    user: { A: userA, 'A-unassigned': userA, B: await user(world.companyB, `${MARK.b}_user${n}`) },
    company: { A: companyA, 'A-unassigned': companyA, B: await company(world.companyB, `${MARK.b}Customer${n}`) },
    region: { A: regionA, 'A-unassigned': regionA, B: await region(world.companyB, `${MARK.b}Region${n}`) },
    notice: { A: noticeA, 'A-unassigned': noticeA, B: await notice(world.companyB, `${MARK.b}Notice${n}`) },
    projectGroup: { A: groupA, 'A-unassigned': groupA, B: await group(world.companyB, `${MARK.b}Group${n}`) },
    treeNode: { A: nodeA, 'A-unassigned': nodeA, B: await node(world.companyB, `${MARK.b}Node${n}`) },
    workOrder: workOrderIds,
    collectionTask: {
      A: await collectionTask(world.companyA, deviceA, `${MARK.a}Task${n}`),
      'A-unassigned': await collectionTask(world.companyA, deviceHidden, `${MARK.aHidden}Task${n}`),
      B: await collectionTask(world.companyB, deviceB, `${MARK.b}Task${n}`),
    },
    report: {
      A: await report(world.companyA, projectIds.A, deviceA.point, `${MARK.a}Report${n}`),
      'A-unassigned': await report(world.companyA, projectIds['A-unassigned'], deviceHidden.point, `${MARK.aHidden}Report${n}`),
      B: await report(world.companyB, projectIds.B, deviceB.point, `${MARK.b}Report${n}`),
    },
  };
}

export { fingerprint } from './change-counter.js';
