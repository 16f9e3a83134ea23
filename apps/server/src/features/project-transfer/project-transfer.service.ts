import { PROJECT_FILE_FORMAT, PROJECT_FILE_VERSION, scopeOf, type ProjectFile } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ProjectGroupsRepository } from '../project-groups/index.js';
import type { ProjectsRepository } from '../projects/index.js';
import type { ProjectTransferRepository } from './project-transfer.repository.js';

/** Device columns that travel in a project file: configuration only, no ids, state or secrets. */
const DEVICE_FIELDS = [
  'name',
  'boxId',
  'boxName',
  'number',
  'groupId',
  'treeId',
  'communicationDevice',
  'networkNumber',
  'siteNumber',
  'ip',
  'port',
  'unitId',
  'protocol',
  'highLowSwap',
  'positionMode',
  'gps',
  'registerLocationAddress',
  'performanceMode',
  'remoteId',
] as const;
const POINT_FIELDS = [
  'name',
  'area',
  'address',
  'dataType',
  'length',
  'startBit',
  'intervalMs',
  'unit',
  'decimals',
  'slope',
  'intercept',
  'upperLimit',
  'lowerLimit',
  'maxData',
  'minData',
  'maxProportion',
  'minProportion',
  'displayFormat',
  'writable',
  'save',
  'valueDescription',
  'multiSegment',
  'registerGroup',
] as const;

function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/** The first problem inside a file that the schema cannot see: duplicates across rows. */
export function duplicateIn(file: ProjectFile): string | undefined {
  const boxes = new Map<string, number>();
  for (const [i, device] of file.devices.entries()) {
    const key = device.boxId.toLowerCase();
    if (boxes.has(key)) return `devices[${i}].boxId ${device.boxId} repeats devices[${boxes.get(key)}]`;
    boxes.set(key, i);
    const names = new Map<string, number>();
    for (const [j, point] of device.points.entries()) {
      const name = point.name.toLowerCase();
      if (names.has(name)) return `devices[${i}].points[${j}].name ${point.name} repeats points[${names.get(name)}]`;
      names.set(name, j);
    }
  }
  return undefined;
}

export function createProjectTransferService({
  repo,
  projects,
  groups,
  audit,
  configChanged = async () => undefined,
}: {
  repo: ProjectTransferRepository;
  projects: ProjectsRepository;
  groups: Pick<ProjectGroupsRepository, 'groupInCompany'>;
  audit: AuditService;
  /** Devices and points were written: their boxes get the configuration at once. */
  configChanged?: () => Promise<void>;
}) {
  async function visibleProject(principal: UserPrincipal, id: number) {
    const project = await projects.find(scopeOf(principal), id);
    if (!project) throw new AppError('NOT_FOUND');
    return project;
  }

  return {
    async exportProject(principal: UserPrincipal, id: number): Promise<ProjectFile> {
      await visibleProject(principal, id);
      const loaded = (await repo.load(id))!;
      return {
        format: PROJECT_FILE_FORMAT,
        version: PROJECT_FILE_VERSION,
        exportedAt: new Date().toISOString(),
        project: { name: loaded.project.name, location: loaded.project.location, groupId: loaded.project.groupId },
        devices: loaded.devices.map((device) => ({
          ...pick(device, DEVICE_FIELDS),
          points: device.points.map((point) => pick(point, POINT_FIELDS)),
        })) as ProjectFile['devices'],
      };
    },

    async importProject(
      principal: UserPrincipal,
      actor: Actor,
      input: { projectId?: number | null | undefined; companyId?: number | null | undefined; file: ProjectFile },
    ) {
      const target = input.projectId ? await visibleProject(principal, input.projectId) : undefined;
      const companyId = target?.companyId ?? (principal.grade === 0 ? (input.companyId ?? principal.companyId) : principal.companyId);
      if (!companyId) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired');
      const duplicate = duplicateIn(input.file);
      if (duplicate) throw new AppError('BAD_REQUEST', { detail: duplicate }, 'error.importInvalid');
      const taken = await repo.boxIdsInUse(
        input.file.devices.map((device) => device.boxId),
        target?.id ?? null,
      );
      if (taken.length) throw new AppError('CONFLICT', { detail: `box ID ${taken.join(', ')} in use` }, 'error.importInvalid');
      // A file may come from another company or installation: its group counts only if it is this
      // company's; otherwise an overwritten project keeps its own.
      const groupId = input.file.project.groupId;
      const keptGroupId = groupId && (await groups.groupInCompany(companyId, groupId)) ? groupId : (target?.groupId ?? null);
      const projectId = await repo.write({
        target: target?.id ?? null,
        companyId,
        project: {
          name: input.file.project.name,
          location: input.file.project.location,
          groupId: keptGroupId,
          createdBy: principal.userId,
        },
        devices: input.file.devices,
      });
      if (!target && principal.grade >= 2) await projects.assign(principal.userId, projectId);
      await audit.change(actor, {
        action: target ? 'project.importOverwrite' : 'project.import',
        objectType: 'project',
        objectId: projectId,
        after: { devices: input.file.devices.length, points: input.file.devices.reduce((n, d) => n + d.points.length, 0) },
        companyId,
      });
      await configChanged();
      return { projectId, devices: input.file.devices.length, points: input.file.devices.reduce((n, d) => n + d.points.length, 0) };
    },
  };
}

export type ProjectTransferService = ReturnType<typeof createProjectTransferService>;
