import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import type { Connectivity } from '../features/connectivity/index.js';
import { createGpsRepository, createGpsService, gpsRoutes } from '../features/gps/index.js';
import { createRemoteAccessRepository, createRemoteAccessService, remoteAccessRoutes } from '../features/remote-access/index.js';

export interface FieldAccessDeps {
  db: Database;
  audit: AuditService;
  connectivity: Connectivity;
  remote?: { idleTimeoutMs?: number; maxSessionMs?: number } | undefined;
}

/** Reaching the field: the remote HMI (VNC through the server's proxy) and where devices are (GPS tracks). */
export async function registerFieldAccess(api: FastifyInstance, { db, audit, connectivity, remote: remoteOptions }: FieldAccessDeps) {
  const remote = createRemoteAccessService({ repo: createRemoteAccessRepository(db), audit, ...remoteOptions });
  await api.register(remoteAccessRoutes, { remote });
  api.addHook('onClose', async () => remote.stop());
  const gps = createGpsService({ repo: createGpsRepository(db), audit });
  await api.register(gpsRoutes, { gps });
  connectivity.observeValues((device, values) => {
    gps
      .onValues(device.id, values)
      ?.catch((error: unknown) => api.log.warn({ err: error, deviceId: device.id }, 'gps position not stored'));
  });
  return { remote, gps };
}
