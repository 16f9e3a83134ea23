// bench:gateway — per protocol, the gateway's poll cycle for 500 points against a bare loop of the
// same library reading the same addresses, measured in the same run against the same simulated PLC.
//
// Agent: the agent's own path — `driverFor(parsePlcUrl(url))`, the driver's `plan` of the 500 points
// after its connect, then per cycle one `read` per group, exactly what the poller's tick runs
// (requests, the RTU line's silence between frames, decoding to point values); timers are left out.
// Bare: the library alone — modbus-serial's `readHoldingRegisters` over the same registers in
// requests of the protocol's largest size (125 registers), nodes7's `readAllItems` over the same 500
// items (nodes7 packs them into PDUs itself), no decoding.
// OPC UA delivers values by subscription, so what is compared is the full image through one: from
// the subscription's request until all 500 points' values have arrived — the agent's
// `session.subscribe` (its monitored items, batching and conversion) against node-opcua's
// `createSubscription2` + `monitorItems` with the same parameters, each on a session already open.
// Agent and bare alternate, BENCH_REPETITIONS (5) repetitions of BENCH_CYCLES (300) cycles each
// (OPC UA: one subscription per repetition); each repetition's ratio goes to stderr, and the line
// printed per protocol is the repetition with the median ratio:
// `gateway protocol=<p> points=500 agent_ms=<per cycle> bare_ms=<per cycle> ratio=<bare/agent>`.
// S7 needs node-snap7's native server (built on install); without it the line says `skipped`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ModbusRTU from 'modbus-serial';
import type { ClientSession } from 'node-opcua';
import type { DeviceConfigPoint } from '@fieldlink/domain';
import type { DriverGroup, PlcSession } from '../../apps/gateway/src/plc/driver.js';
import { driverFor } from '../../apps/gateway/src/plc/drivers.js';
import { parsePlcUrl } from '../../apps/gateway/src/plc/target.js';
import { openPtyPair } from '../../apps/gateway/src/simulator/pty-pair.js';
import { serveModbusRtu } from '../../apps/gateway/src/simulator/rtu-server.js';
import { startPlcSimulator, type PlcSimulator } from '../../apps/gateway/src/simulator/simulator.js';
import type { SimProfile } from '../../apps/gateway/src/simulator/profile.js';

const POINTS = 500;
/** 400 16-bit integers at 4x0..399, then 100 32-bit floats at 4x400..599. */
const WORDS = 400 + 2 * 100;
const CYCLES = Number(process.env.BENCH_CYCLES ?? 300);
const REPETITIONS = Number(process.env.BENCH_REPETITIONS ?? 5);
const MODBUS_MAX_READ = 125;
const pkiRoot = mkdtempSync(path.join(tmpdir(), 'fieldlink-bench-gateway-'));

const profile: SimProfile = {
  name: 'BENCH500',
  channels: Array.from({ length: POINTS }, (_, i) =>
    i < 400
      ? { name: `p${i}`, table: 'holding', offset: i, dataType: 2, signal: { kind: 'sine', center: 1000, amplitude: 500, periodMs: 5000 } }
      : {
          name: `p${i}`,
          table: 'holding',
          offset: 400 + 2 * (i - 400),
          dataType: 5,
          signal: { kind: 'sine', center: 50, amplitude: 20, periodMs: 7000 },
        },
  ),
};

const base = { length: 1, intervalMs: 100, writable: false } as const;
const modbusPoints: DeviceConfigPoint[] = profile.channels.map((c) => ({
  ...base,
  name: c.name,
  area: '4x',
  address: c.offset,
  dataType: c.dataType,
}));
/** DB1 is the holding registers, big-endian: register n is DB1.DBW(2n). */
const s7Points: DeviceConfigPoint[] = profile.channels.map((c) => ({
  ...base,
  name: c.name,
  area: 's7',
  address: 0,
  dataType: c.dataType,
  tag: c.dataType === 5 ? `DB1.DBD${2 * c.offset}` : `DB1.DBW${2 * c.offset}`,
}));
const s7Items = s7Points.map((p) => (p.dataType === 5 ? `DB1,REAL${2 * modbusOffset(p)}` : `DB1,INT${2 * modbusOffset(p)}`));
function modbusOffset(p: DeviceConfigPoint) {
  return profile.channels.find((c) => c.name === p.name)!.offset;
}
const opcUaPoints: DeviceConfigPoint[] = profile.channels.map((c) => ({
  ...base,
  intervalMs: 50,
  name: c.name,
  area: 'opcua',
  address: 0,
  dataType: c.dataType,
  tag: `ns=1;s=${c.name}`,
}));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Side {
  /** Opens the connection (not timed). */
  open(): Promise<void>;
  /** One measured unit of work. */
  cycle(): Promise<void>;
  close(): Promise<void>;
}

async function timeSide(side: Side, cycles: number): Promise<number> {
  await side.open();
  try {
    await side.cycle(); // warm: the first cycle pays for plans and JIT
    const started = performance.now();
    for (let i = 0; i < cycles; i++) await side.cycle();
    return (performance.now() - started) / cycles;
  } finally {
    await side.close();
  }
}

