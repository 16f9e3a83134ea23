import type { Scope } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { ProjectGroupsRepository, TreeNodeRow } from './project-groups.repository.js';
import { checkPlacement, createProjectGroupsService } from './project-groups.service.js';

const actor = { userId: 1, userName: 'a', companyId: 1, ip: '127.0.0.1' };
const principal = (grade: number, companyId: number | null): UserPrincipal => ({
  kind: 'user',
  tokenId: 1,
  userId: 1,
  userName: 'a',
  grade,
  companyId,
  demo: false,
  grants: {},
});

/** An in-memory tree with the same scoping as the SQL repository. */
function fakeTree(rows: Omit<TreeNodeRow, 'createdAt' | 'sortOrder'>[]) {
  const nodes: TreeNodeRow[] = rows.map((row) => ({ ...row, sortOrder: 0, createdAt: new Date(0) }));
  const visible = (scope: Scope, node: TreeNodeRow) => scope.kind === 'all' || node.companyId === scope.companyId;
  const changes: { action: string }[] = [];
  const repo = {
    findNode: async (scope: Scope, id: number) => nodes.find((node) => node.id === id && visible(scope, node)),
    nodesOfCompany: async (companyId: number) => nodes.filter((node) => node.companyId === companyId),
    insertNode: async (input: Partial<TreeNodeRow>) => {
      const node = { id: nodes.length + 100, sortOrder: 0, createdAt: new Date(0), parentId: null, ...input } as TreeNodeRow;
      nodes.push(node);
      return node;
    },
    updateNode: async (id: number, patch: Partial<TreeNodeRow>) =>
      Object.assign(
        nodes.find((node) => node.id === id)!,
        patch,
      ),
  } as unknown as ProjectGroupsRepository;
  const audit = { change: async (_actor: unknown, change: { action: string }) => void changes.push(change) } as unknown as AuditService;
  return { service: createProjectGroupsService({ repo, audit }), nodes, changes };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('tree nodes', () => {
  // Company 1: 1 > 2 > 3; company 2: 9.
  const tree = () =>
    fakeTree([
      { id: 1, companyId: 1, parentId: null, name: 'East' },
      { id: 2, companyId: 1, parentId: 1, name: 'Suzhou' },
      { id: 3, companyId: 1, parentId: 2, name: 'Park' },
      { id: 9, companyId: 2, parentId: null, name: 'Other' },
    ]);

  it('refuses a move under itself or below it with 409 on parentId, and changes nothing', async () => {
    const { service, nodes, changes } = tree();
    for (const parentId of [1, 2, 3]) {
      const error = await refusal(service.updateNode(principal(1, 1), actor, 1, { parentId }));
      expect([error.code, error.statusCode, error.messageKey, error.field]).toEqual(['CONFLICT', 409, 'error.treeCycle', 'parentId']);
    }
    expect(nodes.find((node) => node.id === 1)!.parentId).toBeNull();
    expect(changes).toEqual([]);
  });

  it('moves a node elsewhere in its tree, or to the top with null', async () => {
    const { service, changes } = tree();
    expect((await service.updateNode(principal(1, 1), actor, 3, { parentId: 1 })).parentId).toBe(1);
    expect((await service.updateNode(principal(1, 1), actor, 2, { parentId: null })).parentId).toBeNull();
    expect(changes.map((change) => change.action)).toEqual(['treeNode.update', 'treeNode.update']);
  });

  it('takes no parent from another company: 404 for the node, 400 on parentId for the parent', async () => {
    const { service } = tree();
    expect((await refusal(service.updateNode(principal(1, 1), actor, 9, { name: 'x' }))).code).toBe('NOT_FOUND');
    const move = await refusal(service.updateNode(principal(1, 1), actor, 2, { parentId: 9 }));
    expect([move.code, move.field]).toEqual(['BAD_REQUEST', 'parentId']);
    // Grade 0 sees both trees, but still cannot join them.
    const joined = await refusal(service.updateNode(principal(0, null), actor, 2, { parentId: 9 }));
    expect([joined.code, joined.field]).toEqual(['BAD_REQUEST', 'parentId']);
  });

  it('puts a child in its parent’s company, whatever the body names', async () => {
    const { service } = tree();
    const child = await service.createNode(principal(0, 5), actor, { name: 'Wuxi', parentId: 9, companyId: 1 });
    expect(child).toMatchObject({ companyId: 2, parentId: 9 });
    expect(await refusal(service.createNode(principal(1, null), actor, { name: 'Root' }))).toMatchObject({
      messageKey: 'error.companyRequired',
    });
  });
});

describe('checkPlacement', () => {
  const repo = {
    groupInCompany: async (companyId: number, id: number) => companyId === 1 && id === 10,
    nodeInCompany: async (companyId: number, id: number) => companyId === 1 && id === 20,
  };

  it('passes the company’s own group and node, and nothing at all', async () => {
    await checkPlacement(repo, 1, { groupId: 10, treeNodeId: 20 });
    await checkPlacement(repo, 1, { groupId: null, treeNodeId: undefined });
  });

  it('names the refused field, with the prefix of its part', async () => {
    expect(await refusal(checkPlacement(repo, 2, { groupId: 10 }))).toMatchObject({ field: 'groupId', messageKey: 'error.groupNotFound' });
    expect(await refusal(checkPlacement(repo, 1, { treeNodeId: 21 }, 'project.'))).toMatchObject({
      field: 'project.treeNodeId',
      messageKey: 'error.treeNodeNotFound',
    });
  });
});
