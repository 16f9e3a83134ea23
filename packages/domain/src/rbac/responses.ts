import { z } from 'zod';

/**
 * What the tenancy routes answer: one definition for the server's serializer, the OpenAPI
 * document and the web app's types.
 */
export const UserSummarySchema = z.object({
  id: z.number(),
  userName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  grade: z.number(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  disabled: z.boolean(),
  isDemo: z.boolean(),
  remarks: z.string().nullable(),
  createdBy: z.number().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.date(),
  roles: z.array(z.object({ id: z.number(), name: z.string() })),
  projectIds: z.array(z.number()),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const RoleSummarySchema = z.object({
  id: z.number(),
  companyId: z.number().nullable(),
  name: z.string(),
  remarks: z.string().nullable(),
  permissions: z.record(z.string(), z.array(z.string())),
  createdAt: z.date(),
  userCount: z.number().optional(),
});
export type RoleSummary = z.infer<typeof RoleSummarySchema>;

export const CompanySummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  logoText: z.string().nullable(),
  parentId: z.number().nullable(),
  industry: z.string().nullable(),
  customerType: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  regionId: z.number().nullable(),
  remarks: z.string().nullable(),
  createdAt: z.date(),
});
export type CompanySummary = z.infer<typeof CompanySummarySchema>;

export const RegionSummarySchema = z.object({
  id: z.number(),
  companyId: z.number().nullable(),
  parentId: z.number().nullable(),
  name: z.string(),
  createdAt: z.date(),
});
export type RegionSummary = z.infer<typeof RegionSummarySchema>;

export const ProjectSummarySchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  location: z.string(),
  groupId: z.number().nullable(),
  treeNodeId: z.number().nullable(),
  createdBy: z.number().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ProjectSummary = z.infer<typeof ProjectSummarySchema>;
