import { z } from 'zod';
import { PlcFailureSchema } from './plc-failure.js';
import { TunnelCommandSchema } from './tunnel.js';

/**
 * The MQTT device protocol (docs/device-protocol.md): topics and payloads, public to device
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
  /** Why the PLC is in error (`PLC_FAILURE_CAUSES`), when the box knows. */
  cause: PlcFailureSchema.optional(),
});
export type DeviceStatus = z.infer<typeof DeviceStatusSchema>;

export const TelemetryValueSchema = z.union([z.number(), z.string(), z.boolean()]);
export const TelemetrySchema = z.object({
  ts: z.number().int().nonnegative().optional(),
  values: z.record(z.string().min(1), TelemetryValueSchema),
});
export type Telemetry = z.infer<typeof TelemetrySchema>;

/**
 * A telemetry message as ingest takes it: the envelope checked, each value judged alone afterwards
 * (`judgeTelemetryValue`), so one bad value (a NaN register sent as `null`, a number its register
 * cannot hold) drops that value and not the message.
 */
export interface IncomingTelemetry {
  ts?: number | undefined;
  values: Readonly<Record<string, unknown>>;
}

/** The envelope `readTelemetry` checks, as a schema (to say why a message was refused). */
export const TelemetryEnvelopeSchema = z.object({
  ts: z.number().int().nonnegative().optional(),
  values: z.record(z.string(), z.unknown()),
});

/**
 * `TelemetryEnvelopeSchema`'s check without zod's allocations, for ingest's hot path (thousands of
 * messages a second): the message itself when its envelope is valid (`ts` a whole number of ms,
 * `values` an object), else undefined (then ask the schema why). The values are judged one by one
 * later. Unknown keys beside `ts` and `values` stay on the object; nothing reads them.
 */
export function readTelemetry(body: unknown): IncomingTelemetry | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { ts, values } = body as { ts?: unknown; values?: unknown };
  if (ts !== undefined && !(typeof ts === 'number' && Number.isSafeInteger(ts) && ts >= 0)) return undefined;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return undefined;
  return body as IncomingTelemetry;
}

/**
 * The time the cloud gives a message without `ts`: its arrival, but strictly later than the last
 * stamp given to the same box (`last`), so two messages of one millisecond never collide on
 * `(point, ts)`.
 */
export function stampAfter(last: number | undefined, now: number): number {
  return last === undefined || now > last ? now : last + 1;
}

/**
 * `devices/<boxId>/commands/ack`. `error` is the refusal as text (docs/device-protocol.md); a box may add `code`
 * and `detail` (a recipe's failure: `RECIPE_FAILURE_CODES`) so the cloud shows it in the reader's language.
 */
