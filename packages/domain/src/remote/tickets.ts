import { z } from 'zod';

/** A remote-HMI ticket lives this long after it is issued, and opens one session once. */
export const REMOTE_TICKET_LIFE_MS = 30_000;
/** A session with no traffic either way for this long is ended by the server. */
export const REMOTE_IDLE_TIMEOUT_MS = 10 * 60_000;
/** The longest session, idle or not. */
export const REMOTE_MAX_SESSION_MS = 4 * 60 * 60_000;

export type TicketState = 'valid' | 'expired' | 'used';

/** Whether a ticket issued at `issuedAt` may still open a session `now`. */
export function ticketState(ticket: { expiresAt: Date; usedAt: Date | null }, now: Date): TicketState {
  if (ticket.usedAt) return 'used';
  return now.getTime() < ticket.expiresAt.getTime() ? 'valid' : 'expired';
}

export const REMOTE_END_REASONS = ['client', 'server', 'idle', 'admin', 'max_duration', 'error'] as const;
export type RemoteEndReason = (typeof REMOTE_END_REASONS)[number];

/** A host name or address (RFC 1035's 253 characters), and a VNC password (the protocol's 8). */
export const REMOTE_HOST_MAX_LENGTH = 253;
export const VNC_PASSWORD_MAX_LENGTH = 8;

const hostRule = z
  .string()
  .trim()
  .min(1)
  .max(REMOTE_HOST_MAX_LENGTH)
  .regex(/^[A-Za-z0-9.\-:[\]]+$/, 'validation.remoteHost');

/**
 * How the proxy reaches a device's VNC server: `direct` connects from the server to the address;
 * `gateway` asks the device's gateway to connect to it on its LAN and carries the bytes over MQTT.
 */
export const REMOTE_VIA = ['direct', 'gateway'] as const;
export type RemoteVia = (typeof REMOTE_VIA)[number];

/** The VNC server an administrator configures for a device (spec §3 VNC password). */
export const RemoteTargetBodySchema = z.object({
  via: z.enum(REMOTE_VIA).default('direct'),
  host: hostRule,
  port: z.number().int().min(1).max(65535),
  /** Absent: keep the stored password; '' clears it. */
  password: z.string().max(VNC_PASSWORD_MAX_LENGTH, 'validation.vncPassword').optional(),
  enabled: z.boolean().default(true),
});
export type RemoteTargetBody = z.infer<typeof RemoteTargetBodySchema>;

export const RemoteTargetSchema = z.object({
  deviceId: z.number().int(),
  via: z.enum(REMOTE_VIA),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  hasPassword: z.boolean(),
  enabled: z.boolean(),
});
export type RemoteTarget = z.infer<typeof RemoteTargetSchema>;

/** GetNoVNCUrl's answer: the WebSocket address with its one-time ticket. */
export const RemoteTicketSchema = z.object({
  sessionId: z.number().int(),
  url: z.string(),
  ticket: z.string(),
  expiresAt: z.string(),
  viewOnly: z.boolean(),
});
export type RemoteTicket = z.infer<typeof RemoteTicketSchema>;

/** `viewOnly=true` asks for a view-only session; nothing else (never a host or port) is accepted. */
export const RemoteTicketQuerySchema = z
  .object({
    viewOnly: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .strict();

/** novncdeviceList: the devices of the caller's projects that have a remote HMI. */
export const RemoteDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  projectId: z.number().int(),
  projectName: z.string(),
  status: z.string(),
  configured: z.boolean(),
});
export type RemoteDevice = z.infer<typeof RemoteDeviceSchema>;

export const RemoteSessionSchema = z.object({
  id: z.number().int(),
  deviceId: z.number().int(),
  deviceName: z.string(),
  userId: z.number().int(),
  userName: z.string(),
  viewOnly: z.boolean(),
  issuedAt: z.string(),
  startedAt: z.string().nullable(),
  endedAt: z.string().nullable(),
  endReason: z.enum(REMOTE_END_REASONS).nullable(),
  ip: z.string().nullable(),
});
export type RemoteSession = z.infer<typeof RemoteSessionSchema>;

export const RemoteSessionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  deviceId: z.coerce.number().int().positive().optional(),
});
export type RemoteSessionListQuery = z.infer<typeof RemoteSessionListQuerySchema>;

export const RemoteSessionEndBodySchema = z.object({ sessionId: z.number().int().positive() });
