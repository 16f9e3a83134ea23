import { DEMO_PROFILES } from '../simulator/demo-profiles.js';
import { startSimulatedHmi, type SimulatedHmi } from '../simulator/hmi-vnc.js';
import { startOpcUaServer } from '../simulator/opcua-server.js';
import { serveModbusRtu } from '../simulator/rtu-server.js';
import { startPlcSimulator, type PlcSimulator } from '../simulator/simulator.js';
import { UsageError, integerArg, readArgs, runCli } from './args.js';

const PROFILES = Object.keys(DEMO_PROFILES) as (keyof typeof DEMO_PROFILES)[];

const USAGE = `Usage: fieldlink-plc-simulator [options]

A PLC whose values move (ramps, sine waves, counters, toggles, now and then a spike), laid out
like one of the demo plant's machines. Writes are kept and read back. Over Modbus, requests past
its limits are refused as a compliant PLC does: more than 125 registers (2000 coils) read or
123 registers (1968 coils) written with exception 3, a range past address 65535 with exception 2.

  --protocol <name>      modbus-tcp (default), modbus-rtu (on --serial), modbus-rtu-tcp (RTU frames
                         over TCP, as a serial server), opcua (on --port, default 4840) or s7 (DB1 is
                         the holding registers, big-endian; on --port, default 102)
  --opcua-user <u:p>     opcua: the only user allowed in (default: anonymous); the server offers
                         None, Sign and SignAndEncrypt (Basic256Sha256)
  --pki-dir <dir>        opcua: where the server keeps its certificate (default ./opcua-pki)
  --serial <path>        modbus-rtu: the serial device or one end of a pseudo-terminal pair
                         (socat -d -d pty,raw,echo=0 pty,raw,echo=0)
  --baud <n>             modbus-rtu: the line's baud rate (default 9600)
  --units <list>         modbus-rtu: the unit IDs on the line, each its own PLC (default 1)
  --port <n>             TCP port (default 5020; 0 picks a free one)
  --host <address>       address to listen on (default 127.0.0.1; 0.0.0.0 for every interface)
  --unit <n>             answer only this unit ID (default: any)
  --profile <box ID>     ${PROFILES.join(', ')} (default ${PROFILES[0]})
  --spikes <p>           chance per 250 ms tick of an out-of-range spike, 0..1 (default 0.001)
  --hmi-port <n>         also serve an operator panel over VNC (RFB 3.8) on this port (0 picks a
                         free one): the live values, and buttons that write into this PLC
  --hmi-password <text>  the panel asks for this VNC password (only its first 8 characters count);
                         default: no authentication
  --help                 this text
`;

