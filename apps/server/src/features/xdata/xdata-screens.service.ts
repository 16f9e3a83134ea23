import {
  XDATA_MODEL_PREVIEW_ROWS,
  scopeOf,
  type Scope,
  type XDataQueryResult,
  type XDataScreen,
  type XDataScreenGroup,
  type XDataScreenSave,
  XDataScreenSaveSchema,
} from '@fieldlink/domain';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { XDataModelsService } from './xdata-models.service.js';
import { isUniqueViolation, type XDataRepository, type XDataScreenGroupRow, type XDataScreenRow } from './xdata.repository.js';

const notFound = () => new AppError('NOT_FOUND', {}, 'error.xdataScreenNotFound');
type ScreenBody = z.output<typeof XDataScreenSaveSchema>;
export type WidgetData = XDataQueryResult | { error: string };

const presentScreen = (row: XDataScreenRow): XDataScreen => ({
  id: row.id,
  name: row.name,
  groupId: row.groupId,
  isPublic: row.isPublic,
  widgets: row.widgets,
  updatedAt: row.updatedAt.toISOString(),
});

/** The scope a public link reads in: its owner company's (spec §2 xData_share_*: isPublic=1). */
const ownerScope = (companyId: number | null): Scope => (companyId === null ? { kind: 'all' } : { kind: 'company', companyId });

/** Data screens and their groups (spec §2): widgets over model queries, shared publicly when `isPublic`. */
export function createXDataScreensService({
  repo,
  models,
  audit,
}: {
  repo: XDataRepository;
  models: XDataModelsService;
  audit: AuditService;
}) {
  async function find(principal: UserPrincipal, id: number) {
    const row = await repo.screen(scopeOf(principal), id);
    if (!row) throw notFound();
    return row;
  }

  /** Each widget's rows; a widget whose query fails shows its message, the others still draw. */
  async function data(scope: Scope, row: XDataScreenRow): Promise<WidgetData[]> {
    const out: WidgetData[] = [];
    for (const widget of row.widgets) {
      const model = await repo.model(scope, widget.modelId);
      if (!model) {
        out.push({ error: 'error.xdataModelNotFound' });
        continue;
      }
      try {
        out.push(await models.run(scope, model, widget.view, XDATA_MODEL_PREVIEW_ROWS));
      } catch (error) {
        if (error instanceof AppError) out.push({ error: error.messageKey ?? error.code });
        else throw error;
      }
    }
    return out;
  }

  async function checkBody(principal: UserPrincipal, body: ScreenBody) {
    const scope = scopeOf(principal);
    for (const [i, widget] of body.widgets.entries()) {
      if (!(await repo.model(scope, widget.modelId)))
        throw new AppError('BAD_REQUEST', {}, 'error.xdataModelNotFound', `widgets.${i}.modelId`);
    }
    if (body.groupId !== null && !(await repo.group(scope, body.groupId)))
      throw new AppError('BAD_REQUEST', {}, 'error.xdataScreenNotFound', 'groupId');
  }

  async function save(principal: UserPrincipal, id: number | undefined, body: ScreenBody, companyId: number | null) {
    await checkBody(principal, body);
    try {
      return await repo.saveScreen(id, { ...body, companyId });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', {}, 'error.xdataNameTaken', 'name');
      throw error;
    }
  }

  async function presentGroup(row: XDataScreenGroupRow): Promise<XDataScreenGroup> {
    const screens = await repo.screensOfGroup(row.id);
    return { id: row.id, name: row.name, isPublic: row.isPublic, screenIds: screens.map((s) => s.id) };
  }

  return {
    async list(principal: UserPrincipal) {
      return (await repo.screens(scopeOf(principal))).map(presentScreen);
    },
    async get(principal: UserPrincipal, id: number) {
      return presentScreen(await find(principal, id));
    },
    async data(principal: UserPrincipal, id: number) {
      return data(scopeOf(principal), await find(principal, id));
    },
    async create(principal: UserPrincipal, actor: Actor, body: XDataScreenSave) {
      const parsed = XDataScreenSaveSchema.parse(body);
      const id = await save(principal, undefined, parsed, principal.companyId);
      const screen = presentScreen(await find(principal, id));
      await audit.change(actor, {
        action: 'xdataScreen.create',
        objectType: 'xdataScreen',
        objectId: id,
        after: screen,
        companyId: principal.companyId,
      });
      return screen;
    },
    async update(principal: UserPrincipal, actor: Actor, id: number, body: XDataScreenSave) {
      const before = await find(principal, id);
      await save(principal, id, XDataScreenSaveSchema.parse(body), before.companyId);
      const screen = presentScreen(await find(principal, id));
      await audit.change(actor, {
        action: 'xdataScreen.update',
        objectType: 'xdataScreen',
        objectId: id,
        before: presentScreen(before),
        after: screen,
        companyId: before.companyId,
      });
      return screen;
    },
    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await find(principal, id);
      await repo.removeScreen(id);
      await audit.change(actor, {
        action: 'xdataScreen.delete',
        objectType: 'xdataScreen',
        objectId: id,
        before: presentScreen(before),
        companyId: before.companyId,
      });
    },

    async groups(principal: UserPrincipal) {
      return Promise.all((await repo.groups(scopeOf(principal))).map(presentGroup));
    },
    async saveGroup(principal: UserPrincipal, actor: Actor, id: number | undefined, body: { name: string; isPublic: boolean }) {
      const before = id === undefined ? undefined : await repo.group(scopeOf(principal), id);
      if (id !== undefined && !before) throw notFound();
      const saved = await repo.saveGroup(id, { ...body, companyId: before?.companyId ?? principal.companyId });
      const group = await presentGroup((await repo.group(scopeOf(principal), saved))!);
      await audit.change(actor, {
        action: id === undefined ? 'xdataGroup.create' : 'xdataGroup.update',
        objectType: 'xdataGroup',
        objectId: saved,
        after: group,
        companyId: principal.companyId,
      });
      return group;
    },
    async removeGroup(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await repo.group(scopeOf(principal), id);
      if (!before) throw notFound();
      await repo.removeGroup(id);
      await audit.change(actor, { action: 'xdataGroup.delete', objectType: 'xdataGroup', objectId: id, companyId: before.companyId });
    },

    /** A public screen (xData_share_screen): only when it is public and the link says isPublic=1. */
    async publicScreen(id: number, isPublic: string | undefined) {
      const row = await repo.screen({ kind: 'all' }, id);
      if (!row || !row.isPublic || isPublic !== '1') throw notFound();
      return { screen: presentScreen(row), data: await data(ownerScope(row.companyId), row) };
    },
    /** A public group (xData_share_group): its screens, only when it is public and the link says isPublic=1. */
    async publicGroup(id: number, isPublic: string | undefined) {
      const row = await repo.group({ kind: 'all' }, id);
      if (!row || !row.isPublic || isPublic !== '1') throw notFound();
      const screens = await repo.screensOfGroup(id);
      return {
        group: await presentGroup(row),
        screens: await Promise.all(
          screens.map(async (s) => ({ screen: presentScreen(s), data: await data(ownerScope(row.companyId), s) })),
        ),
      };
    },
  };
}

export type XDataScreensService = ReturnType<typeof createXDataScreensService>;
