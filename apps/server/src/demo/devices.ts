import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DEMO_PROFILES,
  startGatewayAgent,
  startOpcUaServer,
  startPlcSimulator,
  startSimulatedHmi,
  type GatewayAgent,
  type PlcSimulator,
  type SimulatedHmi,
} from '@fieldlink/gateway';
import type { Logger } from 'pino';
import { DEMO_BOX_PASSWORD, DEMO_OPCUA_USER } from '../seed/demo-plant.js';
import { DEMO_HMI } from '../seed/demo-remote.js';

export interface DemoDevices {
  boxes: string[];
  close(): Promise<void>;
}

/**
 * The demo company's machines, live on a fresh start: for each demo box that exists and still has
 * the demo password, a PLC simulator with its profile and a real gateway agent polling it and
 * publishing to `cloudUrl` (the embedded broker, or the external one). The PLC speaks the device's
 * protocol: OPC UA (node-opcua's server, SignAndEncrypt with the demo user, values by subscription),
 * Modbus RTU through a serial server (RTU frames over TCP, `modbus-rtu-tcp://`: a fresh machine has
 * no serial port), else Modbus TCP. The same code a
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
  boxes: readonly { boxId: string; origin?: number; protocol?: string }[];
  log: Logger;
  /** Where each demo box keeps its device lock (`<dataDir>/<boxId>`); none: in memory. */
  dataDir?: string;
}): Promise<DemoDevices> {
  const simulators: PlcSimulator[] = [];
  const panels: SimulatedHmi[] = [];
  const agents: GatewayAgent[] = [];
  const servers: Promise<{ close(): Promise<void> } | undefined>[] = [];
  const started: string[] = [];
  const agentLog = log.child({ component: 'demo-gateway' });
  const stateDir = dataDir ?? path.join(tmpdir(), 'fieldlink-demo-gateways');
  for (const { boxId, origin, protocol } of boxes) {
    const profile = DEMO_PROFILES[boxId as keyof typeof DEMO_PROFILES];
    if (!profile) continue;
    const opcUa = protocol === 'opcua';
    const framing = protocol === 'modbus_rtu' ? 'rtu' : 'tcp';
    const simulator = await startPlcSimulator({
      host: '127.0.0.1',
      port: 0,
      profile,
      framing,
      listen: !opcUa,
      ...(origin === undefined ? {} : { origin }),
    });
    simulators.push(simulator);
    const panel = await startSimulatedHmi({ simulator, profile, password: DEMO_HMI.password });
    panels.push(panel);
    const common = {
      boxId,
      password: DEMO_BOX_PASSWORD,
      cloudUrl,
      log: agentLog,
      // The panel listens on a port of its own; the box reaches nothing but it.
      tunnelAllow: [`${DEMO_HMI.host}:${DEMO_HMI.port}`],
      tunnelResolve: () => ({ host: '127.0.0.1', port: panel.port }),
      ...(dataDir ? { dataDir: path.join(dataDir, boxId) } : {}),
    };
    const admitted = (agent: GatewayAgent) => {
      agents.push(agent);
      // A demo box whose password was changed just stays offline; that is not an error.
      agent.ready.catch((error: unknown) => log.info({ boxId, err: String(error) }, 'demo gateway not admitted'));
    };
    if (opcUa) {
      // Certificates are made on the first start (seconds): the server and its box come up in the background.
      const server = startOpcUaServer({ simulator, profile, pkiDir: path.join(stateDir, 'opcua-server'), user: DEMO_OPCUA_USER }).catch(
        (error: unknown) => void log.warn({ boxId, err: String(error) }, 'demo OPC UA server did not start'),
      );
      servers.push(server);
      void server.then(async (running) => {
        if (!running) return;
        const { name, password } = DEMO_OPCUA_USER;
        const security = `security=SignAndEncrypt&policy=Basic256Sha256&user=${name}&password=${password}`;
        // OPC UA keeps the box's certificate and the servers it trusts in its data directory.
        admitted(startGatewayAgent({ ...common, dataDir: path.join(stateDir, boxId), plcUrl: `${running.endpoint}?${security}` }));
      });
      started.push(boxId);
      continue;
    }
    const scheme = framing === 'rtu' ? 'modbus-rtu-tcp' : 'modbus-tcp';
    admitted(startGatewayAgent({ ...common, plcUrl: `${scheme}://127.0.0.1:${simulator.port}` }));
    started.push(boxId);
  }
  return {
    boxes: started,
    async close() {
      const opcUaServers = await Promise.all(servers);
      await Promise.allSettled(agents.map((a) => a.close()));
      await Promise.allSettled(opcUaServers.map((server) => server?.close()));
      await Promise.allSettled(panels.map((p) => p.close()));
      await Promise.allSettled(simulators.map((s) => s.close()));
    },
  };
}
