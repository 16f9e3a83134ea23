import {
  maintenancePlanStatus,
  mayActOnPlan,
  nextOccurrenceIndex,
  noticeTime,
  occurrence,
  occurrenceInPlan,
  scopeOf,
  toWallTime,
  warrantyEnd,
  type MaintenanceOrderListQuery,
  type MaintenancePlan,
  type MaintenancePlanAction,
  type MaintenancePlanBody,
  type MaintenancePlanListQuery,
  type MaintenanceStopReason,
  type Schedule,
  type WorkOrderComplete,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ProjectsRepository } from '../projects/index.js';
import type { WorkOrdersRepository } from '../work-orders/index.js';
import type { WorkOrdersService } from '../work-orders/index.js';
import type { JobDecision, JobInsert, JobRow, MaintenancePlansRepository, PlanRow, PlanView } from './maintenance-plans.repository.js';

type PlanCalendar = Pick<
  PlanRow,
  'startTime' | 'cycle' | 'cycleUnit' | 'warrantyTime' | 'warrantyUnit' | 'stopOnWarrantyEnd' | 'advanceNotice'
>;

const scheduleOf = (plan: PlanCalendar, zone: string): Schedule => ({
  start: plan.startTime,
  cycle: plan.cycle,
  cycleUnit: plan.cycleUnit,
  zone,
});

/** The jobs of one occurrence: its notice (occurrence minus the advance notice) and its order. */
export function jobsFor(plan: PlanCalendar, at: Date, zone: string): JobInsert[] {
  return [
    { kind: 'notice', occurrenceAt: at, dueAt: noticeTime(at, plan.advanceNotice, zone) },
    { kind: 'order', occurrenceAt: at, dueAt: at },
  ];
}

export type Armed = { nextIndex: number; nextTime: Date; jobs: JobInsert[] } | { stop: MaintenanceStopReason };

/** The plan's occurrence `index`, or a stop when the warranty maintenance has expired by then. */
export function armAt(plan: PlanCalendar, index: number, zone: string): Armed {
  const at = occurrence(scheduleOf(plan, zone), index);
  const end = warrantyEnd(plan.startTime, plan.warrantyTime, plan.warrantyUnit, zone);
  if (!occurrenceInPlan(at, { stopOnWarrantyEnd: plan.stopOnWarrantyEnd, warrantyEnd: end })) return { stop: 'warranty' };
  return { nextIndex: index, nextTime: at, jobs: jobsFor(plan, at, zone) };
}

/** Armed from `now`: the first occurrence at or after it. */
export function armFrom(plan: PlanCalendar, now: Date, zone: string): Armed {
  return armAt(plan, nextOccurrenceIndex(scheduleOf(plan, zone), new Date(now.getTime() - 1)), zone);
}

/** A calendar day in the zone, YYYY-MM-DD (the order's due date). */
function dayIn(at: Date, zone: string): string {
  const w = toWallTime(at, zone);
  return `${String(w.year).padStart(4, '0')}-${String(w.month).padStart(2, '0')}-${String(w.day).padStart(2, '0')}`;
}

/**
 * What the scheduler does with a due job: a notice is sent only while its occurrence is still
 * ahead (after downtime, stale notices are skipped); an order job opens the occurrence's order and
 * moves the plan to its next occurrence (or stops it when the warranty maintenance expired).
 */
export function decideJob(job: JobRow, plan: PlanRow, zone: string, now: Date): JobDecision {
  if (plan.stoppedAt || !plan.nextTime || plan.nextIndex === null) return { outcome: 'skipped' };
  if (job.kind === 'notice') return { outcome: job.occurrenceAt.getTime() > now.getTime() ? 'notified' : 'skipped' };
  if (plan.nextTime.getTime() !== job.occurrenceAt.getTime()) return { outcome: 'skipped' };
  return {
    outcome: 'opened',
    openOrder: {
      companyId: plan.companyId,
      projectId: plan.projectId,
      deviceId: plan.deviceId,
      assigneeId: plan.assigneeId,
      problem: plan.name,
      contactName: plan.name,
      contactPhone: plan.phone,
      dueDate: dayIn(job.occurrenceAt, zone),
      creatorId: plan.creatorId,
      planDueAt: job.occurrenceAt,
    },
    advance: armAt(plan, plan.nextIndex + 1, zone),
  };
}

