import { deviceTopics, type DeviceStatus, type Telemetry } from '@fieldlink/domain';
import mqtt from 'mqtt';

export interface CloudLinkOptions {
  /** mqtt://, mqtts://, ws:// or wss:// address of the Fieldlink cloud. */
  url: string;
  boxId: string;
  password: string;
  connectTimeoutMs?: number;
}

export interface CloudLink {
  publishStatus(status: DeviceStatus): Promise<void>;
  publishTelemetry(telemetry: Telemetry): Promise<void>;
  connected(): boolean;
  /** Says offline, then disconnects. */
  close(): Promise<void>;
  /** Drops the connection without a goodbye (the broker then sends the will). */
  drop(): void;
}

/**
 * The box's connection to the cloud (CONTRACT.md "Device protocol"): client id and user name are
 * the box ID; the will, retained, says `{ online: false }`; on every (re)connect the box says it
 * is online. Reconnects by itself.
 */
export async function connectCloud({ url, boxId, password, connectTimeoutMs = 10_000 }: CloudLinkOptions): Promise<CloudLink> {
  const topics = deviceTopics(boxId);
  const client = mqtt.connect(url, {
    clientId: boxId,
    username: boxId,
    password,
    clean: false,
    reconnectPeriod: 2000,
    connectTimeout: connectTimeoutMs,
    will: { topic: topics.status, payload: Buffer.from(JSON.stringify({ online: false })), qos: 1, retain: true },
  });
  let plc: DeviceStatus['plc'] = 'ok';
  const sayOnline = () => client.publishAsync(topics.status, JSON.stringify({ online: true, plc }), { qos: 1, retain: true });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', (error) => {
      client.end(true);
      reject(error);
    });
  });
  await sayOnline();
  client.on('connect', () => void sayOnline().catch(() => {}));

  return {
    async publishStatus(status) {
      plc = status.plc ?? plc;
      await client.publishAsync(topics.status, JSON.stringify(status), { qos: 1, retain: true });
    },
    async publishTelemetry(telemetry) {
      await client.publishAsync(topics.telemetry, JSON.stringify(telemetry), { qos: 1 });
    },
    connected: () => client.connected,
    async close() {
      if (client.connected) await client.publishAsync(topics.status, JSON.stringify({ online: false }), { qos: 1, retain: true });
      await client.endAsync();
    },
    drop() {
      client.stream.destroy();
      client.end(true);
    },
  };
}
