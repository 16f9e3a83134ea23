import {
  sceneDevices,
  screenViewIds,
  walkElements,
  type Scene,
  type ScreenLayout,
  type Scope,
  type ShareObjectType,
  type SharedContent,
} from '@fieldlink/domain';
import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { devices, projectGroups, projects, screens, views } from '../../db/schema/index.js';
import { projectScopeCondition } from '../../db/sql.js';
import type { ShareTarget } from '../../plugins/access.js';

/** A shareable object as its resolver finds it. */
export interface SharedObject {
  companyId: number;
  name: string;
}

export type ShareContentParts = Pick<SharedContent, 'projects' | 'views' | 'devices'>;

/**
 * What one type of shared object is, in SQL: whether the caller may see it (to share it), what a
 * share of it shows, and whether an object a route names lies inside it. Adding a shareable type
 * (the large screen's `screen`) is one more entry in `createShareObjects`.
 */
export interface ShareObjectResolver {
  /** The object when the scope sees it (`all` for the share's own reads). */
  find(id: number, scope: Scope): Promise<SharedObject | undefined>;
  content(id: number): Promise<ShareContentParts>;
  contains(id: number, target: ShareTarget, targetId: number): Promise<boolean>;
  /**
   * Whether the shared page follows the device on the live stream: the devices it shows (for a
   * screen, those of the screen's project, whose figures its overview draws), never a device route.
   */
  follows?(id: number, deviceId: number): Promise<boolean>;
  /** Whether someone limited to assigned projects may share it (a group spans projects they may not see). */
  assignedMayShare: boolean;
}

/** Whether a scene draws the gallery image (an image or a symbol from the gallery). */
function drawsImage(scene: Scene, imageId: number): boolean {
  let found = false;
  walkElements(scene.elements, (element) => {
    if ((element.kind === 'image' || element.kind === 'symbol') && element.galleryId === imageId) found = true;
  });
  return found;
}

const viewColumns = { id: views.id, name: views.name, projectId: views.projectId, platform: views.platform, isMain: views.isMain };
const deviceColumns = { id: devices.id, name: devices.name, projectId: devices.projectId, status: devices.status };

