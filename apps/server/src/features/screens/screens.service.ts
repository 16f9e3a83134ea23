import {
  CHART_RANGES,
  SCREEN_RELIABILITY_DAYS,
  screenDeviceIds,
  screenPointIds,
  screenThumbnailSvg,
  screenViewIds,
  scopeOf,
  type HistoryBucket,
  type Overview,
  type ScreenCreate,
  type ScreenData,
  type ScreenDetail,
  type ScreenLayout,
  type ScreenListQuery,
  type ScreenProduction,
  type ScreenReliability,
  type ScreenSeries,
  type ScreenSummary,
  type ScreenUpdate,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { isUniqueViolation, type ScreenRow, type ScreensRepository } from './screens.repository.js';

/** What the display's data route reads of other features, each within the caller's scope. */
export interface ScreenSources {
  /** The overview of one project (the screen's), within the caller's scope. */
  overview(principal: UserPrincipal, projectId: number): Promise<Overview>;
  /** A device's points with their newest values (formatted). */
  live(
    principal: UserPrincipal,
    deviceId: number,
  ): Promise<{ pointId: number; name: string; value: unknown; display: string; unit: string | null; ts: string | null }[]>;
  /** Several series on one resolution, as JSON text (the history feature's multi-point answer). */
  history(principal: UserPrincipal, query: { pointIds: number[]; from: string; to: string; bucket: HistoryBucket }): Promise<string>;
  /** Today's production figures (the company's day) of a project's devices, or of one of them, within the caller's scope. */
  productionToday(
    principal: UserPrincipal,
    query: { companyId: number; projectId: number; deviceId?: number | undefined },
  ): Promise<Omit<ScreenProduction, 'widgetId'>>;
  /** A project's reliability figures over a period, within the caller's scope (issue 39). */
  reliability(principal: UserPrincipal, query: { projectId: number; from: Date; to: Date }): Promise<Omit<ScreenReliability, 'widgetId'>>;
}

const notFound = () => new AppError('NOT_FOUND', {}, 'error.screenNotFound');
const nameTaken = () => new AppError('CONFLICT', {}, 'error.screenNameTaken', 'name');

const summaryOf = (row: ScreenRow): ScreenSummary => ({
  id: row.id,
  projectId: row.projectId,
  projectName: row.projectName,
  name: row.name,
  title: row.layout.title,
  width: row.layout.width,
  height: row.layout.height,
  widgetCount: row.layout.widgets.length,
  thumbnail: row.thumbnail,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy,
});

const detailOf = (row: ScreenRow): ScreenDetail => {
  const { thumbnail: _thumbnail, ...summary } = summaryOf(row);
  return { ...summary, layout: row.layout };
};

const readingValue = (value: unknown) =>
  typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' ? value : null;

/** Large screens (spec §2 /largeScreen, /largeNewScreen/large_list, /large/large_config; §3 Screen). */
export function createScreensService({
  repo,
  audit,
  sources,
  now = () => new Date(),
}: {
  repo: ScreensRepository;
  audit: AuditService;
  sources: ScreenSources;
  now?: () => Date;
}) {
  async function load(principal: UserPrincipal, id: number): Promise<ScreenRow> {
    const row = await repo.find(scopeOf(principal), id);
    if (!row) throw notFound();
    return row;
  }

  /** Every point and view a layout names belongs to the screen's project. */
  async function checkBindings(projectId: number, layout: ScreenLayout) {
    const pointIds = screenPointIds(layout);
    const viewIds = screenViewIds(layout);
    const deviceIds = screenDeviceIds(layout);
    const points = await repo.pointsOfProject(projectId, pointIds);
    const foundViews = await repo.viewIdsOfProject(projectId, viewIds);
    const foundDevices = await repo.deviceIdsOfProject(projectId, deviceIds);
    if (points.length !== pointIds.length || foundViews.length !== viewIds.length || foundDevices.length !== deviceIds.length) {
      throw new AppError('BAD_REQUEST', {}, 'error.bindingNotInProject', 'layout');
    }
  }

  async function uniqueName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    async list(principal: UserPrincipal, query: ScreenListQuery) {
      const { items, total } = await repo.list(scopeOf(principal), query);
      return { items: items.map(summaryOf), total };
    },

    async get(principal: UserPrincipal, id: number): Promise<ScreenDetail> {
      return detailOf(await load(principal, id));
    },

    async create(principal: UserPrincipal, actor: Actor, body: ScreenCreate): Promise<ScreenDetail> {
      const project = await repo.project(scopeOf(principal), body.projectId);
      if (!project) throw new AppError('BAD_REQUEST', {}, 'error.projectNotFound', 'projectId');
      await checkBindings(project.id, body.layout);
      if (await repo.nameTaken(project.id, body.name)) throw nameTaken();
      const id = await uniqueName(() =>
        repo.insert({
          companyId: project.companyId,
          projectId: project.id,
          name: body.name,
          layout: body.layout,
          thumbnail: screenThumbnailSvg(body.layout),
          userId: principal.userId,
        }),
      );
      const screen = detailOf(await load(principal, id));
      await audit.change(actor, {
        action: 'screen.create',
        objectType: 'screen',
        objectId: id,
        after: screen,
        companyId: project.companyId,
      });
      return screen;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, body: ScreenUpdate): Promise<ScreenDetail> {
      const before = await load(principal, id);
      if (body.name !== undefined && body.name !== before.name && (await repo.nameTaken(before.projectId, body.name, id)))
        throw nameTaken();
      if (body.layout) await checkBindings(before.projectId, body.layout);
      await uniqueName(() =>
        repo.update(
          id,
          {
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.layout ? { layout: body.layout, thumbnail: screenThumbnailSvg(body.layout) } : {}),
          },
          principal.userId,
        ),
      );
      const after = detailOf(await load(principal, id));
      await audit.change(actor, {
        action: 'screen.update',
        objectType: 'screen',
        objectId: id,
        before: detailOf(before),
        after,
        companyId: before.companyId,
      });
      return after;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.remove(id);
      await audit.change(actor, {
        action: 'screen.delete',
        objectType: 'screen',
        objectId: id,
        before: detailOf(before),
        companyId: before.companyId,
      });
    },

    /**
     * What the display draws, keyed by the screen: the overview of the screen's project (never the
     * caller's whole fleet), the newest values of the KPI points, the chart series up to now and
     * today's production figures of the production widgets (the project's devices only) and the
     * project's reliability figures of the last 30 days for the reliability widgets.
     */
    async data(principal: UserPrincipal, id: number): Promise<ScreenData> {
      const screen = await load(principal, id);
      const overview = await sources.overview(principal, screen.projectId);
      const located = await repo.pointsOfProject(screen.projectId, screenPointIds(screen.layout));
      const inProject = new Set(located.map((p) => p.pointId));
      const kpiPoints = new Set(
        screen.layout.widgets.flatMap((w) => (w.kind === 'kpi' && w.metric === 'point' && w.pointId !== undefined ? [w.pointId] : [])),
      );
      const readings: ScreenData['readings'] = [];
      for (const deviceId of new Set(located.filter((p) => kpiPoints.has(p.pointId)).map((p) => p.deviceId))) {
        for (const point of await sources.live(principal, deviceId)) {
          if (!kpiPoints.has(point.pointId)) continue;
          readings.push({ ...point, deviceId, value: readingValue(point.value) });
        }
      }
      const series: ScreenSeries[] = [];
      const to = now();
      for (const widget of screen.layout.widgets) {
        if (widget.kind !== 'lineChart' && widget.kind !== 'barChart') continue;
        const pointIds = (widget.pointIds ?? []).filter((p) => inProject.has(p));
        if (pointIds.length === 0) continue;
        const range = CHART_RANGES[widget.range ?? '24h'];
        const answer = JSON.parse(
          await sources.history(principal, {
            pointIds,
            from: new Date(to.getTime() - range.ms).toISOString(),
            to: to.toISOString(),
            bucket: range.bucket,
          }),
        ) as Omit<ScreenSeries, 'widgetId'>;
        series.push({ widgetId: widget.id, from: answer.from, to: answer.to, bucket: answer.bucket, series: answer.series });
      }
      const production: ScreenProduction[] = [];
      for (const widget of screen.layout.widgets) {
        if (widget.kind !== 'production') continue;
        const query = { companyId: screen.companyId, projectId: screen.projectId, deviceId: widget.deviceId };
        production.push({ widgetId: widget.id, ...(await sources.productionToday(principal, query)) });
      }
      const reliability: ScreenReliability[] = [];
      const widgets = screen.layout.widgets.filter((w) => w.kind === 'reliability');
      if (widgets.length) {
        const from = new Date(to.getTime() - SCREEN_RELIABILITY_DAYS * 86_400_000);
        const figures = await sources.reliability(principal, { projectId: screen.projectId, from, to });
        for (const widget of widgets) reliability.push({ widgetId: widget.id, ...figures });
      }
      return { overview, readings, series, production, reliability };
    },
  };
}

export type ScreensService = ReturnType<typeof createScreensService>;
