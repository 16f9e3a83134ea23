import path from 'node:path';
import {
  DEMO_PROFILES,
  startGatewayAgent,
  startPlcSimulator,
  startSimulatedHmi,
  type GatewayAgent,
  type PlcSimulator,
  type SimulatedHmi,
} from '@fieldlink/gateway';
import type { Logger } from 'pino';
import { DEMO_BOX_PASSWORD } from '../seed/demo-plant.js';
import { DEMO_HMI } from '../seed/demo-remote.js';

export interface DemoDevices {
  boxes: string[];
  close(): Promise<void>;
}

/**
 * The demo company's machines, live on a fresh start: for each demo box that exists and still has
 * the demo password, a Modbus TCP PLC simulator with its profile and a real gateway agent polling
 * it and publishing to `cloudUrl` (the embedded broker, or the external one). The same code a
 * customer runs at the edge; here it only runs in-process. A box's `origin` (when its device was
 * created, where the seeded history ends) keeps its counters rising across server restarts. Each
 * machine also has an operator panel (a simulated HMI speaking VNC) that its gateway alone may reach,
 * at the address the demo seed configured (`DEMO_HMI`), for the remote HMI through the gateway.
 */
export async function startDemoDevices({
  cloudUrl,
  boxes,
  log,
  dataDir,
}: {
  cloudUrl: string;
  boxes: readonly { boxId: string; origin?: number }[];
  log: Logger;
  /** Where each demo box keeps its device lock (`<dataDir>/<boxId>`); none: in memory. */
  dataDir?: string;
}): Promise<DemoDevices> {
  const simulators: PlcSimulator[] = [];
  const panels: SimulatedHmi[] = [];
  const agents: GatewayAgent[] = [];
  const started: string[] = [];
  const agentLog = log.child({ component: 'demo-gateway' });
  for (const { boxId, origin } of boxes) {
    const profile = DEMO_PROFILES[boxId as keyof typeof DEMO_PROFILES];
    if (!profile) continue;
    const simulator = await startPlcSimulator({ host: '127.0.0.1', port: 0, profile, ...(origin === undefined ? {} : { origin }) });
    simulators.push(simulator);
    const panel = await startSimulatedHmi({ simulator, profile, password: DEMO_HMI.password });
    panels.push(panel);
    const agent = await startGatewayAgent({
      boxId,
      password: DEMO_BOX_PASSWORD,
      cloudUrl,
      plcUrl: `modbus-tcp://127.0.0.1:${simulator.port}`,
      log: agentLog,
      // The panel listens on a port of its own; the box reaches nothing but it.
      tunnelAllow: [`${DEMO_HMI.host}:${DEMO_HMI.port}`],
      tunnelResolve: () => ({ host: '127.0.0.1', port: panel.port }),
      ...(dataDir ? { dataDir: path.join(dataDir, boxId) } : {}),
    });
    agents.push(agent);
    started.push(boxId);
  }
  // A demo box whose password was changed just stays offline; that is not an error.
  void Promise.allSettled(agents.map((a) => a.ready)).then((results) =>
    results.forEach(
      (r, i) => r.status === 'rejected' && log.info({ boxId: started[i], err: String(r.reason) }, 'demo gateway not admitted'),
    ),
  );
  return {
    boxes: started,
    async close() {
      await Promise.allSettled(agents.map((a) => a.close()));
      await Promise.allSettled(panels.map((p) => p.close()));
      await Promise.allSettled(simulators.map((s) => s.close()));
    },
  };
}
