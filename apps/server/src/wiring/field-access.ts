import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import { createRemoteAccessRepository, createRemoteAccessService, remoteAccessRoutes } from '../features/remote-access/index.js';

export interface FieldAccessDeps {
  db: Database;
  audit: AuditService;
  remote?: { idleTimeoutMs?: number; maxSessionMs?: number } | undefined;
}

/** Reaching the field: the remote HMI (VNC through the server's proxy). */
export async function registerFieldAccess(api: FastifyInstance, { db, audit, remote: remoteOptions }: FieldAccessDeps) {
  const remote = createRemoteAccessService({ repo: createRemoteAccessRepository(db), audit, ...remoteOptions });
  await api.register(remoteAccessRoutes, { remote });
  api.addHook('onClose', async () => remote.stop());
  return { remote };
}