export const CommandAckSchema = z.object({
  id: z.string().min(1),
  ok: z.boolean(),
  error: z.string().optional(),
  code: z.string().min(1).max(50).optional(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type CommandAck = z.infer<typeof CommandAckSchema>;

/** One point as the box needs it to poll: the cloud's point without display or scaling fields. */
export const DeviceConfigPointSchema = z.object({
  name: z.string().min(1),
  area: z.string().min(1),
  address: z.number().int().nonnegative(),
  dataType: z.number().int().min(1).max(11),
  length: z.number().int().min(1).default(1),
  intervalMs: z.number().int().positive(),
  writable: z.boolean().default(false),
  startBit: z.number().int().min(0).max(15).nullish(),
  /** The point's address in a protocol without register areas: an OPC UA NodeId, an S7 address (`DB5.DBW10`). */
  tag: z.string().min(1).max(500).nullish(),
  /** The Modbus unit (slave) the point lives on, when several share one line; default the PLC's. */
  unitId: z.number().int().min(0).max(255).nullish(),
});
export type DeviceConfigPoint = z.infer<typeof DeviceConfigPointSchema>;

/** `devices/<boxId>/config`, retained: what the box polls and how it reaches its PLC. */
export const DeviceConfigSchema = z.object({
  version: z.number().int().nonnegative(),
  plc: z.object({
    protocol: z.string().min(1),
    host: z.string().nullish(),
    port: z.number().int().min(1).max(65535).default(502),
    unitId: z.number().int().min(0).max(255).default(1),
    highLowSwap: z.boolean().default(false),
    /**
     * The whole PLC address for a protocol that needs more than host and port, in the gateway's
     * `--plc` form: `modbus-rtu:///dev/ttyUSB0?baud=9600&parity=none&unit=1`,
     * `opc.tcp://host:4840?security=SignAndEncrypt&policy=Basic256Sha256`, `s7://host?rack=0&slot=1`.
     */
    address: z.string().min(1).max(1000).nullish(),
    /** OPC UA user name and password; none: anonymous. */
    username: z.string().min(1).max(200).nullish(),
    password: z.string().max(200).nullish(),
  }),
  points: z.array(DeviceConfigPointSchema),
});
export type DeviceConfig = z.infer<typeof DeviceConfigSchema>;

/**
 * When a command stops being valid (ms since the epoch): the cloud has told its user it timed out
 * by then, so a box that receives it later (its broker session kept it while it was away) must not
 * run it.
 */
const expiresAt = z.number().int().positive().optional();

/** `devices/<boxId>/commands`: `write` sets one point to a PLC value (before scaling). */
export const WriteCommandSchema = z.object({
  id: z.string().min(1),
  expiresAt,
  type: z.literal('write'),
  point: z.string().min(1),
  value: TelemetryValueSchema,
});
const lockRegister = z.object({ area: z.string().min(1), address: z.number().int().min(0).max(65535) });
/**
 * `lock` / `unlock` (installments, spec §4): the box sets `register` to `value` and, for `lock`, keeps
 * setting it (after its own restart, a reconnect or a PLC restart) until an `unlock` or a valid
 * unlock code. `lockedValue` / `unlockedValue` are the words of the two states (the box needs both
 * to re-lock itself when an offline code's days are over). `code` (optional) arms offline unlock
 * codes: the device's secret, and the register where the HMI puts a typed code (two words, high
 * first; the box answers in the word after: 1 accepted, 2 refused, 3 paused after too many wrong
 * codes). Documented in docs/device-protocol.md "Commands lock and unlock". Without `register`
 * the box has nothing to lock and refuses.
 */
export const LockCommandSchema = z.object({
  id: z.string().min(1),
  expiresAt,
  type: z.enum(['lock', 'unlock']),
  register: lockRegister.optional(),
  lockedValue: z.number().int().min(0).max(65535).default(1),
  unlockedValue: z.number().int().min(0).max(65535).default(0),
  code: z
    .object({ secret: z.string().regex(/^[0-9a-f]{64}$/), area: z.string().min(1), address: z.number().int().min(0).max(65533) })
    .nullish(),
});
export type LockCommand = z.infer<typeof LockCommandSchema>;
/** The word the box writes after a typed unlock code. */
export const UNLOCK_CODE_RESULTS = { accepted: 1, refused: 2, paused: 3 } as const;
/**
 * `recipe` writes register blocks (each one Modbus write-multiple request), reads each back, and
 * acks ok only when every word read back equals the word sent and, when `completion` is given, the
 * PLC has set that word (or its bit) within `timeoutMs`. The box clears the completion word (or
 * bit) before writing. Areas and addresses are the points' (`4x` 100, `D` 200). Documented in
 * docs/device-protocol.md "Command recipe".
 */
export const RecipeBlockSchema = z.object({
  area: z.string().min(1),
  address: z.number().int().min(0).max(65535),
  values: z.array(z.number().int().min(0).max(65535)).min(1).max(123),
});
export const RecipeCommandSchema = z.object({
  id: z.string().min(1),
  expiresAt,
  type: z.literal('recipe'),
  blocks: z.array(RecipeBlockSchema).min(1),
  completion: z
    .object({ area: z.string().min(1), address: z.number().int().min(0).max(65535), bit: z.number().int().min(0).max(15).nullish() })
    .nullish(),
  timeoutMs: z.number().int().positive().max(120_000).default(10_000),
});
export type RecipeCommand = z.infer<typeof RecipeCommandSchema>;
export const CommandSchema = z.discriminatedUnion('type', [
  WriteCommandSchema,
  LockCommandSchema,
  RecipeCommandSchema,
  TunnelCommandSchema,
]);
export type Command = z.infer<typeof CommandSchema>;
export type WriteCommand = z.infer<typeof WriteCommandSchema>;

/** How long the cloud waits for a command's ack before telling the user it timed out. */
export const COMMAND_TIMEOUT_MS = 10_000;
/** A box that says nothing for this many of its shortest poll intervals is offline. */
export const SILENCE_INTERVALS = 3;
/** Telemetry timestamps outside [now - 7 days, now + 5 minutes] are quarantined, not stored. */
export const TELEMETRY_PAST_MS = 7 * 24 * 3600_000;
export const TELEMETRY_FUTURE_MS = 5 * 60_000;
