import {
  allBindings,
  deviceProtocolIssues,
  linkTargets,
  pointAddressIssues,
  settingsOfProtocol,
  PROJECT_FILE_FORMAT,
  PROJECT_FILE_VERSION,
  rebindScene,
  scopeOf,
  type ProjectFile,
  type Scene,
} from '@fieldlink/domain';
import { AppError, RequestValidationError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ProjectGroupsRepository } from '../project-groups/index.js';
import type { ProjectsRepository } from '../projects/index.js';
import type { NewIds, ProjectTransferRepository, ViewWrite } from './project-transfer.repository.js';

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
  'plcSettings',
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
  'tag',
  'unitId',
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
  const viewNames = new Map<string, number>();
  const mains = new Map<string, number>();
  for (const [i, view] of (file.views ?? []).entries()) {
    if (viewNames.has(view.name)) return `views[${i}].name ${view.name} repeats views[${viewNames.get(view.name)}]`;
    viewNames.set(view.name, i);
    if (!view.isMain) continue;
    if (view.platform === 'popup') return `views[${i}] is a popup and cannot be the main view`;
    if (mains.has(view.platform)) return `views[${i}] is a second main view for ${view.platform} after views[${mains.get(view.platform)}]`;
    mains.set(view.platform, i);
  }
  return undefined;
}

/**
 * The file's devices checked as the device and point routes check them: each protocol's settings
 * (`deviceProtocolIssues`) and each point's address on its device's protocol (`pointAddressIssues`);
 * a 400 naming every wrong field under `file.devices[i]`. Otherwise the devices with their settings
 * trimmed to their protocol's own, as the device routes keep them.
 */
export function checkedProtocols(file: ProjectFile): ProjectFile['devices'] {
  const issues = file.devices.flatMap((device, i) => [
    ...deviceProtocolIssues(device).map((issue) => ({ ...issue, path: ['file', 'devices', i, ...issue.path] })),
    ...device.points.flatMap((point, j) =>
      pointAddressIssues(device.protocol, point).map((issue) => ({ ...issue, path: ['file', 'devices', i, 'points', j, ...issue.path] })),
    ),
  ]);
  if (issues.length)
    throw new RequestValidationError(
      issues.map((i) => ({ code: 'custom' as const, path: i.path, message: i.message, params: i.params ?? {}, input: undefined })),
      'body',
    );
  return file.devices.map((device) => {
    const settings = settingsOfProtocol(device.protocol, device.plcSettings);
    return { ...device, plcSettings: Object.keys(settings).length ? settings : null };
  });
}

const key = (deviceId: number, name: string) => `${deviceId}:${name.toLowerCase()}`;

/**
 * The file's views for the project's new devices and points: each binding found again by box ID
 * and point name, each link to a device by box ID and to a view of the file by its new id
 * (`viewIds`); what has no counterpart is dropped, the element kept.
 */
export function bindFileViews(file: ProjectFile, ids: NewIds, viewIds: ReadonlyMap<number, number>): ViewWrite[] {
  const boxOf = new Map(file.refs.devices.map((device) => [device.id, device.boxId.toLowerCase()]));
  const pointOf = new Map(file.refs.points.map((point) => [point.id, point]));
  const device = (oldId: number) => {
    const box = boxOf.get(oldId);
    return box === undefined ? undefined : ids.deviceByBox.get(box);
  };
  return (file.views ?? []).map((view) => ({
    name: view.name,
    platform: view.platform,
    isMain: view.isMain,
    scene: rebindScene(view.scene, {
      binding: ({ deviceId, pointId }) => {
        const point = pointOf.get(pointId);
        const newDevice = device(deviceId);
        const newPoint = point && point.deviceId === deviceId && newDevice ? ids.pointByName.get(key(newDevice, point.name)) : undefined;
        return newDevice && newPoint ? { deviceId: newDevice, pointId: newPoint } : undefined;
      },
      device,
      view: (viewId) => viewIds.get(viewId),
    }).scene,
  }));
}

/** A project's own views for its devices after an overwrite: bound again by box ID and point name. */
export function rebindOwnViews(
  views: { id: number; scene: Scene }[],
  before: { devices: Map<number, string>; points: Map<number, { deviceId: number; name: string }> },
  ids: NewIds,
): { id: number; scene: Scene }[] {
  const device = (oldId: number) => {
    const box = before.devices.get(oldId);
    return box === undefined ? undefined : ids.deviceByBox.get(box.toLowerCase());
  };
  return views.map((view) => ({
    id: view.id,
    scene: rebindScene(view.scene, {
      binding: ({ deviceId, pointId }) => {
        const point = before.points.get(pointId);
        const newDevice = device(deviceId);
        const newPoint = point && newDevice ? ids.pointByName.get(key(newDevice, point.name)) : undefined;
        return newDevice && newPoint ? { deviceId: newDevice, pointId: newPoint } : undefined;
      },
      device,
      view: (viewId) => viewId,
    }).scene,
  }));
}

const countPoints = (file: ProjectFile) => file.devices.reduce((n, device) => n + device.points.length, 0);

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
      const views = await repo.views(id);
      // The ids the views name, with what identifies them in another project.
      const boundPoints = new Set(views.flatMap((view) => allBindings(view.scene).map((binding) => binding.pointId)));
      const namedDevices = new Set([
        ...views.flatMap((view) => allBindings(view.scene).map((binding) => binding.deviceId)),
        ...views.flatMap((view) => linkTargets(view.scene).deviceIds),
      ]);
      return {
        format: PROJECT_FILE_FORMAT,
        version: PROJECT_FILE_VERSION,
        exportedAt: new Date().toISOString(),
        project: { name: loaded.project.name, location: loaded.project.location, groupId: loaded.project.groupId },
        devices: loaded.devices.map((device) => ({
          ...pick(device, DEVICE_FIELDS),
          points: device.points.map((point) => pick(point, POINT_FIELDS)),
        })) as ProjectFile['devices'],
        views: views.map((view) => ({ id: view.id, name: view.name, platform: view.platform, isMain: view.isMain, scene: view.scene })),
        refs: {
          devices: loaded.devices.filter((device) => namedDevices.has(device.id)).map((device) => ({ id: device.id, boxId: device.boxId })),
          points: loaded.devices.flatMap((device) =>
            device.points
              .filter((point) => boundPoints.has(point.id))
              .map((point) => ({ id: point.id, deviceId: device.id, name: point.name })),
          ),
        },
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
      const devices = checkedProtocols(input.file);
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
        devices,
        userId: principal.userId,
        // A file with views replaces the project's views; one without keeps them, bound again.
        views: input.file.views
          ? { replace: (ids, viewIds) => bindFileViews(input.file, ids, viewIds), oldIds: input.file.views.map((view) => view.id) }
          : { rebind: rebindOwnViews },
      });
      if (!target && principal.grade >= 2) await projects.assign(principal.userId, projectId);
      await audit.change(actor, {
        action: target ? 'project.importOverwrite' : 'project.import',
        objectType: 'project',
        objectId: projectId,
        after: { devices: input.file.devices.length, points: countPoints(input.file), views: input.file.views?.length ?? null },
        companyId,
      });
      await configChanged();
      return { projectId, devices: input.file.devices.length, points: countPoints(input.file), views: input.file.views?.length ?? 0 };
    },
  };
}

export type ProjectTransferService = ReturnType<typeof createProjectTransferService>;
