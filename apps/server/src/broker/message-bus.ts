import { isBoxTunnelPublish, isBoxTunnelSubscribe } from '@fieldlink/domain';

/**
 * The MQTT side of the server: an embedded broker or a connection to an external one. Features
 * reach devices only through this, so the same code runs on both.
 */
export interface MessageBus {
  kind: 'embedded' | 'external';
  /** True while the broker accepts devices (embedded) or the connection is up (external). */
  healthy(): boolean;
  /**
   * `ok`; `degraded` while an external broker is away and this instance reconnects by itself
   * (`reason` says why); `error` once closed.
   */
  health(): BusHealth;
  /** Counters for /metrics. */
  stats(): BusStats;
  publish(topic: string, payload: string | Buffer, options?: { qos?: 0 | 1; retain?: boolean }): Promise<void>;
  /**
   * This instance alone takes one topic's messages (QoS 1, not shared with other instances): a relay
   * that lives on one instance, such as a remote-HMI tunnel. Resolves once subscribed, to the
   * unsubscribe.
   */
  subscribe(topic: string, onMessage: (payload: Buffer) => void): Promise<() => Promise<void>>;
  /**
   * With shared ingest (an external broker and MQTT_SHARE_GROUP): this instance's browsers follow a
   * box, so take its telemetry live too (`unfollow`: they stopped). Absent where every instance
   * already takes every message (the embedded broker, an external one without a group).
   */
  follow?(boxId: string): void;
  unfollow?(boxId: string): void;
  /** Connects the device side (authentication and delivery); until then no device may connect. */
  attach(gate: DeviceGate): Promise<void>;
  /**
   * Before a graceful stop: takes no new telemetry to store (an external broker's shared group
   * hands it to the other instances from now on); what was taken is still stored and acknowledged.
   */
  drain?(): Promise<void>;
  close(): Promise<void>;
}

export interface BusHealth {
  state: 'ok' | 'degraded' | 'error';
  reason?: string;
}

export interface BusStats {
  /** Times the external broker went away (each one logged). */
  outages: number;
  /** Packets refused for being larger than MQTT_MAX_PACKET_BYTES (the embedded broker closes that connection). */
  oversized: number;
  /** Retained telemetry an external broker handed over on subscribe: not a new sample, not stored. */
  retainedSkipped: number;
}

/** MQTT_MAX_PACKET_BYTES' default: telemetry of thousands of points fits many times over. */
export const DEFAULT_MAX_PACKET_BYTES = 1024 * 1024;

/** What a device message is for: `store` (history, state, acks) and `live` (cache and push). */
export interface Delivery {
  store: boolean;
  live: boolean;
}

/** The connectivity feature's side of the bus. */
export interface DeviceGate {
  /** Checks a box's credentials (client id and user name must both be the box ID). */
  authenticate(clientId: string, userName: string | undefined, password: Buffer | undefined): Promise<boolean>;
  /**
   * A message a box published under its own `devices/<boxId>/<channel>`. For QoS 1 the broker
   * acknowledges only after the returned promise settles successfully.
   */
  deliver(boxId: string, channel: string, payload: Buffer, delivery: Delivery): Promise<void>;
}

/** The channels a box may publish on, and those it may subscribe to. */
export const BOX_PUBLISHES = ['telemetry', 'status', 'commands/ack'] as const;
export const BOX_SUBSCRIBES = ['config', 'commands'] as const;

/** Whether a box may publish on this channel of its own `devices/<boxId>/`: the device channels and its tunnels' `up`. */
export const boxMayPublish = (channel: string) => (BOX_PUBLISHES as readonly string[]).includes(channel) || isBoxTunnelPublish(channel);
/** Whether a box may subscribe to this channel of its own: config, commands and its tunnels' `down`. */
export const boxMaySubscribe = (channel: string) =>
  (BOX_SUBSCRIBES as readonly string[]).includes(channel) || isBoxTunnelSubscribe(channel);