/** Both sides open at once, cycle by cycle in turn (first one, then the other), so both see the same load. */
async function timeInterleaved(agent: Side, bare: Side, cycles: number): Promise<{ agent: number; bare: number }> {
  await agent.open();
  await bare.open();
  try {
    await agent.cycle();
    await bare.cycle();
    let agentMs = 0;
    let bareMs = 0;
    for (let i = 0; i < cycles; i++) {
      for (const side of i % 2 === 0 ? [agent, bare] : [bare, agent]) {
        const started = performance.now();
        await side.cycle();
        if (side === agent) agentMs += performance.now() - started;
        else bareMs += performance.now() - started;
      }
    }
    return { agent: agentMs / cycles, bare: bareMs / cycles };
  } finally {
    await agent.close();
    await bare.close();
  }
}

/**
 * `shared`: the PLC takes both connections at once (TCP), so they interleave cycle by cycle; a serial
 * line or a per-repetition subscription takes turns, a batch of cycles each, the first side alternating.
 */
async function compare(protocol: string, agent: Side, bare: Side, options: { cycles?: number; shared: boolean }) {
  const cycles = options.cycles ?? CYCLES;
  const reps: { agent: number; bare: number; ratio: number }[] = [];
  for (let rep = 0; rep < REPETITIONS; rep++) {
    let times: { agent: number; bare: number };
    if (options.shared) times = await timeInterleaved(agent, bare, cycles);
    else if (rep % 2 === 0) times = { agent: await timeSide(agent, cycles), bare: await timeSide(bare, cycles) };
    else {
      const bareMs = await timeSide(bare, cycles);
      times = { agent: await timeSide(agent, cycles), bare: bareMs };
    }
    const ratio = times.bare / times.agent;
    reps.push({ ...times, ratio });
    console.error(
      `gateway rep ${rep + 1}/${REPETITIONS} ${protocol} agent=${times.agent.toFixed(3)}ms bare=${times.bare.toFixed(3)}ms r=${ratio.toFixed(2)}`,
    );
  }
  const mid = median(reps.map((r) => r.ratio));
  const chosen = reps.find((r) => r.ratio === mid)!;
  console.log(
    `gateway protocol=${protocol} points=${POINTS} agent_ms=${chosen.agent.toFixed(3)} bare_ms=${chosen.bare.toFixed(3)} ratio=${mid.toFixed(2)}`,
  );
}

/** The agent's path: its driver for the address, planned after connecting, one read per group per cycle. */
function agentSide(url: string, points: DeviceConfigPoint[], expect = POINTS): Side {
  let session: PlcSession<DriverGroup> | undefined;
  let groups: DriverGroup[] = [];
  let checked = false;
  return {
    async open() {
      checked = false;
      const driver = await driverFor(parsePlcUrl(url), { unitId: 1, highLowSwap: false, timeoutMs: 2000 });
      session = await driver.connect();
      ({ groups } = driver.plan(points));
    },
    async cycle() {
      // The first (warm-up) cycle checks every point was read; the timed ones only read.
      let read = 0;
      for (const group of groups) {
        const values = await session!.read(group);
        if (!checked) read += Object.keys(values).length;
      }
      if (!checked && read !== expect) throw new Error(`the agent read ${read} of ${expect} points`);
      checked = true;
    },
    close: async () => session?.close(),
  };
}

/** modbus-serial alone: the same registers in requests of 125. */
function bareModbus(connect: (client: ModbusRTU) => Promise<void>): Side {
  let client: ModbusRTU;
  return {
    async open() {
      client = new ModbusRTU();
      client.setTimeout(2000);
      await connect(client);
      client.setID(1);
    },
    async cycle() {
      for (let offset = 0; offset < WORDS; offset += MODBUS_MAX_READ)
        await client.readHoldingRegisters(offset, Math.min(MODBUS_MAX_READ, WORDS - offset));
    },
    // close, not destroy: a serial port is released only once closed (the next side opens it).
    close: () => new Promise<void>((resolve) => client.close(() => resolve())),
  };
}

async function modbusTcp(sim: PlcSimulator) {
  await compare(
    'modbus-tcp',
    agentSide(`modbus-tcp://127.0.0.1:${sim.port}?unit=1`, modbusPoints),
    bareModbus((client) => client.connectTCP('127.0.0.1', { port: sim.port })),
    { shared: true },
  );
}

/** RTU through a socat pseudo-terminal pair, the simulator's registers as unit 1 at 115200 baud. */
async function modbusRtu(sim: PlcSimulator) {
  const pair = await openPtyPair();
  const server = await serveModbusRtu({ path: pair.paths[1], baudRate: 115_200, units: new Map([[1, sim.vector]]) });
  try {
    await compare(
      'modbus-rtu',
      agentSide(`modbus-rtu://${pair.paths[0]}?baud=115200&parity=none&unit=1`, modbusPoints),
      bareModbus((client) => client.connectRTUBuffered(pair.paths[0], { baudRate: 115_200, parity: 'none', dataBits: 8, stopBits: 1 })),
      { shared: false, cycles: Math.max(5, Math.round(CYCLES / 20)) },
    );
  } finally {
    await server.close();
    await pair.close();
  }
}

