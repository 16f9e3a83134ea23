import net from 'node:net';
import type { Duplex } from 'node:stream';
import { Aedes, type AuthenticateError } from 'aedes';
import type { Logger } from 'pino';
import type { DeviceAuthenticator, MessageBus } from './message-bus.js';

export interface EmbeddedBroker extends MessageBus {
  kind: 'embedded';
  /** Hands a connection (a WebSocket stream from /mqtt) to the broker. */
  handle(stream: Duplex): void;
  /** The TCP port actually bound (useful with port 0 in tests), or undefined when off. */
  tcpPort(): number | undefined;
}

export class PortInUseError extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is already in use`);
    this.name = 'PortInUseError';
  }
}

/**
 * Aedes in this process: TCP on `port` (null turns the listener off; 0 picks a free port) and
 * whatever streams `handle` receives (MQTT over WebSocket).
 */
export async function startEmbeddedBroker(options: {
  port: number | null;
  host: string;
  authenticate: DeviceAuthenticator;
  log: Logger;
}): Promise<EmbeddedBroker> {
  const broker = await Aedes.createBroker({ id: 'fieldlink' });
  broker.authenticate = (client, userName, password, done) => {
    options.authenticate(client.id, userName, password).then(
      (allowed) => {
        if (allowed) return done(null, true);
        const error = Object.assign(new Error('bad user name or password'), { returnCode: 4 }) as AuthenticateError;
        done(error, false);
      },
      (error: Error) => {
        options.log.error({ err: error, clientId: client.id }, 'device authentication failed');
        done(Object.assign(error, { returnCode: 3 }) as AuthenticateError, false);
      },
    );
  };
  broker.on('clientError', (client, error) => options.log.debug({ clientId: client.id, err: error.message }, 'mqtt client error'));
  broker.on('connectionError', (client, error) => options.log.debug({ clientId: client?.id, err: error.message }, 'mqtt connection error'));

  let server: net.Server | undefined;
  if (options.port !== null) {
    server = net.createServer((socket) => broker.handle(socket));
    const tcp = server;
    await new Promise<void>((resolve, reject) => {
      tcp.once('error', (error: NodeJS.ErrnoException) =>
        reject(error.code === 'EADDRINUSE' ? new PortInUseError(options.port ?? 0) : error),
      );
      tcp.listen(options.port ?? 0, options.host, () => resolve());
    });
  }
  let closed = false;

  return {
    kind: 'embedded',
    healthy: () => !closed && (server === undefined || server.listening),
    handle: (stream) => broker.handle(stream),
    tcpPort: () => {
      const address = server?.address();
      return address && typeof address === 'object' ? address.port : undefined;
    },
    publish: (topic, payload, publishOptions = {}) =>
      new Promise((resolve, reject) =>
        broker.publish(
          {
            cmd: 'publish',
            topic,
            payload: typeof payload === 'string' ? Buffer.from(payload) : payload,
            qos: publishOptions.qos ?? 0,
            retain: publishOptions.retain ?? false,
            dup: false,
          },
          (error) => (error ? reject(error) : resolve()),
        ),
      ),
    async close() {
      if (closed) return;
      closed = true;
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await new Promise<void>((resolve) => broker.close(() => resolve()));
    },
  };
}
