import { z } from 'zod';

/**
 * The MQTT device protocol (CONTRACT.md "Device protocol"): topics and payloads, public to device
 * makers. The gateway publishes with these; the server's ingest parses with the same schemas.
 */
export const BOX_ID_LENGTH = 12;
export const BOX_ID_PATTERN = /^[A-Za-z0-9]{12}$/;

export function deviceTopics(boxId: string) {
  const base = `devices/${boxId}`;
  return {
    telemetry: `${base}/telemetry`,
    status: `${base}/status`,
    config: `${base}/config`,
    commands: `${base}/commands`,
    commandAck: `${base}/commands/ack`,
  } as const;
}

/** `devices/<boxId>/<rest>` -> its parts, or undefined for any other topic. */
export function parseDeviceTopic(topic: string): { boxId: string; channel: string } | undefined {
  const match = /^devices\/([A-Za-z0-9]{12})\/(.+)$/.exec(topic);
  return match ? { boxId: match[1]!, channel: match[2]! } : undefined;
}

export const DeviceStatusSchema = z.object({
  online: z.boolean(),
  plc: z.enum(['ok', 'error']).optional(),
});
export type DeviceStatus = z.infer<typeof DeviceStatusSchema>;

export const TelemetryValueSchema = z.union([z.number(), z.string(), z.boolean()]);
export const TelemetrySchema = z.object({
  ts: z.number().int().nonnegative().optional(),
  values: z.record(z.string().min(1), TelemetryValueSchema),
});
export type Telemetry = z.infer<typeof TelemetrySchema>;

export const CommandAckSchema = z.object({
  id: z.string().min(1),
  ok: z.boolean(),
  error: z.string().optional(),
});
export type CommandAck = z.infer<typeof CommandAckSchema>;
