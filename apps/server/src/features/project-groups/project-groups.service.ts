import {
  scopeOf,
  wouldMakeCycle,
  type ProjectGroupCreate,
  type ProjectGroupUpdate,
  type TreeNodeCreate,
  type TreeNodeUpdate,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ProjectGroupRow, ProjectGroupsRepository, TreeNodeRow } from './project-groups.repository.js';

/**
 * Refuses a group or tree node that is not in the project's company, as a 400 on that field
 * (`prefix` names the part of a compound body: "project.").
 */
export async function checkPlacement(
  repo: Pick<ProjectGroupsRepository, 'groupInCompany' | 'nodeInCompany'>,
  companyId: number,
  placement: { groupId?: number | null | undefined; treeNodeId?: number | null | undefined },
  prefix = '',
) {
  if (placement.groupId && !(await repo.groupInCompany(companyId, placement.groupId)))
    throw new AppError('BAD_REQUEST', {}, 'error.groupNotFound', `${prefix}groupId`);
  if (placement.treeNodeId && !(await repo.nodeInCompany(companyId, placement.treeNodeId)))
    throw new AppError('BAD_REQUEST', {}, 'error.treeNodeNotFound', `${prefix}treeNodeId`);
}

/** The company a new row goes to: grade 0 may name one, everyone else uses their own. */
function targetCompany(principal: UserPrincipal, requested: number | null | undefined): number {
  const companyId = principal.grade === 0 ? (requested ?? principal.companyId) : principal.companyId;
  if (!companyId) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired');
  return companyId;
}

export function createProjectGroupsService({ repo, audit }: { repo: ProjectGroupsRepository; audit: AuditService }) {
  const groupWrites = auditedWrites<ProjectGroupRow>({ audit, objectType: 'projectGroup', updateVerb: 'update' });
  const nodeWrites = auditedWrites<TreeNodeRow>({ audit, objectType: 'treeNode', updateVerb: 'update' });

  async function loadGroup(principal: UserPrincipal, id: number) {
    const group = await repo.findGroup(scopeOf(principal), id);
    if (!group) throw new AppError('NOT_FOUND');
    return group;
  }

  async function loadNode(principal: UserPrincipal, id: number) {
    const node = await repo.findNode(scopeOf(principal), id);
    if (!node) throw new AppError('NOT_FOUND');
    return node;
  }

  /** A parent the caller can see, in `companyId` when given; else a 400 on `parentId`. */
  async function parentNode(principal: UserPrincipal, parentId: number, companyId?: number) {
    const parent = await repo.findNode(scopeOf(principal), parentId);
    if (!parent || (companyId !== undefined && parent.companyId !== companyId))
      throw new AppError('BAD_REQUEST', {}, 'error.treeNodeNotFound', 'parentId');
    return parent;
  }

  return {
    listGroups: (principal: UserPrincipal, query: { companyId?: number | undefined }) =>
      repo.listGroups(scopeOf(principal), query.companyId),

    async createGroup(principal: UserPrincipal, actor: Actor, input: ProjectGroupCreate) {
      const companyId = targetCompany(principal, input.companyId);
      return groupWrites.create(actor, () => repo.insertGroup({ companyId, name: input.name, sortOrder: input.sortOrder ?? 0 }), {
        companyId,
      });
    },

    async updateGroup(principal: UserPrincipal, actor: Actor, id: number, patch: ProjectGroupUpdate) {
      const before = await loadGroup(principal, id);
      return groupWrites.update(actor, before, () => repo.updateGroup(id, patch), { companyId: before.companyId });
    },

    async removeGroup(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await loadGroup(principal, id);
      await groupWrites.remove(actor, before, () => repo.removeGroup(id));
    },

    listNodes: (principal: UserPrincipal, query: { companyId?: number | undefined }) => repo.listNodes(scopeOf(principal), query.companyId),

    async createNode(principal: UserPrincipal, actor: Actor, input: TreeNodeCreate) {
      // A child lives in its parent's company, whatever else the body says.
      const parent = input.parentId ? await parentNode(principal, input.parentId) : undefined;
      const companyId = parent?.companyId ?? targetCompany(principal, input.companyId);
      const insert = () => repo.insertNode({ companyId, parentId: parent?.id ?? null, name: input.name, sortOrder: input.sortOrder ?? 0 });
      return nodeWrites.create(actor, insert, { companyId });
    },

    async updateNode(principal: UserPrincipal, actor: Actor, id: number, patch: TreeNodeUpdate) {
      const before = await loadNode(principal, id);
      if (patch.parentId) {
        await parentNode(principal, patch.parentId, before.companyId);
        if (wouldMakeCycle(await repo.nodesOfCompany(before.companyId), id, patch.parentId))
          throw new AppError('CONFLICT', {}, 'error.treeCycle', 'parentId');
      }
      return nodeWrites.update(actor, before, () => repo.updateNode(id, patch), { companyId: before.companyId });
    },

    async removeNode(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await loadNode(principal, id);
      const subtree = await repo.subtreeIds(id);
      // The log keeps every node the deletion took with it.
      await nodeWrites.remove(actor, before, () => repo.removeNode(id), { before: { ...before, subtree } });
    },
  };
}

export type ProjectGroupsService = ReturnType<typeof createProjectGroupsService>;
