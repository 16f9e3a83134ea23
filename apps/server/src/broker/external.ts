import mqtt from 'mqtt';
import type { Logger } from 'pino';
import type { MessageBus } from './message-bus.js';

export class BrokerUnreachableError extends Error {
  constructor(
    readonly url: string,
    cause: string,
  ) {
    super(`cannot connect to ${redact(url)}: ${cause}`);
    this.name = 'BrokerUnreachableError';
  }
}

/** The URL without its password, for messages and logs. */
export function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}

/** A client of an external broker (EMQX, Mosquitto, ...). Reconnects by itself after the first connect. */
export async function connectExternalBroker(url: string, log: Logger, timeoutMs = 10_000): Promise<MessageBus> {
  const client = mqtt.connect(url, {
    clientId: `fieldlink-server-${process.pid}-${Math.random().toString(36).slice(2, 8)}`,
    reconnectPeriod: 2000,
    connectTimeout: timeoutMs,
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.end(true);
      reject(new BrokerUnreachableError(url, `no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    client.once('connect', () => {
      clearTimeout(timer);
      resolve();
    });
    client.once('error', (error) => {
      clearTimeout(timer);
      client.end(true);
      reject(new BrokerUnreachableError(url, error.message));
    });
  });
  client.on('error', (error) => log.warn({ err: error.message }, 'mqtt connection error'));
  client.on('offline', () => log.warn('mqtt broker offline, reconnecting'));
  return {
    kind: 'external',
    healthy: () => client.connected,
    publish: (topic, payload, options = {}) =>
      client.publishAsync(topic, payload, { qos: options.qos ?? 0, retain: options.retain ?? false }).then(() => undefined),
    close: () => client.endAsync().then(() => undefined),
  };
}
