import {
  checkConditions,
  conditionWords,
  formatMessage,
  conditionsOnDevice,
  recipeBlocks,
  recipeTargetProblem,
  RecipeBodySchema,
  scopeOf,
  type ConditionFacts,
  type Language,
  type Recipe,
  type RecipeBody,
  type RecipeCondition,
  type RecipeDownload,
  type RecipeFailureReason,
  type RecipeListQuery,
  type RecipeLogQuery,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { localizeIssue } from '../../lib/validation.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { Connectivity, ConnectivityService } from '../connectivity/index.js';
import type { DevicesRepository } from '../devices/index.js';
import { readRecipeValues } from './recipes.excel.js';
import { isUniqueViolation, type RecipeRow, type RecipesRepository } from './recipes.repository.js';

/** The box gets this long past the recipe's own timeout to answer before the cloud gives up. */
export const RECIPE_ACK_MARGIN_MS = 5000;
/** A `running` download older than its timeout plus this is taken as abandoned (its instance died). */
const STALE_AFTER_MS = 60_000;
/** Rows an export holds at most. */
export const RECIPE_LOG_EXPORT_MAX = 50_000;

const present = (row: RecipeRow): Recipe => ({ ...row, updatedAt: row.updatedAt.toISOString() });
const presentDownload = (row: { startedAt: Date; finishedAt: Date | null; [key: string]: unknown }): RecipeDownload =>
  ({ ...row, startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null }) as RecipeDownload;

/**
 * Recipes (spec §2 /plan_page, §3 recipe and rules): CRUD with every version kept, the value table
 * in and out of Excel, and the download — permission, device and conditions checked here against
 * the device's live values, one download per device at a time (the database's running row), the
 * recipe command sent and its ack awaited, every outcome in the recipe log.
 */
export function createRecipesService({
  repo,
  devices,
  connectivity,
  live,
  audit,
}: {
  repo: RecipesRepository;
  devices: Pick<DevicesRepository, 'find' | 'findType'>;
  connectivity: Pick<Connectivity, 'commands'>;
  live: ConnectivityService['live'];
  audit: AuditService;
}) {
  async function load(principal: UserPrincipal, id: number): Promise<RecipeRow> {
    const recipe = await repo.find(scopeOf(principal), id);
    if (!recipe) throw new AppError('NOT_FOUND');
    return recipe;
  }

  /**
   * The target in the caller's scope, answering its company: a device, with every point the
   * conditions name on it; or a device type of the company (its conditions name points by name,
   * looked up on the device at each download).
   */
  async function check(principal: UserPrincipal, body: RecipeBody): Promise<{ companyId: number }> {
    if (body.deviceTypeId !== null) {
      const type = await devices.findType(scopeOf(principal), body.deviceTypeId);
      if (!type) throw new AppError('BAD_REQUEST', {}, 'error.recipeDeviceTypeNotFound', 'deviceTypeId');
      return type;
    }
    const device = body.deviceId === null ? undefined : await devices.find(scopeOf(principal), body.deviceId);
    if (!device) throw new AppError('BAD_REQUEST', {}, 'error.recipeDeviceNotFound', 'deviceId');
    const named = [...new Set(body.conditions.flatMap((c) => (c.pointId == null ? [] : [c.pointId])))];
    const found = new Set((await repo.pointsOfDevice(device.id, named)).map((p) => p.id));
    if (named.some((id) => !found.has(id))) throw new AppError('BAD_REQUEST', {}, 'error.recipeConditionPoint', 'conditions');
    return device;
  }

  const nameTaken = () => new AppError('CONFLICT', {}, 'error.recipeNameTaken', 'name');

  async function save(principal: UserPrincipal, actor: Actor, id: number, body: RecipeBody, action: string) {
    const before = await load(principal, id);
    const target = await check(principal, body);
    // A recipe stays in its company: a superuser cannot move it to another company's device or type.
    if (target.companyId !== before.companyId) throw new AppError('BAD_REQUEST', {}, 'error.recipeDeviceNotFound', 'deviceId');
    try {
      await repo.update(id, principal.userId, body);
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
    const after = await load(principal, id);
    await audit.change(actor, { action, objectType: 'recipe', objectId: id, before, after, companyId: after.companyId });
    return present(after);
  }

  /**
   * Refuses a download whose condition does not hold: kept in the recipe log (and the audit) with
   * the facts, answered with the point's name, what it should be and what it is, in the caller's language.
   */
  async function refuse(
    principal: UserPrincipal,
    actor: Actor,
    recipe: { id: number; name: string; version: number },
    device: { id: number; companyId: number; boxId: string },
    condition: RecipeCondition,
    outcome: { index: number; reason: 'noValue' | 'notMet'; value: number | null },
  ): Promise<never> {
    const point = (await repo.readingPoints(device.id)).find((p) => p.id === condition.pointId);
    const facts: ConditionFacts = {
      ...(point && { ...point, id: undefined }),
      name: point?.name ?? condition.pointName ?? null,
      index: outcome.index + 1,
      op: condition.op,
      value: condition.value,
      value2: condition.value2 ?? null,
      current: outcome.value,
    };
    const code = outcome.reason === 'noValue' ? 'condition_no_value' : 'condition_not_met';
    const words = { 'zh-CN': conditionWords(facts, 'zh-CN'), 'en-US': conditionWords(facts, 'en-US') };
    const error = formatMessage('en-US', `recipeReason.${code}`, words['en-US']);
    await repo.recordRefusal({
      companyId: device.companyId,
      deviceId: device.id,
      recipeId: recipe.id,
      recipeName: recipe.name,
      recipeVersion: recipe.version,
      createdBy: principal.userId,
      error,
      reason: {
        code,
        detail: Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as RecipeFailureReason['detail'],
      },
    });
    await audit.change(actor, {
      action: 'recipe.download',
      objectType: 'recipe',
      objectId: recipe.id,
      after: { name: recipe.name, device: device.boxId, version: recipe.version, status: 'failed', error, reason: code },
      companyId: device.companyId,
    });
    const byLanguage = (part: 'point' | 'expected' | 'value') => ({ 'zh-CN': words['zh-CN'][part], 'en-US': words['en-US'][part] });
    throw new AppError(
      'ILLEGAL_STATE',
      { index: outcome.index + 1 },
      outcome.reason === 'noValue' ? 'error.recipeConditionNoValue' : 'error.recipeConditionNotMet',
    ).withWords({ point: byLanguage('point'), expected: byLanguage('expected'), value: byLanguage('value') });
  }

  return {
    async list(principal: UserPrincipal, query: RecipeListQuery) {
      const { items, total } = await repo.list(scopeOf(principal), query);
      return {
        items: items.map((row) => ({
          id: row.id,
          deviceId: row.deviceId,
          deviceName: row.deviceName,
          deviceTypeId: row.deviceTypeId,
          deviceTypeName: row.deviceTypeName,
          name: row.name,
          description: row.description,
          version: row.version,
          updatedAt: row.updatedAt.toISOString(),
          itemCount: row.items.length,
        })),
        total,
      };
    },

    get: async (principal: UserPrincipal, id: number) => present(await load(principal, id)),

    async create(principal: UserPrincipal, actor: Actor, body: RecipeBody) {
      const target = await check(principal, body);
      let id: number;
      try {
        id = await repo.insert(target.companyId, principal.userId, body);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      const recipe = await load(principal, id);
      await audit.change(actor, {
        action: 'recipe.create',
        objectType: 'recipe',
        objectId: id,
        after: recipe,
        companyId: recipe.companyId,
      });
      return present(recipe);
    },

    update: (principal: UserPrincipal, actor: Actor, id: number, body: RecipeBody) => save(principal, actor, id, body, 'recipe.edit'),

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.remove(id);
      await audit.change(actor, { action: 'recipe.delete', objectType: 'recipe', objectId: id, before, companyId: before.companyId });
    },

    async versions(principal: UserPrincipal, id: number) {
      await load(principal, id);
      return (await repo.versions(id)).map((v) => ({
        version: v.version,
        name: String(v.content.name ?? ''),
        items: (v.content.items as Recipe['items'] | undefined) ?? [],
        createdBy: v.createdBy,
        createdAt: v.createdAt.toISOString(),
      }));
    },

    /** The recipe for its value table's export. */
    valuesOf: (principal: UserPrincipal, id: number) => load(principal, id),

    /** A value table from Excel replaces the recipe's, as its next version: every row valid and the rules still fitting, or nothing changes. */
    async importValues(principal: UserPrincipal, actor: Actor, id: number, data: Buffer, language: Language) {
      const recipe = await load(principal, id);
      const { items, rejected } = await readRecipeValues(data, language);
      if (rejected.length) throw new AppError('VALIDATION_FAILED', { rows: rejected.length }, 'error.importRows', undefined, rejected);
      if (!items.length) throw new AppError('BAD_REQUEST', {}, 'validation.recipeItems');
      const parsed = RecipeBodySchema.safeParse({ ...recipe, items });
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => localizeIssue(issue, language));
        throw new AppError('VALIDATION_FAILED', { rows: issues.length }, 'error.importRows', undefined, issues);
      }
      return save(principal, actor, id, parsed.data, 'recipe.import');
    },

    /**
     * Downloads the recipe to a device — its own, or for a device type's recipe the one named
     * (`targetDeviceId`), which must be of that type and in the caller's scope — and answers the log
     * entry (succeeded or failed, with the reason). LAN devices polled here are written by this server.
     */
    async download(principal: UserPrincipal, actor: Actor, id: number, targetDeviceId?: number) {
      const recipe = await load(principal, id);
      const wanted = targetDeviceId ?? recipe.deviceId;
      if (wanted === null) throw new AppError('BAD_REQUEST', {}, 'error.recipeTargetRequired', 'deviceId');
      const device = await devices.find(scopeOf(principal), wanted);
      if (!device)
        throw new AppError(targetDeviceId === undefined ? 'NOT_FOUND' : 'BAD_REQUEST', {}, 'error.recipeDeviceNotFound', 'deviceId');
      const problem = recipeTargetProblem(recipe, device);
      if (problem) throw new AppError('BAD_REQUEST', {}, problem, 'deviceId');
      if (device.status === 'offline') throw new AppError('DEVICE_OFFLINE');
      if (recipe.conditions.length > 0) {
        const values = await live(principal, device.id);
        const conditions = conditionsOnDevice(
          recipe.conditions,
          values.map((v) => ({ id: v.pointId, name: v.name })),
        );
        const outcome = checkConditions(conditions, new Map(values.map((v) => [v.pointId, v.value])));
        if (!outcome.ok) await refuse(principal, actor, recipe, device, conditions[outcome.index]!, outcome);
      }
      const downloadId = await repo.startDownload({
        companyId: device.companyId,
        deviceId: device.id,
        recipeId: recipe.id,
        recipeName: recipe.name,
        recipeVersion: recipe.version,
        createdBy: principal.userId,
        staleBefore: new Date(Date.now() - recipe.timeoutMs - RECIPE_ACK_MARGIN_MS - STALE_AFTER_MS),
        staleReason: 'abandoned: the server stopped while downloading',
      });
      if (downloadId === undefined) throw new AppError('CONFLICT', {}, 'error.recipeDownloadBusy');
      let status: 'succeeded' | 'failed' = 'failed';
      let error: string | null = null;
      let reason: RecipeFailureReason | null = null;
      let commandId: string | null = null;
      try {
        const outcome = await connectivity.commands.send(
          { id: device.id, boxId: device.boxId },
          { type: 'recipe', blocks: recipeBlocks(recipe.items, recipe.rules), completion: recipe.completion, timeoutMs: recipe.timeoutMs },
          { userId: principal.userId, timeoutMs: recipe.timeoutMs + RECIPE_ACK_MARGIN_MS },
        );
        commandId = outcome.commandId;
        if (outcome.status === 'ok') status = 'succeeded';
        else if (outcome.status === 'timeout') {
          error = 'timeout: the gateway did not answer';
          reason = { code: 'timeout', detail: {} };
        } else {
          error = outcome.error ?? 'refused';
          reason = outcome.reason ?? null;
        }
      } catch (failure) {
        error = (failure as Error).message;
      } finally {
        await repo.finishDownload(downloadId, status, error, reason, commandId);
      }
      await audit.change(actor, {
        action: 'recipe.download',
        objectType: 'recipe',
        objectId: recipe.id,
        after: { name: recipe.name, device: device.boxId, version: recipe.version, status, error, reason: reason?.code ?? null },
        companyId: device.companyId,
      });
      return presentDownload((await repo.findDownload(scopeOf(principal), downloadId))!);
    },

    async log(principal: UserPrincipal, query: RecipeLogQuery) {
      const { items, total } = await repo.log(scopeOf(principal), query);
      return { items: items.map(presentDownload), total };
    },

    async logRows(principal: UserPrincipal, query: Omit<RecipeLogQuery, 'page' | 'pageSize'>) {
      return (await repo.logRows(scopeOf(principal), query, RECIPE_LOG_EXPORT_MAX)).map(presentDownload);
    },
  };
}

export type RecipesService = ReturnType<typeof createRecipesService>;
