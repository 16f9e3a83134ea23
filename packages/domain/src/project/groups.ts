import { z } from 'zod';
import { hasBrackets } from '../text.js';

/**
 * Project groups and tree models (spec §3 "Project (item)": a project has a group; tree models
 * group projects). Both belong to one company; a tree node's parent is in the same company.
 */
export const GROUP_NAME_MAX_LENGTH = 32;
export const TREE_NODE_NAME_MAX_LENGTH = 32;
export const SORT_ORDER_MAX = 9999;

/** A group or tree-node name: not blank (spec §5 "Group name cannot be blank"), short, no brackets. */
function groupNameSchema(max: number) {
  return z
    .string({ message: 'validation.groupNameBlank' })
    .trim()
    .min(1, { message: 'validation.groupNameBlank', abort: true })
    .max(max, { message: 'validation.tooLong' })
    .refine((v) => !hasBrackets(v), { message: 'validation.noBrackets' });
}

export const GroupNameSchema = groupNameSchema(GROUP_NAME_MAX_LENGTH);
export const TreeNodeNameSchema = groupNameSchema(TREE_NODE_NAME_MAX_LENGTH);

const SortOrderSchema = z.number().int({ message: 'validation.integer' }).min(0).max(SORT_ORDER_MAX);
const id = z.number().int().positive().max(2_147_483_647);

export const ProjectGroupCreateSchema = z.object({
  name: GroupNameSchema,
  sortOrder: SortOrderSchema.optional(),
  /** Grade 0 only: the company the group belongs to (else the caller's). */
  companyId: id.nullish(),
});
export type ProjectGroupCreate = z.infer<typeof ProjectGroupCreateSchema>;
export const ProjectGroupUpdateSchema = ProjectGroupCreateSchema.omit({ companyId: true }).partial();
export type ProjectGroupUpdate = z.infer<typeof ProjectGroupUpdateSchema>;

export const TreeNodeCreateSchema = z.object({
  name: TreeNodeNameSchema,
  /** The parent node; absent or null: a root of the company's tree. */
  parentId: id.nullish(),
  sortOrder: SortOrderSchema.optional(),
  /** Grade 0 only, for a root: the company the node belongs to (a child takes its parent's). */
  companyId: id.nullish(),
});
export type TreeNodeCreate = z.infer<typeof TreeNodeCreateSchema>;
/** Rename or move: `parentId` null moves the node to the top; a move under itself is refused. */
export const TreeNodeUpdateSchema = TreeNodeCreateSchema.omit({ companyId: true }).partial();
export type TreeNodeUpdate = z.infer<typeof TreeNodeUpdateSchema>;

export const ProjectGroupSummarySchema = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  createdAt: z.date(),
});
export type ProjectGroupSummary = z.infer<typeof ProjectGroupSummarySchema>;

export const TreeNodeSummarySchema = z.object({
  id: z.number(),
  companyId: z.number(),
  parentId: z.number().nullable(),
  name: z.string(),
  sortOrder: z.number(),
  createdAt: z.date(),
});
export type TreeNodeSummary = z.infer<typeof TreeNodeSummarySchema>;

/** The lists of groups and tree nodes; grade 0 may narrow them to one company. */
export const CompanyFilterQuerySchema = z.object({ companyId: z.coerce.number().int().positive().optional() });

/** True when `parentId` is `id` or lies below it: moving `id` there would make a cycle. */
export function wouldMakeCycle(nodes: readonly { id: number; parentId: number | null }[], id: number, parentId: number): boolean {
  const parentOf = new Map(nodes.map((node) => [node.id, node.parentId]));
  for (let at: number | null | undefined = parentId, steps = 0; at != null && steps <= nodes.length; at = parentOf.get(at), steps++) {
    if (at === id) return true;
  }
  return false;
}

/** The ids of a node and every node under it. */
export function subtreeOf(nodes: readonly { id: number; parentId: number | null }[], id: number): Set<number> {
  const out = new Set<number>([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const node of nodes) {
      if (node.parentId !== null && out.has(node.parentId) && !out.has(node.id)) {
        out.add(node.id);
        grew = true;
      }
    }
  }
  return out;
}
