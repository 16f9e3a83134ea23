import { and, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { RecipeBody, RecipeDownloadStatus, RecipeFailureReason, RecipeListQuery, RecipeLogQuery, Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { devices, deviceTypes, points, projects, recipeDownloads, recipes, recipeVersions, users } from '../../db/schema/index.js';
import { escapeLike, isUniqueViolation, pointReadingColumns, projectScopeCondition, countedPage } from '../../db/sql.js';

const recipeColumns = {
  id: recipes.id,
  companyId: recipes.companyId,
  deviceId: recipes.deviceId,
  deviceName: devices.name,
  deviceTypeId: recipes.deviceTypeId,
  deviceTypeName: deviceTypes.name,
  name: recipes.name,
  description: recipes.description,
  items: recipes.items,
  rules: recipes.rules,
  completion: recipes.completion,
  conditions: recipes.conditions,
  timeoutMs: recipes.timeoutMs,
  version: recipes.version,
  updatedAt: recipes.updatedAt,
};
export type RecipeRow = Omit<
  { [K in keyof typeof recipeColumns]: (typeof recipeColumns)[K]['_']['data'] },
  'deviceName' | 'deviceTypeName'
> & {
  /** Null on a device type's recipe (left joins). */
  deviceName: string | null;
  deviceTypeName: string | null;
};

const downloadColumns = {
  id: recipeDownloads.id,
  deviceId: recipeDownloads.deviceId,
  deviceName: devices.name,
  recipeId: recipeDownloads.recipeId,
  recipeName: recipeDownloads.recipeName,
  recipeVersion: recipeDownloads.recipeVersion,
  createdBy: users.userName,
  startedAt: recipeDownloads.startedAt,
  finishedAt: recipeDownloads.finishedAt,
  status: recipeDownloads.status,
  error: recipeDownloads.error,
  reason: recipeDownloads.reason,
};

export { isUniqueViolation };

/** What a version keeps: the recipe as it was saved. */
const contentOf = (body: RecipeBody) => ({ ...body }) as Record<string, unknown>;

/**
 * Recipes, their versions and the recipe log: the only SQL of the feature. A device's recipe is
 * scoped through the device's project; a device type's through its company (types are the company's),
 * its downloads through the device each went to.
 */
export function createRecipesRepository(db: Database) {
  const recipeScope = (scope: Scope): SQL | undefined =>
    scope.kind === 'all'
      ? undefined
      : or(
          and(isNotNull(recipes.deviceId), projectScopeCondition(db, scope)),
          and(isNull(recipes.deviceId), eq(recipes.companyId, scope.companyId)),
        );
  const selectRecipes = () =>
    db
      .select(recipeColumns)
      .from(recipes)
      .leftJoin(devices, eq(devices.id, recipes.deviceId))
      .leftJoin(projects, eq(projects.id, devices.projectId))
      .leftJoin(deviceTypes, eq(deviceTypes.id, recipes.deviceTypeId));
  const countRecipes = () =>
    db
      .select({ n: count() })
      .from(recipes)
      .leftJoin(devices, eq(devices.id, recipes.deviceId))
      .leftJoin(projects, eq(projects.id, devices.projectId));

  const logWhere = (scope: Scope, query: Omit<RecipeLogQuery, 'page' | 'pageSize'>) =>
    and(
      projectScopeCondition(db, scope),
      query.deviceId ? eq(recipeDownloads.deviceId, query.deviceId) : undefined,
      query.recipeId ? eq(recipeDownloads.recipeId, query.recipeId) : undefined,
      query.status ? eq(recipeDownloads.status, query.status) : undefined,
      query.from ? gte(recipeDownloads.startedAt, new Date(query.from)) : undefined,
      query.to ? lt(recipeDownloads.startedAt, new Date(query.to)) : undefined,
      query.keyword
        ? or(ilike(recipeDownloads.recipeName, `%${escapeLike(query.keyword)}%`), ilike(users.userName, `%${escapeLike(query.keyword)}%`))
        : undefined,
    );
  const selectLog = () =>
    db
      .select(downloadColumns)
      .from(recipeDownloads)
      .innerJoin(devices, eq(devices.id, recipeDownloads.deviceId))
      .innerJoin(projects, eq(projects.id, devices.projectId))
      .leftJoin(users, eq(users.id, recipeDownloads.createdBy));

  return {
    async list(scope: Scope, query: RecipeListQuery) {
      const where = and(
        recipeScope(scope),
        // A device's own recipes and its type's.
        query.deviceId
          ? or(
              eq(recipes.deviceId, query.deviceId),
              eq(recipes.deviceTypeId, sql`(select ${devices.deviceTypeId} from ${devices} where ${devices.id} = ${query.deviceId})`),
            )
          : undefined,
        query.deviceTypeId ? eq(recipes.deviceTypeId, query.deviceTypeId) : undefined,
        query.projectId ? eq(devices.projectId, query.projectId) : undefined,
        query.keyword ? ilike(recipes.name, `%${escapeLike(query.keyword)}%`) : undefined,
      );
      const { items: rows, total } = await countedPage(query, countRecipes().where(where), ({ limit, offset }) =>
        selectRecipes().where(where).orderBy(desc(recipes.updatedAt), desc(recipes.id)).limit(limit).offset(offset),
      );
      return { items: rows as RecipeRow[], total };
    },

    async find(scope: Scope, id: number): Promise<RecipeRow | undefined> {
      const [row] = await selectRecipes().where(and(eq(recipes.id, id), recipeScope(scope)));
      return row as RecipeRow | undefined;
    },

    /** Which of `pointIds` belong to the device, with their names. */
    async pointsOfDevice(deviceId: number, pointIds: readonly number[]) {
      if (pointIds.length === 0) return [];
      return db
        .select({ id: points.id, name: points.name })
        .from(points)
        .where(and(eq(points.deviceId, deviceId), inArray(points.id, [...pointIds])));
    },

    /** A new recipe and its first version, in one transaction. */
    insert(companyId: number, userId: number | null, body: RecipeBody): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(recipes)
          .values({ ...body, companyId, createdBy: userId })
          .returning({ id: recipes.id });
        await tx.insert(recipeVersions).values({ recipeId: row!.id, version: 1, content: contentOf(body), createdBy: userId });
        return row!.id;
      });
    },

    /** The recipe saved as its next version, kept beside the earlier ones. */
    update(id: number, userId: number | null, body: RecipeBody): Promise<void> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(recipes)
          .set({ ...body, version: sql`${recipes.version} + 1`, updatedAt: new Date() })
          .where(eq(recipes.id, id))
          .returning({ version: recipes.version });
        await tx.insert(recipeVersions).values({ recipeId: id, version: row!.version, content: contentOf(body), createdBy: userId });
      });
    },

    async remove(id: number) {
      await db.delete(recipes).where(eq(recipes.id, id));
    },

    async versions(recipeId: number) {
      return db
        .select({
          version: recipeVersions.version,
          content: recipeVersions.content,
          createdBy: users.userName,
          createdAt: recipeVersions.createdAt,
        })
        .from(recipeVersions)
        .leftJoin(users, eq(users.id, recipeVersions.createdBy))
        .where(eq(recipeVersions.recipeId, recipeId))
        .orderBy(desc(recipeVersions.version));
    },

    /**
     * A running download for the device, or undefined when one is already running (the partial unique
     * index, so it holds across instances). A running row older than `staleBefore` (its instance
     * died mid-download) is closed as failed first.
     */
    async startDownload(row: {
      companyId: number;
      deviceId: number;
      recipeId: number;
      recipeName: string;
      recipeVersion: number;
      createdBy: number | null;
      staleBefore: Date;
      staleReason: string;
    }): Promise<number | undefined> {
      await db
        .update(recipeDownloads)
        .set({ status: 'failed', error: row.staleReason, reason: { code: 'abandoned', detail: {} }, finishedAt: new Date() })
        .where(
          and(
            eq(recipeDownloads.deviceId, row.deviceId),
            eq(recipeDownloads.status, 'running'),
            lt(recipeDownloads.startedAt, row.staleBefore),
          ),
        );
      try {
        const [inserted] = await db
          .insert(recipeDownloads)
          .values({
            companyId: row.companyId,
            deviceId: row.deviceId,
            recipeId: row.recipeId,
            recipeName: row.recipeName,
            recipeVersion: row.recipeVersion,
            createdBy: row.createdBy,
            status: 'running',
          })
          .returning({ id: recipeDownloads.id });
        return inserted!.id;
      } catch (error) {
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
    },

    /** A download refused before anything was sent (a condition did not hold), kept in the log as failed. */
    async recordRefusal(row: {
      companyId: number;
      deviceId: number;
      recipeId: number;
      recipeName: string;
      recipeVersion: number;
      createdBy: number | null;
      error: string;
      reason: RecipeFailureReason;
    }) {
      const now = new Date();
      await db.insert(recipeDownloads).values({ ...row, status: 'failed', startedAt: now, finishedAt: now });
    },

    /** The reading fields of a device's points, to word a condition the way readers know the point. */
    async readingPoints(deviceId: number) {
      return db.select(pointReadingColumns).from(points).where(eq(points.deviceId, deviceId));
    },

    async finishDownload(
      id: number,
      status: Exclude<RecipeDownloadStatus, 'running'>,
      error: string | null,
      reason: RecipeFailureReason | null,
      commandId: string | null,
    ) {
      await db.update(recipeDownloads).set({ status, error, reason, commandId, finishedAt: new Date() }).where(eq(recipeDownloads.id, id));
    },

    async findDownload(scope: Scope, id: number) {
      const [row] = await selectLog().where(and(eq(recipeDownloads.id, id), projectScopeCondition(db, scope)));
      return row;
    },

    async log(scope: Scope, query: RecipeLogQuery) {
      const where = logWhere(scope, query);
      return countedPage(
        query,
        db
          .select({ n: count() })
          .from(recipeDownloads)
          .innerJoin(devices, eq(devices.id, recipeDownloads.deviceId))
          .innerJoin(projects, eq(projects.id, devices.projectId))
          .leftJoin(users, eq(users.id, recipeDownloads.createdBy))
          .where(where),
        ({ limit, offset }) =>
          selectLog().where(where).orderBy(desc(recipeDownloads.startedAt), desc(recipeDownloads.id)).limit(limit).offset(offset),
      );
    },

    /** The log for an export: the newest `limit` rows that match. */
    logRows(scope: Scope, query: Omit<RecipeLogQuery, 'page' | 'pageSize'>, limit: number) {
      return selectLog().where(logWhere(scope, query)).orderBy(desc(recipeDownloads.startedAt), desc(recipeDownloads.id)).limit(limit);
    },

    /** The recipes of the project's devices (recipes of a device type belong to no one project; the configuration hub). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(recipes)
        .innerJoin(devices, eq(devices.id, recipes.deviceId))
        .where(eq(devices.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type RecipesRepository = ReturnType<typeof createRecipesRepository>;
