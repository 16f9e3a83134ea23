import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { devices, remoteTargets } from '../db/schema/index.js';

/**
 * The demo machine's operator panel: the address its gateway reaches on "the machine's network"
 * (in the demo, a simulated HMI next to the PLC simulator, `startDemoDevices`) and its VNC password.
 */
export const DEMO_HMI = { host: '127.0.0.1', port: 5900, password: 'hmi2024' } as const;

/** The demo seed's remote-HMI target. */
export function createDemoRemoteRepository(db: Database) {
  return {
    async devicesOf(projectId: number): Promise<number[]> {
      const rows = await db.select({ id: devices.id }).from(devices).where(eq(devices.projectId, projectId)).orderBy(devices.id);
      return rows.map((row) => row.id);
    },

    async insertTarget(deviceId: number, target: { host: string; port: number; password: string }) {
      await db.insert(remoteTargets).values({ deviceId, host: target.host, port: target.port, via: 'gateway' }).onConflictDoNothing();
      await db.update(devices).set({ vncPassword: target.password }).where(eq(devices.id, deviceId));
    },
  };
}

export type DemoRemoteRepository = ReturnType<typeof createDemoRemoteRepository>;

/** Each demo machine's HMI is reached through its gateway, with a stored VNC password. */
export async function seedDemoRemote(repo: DemoRemoteRepository, projectId: number) {
  for (const deviceId of await repo.devicesOf(projectId)) await repo.insertTarget(deviceId, DEMO_HMI);
}