export function createShareObjects(db: Database): Partial<Record<ShareObjectType, ShareObjectResolver>> {
  const exists = async (query: Promise<unknown[]>) => (await query).length > 0;

  /** A share of whole projects (a group's, or one): everything in them. */
  const projectsShare = (projectsOf: (id: number) => SQL, find: ShareObjectResolver['find']): ShareObjectResolver => ({
    find,
    assignedMayShare: false,
    async content(id) {
      const shown = await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(projectsOf(id))
        .orderBy(asc(projects.name));
      const ids = shown.map((project) => project.id);
      if (ids.length === 0) return { projects: [], views: [], devices: [] };
      return {
        projects: shown,
        views: await db.select(viewColumns).from(views).where(inArray(views.projectId, ids)).orderBy(desc(views.isMain), asc(views.name)),
        devices: await db.select(deviceColumns).from(devices).where(inArray(devices.projectId, ids)).orderBy(asc(devices.name)),
      };
    },
    async contains(id, target, targetId) {
      const inside = projectsOf(id);
      switch (target) {
        case 'project':
        case 'alarmProject':
          return exists(
            db
              .select({ id: projects.id })
              .from(projects)
              .where(and(eq(projects.id, targetId), inside))
              .limit(1),
          );
        case 'view':
          return exists(
            db
              .select({ id: views.id })
              .from(views)
              .innerJoin(projects, eq(projects.id, views.projectId))
              .where(and(eq(views.id, targetId), inside))
              .limit(1),
          );
        case 'device':
          return exists(
            db
              .select({ id: devices.id })
              .from(devices)
              .innerJoin(projects, eq(projects.id, devices.projectId))
              .where(and(eq(devices.id, targetId), inside))
              .limit(1),
          );
        case 'screen':
        case 'point':
          return false;
        case 'galleryImage': {
          const scenes = await db
            .select({ scene: views.scene })
            .from(views)
            .innerJoin(projects, eq(projects.id, views.projectId))
            .where(inside);
          return scenes.some((row) => drawsImage(row.scene as Scene, targetId));
        }
      }
    },
  });

  const project: ShareObjectResolver = {
    ...projectsShare(
      (id) => eq(projects.id, id),
      async (id, scope) =>
        (
          await db
            .select({ companyId: projects.companyId, name: projects.name })
            .from(projects)
            .where(and(eq(projects.id, id), projectScopeCondition(db, scope)))
            .limit(1)
        )[0],
    ),
    assignedMayShare: true,
  };

  const group = projectsShare(
    (id) => eq(projects.groupId, id),
    async (id, scope) =>
      (
        await db
          .select({ companyId: projectGroups.companyId, name: projectGroups.name })
          .from(projectGroups)
          .where(and(eq(projectGroups.id, id), scope.kind === 'all' ? undefined : eq(projectGroups.companyId, scope.companyId)))
          .limit(1)
      )[0],
  );

  /** A view: itself and the devices its scene draws. */
  async function viewScene(id: number) {
    const [row] = await db.select({ scene: views.scene, projectId: views.projectId }).from(views).where(eq(views.id, id)).limit(1);
    return row && { projectId: row.projectId, scene: row.scene as Scene, deviceIds: sceneDevices(row.scene as Scene) };
  }
  const view: ShareObjectResolver = {
    assignedMayShare: true,
    find: async (id, scope) =>
      (
        await db
          .select({ companyId: views.companyId, name: views.name })
          .from(views)
          .innerJoin(projects, eq(projects.id, views.projectId))
          .where(and(eq(views.id, id), projectScopeCondition(db, scope)))
          .limit(1)
      )[0],
    async content(id) {
      const scene = await viewScene(id);
      if (!scene) return { projects: [], views: [], devices: [] };
      return {
        projects: [],
        views: await db.select(viewColumns).from(views).where(eq(views.id, id)),
        devices:
          scene.deviceIds.length === 0
            ? []
            : await db
                .select(deviceColumns)
                .from(devices)
                .where(and(inArray(devices.id, scene.deviceIds), eq(devices.projectId, scene.projectId)))
                .orderBy(asc(devices.name)),
      };
    },
    async contains(id, target, targetId) {
      if (target === 'view') return targetId === id;
      // The scene's alarm banner lists its project's active alarms.
      if (target === 'alarmProject') return (await viewScene(id))?.projectId === targetId;
      if (target === 'galleryImage') {
        const drawn = await viewScene(id);
        return drawn !== undefined && drawsImage(drawn.scene, targetId);
      }
      if (target !== 'device') return false;
      const scene = await viewScene(id);
      if (!scene?.deviceIds.includes(targetId)) return false;
      return exists(
        db
          .select({ id: devices.id })
          .from(devices)
          .where(and(eq(devices.id, targetId), eq(devices.projectId, scene.projectId))),
      );
    },
  };

  const device: ShareObjectResolver = {
    assignedMayShare: true,
    find: async (id, scope) =>
      (
        await db
          .select({ companyId: devices.companyId, name: devices.name })
          .from(devices)
          .innerJoin(projects, eq(projects.id, devices.projectId))
          .where(and(eq(devices.id, id), projectScopeCondition(db, scope)))
          .limit(1)
      )[0],
    content: async (id) => ({ projects: [], views: [], devices: await db.select(deviceColumns).from(devices).where(eq(devices.id, id)) }),
    contains: async (id, target, targetId) => target === 'device' && targetId === id,
  };

  /**
   * A large screen: the screen itself and its data route, and what its SCADA widgets draw — their
   * views, the devices and gallery images those views show (the display reads them by id); not its
   * project, nor any other view or device. Its display follows the project's devices live (the
   * overview it draws counts them).
   */
  async function screenRow(id: number) {
    const [row] = await db
      .select({ projectId: screens.projectId, layout: screens.layout })
      .from(screens)
      .where(eq(screens.id, id))
      .limit(1);
    if (!row) return undefined;
    const named = screenViewIds(row.layout as ScreenLayout);
    const drawn =
      named.length === 0
        ? []
        : await db
            .select({ id: views.id })
            .from(views)
            .where(and(eq(views.projectId, row.projectId), inArray(views.id, [...named])));
    return { projectId: row.projectId, viewIds: drawn.map((v) => v.id) };
  }
  const screen: ShareObjectResolver = {
    assignedMayShare: true,
    find: async (id, scope) =>
      (
        await db
          .select({ companyId: screens.companyId, name: screens.name })
          .from(screens)
          .innerJoin(projects, eq(projects.id, screens.projectId))
          .where(and(eq(screens.id, id), projectScopeCondition(db, scope)))
          .limit(1)
      )[0],
    content: async () => ({ projects: [], views: [], devices: [] }),
    async contains(id, target, targetId) {
      if (target === 'screen') return targetId === id;
      if (target === 'project') return false;
      const row = await screenRow(id);
      if (!row) return false;
      // Its overview counts the project's open alarms, its SCADA widgets list them.
      if (target === 'alarmProject') return row.projectId === targetId;
      if (target === 'view') return row.viewIds.includes(targetId);
      for (const viewId of row.viewIds) if (await view.contains(viewId, target, targetId)) return true;
      return false;
    },
    async follows(id, deviceId) {
      const row = await screenRow(id);
      if (!row) return false;
      return exists(
        db
          .select({ id: devices.id })
          .from(devices)
          .where(and(eq(devices.id, deviceId), eq(devices.projectId, row.projectId)))
          .limit(1),
      );
    },
  };

  return { group, project, view, device, screen };
}

export type ShareObjects = ReturnType<typeof createShareObjects>;
