import { startGatewayAgent, type GatewayAgent } from '@fieldlink/gateway';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { connectThroughProxy, fakeVncServer } from '../../test/fake-vnc.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const FBUR = Uint8Array.of(3, 1, 0, 0, 0, 0, 0, 4, 0, 3);
const MQTT_URL = process.env.TEST_MQTT_URL;
const kinds = databaseKinds();
// The embedded broker on the first database; the machine's Mosquitto (CI has one) on the last.
const brokers: [string, (typeof kinds)[number], string | undefined][] = [
  ['the embedded broker', kinds[0]!, undefined],
  ...(MQTT_URL ? [['Mosquitto', kinds.at(-1)!, MQTT_URL] as [string, (typeof kinds)[number], string]] : []),
];

// The remote HMI reached through the device's gateway: the real gateway agent takes the tunnel
// command over MQTT, connects to a VNC server on "its LAN" and relays the bytes as numbered frames.
describe.each(brokers)('remote HMI through the gateway over %s', (_name, kind, externalMqttUrl) => {
  let t: TestApp;
  let root: string;
  const h = apiHelpers(
    () => t,
    () => root,
  );
  const vnc = fakeVncServer();
  const agents: GatewayAgent[] = [];
  let vncPort: number;
  let device: number;
  let fenced: number;
  let unplugged: number;
  let agent: GatewayAgent;
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, '0');

  const startAgent = async (boxId: string, tunnelAllow?: string[]) => {
    const started = startGatewayAgent({ boxId, password: 'boxpass123', cloudUrl: t.mqttUrl!, tunnelAllow });
    agents.push(started);
    await started.ready;
    return started;
  };
  const openSession = async (deviceId: number) => {
    const ticket = await h.ok('POST', `/devices/${deviceId}/remote-tickets`, root);
    return { ticket, session: await connectThroughProxy(`${t.baseUrl!.replace('http', 'ws')}/api/v1/remote/ws?ticket=${ticket.ticket}`) };
  };
  const endedSession = (deviceId: number, sessionId: number) =>
    waitFor(async () => {
      const page = await h.ok('GET', `/remote-sessions?deviceId=${deviceId}`, root);
      const found = page.items.find((s: { id: number }) => s.id === sessionId);
      return found?.endedAt && found;
    }, 'the session to end');

  beforeAll(async () => {
    vncPort = await vnc.start();
    t = await buildTestApp(kind, { network: true, seedDemo: false, externalMqttUrl, connectivity: { commandTimeoutMs: 4000 } });
    root = await t.login();
    const project = await h.project(`Tunnel${suffix}`);
    device = await h.device(project, 'HMIT1', `TUN${suffix}001`);
    fenced = await h.device(project, 'HMIT2', `TUN${suffix}002`);
    unplugged = await h.device(project, 'HMIT3', `TUN${suffix}003`);
    // The address as the gateway sees it on its LAN.
    await h.ok('PUT', `/devices/${device}/remote-target`, root, { via: 'gateway', host: '127.0.0.1', port: vncPort });
    await h.ok('PUT', `/devices/${fenced}/remote-target`, root, { via: 'gateway', host: '127.0.0.1', port: vncPort });
    await h.ok('PUT', `/devices/${unplugged}/remote-target`, root, { via: 'gateway', host: '127.0.0.1', port: vncPort });
    agent = await startAgent(`TUN${suffix}001`);
    // This box lets tunnels reach one other address only.
    await startAgent(`TUN${suffix}002`, ['10.0.0.7:5900']);
    // Both boxes have said they are there (with no PLC configured, as "communication failure").
    await waitFor(async () => {
      const [a, b] = await Promise.all([h.ok('GET', `/devices/${device}`, root), h.ok('GET', `/devices/${fenced}`, root)]);
      return a.status !== 'offline' && b.status !== 'offline';
    }, 'the gateways online');
  }, 60_000);
  afterAll(async () => {
    await Promise.allSettled(agents.map((a) => a.close()));
    await t?.close();
    await vnc.stop();
  });

  it('keeps the route through the gateway with the target', async () => {
    expect(await h.ok('GET', `/devices/${device}/remote-target`, root)).toMatchObject({ via: 'gateway', host: '127.0.0.1', port: vncPort });
  });

  it('relays a session through the box both ways and closes the box side when the browser leaves', async () => {
    const { ticket, session } = await openSession(device);
    if (!('socket' in session)) throw new Error(`refused ${session.refused}`);
    // The VNC server's ServerInit came up through the tunnel.
    expect(session.name).toBe('fake');
    expect(agent.stats().tunnels).toBe(1);
    const before = vnc.received.length;
    session.socket.send(Buffer.concat([FBUR, FBUR]));
    const passed = await waitFor(
      async () => vnc.received.length - before >= 20 && vnc.received.slice(before),
      'the requests at the VNC server',
    );
    expect(passed).toEqual([...FBUR, ...FBUR]);
    session.socket.close();
    await session.closed;
    await waitFor(async () => agent.stats().tunnels === 0 && vnc.connections() === 0, 'the box to close its side');
    expect(await endedSession(device, ticket.sessionId)).toMatchObject({ endReason: 'client' });
    const commands = await h.ok('GET', `/devices/${device}/commands`, root);
    expect(commands[0]).toMatchObject({ type: 'tunnel', status: 'ok' });
  });

  it('ends the session when the VNC server at the box hangs up', async () => {
    const { ticket, session } = await openSession(device);
    if (!('socket' in session)) throw new Error(`refused ${session.refused}`);
    vnc.hangUp();
    expect(await session.closed).toBe(4000);
    expect(await endedSession(device, ticket.sessionId)).toMatchObject({ endReason: 'server' });
    await waitFor(async () => agent.stats().tunnels === 0, 'the box to forget the tunnel');
  });

  it('is refused by a box whose own allow list does not hold the target', async () => {
    const { ticket, session } = await openSession(fenced);
    expect(session).toEqual({ refused: 4000 });
    expect(await endedSession(fenced, ticket.sessionId)).toMatchObject({ endReason: 'error' });
    const commands = await h.ok('GET', `/devices/${fenced}/commands`, root);
    expect(commands[0]).toMatchObject({ type: 'tunnel', status: 'error', error: expect.stringContaining('not allowed by this box') });
    expect(vnc.connections()).toBe(0);
  });

  it('says at once that a gateway which is offline cannot open the tunnel', async () => {
    const refused = await h.expectError({ status: 409, lang: 'en-US' }, 'POST', `/devices/${unplugged}/remote-tickets`, root);
    expect(refused.message).toBe("The device's gateway is offline, so its remote HMI cannot be opened through it");
  });
});
