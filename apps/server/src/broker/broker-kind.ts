/**
 * What the external broker is, as far as shared ingest cares: whether it hands a departed group
 * member's in-flight QoS 1 messages to another member. EMQX does; Mosquitto 2.0 does not
 * (eclipse-mosquitto/mosquitto#2662): they wait in the member's persistent session until the same
 * client id connects again. Told by the `$SYS` version topic each broker publishes.
 */
export interface BrokerKind {
  name: 'mosquitto' | 'emqx';
  version: string;
  redeliversShared: boolean;
}

/** The `$SYS` topics that name the broker (Mosquitto's is retained; EMQX's is per node). */
export const BROKER_VERSION_TOPICS = ['$SYS/broker/version', '$SYS/brokers/+/version'] as const;

/** The broker a `$SYS` version message names, or undefined for another topic or broker. */
export function brokerOf(topic: string, payload: string): BrokerKind | undefined {
  const text = payload.trim();
  if (topic === '$SYS/broker/version' && /^mosquitto\b/i.test(text)) {
    return { name: 'mosquitto', version: text.replace(/^mosquitto\s+(version\s+)?/i, ''), redeliversShared: false };
  }
  if (/^\$SYS\/brokers\/[^/]+\/version$/.test(topic)) return { name: 'emqx', version: text, redeliversShared: true };
  return undefined;
}

/**
 * What to tell the operator at start when MQTT_SHARE_GROUP is set: a warning on a broker known not
 * to redeliver (or one that cannot be told), nothing on one that does. Without a group this
 * instance takes every message itself (the single-ingester set-up), which loses nothing on any broker.
 */
export function shareGroupAdvice(
  group: string | undefined,
  kind: BrokerKind | undefined,
): { level: 'warn' | 'info'; message: string } | undefined {
  if (!group || kind?.redeliversShared) return undefined;
  if (kind) {
    return {
      level: 'warn',
      message:
        `MQTT_SHARE_GROUP is set but ${kind.name} ${kind.version} does not hand a departed member's in-flight messages ` +
        'to another member: they wait until that instance connects again with its MQTT_CLIENT_ID. Restart stopped ' +
        'instances always, or leave MQTT_SHARE_GROUP unset on one ingesting instance (docs/DEPLOYMENT.md)',
    };
  }
  return {
    level: 'info',
    message:
      'MQTT_SHARE_GROUP is set on a broker that does not say what it is ($SYS): make sure it redelivers a departed ' +
      "shared-subscription member's in-flight messages (EMQX does, Mosquitto 2.0 does not; docs/DEPLOYMENT.md)",
  };
}
