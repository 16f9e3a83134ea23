import { DEVICE_STATUSES, NOTICE_TYPES, ProductionProgressSchema } from '@fieldlink/domain';
import { z } from 'zod';

/** One point's value as the stream pushes it (only points that changed). */
export const StreamValueSchema = z.object({
  pointId: z.number(),
  name: z.string(),
  value: z.union([z.number(), z.string(), z.boolean()]).nullable(),
  display: z.string(),
  unit: z.string().nullable(),
  // ISO by the contract; milliseconds since the epoch are read too, as the same instant.
  ts: z.union([z.string(), z.number().transform((ms) => new Date(ms).toISOString())]).nullable(),
  /** `bad`: the device's last value for the point was dropped (missing, not finite, out of range); absent from older servers. */
  quality: z.enum(['good', 'bad']).optional(),
});
export type StreamValue = z.infer<typeof StreamValueSchema>;

export const COMMAND_OUTCOMES = ['ok', 'error', 'timeout'] as const;

/** An alert-window entry (both languages; the shell shows the user's). */
export const InboxEntrySchema = z.object({
  id: z.number(),
  type: z.enum(NOTICE_TYPES),
  title: z.object({ 'zh-CN': z.string(), 'en-US': z.string() }),
  body: z.object({ 'zh-CN': z.string(), 'en-US': z.string() }),
  link: z.string().nullable(),
  subject: z.object({ kind: z.string(), id: z.number() }).nullable(),
  level: z.number().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type InboxEntry = z.infer<typeof InboxEntrySchema>;

/** What the server sends on `GET /api/v1/stream`; anything else is ignored. */
export const ServerMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({ type: z.literal('live'), deviceId: z.number(), values: z.array(StreamValueSchema) }),
  z.object({ type: z.literal('status'), deviceId: z.number(), status: z.enum(DEVICE_STATUSES), at: z.string().nullable() }),
  z.object({
    type: z.literal('command'),
    deviceId: z.number(),
    commandId: z.string(),
    status: z.enum(COMMAND_OUTCOMES),
    error: z.string().nullish(),
  }),
  z.object({ type: z.literal('error'), error: z.string(), deviceId: z.number().optional() }),
  z.object({ type: z.literal('inbox'), message: InboxEntrySchema }),
  // An alarm of the device was raised, acknowledged or cleared.
  z.object({
    type: z.literal('alarm'),
    deviceId: z.number(),
    alarm: z.looseObject({ id: z.number(), state: z.enum(['active', 'acknowledged', 'cleared']), level: z.number() }),
  }),
  // A production task moved: on a followed device (with `deviceId`), or one of the user's own tasks (without).
  z.object({ type: z.literal('production'), deviceId: z.number().optional(), task: ProductionProgressSchema }),
]);
export type ServerMessage = z.infer<typeof ServerMessageSchema>;
/** The messages about one device, as its listeners receive them (an error only when it names the device). */
export type DeviceMessage = Exclude<ServerMessage, { type: 'ready' } | { type: 'inbox' }>;
/** The messages for the signed-in user whatever devices are watched (their inbox, their own production tasks). */
export type UserStreamMessage = Extract<ServerMessage, { type: 'inbox' } | { type: 'production' }>;

/** What the client sends. */
export type ClientMessage = { type: 'subscribe'; devices: number[] } | { type: 'unsubscribe'; devices: number[] };

/** A frame's text as a server message, or undefined when it is not one (bad JSON, unknown type). */
export function parseServerMessage(data: unknown): ServerMessage | undefined {
  if (typeof data !== 'string') return undefined;
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return undefined;
  }
  const parsed = ServerMessageSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}
