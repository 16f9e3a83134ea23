import {
  actualCycleSeconds,
  attainment,
  goodOutput,
  nextTaskStatus,
  scopeOf,
  type Material,
  type MaterialBody,
  type ProductionProgress,
  type Task,
  type TaskAction,
  type TaskCounts,
  type TaskCreate,
  type TaskListQuery,
  type Template,
  type TemplateBody,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { MaterialRow, ProductionRepository, TaskRow, TemplateRow } from './production.repository.js';

/** What a template body writes (the company aside). */
const templateValues = ({ name, product, targetQuantity, cycleSeconds, materials }: TemplateBody) => ({
  name,
  product,
  targetQuantity,
  cycleSeconds,
  materials,
});

const notFound = () => new AppError('NOT_FOUND', {}, 'error.productionNotFound');

export const presentMaterial = (row: MaterialRow): Material => ({
  id: row.id,
  companyId: row.companyId,
  name: row.name,
  unit: row.unit,
  stock: row.stock,
  lowStock: row.lowStock,
  low: row.lowStock > 0 && row.stock <= row.lowStock,
  updatedAt: row.updatedAt.toISOString(),
});

/** Milliseconds a task ran until `now`: the closed segments and the open one. */
export const runningMsOf = (task: TaskRow['task'], now: number) =>
  task.runningMs + (task.status === 'running' && task.resumedAt ? Math.max(0, now - task.resumedAt.getTime()) : 0);

/** The moving part of a task (output, scrap, status), as the stream pushes it. */
export function progressOf(task: TaskRow['task'], now = Date.now()): ProductionProgress {
  const good = goodOutput(task.output, task.scrap);
  const runningMs = runningMsOf(task, now);
  return {
    id: task.id,
    deviceId: task.deviceId,
    operatorId: task.operatorId,
    status: task.status,
    output: task.output,
    scrap: task.scrap,
    good,
    attainment: attainment(good, task.targetQuantity),
    actualCycleSeconds: actualCycleSeconds(runningMs, task.output),
    runningMs,
    updatedAt: task.updatedAt.toISOString(),
  };
}

/** Tells the task's watchers (its operator, production managers of its device) that it moved. */
export type ProgressPublisher = (progress: ProductionProgress) => void;

export function presentTask(row: TaskRow, now = Date.now()): Task {
  const { task } = row;
  return {
    ...progressOf(task, now),
    companyId: task.companyId,
    templateId: task.templateId,
    templateName: task.templateName,
    product: task.product,
    deviceName: row.deviceName,
    projectId: row.projectId,
    counterPointId: task.counterPointId,
    counterPointName: row.counterPointName,
    shift: task.shift,
    day: task.day,
    operatorName: row.operatorName,
    targetQuantity: task.targetQuantity,
    cycleSeconds: task.cycleSeconds,
    materials: task.materials,
    startedAt: task.startedAt?.toISOString() ?? null,
    finishedAt: task.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Production management (spec §2): raw materials and task templates per company, tasks on a device
 * for a shift with an operator. The counter engine counts a running task's output; `invalidate` tells
 * it a device's running tasks changed (start, pause, finish), `reading` is a started task's baseline.
 */
export function createProductionService({
  repo,
  audit,
  counter,
  publish,
}: {
  repo: ProductionRepository;
  audit: AuditService;
  counter: { reading(deviceId: number, pointId: number): number | null; invalidate(deviceId: number): void };
  publish: ProgressPublisher;
}) {
  /** The company a new row belongs to: the caller's, or the body's for super users. */
  function companyOf(principal: UserPrincipal, companyId: number | undefined): number {
    const scope = scopeOf(principal);
    if (scope.kind !== 'all') return scope.companyId;
    if (!companyId) throw new AppError('BAD_REQUEST', {}, 'validation.required', 'companyId');
    return companyId;
  }

  async function presentTemplates(rows: TemplateRow[]): Promise<Template[]> {
    const byCompany = new Map<number, MaterialRow[]>();
    for (const companyId of new Set(rows.map((r) => r.companyId)))
      byCompany.set(
        companyId,
        await repo.materialsOfCompany(companyId, [...new Set(rows.flatMap((r) => r.materials.map((m) => m.materialId)))]),
      );
    return rows.map((row) => ({
      id: row.id,
      companyId: row.companyId,
      name: row.name,
      product: row.product,
      targetQuantity: row.targetQuantity,
      cycleSeconds: row.cycleSeconds,
      materials: row.materials.map((use) => {
        const material = byCompany.get(row.companyId)?.find((m) => m.id === use.materialId);
        return { ...use, name: material?.name ?? '', unit: material?.unit ?? '' };
      }),
      updatedAt: row.updatedAt.toISOString(),
    }));
  }

  async function checkMaterials(companyId: number, body: TemplateBody) {
    const ids = body.materials.map((m) => m.materialId);
    if ((await repo.materialsOfCompany(companyId, ids)).length !== ids.length)
      throw new AppError('BAD_REQUEST', {}, 'error.productionMaterialUnknown', 'materials');
  }

  /** A task in the caller's scope; `own`: only one assigned to the caller (my task). */
  async function loadTask(principal: UserPrincipal, id: number, own = false): Promise<TaskRow> {
    const row = await repo.task(scopeOf(principal), principal.userId, id);
    if (!row || (own && row.task.operatorId !== principal.userId)) throw notFound();
    return row;
  }

  const record = (
    actor: Actor,
    action: string,
    objectType: string,
    objectId: number,
    companyId: number,
    before?: unknown,
    after?: unknown,
  ) => audit.change(actor, { action, objectType, objectId, companyId, ...(before ? { before } : {}), ...(after ? { after } : {}) });

  return {
    async materials(principal: UserPrincipal, companyId?: number) {
      return (await repo.materials(scopeOf(principal), companyId)).map(presentMaterial);
    },
    async createMaterial(principal: UserPrincipal, actor: Actor, body: MaterialBody) {
      const companyId = companyOf(principal, body.companyId);
      const row = await repo.insertMaterial({
        companyId,
        name: body.name,
        unit: body.unit,
        stock: body.stock,
        lowStock: body.lowStock,
        createdBy: principal.userId,
      });
      await record(actor, 'production.material.create', 'productionMaterial', row.id, companyId, undefined, presentMaterial(row));
      return presentMaterial(row);
    },
    async updateMaterial(principal: UserPrincipal, actor: Actor, id: number, body: MaterialBody) {
      const before = await repo.material(scopeOf(principal), id);
      if (!before) throw notFound();
      const row = await repo.updateMaterial(id, { name: body.name, unit: body.unit, stock: body.stock, lowStock: body.lowStock });
      await record(
        actor,
        'production.material.update',
        'productionMaterial',
        id,
        row.companyId,
        presentMaterial(before),
        presentMaterial(row),
      );
      return presentMaterial(row);
    },
    async removeMaterial(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await repo.material(scopeOf(principal), id);
      if (!before) throw notFound();
      if (await repo.materialInUse(id)) throw new AppError('CONFLICT', {}, 'error.productionInUse');
      await repo.deleteMaterial(id);
      await record(actor, 'production.material.delete', 'productionMaterial', id, before.companyId, presentMaterial(before));
    },

    async templates(principal: UserPrincipal) {
      return presentTemplates(await repo.templates(scopeOf(principal)));
    },
    async createTemplate(principal: UserPrincipal, actor: Actor, body: TemplateBody) {
      const companyId = companyOf(principal, body.companyId);
      await checkMaterials(companyId, body);
      const row = await repo.insertTemplate({ companyId, ...templateValues(body) });
      const [template] = await presentTemplates([row]);
      await record(actor, 'production.template.create', 'productionTemplate', row.id, companyId, undefined, template);
      return template!;
    },
    async updateTemplate(principal: UserPrincipal, actor: Actor, id: number, body: TemplateBody) {
      const before = await repo.template(scopeOf(principal), id);
      if (!before) throw notFound();
      await checkMaterials(before.companyId, body);
      const row = await repo.updateTemplate(id, templateValues(body));
      const [template] = await presentTemplates([row]);
      await record(actor, 'production.template.update', 'productionTemplate', id, row.companyId, before, template);
      return template!;
    },
    async removeTemplate(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await repo.template(scopeOf(principal), id);
      if (!before) throw notFound();
      await repo.deleteTemplate(id);
      await record(actor, 'production.template.delete', 'productionTemplate', id, before.companyId, before);
    },

    async operators(principal: UserPrincipal) {
      const scope = scopeOf(principal);
      return repo.usersOfCompany(scope.kind === 'all' ? undefined : scope.companyId);
    },

    async tasks(principal: UserPrincipal, query: TaskListQuery) {
      const { items, total } = await repo.tasks(scopeOf(principal), principal.userId, query);
      const now = Date.now();
      return { items: items.map((row) => presentTask(row, now)), total };
    },
    async task(principal: UserPrincipal, id: number, own = false) {
      return presentTask(await loadTask(principal, id, own));
    },
    async createTask(principal: UserPrincipal, actor: Actor, body: TaskCreate) {
      const scope = scopeOf(principal);
      const device = await repo.device(scope, body.deviceId);
      if (!device) throw new AppError('BAD_REQUEST', {}, 'error.productionDevice', 'deviceId');
      const template = await repo.template(scope, body.templateId);
      if (!template || template.companyId !== device.companyId)
        throw new AppError('BAD_REQUEST', {}, 'error.productionNotFound', 'templateId');
      if (body.counterPointId !== null && !(await repo.pointOfDevice(device.id, body.counterPointId)))
        throw new AppError('BAD_REQUEST', {}, 'error.productionCounterPoint', 'counterPointId');
      if (body.operatorId !== null && !(await repo.userOfCompany(device.companyId, body.operatorId)))
        throw new AppError('BAD_REQUEST', {}, 'error.productionOperator', 'operatorId');
      const id = await repo.insertTask({
        companyId: device.companyId,
        templateId: template.id,
        templateName: template.name,
        product: template.product,
        deviceId: device.id,
        counterPointId: body.counterPointId,
        shift: body.shift,
        day: body.day,
        operatorId: body.operatorId,
        targetQuantity: body.targetQuantity ?? template.targetQuantity,
        cycleSeconds: template.cycleSeconds,
        materials: template.materials,
      });
      const task = presentTask(await loadTask(principal, id));
      await record(actor, 'production.task.create', 'productionTask', id, device.companyId, undefined, task);
      return task;
    },
    /**
     * Start, pause or finish. Starting (again) takes the counter's current reading as the baseline (none yet:
     * the next reading is), so what the counter did before or while paused is not counted.
     */
    async act(principal: UserPrincipal, actor: Actor, id: number, action: TaskAction, own = false) {
      const before = await loadTask(principal, id, own);
      const { task } = before;
      const to = nextTaskStatus(task.status, action);
      if (!to) throw new AppError('CONFLICT', {}, 'error.productionTransition');
      const now = new Date();
      const values =
        to === 'running'
          ? {
              status: to,
              resumedAt: now,
              startedAt: task.startedAt ?? now,
              lastCounter: task.counterPointId === null ? null : counter.reading(task.deviceId, task.counterPointId),
            }
          : { status: to, runningMs: runningMsOf(task, now.getTime()), resumedAt: null, ...(to === 'finished' ? { finishedAt: now } : {}) };
      if (!(await repo.updateTask(id, task.status, values))) throw new AppError('CONFLICT', {}, 'error.productionTransition');
      counter.invalidate(task.deviceId);
      const row = await loadTask(principal, id);
      publish(progressOf(row.task));
      const after = presentTask(row);
      await record(actor, `production.task.${action}`, 'productionTask', id, task.companyId, { status: task.status }, { status: to });
      return after;
    },
    /** Scrap on any task; output by hand only on a task without a counter. */
    async setCounts(principal: UserPrincipal, actor: Actor, id: number, counts: TaskCounts, own = false) {
      const { task } = await loadTask(principal, id, own);
      if (counts.output !== undefined && task.counterPointId !== null)
        throw new AppError('BAD_REQUEST', {}, 'error.productionCountedOutput', 'output');
      const output = counts.output ?? task.output;
      const scrap = Math.min(counts.scrap ?? task.scrap, output);
      if (!(await repo.updateTask(id, task.status, { output, scrap }))) throw new AppError('CONFLICT', {}, 'error.productionTransition');
      await record(
        actor,
        'production.task.counts',
        'productionTask',
        id,
        task.companyId,
        { output: task.output, scrap: task.scrap },
        { output, scrap },
      );
      const row = await loadTask(principal, id);
      publish(progressOf(row.task));
      return presentTask(row);
    },
    async removeTask(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await loadTask(principal, id);
      await repo.deleteTask(id);
      counter.invalidate(before.task.deviceId);
      await record(actor, 'production.task.delete', 'productionTask', id, before.task.companyId, presentTask(before));
    },
  };
}

export type ProductionService = ReturnType<typeof createProductionService>;
