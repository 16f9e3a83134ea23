import { z } from 'zod';

/**
 * Share links (spec §2 share pages, §3 link authority, §7 "every call sends the share token if
 * present"): one object shown read-only to whoever holds the link — a project group, a project, a
 * SCADA view, a device or a large screen.
 */
export const SHARE_OBJECT_TYPES = ['group', 'project', 'view', 'device', 'screen'] as const;
export type ShareObjectType = (typeof SHARE_OBJECT_TYPES)[number];

/** `open`: the link is enough; `secret`: the link and its access code. */
export const SHARE_AUTHORITIES = ['open', 'secret'] as const;
export type ShareAuthority = (typeof SHARE_AUTHORITIES)[number];

/** An access code: 4 to 8 letters and digits. */
export const SHARE_CODE_MIN = 4;
export const SHARE_CODE_MAX = 8;
export const ShareCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{${SHARE_CODE_MIN},${SHARE_CODE_MAX}}$`), { message: 'validation.shareCode' });

/** How long a link lives, in days (the dialog's choices). */
export const SHARE_EXPIRY_DAYS = [1, 7, 30, 365] as const;

/**
 * An opened link hands out a share token for at most this long (capped by the link's own
 * expiry); the page asks the link again after it, so a revoked link stops within the token cache.
 */
export const SHARE_TOKEN_TTL_MS = 2 * 60 * 60 * 1000;

/** The random part of a link (`/#/share/<link>`): 32 URL-safe characters. */
export const ShareLinkSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'validation.invalid' });

export const ShareCreateSchema = z
  .object({
    objectType: z.enum(SHARE_OBJECT_TYPES),
    objectId: z.number().int().positive().max(2_147_483_647),
    authority: z.enum(SHARE_AUTHORITIES),
    code: ShareCodeSchema.optional(),
    expiresInDays: z
      .number()
      .int()
      .refine((days) => (SHARE_EXPIRY_DAYS as readonly number[]).includes(days), { message: 'validation.shareExpiry' }),
  })
  .superRefine((body, ctx) => {
    if (body.authority === 'secret' && !body.code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.shareCode' });
    if (body.authority === 'open' && body.code) ctx.addIssue({ code: 'custom', path: ['code'], message: 'validation.shareCodeOpen' });
  });
export type ShareCreate = z.infer<typeof ShareCreateSchema>;

export const ShareListQuerySchema = z.object({
  objectType: z.enum(SHARE_OBJECT_TYPES),
  objectId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const ShareOpenSchema = z.object({ link: ShareLinkSchema, code: z.string().trim().max(SHARE_CODE_MAX).optional() });
export type ShareOpen = z.infer<typeof ShareOpenSchema>;

export type ShareState = 'active' | 'expired' | 'revoked';

/** Whether a link still opens: revoked wins over expired. */
export function shareState(share: { expiresAt: Date; revokedAt: Date | null }, now: Date): ShareState {
  if (share.revokedAt) return 'revoked';
  if (share.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The end of a link made now for `days`. */
export function shareExpiry(now: Date, days: number): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The end of a share token handed out now: `SHARE_TOKEN_TTL_MS`, never past the link's own end. */
export function shareTokenExpiry(now: Date, linkExpiresAt: Date): Date {
  return new Date(Math.min(now.getTime() + SHARE_TOKEN_TTL_MS, linkExpiresAt.getTime()));
}
