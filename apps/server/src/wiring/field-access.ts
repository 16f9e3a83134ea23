import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { AuditService } from '../features/audit/index.js';
import type { Connectivity } from '../features/connectivity/index.js';
import {
  createGeofencesService,
  createGpsRepository,
  createGpsService,
  geofencesRoutes,
  gpsRoutes,
  type GeofenceAlarms,
} from '../features/gps/index.js';
import {
  createGatewayTunnels,
  createRemoteAccessRepository,
  createRemoteAccessService,
  remoteAccessRoutes,
} from '../features/remote-access/index.js';

export interface FieldAccessDeps {
  db: Database;
  audit: AuditService;
  connectivity: Connectivity;
  /** The alarm engine: geofence crossings raise and clear alarms through it. */
  alarms?: GeofenceAlarms | undefined;
  remote?: { idleTimeoutMs?: number; maxSessionMs?: number; handshakeTimeoutMs?: number } | undefined;
}

/** Reaching the field: the remote HMI (VNC through the server's proxy) and where devices are (GPS tracks, geofences). */
export async function registerFieldAccess(
  api: FastifyInstance,
  { db, audit, connectivity, alarms, remote: remoteOptions }: FieldAccessDeps,
) {
  const tunnels = createGatewayTunnels({ bus: connectivity.bus, commands: connectivity.commands });
  const remote = createRemoteAccessService({ repo: createRemoteAccessRepository(db), audit, tunnels, ...remoteOptions });
  await api.register(remoteAccessRoutes, { remote });
  api.addHook('onClose', async () => remote.stop());
  const gpsRepository = createGpsRepository(db);
  const geofences = createGeofencesService({ repo: gpsRepository, audit, alarms });
  const gps = createGpsService({ repo: gpsRepository, audit, onPosition: geofences.judge });
  await api.register(gpsRoutes, { gps });
  await api.register(geofencesRoutes, { geofences });
  connectivity.observeValues((device, values) => {
    gps
      .onValues(device.id, values)
      ?.catch((error: unknown) => api.log.warn({ err: error, deviceId: device.id }, 'gps position not stored'));
  });
  return { remote, gps };
}