export function presentPlan(plan: PlanView, now: Date): MaintenancePlan {
  const zone = plan.timeZone;
  const notice = plan.nextTime ? noticeTime(plan.nextTime, plan.advanceNotice, zone) : null;
  return {
    id: plan.id,
    companyId: plan.companyId,
    projectId: plan.projectId,
    projectName: plan.projectName,
    deviceId: plan.deviceId,
    assigneeId: plan.assigneeId,
    name: plan.name,
    type: plan.type,
    status: maintenancePlanStatus({
      stoppedAt: plan.stoppedAt,
      startTime: plan.startTime,
      nextTime: plan.nextTime,
      noticeTime: notice,
      openOrderStatus: plan.openOrderStatus,
      now,
    }),
    warrantyTime: plan.warrantyTime,
    warrantyUnit: plan.warrantyUnit,
    warrantyEnd: warrantyEnd(plan.startTime, plan.warrantyTime, plan.warrantyUnit, zone),
    cycle: plan.cycle,
    cycleUnit: plan.cycleUnit,
    startTime: plan.startTime,
    nextTime: plan.nextTime,
    noticeTime: notice,
    advanceNotice: plan.advanceNotice,
    phone: plan.phone,
    stopOnWarrantyEnd: plan.stopOnWarrantyEnd,
    stopReason: plan.stopReason,
    timeZone: zone,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  };
}

function armedColumns(armed: Armed, now: Date) {
  return 'stop' in armed
    ? { nextIndex: null, nextTime: null, stoppedAt: now, stopReason: armed.stop }
    : { nextIndex: armed.nextIndex, nextTime: armed.nextTime, stoppedAt: null, stopReason: null };
}

