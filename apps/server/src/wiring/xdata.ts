import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
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
  {
    db,
    audit,
    limits,
    sandbox,
    log,
  }: {
    db: Database;
    audit: AuditService;
    limits?: XDataQueryLimits | undefined;
    /** PostgreSQL: the pool logged in as the reader role, where model queries run. */
    sandbox?: (() => Promise<Database | undefined>) | undefined;
    log: FastifyBaseLogger;
  },
) {
  let warned = false;
  const repo = createXDataRepository(db, {
    sandbox,
    onNoSandbox: () => {
      if (warned) return;
      warned = true;
      log.warn('XDATA: the reader role cannot log in (see XDATA_READER_PASSWORD); model queries run under SET LOCAL ROLE instead');
    },
  });
  const sources = createXDataSourcesService({ repo, audit });
  const models = createXDataModelsService({ repo, audit, limits });
  await api.register(xdataRoutes, { sources, models });
  await api.register(xdataScreensRoutes, { screens: createXDataScreensService({ repo, models, audit }) });
}
