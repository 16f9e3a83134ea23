import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, UserNameSchema, passwordSchema } from '../account/rules.js';
import { PAGES, isPermissionKey } from '../access/pages.js';
import { COMPANY_NAME_MAX_LENGTH } from './limits.js';

export { COMPANY_NAME_MAX_LENGTH };

/** Role name (spec §5): Chinese, letters, digits, at least 2 characters. */
export const ROLE_NAME_PATTERN = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;
export const ROLE_NAME_MAX_LENGTH = 20;
export const REMARKS_MAX_LENGTH = 200;
/** A company's logo text, and its industry, customer type and contact name. */
export const COMPANY_LOGO_TEXT_MAX_LENGTH = 20;
export const COMPANY_TEXT_MAX_LENGTH = 40;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'validation.tooLong' })
    .nullish()
    .transform((v) => (v ? v : null));

export const RoleNameSchema = z
  .string({ message: 'validation.required' })
  .trim()
  .min(1, { message: 'validation.required' })
  .refine((v) => v.length >= 2 && v.length <= ROLE_NAME_MAX_LENGTH && ROLE_NAME_PATTERN.test(v), {
    message: 'validation.roleName',
    params: { max: ROLE_NAME_MAX_LENGTH },
  });

/** page -> keys, every page and key from the catalogue. */
export const PermissionMapSchema = z.record(z.string(), z.array(z.string())).superRefine((map, ctx) => {
  for (const [page, keys] of Object.entries(map)) {
    const def = PAGES.find((p) => p.name === page);
    if (!def) {
      ctx.addIssue({ code: 'custom', path: [page], message: 'validation.unknownPage', params: { page } });
      continue;
    }
    for (const key of keys) {
      if (!isPermissionKey(key) || !def.keys.includes(key)) {
        ctx.addIssue({ code: 'custom', path: [page], message: 'validation.unknownKey', params: { page, key } });
      }
    }
  }
});

export const RoleCreateSchema = z.object({
  name: RoleNameSchema,
  companyId: z.number().int().positive().nullish(),
  remarks: optionalText(REMARKS_MAX_LENGTH),
  permissions: PermissionMapSchema.default({}),
});
export type RoleCreate = z.infer<typeof RoleCreateSchema>;
export const RoleUpdateSchema = RoleCreateSchema.omit({ companyId: true }).partial();
export type RoleUpdate = z.infer<typeof RoleUpdateSchema>;

const phone = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || PHONE_PATTERN.test(v), { message: 'validation.phone' });
const email = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || EMAIL_PATTERN.test(v), { message: 'validation.email' });

/** Grades a company may hand out: 1 company administrator, 2 ordinary user. */
export const USER_GRADES = [1, 2] as const;

export function userCreateSchema(passwordMinLength?: number) {
  return z.object({
    userName: UserNameSchema,
    password: passwordSchema(passwordMinLength),
    companyId: z.number().int().positive().nullish(),
    grade: z.union([z.literal(1), z.literal(2)]).default(2),
    phone,
    email,
    remarks: optionalText(REMARKS_MAX_LENGTH),
    roleIds: z.array(z.number().int().positive()).max(50).default([]),
    projectIds: z.array(z.number().int().positive()).max(1000).default([]),
  });
}
export const UserCreateSchema = userCreateSchema();
export type UserCreate = z.infer<typeof UserCreateSchema>;

export const UserUpdateSchema = z
  .object({
    userName: UserNameSchema,
    grade: z.union([z.literal(1), z.literal(2)]),
    phone,
    email,
    remarks: optionalText(REMARKS_MAX_LENGTH),
    roleIds: z.array(z.number().int().positive()).max(50),
    projectIds: z.array(z.number().int().positive()).max(1000),
    disabled: z.boolean(),
  })
  .partial();
export type UserUpdate = z.infer<typeof UserUpdateSchema>;

export function resetPasswordSchema(passwordMinLength?: number) {
  return z.object({ password: passwordSchema(passwordMinLength) });
}

export const CompanyCreateSchema = z.object({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(2, { message: 'validation.tooShort' })
    .max(COMPANY_NAME_MAX_LENGTH, { message: 'validation.tooLong' }),
  logoText: optionalText(COMPANY_LOGO_TEXT_MAX_LENGTH),
  industry: optionalText(COMPANY_TEXT_MAX_LENGTH),
  customerType: optionalText(COMPANY_TEXT_MAX_LENGTH),
  contactName: optionalText(COMPANY_TEXT_MAX_LENGTH),
  contactPhone: phone,
  regionId: z.number().int().positive().nullish(),
  remarks: optionalText(REMARKS_MAX_LENGTH),
});
export type CompanyCreate = z.infer<typeof CompanyCreateSchema>;
export const CompanyUpdateSchema = CompanyCreateSchema.partial();
export type CompanyUpdate = z.infer<typeof CompanyUpdateSchema>;

export const ListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  keyword: z.string().trim().max(64).optional(),
  companyId: z.coerce.number().int().positive().optional(),
});
export type ListQuery = z.infer<typeof ListQuerySchema>;

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const REGION_NAME_MAX_LENGTH = 30;
export const RegionCreateSchema = z.object({
  name: z
    .string({ message: 'validation.required' })
    .trim()
    .min(1, { message: 'validation.required' })
    .max(REGION_NAME_MAX_LENGTH, { message: 'validation.tooLong' }),
  parentId: z.number().int().positive().nullish(),
});
export type RegionCreate = z.infer<typeof RegionCreateSchema>;
export const RegionUpdateSchema = RegionCreateSchema.partial();
export type RegionUpdate = z.infer<typeof RegionUpdateSchema>;
