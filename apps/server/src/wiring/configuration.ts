import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { createAlarmSourcesRepository } from '../features/alarms/index.js';
import type { AuditService } from '../features/audit/index.js';
import { createAutomationRepository, createStatusesRepository } from '../features/automation/index.js';
import { chargingRoomsRoutes, createChargingRoomsRepository, createChargingRoomsService } from '../features/charging-rooms/index.js';
import { createCollectionRepository } from '../features/collection/index.js';
import type { DevicesRepository } from '../features/devices/index.js';
import { createMaintenancePlansRepository } from '../features/maintenance-plans/index.js';
import { createProjectConfigurationService, projectConfigurationRoutes } from '../features/project-configuration/index.js';
import type { ProjectsRepository } from '../features/projects/index.js';
import { createRecipesRepository } from '../features/recipes/index.js';
import { createReportsRepository } from '../features/reports/index.js';
import { createScreensRepository } from '../features/screens/index.js';
import { createSharesRepository } from '../features/shares/index.js';
import { createViewsRepository } from '../features/views/index.js';

export interface ConfigurationDeps {
  db: Database;
  audit: AuditService;
  projects: ProjectsRepository;
  devices: DevicesRepository;
}

/** Charging rooms, and the project configuration hub that counts every feature of a project through its repository. */
export async function registerConfiguration(api: FastifyInstance, { db, audit, projects, devices }: ConfigurationDeps) {
  const chargingRooms = createChargingRoomsRepository(db);
  await api.register(chargingRoomsRoutes, { rooms: createChargingRoomsService({ repo: chargingRooms, audit }) });
  const automation = createAutomationRepository(db);
  await api.register(projectConfigurationRoutes, {
    configuration: createProjectConfigurationService({
      project: (scope, projectId) => projects.find(scope, projectId),
      devices: (projectId) => devices.withPointCounts(projectId),
      automation: (projectId) => automation.countsOfProject(projectId),
      count: {
        alarmSources: createAlarmSourcesRepository(db).countOfProject,
        views: createViewsRepository(db).countOfProject,
        screens: createScreensRepository(db).countOfProject,
        recipes: createRecipesRepository(db).countOfProject,
        collectionTasks: createCollectionRepository(db).countOfProject,
        reports: createReportsRepository(db).countOfProject,
        maintenancePlans: createMaintenancePlansRepository(db).countOfProject,
        shareLinks: createSharesRepository(db).countOfProject,
        statusTables: createStatusesRepository(db).countOfProject,
        chargingRooms: chargingRooms.countOfProject,
      },
    }),
  });
}
