import { BOX_ID_PATTERN } from '@fieldlink/domain';
import { parsePlcUrl, startGatewayAgent } from '../agent.js';
import { lineLog, type LogLevel } from '../log.js';
import { UsageError, integerArg, readArgs, runCli } from './args.js';

const USAGE = `Usage: fieldlink-gateway --box-id <box ID> --password <box password> --cloud <url> [options]

Connects a box to the Fieldlink cloud: takes its configuration from the cloud, polls the PLC (Modbus
TCP, Modbus RTU on a serial line, OPC UA by subscription, Siemens S7) and publishes its values; carries out write commands; opens remote-HMI tunnels to the
VNC server configured for the device in the cloud.

  --box-id <id>          the box ID (12 letters or digits)
  --password <password>  the box password (or set FIELDLINK_BOX_PASSWORD)
  --cloud <url>          the cloud's MQTT address: mqtt://, mqtts://, ws:// or wss://
  --plc <url>            the PLC, instead of the configured one:
                           modbus-tcp://host[:port][?unit=n]
                           modbus-rtu:///dev/ttyUSB0?baud=9600&parity=none&data=8&stop=1&unit=1
                           modbus-rtu-tcp://host:port[?unit=n]   (RTU frames through a serial server)
                           opc.tcp://host:4840[?security=SignAndEncrypt&policy=Basic256Sha256&user=u&password=p]
                           s7://host[:102][?rack=0&slot=1]
  --data-dir <dir>       where the box keeps its device lock and unlock-code counter (default ./gateway-data)
  --buffer-limit <n>     telemetry messages kept while the cloud is away (default 50000)
  --buffer-bytes <n>     bytes of telemetry JSON kept while the cloud is away (default 16777216,
                         16 MiB); past either bound the oldest messages are dropped, counted and
                         logged. The rest is published in order, with its own timestamps, when the
                         cloud is back (reconnect: 1 s doubling to 30 s, with jitter, for ever)
  --tunnel-allow <list>  host:port[,host:port...]: the only places remote-HMI tunnels may reach
                         (default: the address configured in the cloud)
  --no-tunnels           refuse every remote-HMI tunnel
  --log-level <level>    debug, info, warn or error (default info)
  --help                 this text
`;

const LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error'];

await runCli('fieldlink-gateway', async () => {
  const args = readArgs(process.argv.slice(2), {
    'box-id': { type: 'string' },
    password: { type: 'string' },
    cloud: { type: 'string' },
    plc: { type: 'string' },
    'buffer-limit': { type: 'string' },
    'buffer-bytes': { type: 'string' },
    'data-dir': { type: 'string' },
    'log-level': { type: 'string' },
    'tunnel-allow': { type: 'string' },
    'no-tunnels': { type: 'boolean' },
    help: { type: 'boolean' },
  });
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  const boxId = args['box-id'];
  const password = args.password ?? process.env.FIELDLINK_BOX_PASSWORD;
  if (!boxId) throw new UsageError('--box-id is required');
  if (!BOX_ID_PATTERN.test(boxId)) throw new UsageError(`--box-id must be 12 letters or digits, got ${JSON.stringify(boxId)}`);
  if (!password) throw new UsageError('--password (or FIELDLINK_BOX_PASSWORD) is required');
  if (!args.cloud) throw new UsageError('--cloud is required');
  if (!/^(mqtts?|wss?):\/\/[^/]/.test(args.cloud))
    throw new UsageError(`--cloud must be an mqtt://, mqtts://, ws:// or wss:// address, got ${JSON.stringify(args.cloud)}`);
  if (args.plc !== undefined) {
    try {
      parsePlcUrl(args.plc);
    } catch (error) {
      throw new UsageError(`--plc: ${(error as Error).message}`);
    }
  }
  const level = (args['log-level'] ?? 'info') as LogLevel;
  if (!LEVELS.includes(level)) throw new UsageError(`--log-level must be one of ${LEVELS.join(', ')}`);
  const bufferLimit = integerArg('buffer-limit', args['buffer-limit'], 1, 10_000_000);
  const bufferBytes = integerArg('buffer-bytes', args['buffer-bytes'], 1024, 4 * 1024 ** 3);
  const tunnelAllow = args['no-tunnels'] ? [] : args['tunnel-allow']?.split(',').map((entry) => entry.trim());
  for (const entry of tunnelAllow ?? []) {
    const port = Number(/:(\d+)$/.exec(entry)?.[1]);
    if (!/^[A-Za-z0-9.\-[\]:]+:\d+$/.test(entry) || !(port >= 1 && port <= 65535))
      throw new UsageError(`--tunnel-allow takes host:port pairs separated by commas, got ${JSON.stringify(entry)}`);
  }

  const log = lineLog(level);
  const agent = startGatewayAgent({
    boxId,
    password,
    cloudUrl: args.cloud,
    plcUrl: args.plc,
    bufferLimit,
    bufferBytes,
    log,
    dataDir: args['data-dir'] ?? 'gateway-data',
    tunnelAllow,
  });
  const stop = () => {
    log.info(agent.stats(), 'stopping');
    void agent.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  log.info({ boxId, cloud: args.cloud, plc: args.plc ?? 'from the config' }, 'fieldlink gateway starting');
  try {
    await agent.ready;
  } catch (error) {
    await agent.close();
    throw new Error(`the cloud refused box ${boxId}: ${(error as Error).message}`);
  }
});