await runCli('fieldlink-plc-simulator', async () => {
  const args = readArgs(process.argv.slice(2), {
    port: { type: 'string' },
    host: { type: 'string' },
    unit: { type: 'string' },
    profile: { type: 'string' },
    spikes: { type: 'string' },
    'hmi-port': { type: 'string' },
    'hmi-password': { type: 'string' },
    protocol: { type: 'string' },
    serial: { type: 'string' },
    baud: { type: 'string' },
    units: { type: 'string' },
    'opcua-user': { type: 'string' },
    'pki-dir': { type: 'string' },
    help: { type: 'boolean' },
  });
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  const port = integerArg('port', args.port, 0, 65535) ?? 5020;
  const unitId = integerArg('unit', args.unit, 1, 255);
  const name = (args.profile ?? PROFILES[0]) as (typeof PROFILES)[number];
  if (!PROFILES.includes(name)) throw new UsageError(`--profile must be one of ${PROFILES.join(', ')}`);
  const spikes = args.spikes === undefined ? undefined : Number(args.spikes);
  if (spikes !== undefined && !(spikes >= 0 && spikes <= 1))
    throw new UsageError(`--spikes must be a number 0..1, got ${JSON.stringify(args.spikes)}`);
  const hmiPort = integerArg('hmi-port', args['hmi-port'], 0, 65535);
  const hmiPassword = args['hmi-password'];
  if (hmiPassword !== undefined && hmiPort === undefined) throw new UsageError('--hmi-password needs --hmi-port');
  if (hmiPassword === '') throw new UsageError('--hmi-password must not be empty');

  const host = args.host ?? '127.0.0.1';
  const protocol = args.protocol ?? 'modbus-tcp';
  const PROTOCOLS = ['modbus-tcp', 'modbus-rtu', 'modbus-rtu-tcp', 'opcua', 's7'];
  if (!PROTOCOLS.includes(protocol))
    throw new UsageError(`--protocol must be one of ${PROTOCOLS.join(', ')}, got ${JSON.stringify(protocol)}`);
  const profile = DEMO_PROFILES[name];
  let simulator: PlcSimulator;
  let closeServer = async () => {};
  if (protocol === 'modbus-rtu') {
    if (!args.serial) throw new UsageError('--protocol modbus-rtu needs --serial <path>');
    const baudRate = integerArg('baud', args.baud, 300, 921_600) ?? 9600;
    const unitIds = (args.units ?? '1').split(',').map((text) => integerArg('units', text.trim(), 1, 247)!);
    const sims = await Promise.all(unitIds.map(() => startPlcSimulator({ listen: false, profile, spikeProbability: spikes })));
    simulator = sims[0]!;
    const server = await serveModbusRtu({ path: args.serial, baudRate, units: new Map(unitIds.map((id, i) => [id, sims[i]!.vector])) });
    closeServer = async () => {
      await server.close();
      await Promise.all(sims.map((sim) => sim.close()));
    };
    process.stdout.write(
      `fieldlink-plc-simulator: ${name} on modbus-rtu://${args.serial}?baud=${baudRate} (units ${unitIds.join(', ')})\n`,
    );
  } else if (protocol === 'opcua') {
    const [name = '', password = ''] = args['opcua-user']?.split(':') ?? [];
    if (args['opcua-user'] !== undefined && (!name || !password)) throw new UsageError('--opcua-user takes user:password');
    simulator = await startPlcSimulator({ listen: false, profile, spikeProbability: spikes });
    const server = await startOpcUaServer({
      simulator,
      profile,
      port: args.port === undefined ? 4840 : port,
      pkiDir: args['pki-dir'] ?? 'opcua-pki',
      user: name ? { name, password } : undefined,
    });
    closeServer = async () => {
      await server.close();
      await simulator.close();
    };
    process.stdout.write(`fieldlink-plc-simulator: ${profile.name} on ${server.endpoint} (nodes ns=1;s=<channel>)\n`);
  } else if (protocol === 's7') {
    simulator = await startPlcSimulator({ listen: false, profile, spikeProbability: spikes });
    // node-snap7 is a native addon of the development tools: loaded only here.
    const { startS7Server } = await import('../simulator/s7-server.js');
    const server = await startS7Server({ simulator, port: args.port === undefined ? 102 : port });
    closeServer = async () => {
      await server.close();
      await simulator.close();
    };
    process.stdout.write(`fieldlink-plc-simulator: ${name} on s7://127.0.0.1:${server.port}?rack=0&slot=1 (DB1.DBW<2n> is register n)\n`);
  } else {
    const framing = protocol === 'modbus-rtu-tcp' ? 'rtu' : 'tcp';
    simulator = await startPlcSimulator({ host, port, unitId, profile, spikeProbability: spikes, framing });
    closeServer = () => simulator.close();
    process.stdout.write(`fieldlink-plc-simulator: ${name} on ${protocol}://${host}:${simulator.port} (unit ${unitId ?? 'any'})\n`);
  }
  for (const channel of DEMO_PROFILES[name].channels) {
    process.stdout.write(`  ${channel.table} ${channel.offset}  ${channel.name}\n`);
  }
  let hmi: SimulatedHmi | undefined;
  if (hmiPort !== undefined) {
    hmi = await startSimulatedHmi({ simulator, profile: DEMO_PROFILES[name], host, port: hmiPort, password: hmiPassword });
    const auth = hmiPassword === undefined ? 'no password' : 'VNC password';
    process.stdout.write(`fieldlink-plc-simulator: HMI on vnc://${host}:${hmi.port} (${auth})\n`);
  }
  const stop = () => void Promise.all([hmi?.close(), closeServer()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