export function createMaintenancePlansService({
  repo,
  projects,
  workOrders,
  workOrdersRepo,
  audit,
  now = () => new Date(),
}: {
  repo: MaintenancePlansRepository;
  projects: Pick<ProjectsRepository, 'find'>;
  workOrders: Pick<WorkOrdersService, 'act'>;
  workOrdersRepo: Pick<WorkOrdersRepository, 'find' | 'deviceInProject' | 'userInCompany' | 'companyUsers'>;
  audit: AuditService;
  now?: () => Date;
}) {
  async function load(principal: UserPrincipal, id: number): Promise<PlanView> {
    const plan = await repo.find(scopeOf(principal), id);
    if (!plan) throw new AppError('NOT_FOUND');
    return plan;
  }

  async function reload(principal: UserPrincipal, id: number) {
    return presentPlan(await load(principal, id), now());
  }

  async function checkTarget(principal: UserPrincipal, input: MaintenancePlanBody) {
    const project = await projects.find(scopeOf(principal), input.projectId);
    if (!project) throw new AppError('BAD_REQUEST', {}, 'error.projectNotFound', 'projectId');
    if (input.deviceId && !(await workOrdersRepo.deviceInProject(input.deviceId, project.id)))
      throw new AppError('BAD_REQUEST', {}, 'error.deviceNotInProject', 'deviceId');
    if (input.assigneeId && !(await workOrdersRepo.userInCompany(input.assigneeId, project.companyId)))
      throw new AppError('BAD_REQUEST', {}, 'error.assigneeNotInCompany', 'assigneeId');
    return project;
  }

  const columnsOf = (input: MaintenancePlanBody) => ({
    projectId: input.projectId,
    deviceId: input.deviceId ?? null,
    assigneeId: input.assigneeId ?? null,
    name: input.name,
    type: input.type,
    warrantyTime: input.warrantyTime,
    warrantyUnit: input.warrantyUnit,
    cycle: input.cycle,
    cycleUnit: input.cycleUnit,
    startTime: new Date(input.startTime),
    advanceNotice: input.advanceNotice,
    phone: input.phone,
    stopOnWarrantyEnd: input.stopOnWarrantyEnd ?? false,
  });

  function illegal(plan: MaintenancePlan, action: MaintenancePlanAction) {
    return new AppError('ILLEGAL_STATE', { status: plan.status, action }, 'error.maintenancePlanState');
  }

  return {
    async list(principal: UserPrincipal, query: MaintenancePlanListQuery) {
      const at = now();
      let plans = (await repo.list(scopeOf(principal), query)).map((plan) => presentPlan(plan, at));
      if (query.status) plans = plans.filter((plan) => plan.status === query.status);
      const start = (query.page - 1) * query.pageSize;
      return { items: plans.slice(start, start + query.pageSize), total: plans.length };
    },

    get: reload,

    /** The technicians a plan of the project may go to: the people of the project's company. */
    async assignees(principal: UserPrincipal, projectId: number) {
      const project = await projects.find(scopeOf(principal), projectId);
      if (!project) throw new AppError('NOT_FOUND', {}, 'error.projectNotFound');
      return workOrdersRepo.companyUsers(project.companyId);
    },

    async create(principal: UserPrincipal, actor: Actor, input: MaintenancePlanBody) {
      const project = await checkTarget(principal, input);
      const zone = await repo.companyTimeZone(project.companyId);
      const columns = columnsOf(input);
      const at = now();
      const armed = armFrom(columns, at, zone);
      const id = await repo.insert(
        { ...columns, companyId: project.companyId, creatorId: principal.userId, ...armedColumns(armed, at) },
        'stop' in armed ? [] : armed.jobs,
      );
      const plan = await reload(principal, id);
      await audit.change(actor, {
        action: 'maintenancePlan.create',
        objectType: 'maintenancePlan',
        objectId: id,
        after: plan,
        companyId: plan.companyId,
      });
      return plan;
    },

    async update(principal: UserPrincipal, actor: Actor, id: number, input: MaintenancePlanBody) {
      const before = await load(principal, id);
      const project = await checkTarget(principal, input);
      if (project.companyId !== before.companyId) throw new AppError('BAD_REQUEST', {}, 'error.projectOtherCompany', 'projectId');
      const columns = columnsOf(input);
      const at = now();
      if (before.stoppedAt) await repo.update(id, columns, []);
      else {
        const armed = armFrom(columns, at, before.timeZone);
        await repo.update(id, { ...columns, ...armedColumns(armed, at) }, 'stop' in armed ? [] : armed.jobs);
      }
      const plan = await reload(principal, id);
      await audit.change(actor, {
        action: 'maintenancePlan.update',
        objectType: 'maintenancePlan',
        objectId: id,
        before: presentPlan(before, at),
        after: plan,
        companyId: plan.companyId,
      });
      return plan;
    },

    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await load(principal, id);
      await repo.delete(id);
      await audit.change(actor, {
        action: 'maintenancePlan.delete',
        objectType: 'maintenancePlan',
        objectId: id,
        before: presentPlan(before, now()),
        companyId: before.companyId,
      });
      return { id };
    },

    /** Start a stopped plan again from its first occurrence ahead; stop one by hand. 409 from the wrong state. */
    async act(principal: UserPrincipal, actor: Actor, id: number, action: MaintenancePlanAction) {
      const at = now();
      const view = await load(principal, id);
      const before = presentPlan(view, at);
      if (!mayActOnPlan(before.status, action)) throw illegal(before, action);
      if (action === 'stop') await repo.update(id, { nextIndex: null, nextTime: null, stoppedAt: at, stopReason: 'manual' }, []);
      else {
        const armed = armFrom(view, at, view.timeZone);
        if ('stop' in armed) throw new AppError('ILLEGAL_STATE', {}, 'error.maintenancePlanExpired');
        await repo.update(id, armedColumns(armed, at), armed.jobs);
      }
      const plan = await reload(principal, id);
      await audit.change(actor, {
        action: `maintenancePlan.${action}`,
        objectType: 'maintenancePlan',
        objectId: id,
        before,
        after: plan,
        companyId: plan.companyId,
      });
      return plan;
    },

    orders: (principal: UserPrincipal, query: MaintenanceOrderListQuery) => repo.orders(scopeOf(principal), query, principal.userId),

    /** Submit the result of a maintenance order: the work-order "complete" step, for maintenance orders only. */
    async submit(principal: UserPrincipal, actor: Actor, orderId: number, body: WorkOrderComplete) {
      const order = await workOrdersRepo.find(scopeOf(principal), orderId);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.kind !== 'maintenance') throw new AppError('BAD_REQUEST', {}, 'error.notMaintenanceOrder');
      return workOrders.act(principal, actor, orderId, 'complete', body);
    },
  };
}

export type MaintenancePlansService = ReturnType<typeof createMaintenancePlansService>;
