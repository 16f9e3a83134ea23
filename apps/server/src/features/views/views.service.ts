import {
  allBindings,
  emptyScene,
  linkTargets,
  migrateScene,
  rebindScene,
  scopeOf,
  VIEW_FILE_FORMAT,
  type Scene,
  type ViewCreate,
  type ViewDetail,
  type ViewFile,
  type ViewSummary,
  type ViewUpdate,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { isUniqueViolation, type ViewRow, type ViewsRepository } from './views.repository.js';

const summaryOf = (row: ViewRow): ViewSummary => ({
  id: row.id,
  projectId: row.projectId,
  name: row.name,
  platform: row.platform,
  isMain: row.isMain,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
  elementCount: row.elementCount,
});

const notFound = () => new AppError('NOT_FOUND', {}, 'error.viewNotFound');
const nameTaken = () => new AppError('CONFLICT', {}, 'error.viewNameTaken', 'name');
const popupNeverMain = () => new AppError('BAD_REQUEST', {}, 'validation.viewPlatform', 'isMain');

/** A write refused by the unique (project, name) index is the same 409 as the check before it. */
async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/** SCADA views (spec §3 "View"; §7 GraphConfig list, create, edit, delete, export, upload_view_file, SetMainGraph). */
export function createViewsService({ repo, audit }: { repo: ViewsRepository; audit: AuditService }) {
  async function load(principal: UserPrincipal, id: number): Promise<ViewDetail & { companyId: number }> {
    const row = await repo.find(scopeOf(principal), id);
    if (!row) throw notFound();
    return { ...summaryOf(row), companyId: row.companyId, scene: migrateScene(row.scene) };
  }

  async function project(principal: UserPrincipal, projectId: number, status: 'BAD_REQUEST' | 'NOT_FOUND') {
    const found = await repo.project(scopeOf(principal), projectId);
    if (!found) throw new AppError(status, {}, 'error.projectNotFound', status === 'BAD_REQUEST' ? 'projectId' : undefined);
    return found;
  }

  /**
   * Every binding names a point of one of the project's devices; links name its devices and views.
   * What the stored scene already held passes as it is (a point deleted since leaves the view savable).
   */
  async function checkBindings(projectId: number, scene: Scene, stored?: Scene) {
    const kept = new Set(stored ? allBindings(stored).map((b) => `${b.deviceId}:${b.pointId}`) : []);
    const bindings = allBindings(scene).filter((b) => !kept.has(`${b.deviceId}:${b.pointId}`));
    const found = new Map(
      (await repo.pointsOfProject(projectId, [...new Set(bindings.map((b) => b.pointId))])).map((p) => [p.pointId, p.deviceId]),
    );
    const refused = () => new AppError('BAD_REQUEST', {}, 'error.bindingNotInProject', 'scene');
    if (bindings.some((b) => found.get(b.pointId) !== b.deviceId)) throw refused();
    const before = stored ? linkTargets(stored) : { deviceIds: [], viewIds: [] };
    const links = linkTargets(scene);
    const deviceIds = links.deviceIds.filter((id) => !before.deviceIds.includes(id));
    const viewIds = links.viewIds.filter((id) => !before.viewIds.includes(id));
    if ((await repo.devicesOfProject(projectId, deviceIds)).length !== deviceIds.length) throw refused();
    if ((await repo.viewIdsOfProject(projectId, viewIds)).length !== viewIds.length) throw refused();
  }

  const strip = ({ companyId: _company, ...view }: ViewDetail & { companyId: number }): ViewDetail => view;
  /** What the operation log keeps of a view: not the whole drawing. */
  const logged = (view: ViewDetail & { companyId: number }) => ({
    name: view.name,
    platform: view.platform,
    isMain: view.isMain,
    version: view.version,
    elementCount: view.elementCount,
  });

  return {
    async list(principal: UserPrincipal, projectId: number): Promise<ViewSummary[]> {
      const found = await project(principal, projectId, 'NOT_FOUND');
      return (await repo.list(found.id)).map(summaryOf);
    },

    get: async (principal: UserPrincipal, id: number) => strip(await load(principal, id)),

    async create(principal: UserPrincipal, actor: Actor, body: ViewCreate): Promise<ViewDetail> {
      const target = await project(principal, body.projectId, 'BAD_REQUEST');
      if (body.isMain && body.platform === 'popup') throw popupNeverMain();
      const scene = body.scene ?? emptyScene(body.platform);
      await checkBindings(target.id, scene);
      if (await repo.nameTaken(target.id, body.name)) throw nameTaken();
      const id = await uniqueName(() =>
        repo.insert({ ...body, scene, companyId: target.companyId, projectId: target.id, userId: principal.userId }),
      );
      const view = await load(principal, id);
      await audit.change(actor, {
        action: 'view.create',
        objectType: 'view',
        objectId: id,
        after: logged(view),
        companyId: view.companyId,
      });
      return strip(view);
    },

    /** A save of the version the editor loaded; 409 when someone saved since, and nothing changes. */
    async update(principal: UserPrincipal, actor: Actor, id: number, body: ViewUpdate): Promise<ViewDetail> {
      const before = await load(principal, id);
      if (body.name !== undefined && body.name !== before.name && (await repo.nameTaken(before.projectId, body.name, id)))
        throw nameTaken();
      if (body.scene) await checkBindings(before.projectId, body.scene, before.scene);
      const { version, ...change } = body;
      const saved = await uniqueName(() => repo.update(id, version, change, principal.userId));
      if (!saved) {
        if (!(await repo.find(scopeOf(principal), id))) throw notFound();
        throw new AppError('CONFLICT', { version: before.version }, 'error.viewVersionConflict');
      }
      const after = await load(principal, id);
      await audit.change(actor, {
        action: 'view.edit',
        objectType: 'view',
        objectId: id,
        before: logged(before),
        after: logged(after),
        companyId: after.companyId,
      });
      return strip(after);
    },

    /** Deleting the main view leaves the project without one (the client then shows the first view). */
    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.remove(id);
      await audit.change(actor, {
        action: 'view.delete',
        objectType: 'view',
        objectId: id,
        before: logged(before),
        companyId: before.companyId,
      });
    },

    async setMain(principal: UserPrincipal, actor: Actor, id: number): Promise<ViewDetail> {
      const before = await load(principal, id);
      if (before.platform === 'popup') throw popupNeverMain();
      await repo.setMain(id, before.projectId, before.platform);
      const after = await load(principal, id);
      await audit.change(actor, {
        action: 'view.setMain',
        objectType: 'view',
        objectId: id,
        before: logged(before),
        after: logged(after),
        companyId: after.companyId,
      });
      return strip(after);
    },

    /** The view file: the view and the names of every bound point and its device. */
    async exportFile(principal: UserPrincipal, id: number): Promise<ViewFile> {
      const view = await load(principal, id);
      const pointIds = [...new Set(allBindings(view.scene).map((b) => b.pointId))];
      const named = await repo.pointsOfProject(view.projectId, pointIds);
      return {
        format: VIEW_FILE_FORMAT,
        formatVersion: 1,
        view: { name: view.name, platform: view.platform, scene: view.scene },
        points: named.map((p) => ({ deviceId: p.deviceId, pointId: p.pointId, deviceName: p.deviceName, pointName: p.pointName })),
      };
    },

    /**
     * A view file into a project: a new view, or (`overwrite`) over one of the project's views.
     * Bindings are found again by device and point name; those with no counterpart are dropped and
     * counted. One write, after every check: a refused import changes nothing.
     */
    async importFile(principal: UserPrincipal, actor: Actor, projectId: number, file: ViewFile, overwrite?: number) {
      const target = await project(principal, projectId, 'NOT_FOUND');
      const names = new Map(file.points.map((p) => [`${p.deviceId}:${p.pointId}`, p]));
      const deviceNames = new Map(file.points.map((p) => [p.deviceId, p.deviceName]));
      const key = (device: string, point: string) => JSON.stringify([device, point]);
      const here = new Map((await repo.allPointsOfProject(target.id)).map((p) => [key(p.deviceName, p.pointName), p]));
      const devicesHere = new Map<string, number>();
      for (const device of await repo.allDevicesOfProject(target.id))
        if (!devicesHere.has(device.name)) devicesHere.set(device.name, device.id);
      const viewsHere = new Set(await repo.viewIdsOfProject(target.id, linkTargets(file.view.scene).viewIds));
      const { scene, unresolved } = rebindScene(file.view.scene, {
        binding: (b) => {
          const name = names.get(`${b.deviceId}:${b.pointId}`);
          const found = name && here.get(key(name.deviceName, name.pointName));
          return found ? { deviceId: found.deviceId, pointId: found.pointId } : undefined;
        },
        device: (deviceId) => {
          const name = deviceNames.get(deviceId);
          return name === undefined ? undefined : devicesHere.get(name);
        },
        view: (viewId) => (viewsHere.has(viewId) ? viewId : undefined),
      });
      let id: number;
      if (overwrite !== undefined) {
        const existing = await repo.find(scopeOf(principal), overwrite);
        if (!existing || existing.projectId !== target.id) throw notFound();
        id = existing.id;
        await repo.replaceScene(id, scene, principal.userId);
      } else {
        if (await repo.nameTaken(target.id, file.view.name)) throw nameTaken();
        id = await uniqueName(() =>
          repo.insert({
            companyId: target.companyId,
            projectId: target.id,
            name: file.view.name,
            platform: file.view.platform,
            isMain: false,
            scene,
            userId: principal.userId,
          }),
        );
      }
      const view = await load(principal, id);
      await audit.change(actor, {
        action: overwrite === undefined ? 'view.import' : 'view.importOverwrite',
        objectType: 'view',
        objectId: id,
        after: { ...logged(view), unresolved },
        companyId: view.companyId,
      });
      return { view: strip(view), unresolved };
    },
  };
}

export type ViewsService = ReturnType<typeof createViewsService>;