async function s7(sim: PlcSimulator) {
  let server: { port: number; close(): Promise<void> };
  try {
    const { startS7Server } = await import('../../apps/gateway/src/simulator/s7-server.js');
    server = await startS7Server({ simulator: sim });
  } catch (error) {
    console.log(`gateway protocol=s7 skipped: no S7 server here (${(error as Error).message})`);
    return;
  }
  const { default: NodeS7 } = await import('nodes7');
  let plc: InstanceType<typeof NodeS7>;
  const bare: Side = {
    async open() {
      plc = new NodeS7({ silent: true });
      await new Promise<void>((resolve, reject) =>
        plc.initiateConnection({ host: '127.0.0.1', port: server.port, rack: 0, slot: 1, timeout: 2000 }, (e) =>
          e ? reject(e) : resolve(),
        ),
      );
      plc.addItems(s7Items);
    },
    cycle: () =>
      new Promise<void>((resolve, reject) => plc.readAllItems((bad) => (bad ? reject(new Error('nodes7 read failed')) : resolve()))),
    close: () => new Promise<void>((resolve) => plc.dropConnection(() => resolve())),
  };
  try {
    await compare('s7', agentSide(`s7://127.0.0.1:${server.port}?rack=0&slot=1`, s7Points), bare, { shared: true });
  } finally {
    await server.close();
  }
}

async function opcUa(sim: PlcSimulator) {
  const { startOpcUaServer } = await import('../../apps/gateway/src/simulator/opcua-server.js');
  const opcua = await import('node-opcua');
  const server = await startOpcUaServer({ simulator: sim, profile, pkiDir: path.join(pkiRoot, 'server') });
  const url = server.endpoint;
  const interval = opcUaPoints[0]!.intervalMs;

  /** The agent's subscription: a new one per cycle on the open session, timed until every point has a value. */
  let session: PlcSession<DriverGroup> & { subscribe: NonNullable<PlcSession['subscribe']> };
  let groups: DriverGroup[] = [];
  const agentOpen = async () => {
    const driver = await driverFor(parsePlcUrl(url), { unitId: 1, highLowSwap: false, dataDir: path.join(pkiRoot, 'agent') });
    session = (await driver.connect()) as typeof session;
    ({ groups } = driver.plan(opcUaPoints));
  };
  const agent: Side = {
    open: () => agentOpen(),
    async cycle() {
      const seen = new Set<string>();
      await new Promise<void>((resolve, reject) => {
        void session
          .subscribe(
            groups,
            (_ts, values) => {
              for (const name of Object.keys(values)) seen.add(name);
              if (seen.size === POINTS) resolve();
            },
            reject,
          )
          .catch(reject);
      });
    },
    close: async () => session?.close(),
  };

  let client: InstanceType<typeof opcua.OPCUAClient>;
  let bareSession: ClientSession;
  const bare: Side = {
    async open() {
      client = opcua.OPCUAClient.create({ applicationName: 'bench-bare', endpointMustExist: false, connectionStrategy: { maxRetry: 0 } });
      await client.connect(url);
      bareSession = await client.createSession();
    },
    async cycle() {
      const subscription = await bareSession.createSubscription2({
        requestedPublishingInterval: interval,
        requestedLifetimeCount: 600,
        requestedMaxKeepAliveCount: 10,
        publishingEnabled: true,
      });
      const items = opcUaPoints.map((p) => ({ nodeId: p.tag!, attributeId: opcua.AttributeIds.Value }));
      const seen = new Set<number>();
      await new Promise<void>((resolve, reject) => {
        subscription
          .monitorItems(items, { samplingInterval: interval, discardOldest: true, queueSize: 1 }, opcua.TimestampsToReturn.Both)
          .then((group) =>
            group.on('changed', (_item, _value, index) => {
              seen.add(index);
              if (seen.size === POINTS) resolve();
            }),
          )
          .catch(reject);
      });
    },
    async close() {
      await bareSession.close();
      await client.disconnect();
    },
  };
  try {
    await compare('opcua', agent, bare, { shared: false, cycles: 1 });
  } finally {
    await server.close();
  }
}

const sim = await startPlcSimulator({ profile, spikeProbability: 0 });
console.error(
  `gateway: ${POINTS} points (400 Int16 + 100 Float32, 600 words), ${REPETITIONS} repetitions of ${CYCLES} cycles per side, agent and bare alternating`,
);
/** BENCH_PROTOCOLS=modbus-tcp,s7 measures only these. */
const only = process.env.BENCH_PROTOCOLS?.split(',');
const runs: [string, (sim: PlcSimulator) => Promise<void>][] = [
  ['modbus-tcp', modbusTcp],
  ['modbus-rtu', modbusRtu],
  ['s7', s7],
  ['opcua', opcUa],
];
try {
  for (const [protocol, run] of runs) if (!only || only.includes(protocol)) await run(sim);
} finally {
  await sim.close();
  rmSync(pkiRoot, { recursive: true, force: true });
}
process.exit(0);
