import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import {
  createXDataModelsService,
  createXDataRepository,
  createXDataScreensService,
  createXDataSourcesService,
  xdataRoutes,
  xdataScreensRoutes,
  type XDataQueryLimits,
} from '../features/xdata/index.js';

/** XDATA: CSV data sources, data models over them and Fieldlink's history, data screens. */
export async function registerXData(
  api: FastifyInstance,
  { db, audit, limits }: { db: Database; audit: AuditService; limits?: XDataQueryLimits | undefined },
) {
  const repo = createXDataRepository(db);
  const sources = createXDataSourcesService({ repo, audit });
  const models = createXDataModelsService({ repo, audit, limits });
  await api.register(xdataRoutes, { sources, models });
  await api.register(xdataScreensRoutes, { screens: createXDataScreensService({ repo, models, audit }) });
}
