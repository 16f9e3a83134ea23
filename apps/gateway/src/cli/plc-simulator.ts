import { DEMO_PROFILES } from '../simulator/demo-profiles.js';
import { startSimulatedHmi, type SimulatedHmi } from '../simulator/hmi-vnc.js';
import { startPlcSimulator } from '../simulator/simulator.js';
import { UsageError, integerArg, readArgs, runCli } from './args.js';

const PROFILES = Object.keys(DEMO_PROFILES) as (keyof typeof DEMO_PROFILES)[];

const USAGE = `Usage: fieldlink-plc-simulator [options]

A Modbus TCP PLC whose values move (ramps, sine waves, counters, toggles, now and then a spike),
laid out like one of the demo plant's machines. Writes are kept and read back.

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
  const simulator = await startPlcSimulator({ host, port, unitId, profile: DEMO_PROFILES[name], spikeProbability: spikes });
  process.stdout.write(`fieldlink-plc-simulator: ${name} on modbus-tcp://${host}:${simulator.port} (unit ${unitId ?? 'any'})\n`);
  for (const channel of DEMO_PROFILES[name].channels) {
    process.stdout.write(`  ${channel.table} ${channel.offset}  ${channel.name}\n`);
  }
  let hmi: SimulatedHmi | undefined;
  if (hmiPort !== undefined) {
    hmi = await startSimulatedHmi({ simulator, profile: DEMO_PROFILES[name], host, port: hmiPort, password: hmiPassword });
    const auth = hmiPassword === undefined ? 'no password' : 'VNC password';
    process.stdout.write(`fieldlink-plc-simulator: HMI on vnc://${host}:${hmi.port} (${auth})\n`);
  }
  const stop = () => void Promise.all([hmi?.close(), simulator.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
});
