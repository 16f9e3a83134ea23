import {
  can,
  scopeOf,
  type ProjectCreate,
  type ProjectListQuery,
  type ProjectUpdate,
  type ProjectWithDeviceCreate,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { DevicesRepository } from '../devices/index.js';
import { protocolSettings, storedFields } from '../devices/index.js';
import type { ProjectGroupsRepository } from '../project-groups/index.js';
import { checkPlacement } from '../project-groups/index.js';
import type { ProjectRow, ProjectsRepository } from './projects.repository.js';

export function createProjectsService({
  repo,
  groups,
  devices,
  audit,
}: {
  repo: ProjectsRepository;
  groups: Pick<ProjectGroupsRepository, 'groupInCompany' | 'nodeInCompany'>;
  devices: Pick<DevicesRepository, 'boxIdTaken' | 'typeIdsOfCompany' | 'find'>;
  audit: AuditService;
}) {
  const writes = auditedWrites<ProjectRow>({ audit, objectType: 'project', updateVerb: 'update' });

  async function load(principal: UserPrincipal, id: number) {
    const project = await repo.find(scopeOf(principal), id);
    // Another company's project, or one not assigned, does not exist for this caller.
    if (!project) throw new AppError('NOT_FOUND');
    return project;
  }

  /** The new project's company, after checking its group and tree node belong to it. */
  async function newProject(principal: UserPrincipal, input: ProjectCreate, prefix = '') {
    const companyId = principal.grade === 0 ? (input.companyId ?? principal.companyId) : principal.companyId;
    if (!companyId) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired');
    await checkPlacement(groups, companyId, input, prefix);
    return {
      companyId,
      name: input.name,
      location: input.location,
      groupId: input.groupId ?? null,
      treeNodeId: input.treeNodeId ?? null,
      createdBy: principal.userId,
    };
  }

  // An ordinary user sees only assigned projects, so the one they create is assigned to them.
  const assignee = (principal: UserPrincipal) => (principal.grade >= 2 ? principal.userId : null);

  return {
    list: (principal: UserPrincipal, query: ProjectListQuery) => repo.list(scopeOf(principal), query),

    get: load,

    async create(principal: UserPrincipal, actor: Actor, input: ProjectCreate) {
      const values = await newProject(principal, input);
      return writes.create(actor, () => repo.insert(values, assignee(principal)), { companyId: values.companyId });
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, patch: ProjectUpdate) {
      const before = await load(principal, id);
      await checkPlacement(groups, before.companyId, patch);
      const write = () =>
        repo.update(id, {
          ...patch,
          groupId: patch.groupId === undefined ? before.groupId : patch.groupId,
          treeNodeId: patch.treeNodeId === undefined ? before.treeNodeId : patch.treeNodeId,
        });
      return writes.update(actor, before, write, { companyId: before.companyId });
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await writes.remove(actor, before, () => repo.remove(id));
    },

    /**
     * A project and its first device together (spec §7 addItemAndDevice): the caller needs both
     * "add" grants; every check runs first, and the two rows are written in one transaction.
     */
    async createWithDevice(principal: UserPrincipal, actor: Actor, input: ProjectWithDeviceCreate) {
      if (!can(principal, 'deviceConfigration', 'add')) throw new AppError('FORBIDDEN');
      const values = await newProject(principal, input.project, 'project.');
      const { device } = input;
      if (await devices.boxIdTaken(device.boxId)) throw new AppError('CONFLICT', {}, 'error.boxIdTaken', 'device.boxId');
      if (device.deviceTypeId && (await devices.typeIdsOfCompany(values.companyId, [device.deviceTypeId])).length === 0)
        throw new AppError('BAD_REQUEST', {}, 'error.deviceTypeNotFound', 'device.deviceTypeId');
      const plcSettings = protocolSettings(device);
      const stored = await storedFields(device);
      const { project, deviceId } = await repo.insertWithDevice(values, assignee(principal), {
        ...stored,
        plcSettings,
        name: device.name,
        boxId: device.boxId,
      });
      const created = (await devices.find(scopeOf(principal), deviceId))!;
      await audit.change(actor, {
        action: 'project.create',
        objectType: 'project',
        objectId: project.id,
        after: project,
        companyId: values.companyId,
      });
      await audit.change(actor, {
        action: 'device.create',
        objectType: 'device',
        objectId: deviceId,
        after: created,
        companyId: values.companyId,
      });
      return { project, device: created };
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
