import { asc, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  alarms,
  alarmSources,
  companies,
  devices,
  notices,
  points,
  projectGroups,
  projects,
  roles,
  treeNodes,
  userRoles,
  users,
  workOrderFiles,
  workOrderLog,
  workOrders,
} from '../db/schema/index.js';
import { createDemoSparePartsRepository } from './demo-spare-parts.repository.js';
import { createDemoMaintenanceRepository } from './demo-maintenance.repository.js';
import { createDemoReportsRepository } from './demo-reports.repository.js';
import { createDemoProductionRepository } from './demo-production.js';
import { createDemoRecipesRepository } from './demo-recipes.repository.js';
import { createNotificationsRepository } from '../features/notifications/notifications.repository.js';
import { createGalleryRepository } from '../features/gallery/gallery.repository.js';
import { createDemoViewsRepository } from './demo-views.repository.js';
import { createDemoAutomationRepository } from './demo-automation.repository.js';
import { createDemoSharesRepository } from './demo-shares.js';
import { createDemoClientErrorsRepository } from './demo-client-errors.js';
import { createDemoChargingRepository } from './demo-charging.js';
import { createDemoSimCardsRepository } from './demo-sim-cards.js';
import { createDemoInstallmentsRepository } from './demo-installments.js';
import { createDemoRemoteRepository } from './demo-remote.js';
import { createDemoGpsRepository } from './demo-gps.js';
import { createDemoXDataRepository } from './demo-xdata.js';

export function createSeedRepository(db: Database) {
  return {
    /** Spare parts, applications, the assessment rule and ratings of the demo company. */
    demoSpareParts: createDemoSparePartsRepository(db),
    /** Maintenance plans, the order one opened and the notice one sent. */
    demoMaintenance: createDemoMaintenanceRepository(db),
    /** Collection tasks and saved reports of the demo plant. */
    demoReports: createDemoReportsRepository(db),
    demoRecipes: createDemoRecipesRepository(db),
    /** Notification preferences, the escalation policy and the first alert-window entries. */
    demoNotifications: createNotificationsRepository(db),
    /** The demo projects' SCADA views. */
    demoViews: createDemoViewsRepository(db),
    demoAutomation: createDemoAutomationRepository(db),
    /** The demo plant's open share link. */
    demoShares: createDemoSharesRepository(db),
    demoClientErrors: createDemoClientErrorsRepository(db),
    demoCharging: createDemoChargingRepository(db),
    demoSimCards: createDemoSimCardsRepository(db),
    demoProduction: createDemoProductionRepository(db),
    demoInstallments: createDemoInstallmentsRepository(db),
    demoGps: createDemoGpsRepository(db),
    demoRemote: createDemoRemoteRepository(db),
    /** XDATA: the shift-plan source, its model and data screens. */
    demoXData: createDemoXDataRepository(db),
    /** The system gallery. */
    gallery: createGalleryRepository(db),
    async userCount(): Promise<number> {
      const [row] = await db.select({ n: count() }).from(users);
      return row?.n ?? 0;
    },

    async insertCompany(input: { name: string; logoText: string | null }): Promise<number> {
      const [row] = await db.insert(companies).values(input).returning({ id: companies.id });
      return row!.id;
    },

    async insertUser(input: typeof users.$inferInsert): Promise<number> {
      const [row] = await db.insert(users).values(input).returning({ id: users.id });
      return row!.id;
    },

    async insertRole(input: typeof roles.$inferInsert): Promise<number> {
      const [row] = await db.insert(roles).values(input).returning({ id: roles.id });
      return row!.id;
    },

    async assignRole(userId: number, roleId: number) {
      await db.insert(userRoles).values({ userId, roleId });
    },

    async insertNotice(input: typeof notices.$inferInsert) {
      await db.insert(notices).values(input);
    },

    async insertProjectGroup(input: typeof projectGroups.$inferInsert): Promise<number> {
      const [row] = await db.insert(projectGroups).values(input).returning({ id: projectGroups.id });
      return row!.id;
    },

    async insertTreeNode(input: typeof treeNodes.$inferInsert): Promise<number> {
      const [row] = await db.insert(treeNodes).values(input).returning({ id: treeNodes.id });
      return row!.id;
    },

    async insertProject(input: typeof projects.$inferInsert): Promise<number> {
      const [row] = await db.insert(projects).values(input).returning({ id: projects.id });
      return row!.id;
    },

    async insertDevice(input: typeof devices.$inferInsert, devicePoints: Omit<typeof points.$inferInsert, 'deviceId'>[]): Promise<number> {
      const [row] = await db.insert(devices).values(input).returning({ id: devices.id });
      if (devicePoints.length) await db.insert(points).values(devicePoints.map((point) => ({ ...point, deviceId: row!.id })));
      return row!.id;
    },

    /** The first device of a project (the demo's QR repair request names it). */
    async firstDeviceOf(projectId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.projectId, projectId))
        .orderBy(asc(devices.id))
        .limit(1);
      return row?.id ?? null;
    },

    /** An order with its log as it stands (the demo), in one transaction. */
    async insertWorkOrder(
      input: typeof workOrders.$inferInsert,
      log: Omit<typeof workOrderLog.$inferInsert, 'orderId'>[],
      files: Omit<typeof workOrderFiles.$inferInsert, 'orderId'>[] = [],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(workOrders).values(input).returning({ id: workOrders.id });
        if (log.length) await tx.insert(workOrderLog).values(log.map((entry) => ({ ...entry, orderId: row!.id })));
        if (files.length) await tx.insert(workOrderFiles).values(files.map((file) => ({ ...file, orderId: row!.id })));
        return row!.id;
      });
    },

    /** A project's points by device box and name (the demo's alarm sources find their points so). */
    async pointsOfProject(projectId: number) {
      return db
        .select({
          id: points.id,
          name: points.name,
          deviceId: devices.id,
          boxId: devices.boxId,
          unit: points.unit,
          decimals: points.decimals,
          dataType: points.dataType,
          displayFormat: points.displayFormat,
        })
        .from(points)
        .innerJoin(devices, eq(devices.id, points.deviceId))
        .where(eq(devices.projectId, projectId));
    },

    async insertAlarmSource(input: typeof alarmSources.$inferInsert): Promise<number> {
      const [row] = await db.insert(alarmSources).values(input).returning({ id: alarmSources.id });
      return row!.id;
    },

    async insertAlarm(input: typeof alarms.$inferInsert): Promise<number> {
      const [row] = await db.insert(alarms).values(input).returning({ id: alarms.id });
      return row!.id;
    },

    /** The order handling an alarm (the demo's repair history, issue 39). */
    async linkAlarm(alarmId: number, workOrderId: number) {
      await db.update(alarms).set({ workOrderId }).where(eq(alarms.id, alarmId));
    },
  };
}

export type SeedRepository = ReturnType<typeof createSeedRepository>;
