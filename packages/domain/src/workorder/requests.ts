import { z } from 'zod';
import { PhoneSchema } from '../account/verification.js';
import { WORK_ORDER_CONTACT_NAME_MAX_LENGTH, WORK_ORDER_PROBLEM_MAX_LENGTH, WorkOrderCompleteSchema } from './schemas.js';

/**
 * Repair requests (spec §2 `/application_for_repair`, §3, §5 "Attachments jpg/jpeg/png, max 1M"):
 * a request is a work order with source `request`, opened pending, with the customer's photos.
 * The same limits feed the forms and the server.
 */
// The limits live in a module without schemas (the phone's offline queue reads them without loading zod).
export {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_LABEL,
  COMPLETE_MAX_PHOTOS,
  REPAIR_REQUEST_MAX_PHOTOS,
  WORK_ORDER_FILE_KINDS,
  type WorkOrderFileKind,
} from './attachments.js';

const id = z.coerce.number({ message: 'validation.required' }).int().positive().max(2_147_483_647);
const requiredText = (max: number) =>
  z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(max, { message: 'validation.tooLong' });

/** A form field that may arrive as text (multipart) or a boolean (JSON). */
const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === '1');

/** The fields of a repair request; photos come beside them as files. */
export const RepairRequestSchema = z.object({
  projectId: id,
  deviceId: id,
  problem: requiredText(WORK_ORDER_PROBLEM_MAX_LENGTH),
  contactName: requiredText(WORK_ORDER_CONTACT_NAME_MAX_LENGTH),
  contactPhone: PhoneSchema,
  public: flag,
});
export type RepairRequest = z.infer<typeof RepairRequestSchema>;

/** Through a device's QR link the device is the link's; the customer fills in the rest. */
export const LinkedRepairRequestSchema = RepairRequestSchema.omit({ projectId: true, deviceId: true });
export type LinkedRepairRequest = z.infer<typeof LinkedRepairRequestSchema>;

/** Completion from the workbench (multipart): the report, photos beside it, the signature required. */
export const WorkOrderReportSchema = WorkOrderCompleteSchema.extend({
  workingHours: z.coerce.number({ message: 'validation.invalid' }).min(0).max(10_000).nullish(),
});
export type WorkOrderReport = z.infer<typeof WorkOrderReportSchema>;

/** How long a printed device QR code stays valid. */
export const REPAIR_LINK_TTL_DAYS = 365;

/** The signed link's token: `<deviceId>.<expires, s since epoch>.<signature>`; nothing secret in it. */
export interface RepairLinkClaims {
  deviceId: number;
  expiresAt: number;
  signature: string;
}

export function formatRepairLinkPayload(deviceId: number, expiresAt: number): string {
  return `${deviceId}.${expiresAt}`;
}

export function parseRepairLinkToken(token: string): RepairLinkClaims | undefined {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{16,128})$/.exec(token);
  if (!match) return undefined;
  return { deviceId: Number(match[1]), expiresAt: Number(match[2]), signature: match[3]! };
}

/** The web path a device's QR code opens (hash route, outside the signed-in shell). */
export const REPAIR_LINK_PATH = '/repair';

export const RepairLinkSchema = z.object({ token: z.string(), path: z.string(), expiresAt: z.date() });
export const RepairLinkInfoSchema = z.object({
  deviceId: z.number(),
  deviceName: z.string(),
  projectName: z.string(),
  expiresAt: z.date(),
});
export type RepairLinkInfo = z.infer<typeof RepairLinkInfoSchema>;

/**
 * Rate limits of a device's QR link, which anyone holding the link may use without signing in:
 * fixed windows counted in the database (so several instances share them). A submission counts
 * against the address on that device, then against the device; the read of the form against the
 * address on that device only. Over a limit the answer is 429 and nothing is stored.
 */
export const REPAIR_LINK_SUBMITS_PER_ADDRESS = 5;
export const REPAIR_LINK_SUBMIT_ADDRESS_WINDOW_MS = 10 * 60 * 1000;
export const REPAIR_LINK_SUBMITS_PER_DEVICE = 30;
export const REPAIR_LINK_SUBMIT_DEVICE_WINDOW_MS = 60 * 60 * 1000;
export const REPAIR_LINK_READS_PER_ADDRESS = 60;
export const REPAIR_LINK_READ_ADDRESS_WINDOW_MS = 10 * 60 * 1000;

export interface RepairLinkLimit {
  /** The counter's key (shared with other rate limits, so prefixed by its use). */
  key: string;
  max: number;
  windowMs: number;
}

/** The counters a use of a device's link is checked against, in order (the first refusal stops). */
export function repairLinkLimits(use: 'read' | 'submit', deviceId: number, address: string): RepairLinkLimit[] {
  if (use === 'read') {
    return [
      { key: `repair-link:read:${deviceId}:${address}`, max: REPAIR_LINK_READS_PER_ADDRESS, windowMs: REPAIR_LINK_READ_ADDRESS_WINDOW_MS },
    ];
  }
  return [
    {
      key: `repair-link:submit:${deviceId}:${address}`,
      max: REPAIR_LINK_SUBMITS_PER_ADDRESS,
      windowMs: REPAIR_LINK_SUBMIT_ADDRESS_WINDOW_MS,
    },
    { key: `repair-link:submit:${deviceId}`, max: REPAIR_LINK_SUBMITS_PER_DEVICE, windowMs: REPAIR_LINK_SUBMIT_DEVICE_WINDOW_MS },
  ];
}
