import {
  WORK_ORDER_TRANSITIONS,
  can,
  canEditWorkOrder,
  mayActOnWorkOrder,
  nextWorkOrderStatus,
  scopeOf,
  workOrderActorsOf,
  type MessageKey,
  type WorkOrderAction,
  type WorkOrderCreate,
  type WorkOrderEdit,
  type WorkOrderListQuery,
  type WorkOrderStatus,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ProjectsRepository } from '../projects/index.js';
import { fileUrl } from './attachments.js';
import type { WorkOrderNotifications } from './work-order-notifications.js';
import type { NewOrderFile, WorkOrderRow, WorkOrdersRepository } from './work-orders.repository.js';

/** Every field any action body may carry; each route's schema lets through only its own. */
export interface WorkOrderActionBody {
  assigneeId?: number;
  solution?: string;
  suggestion?: string | null;
  workingHours?: number | null;
  note?: string | null;
}

/** The 409 of an action the order's status does not allow, worded with the status and action labels. */
export function illegalState(status: WorkOrderStatus, action: WorkOrderAction): AppError {
  return new AppError('ILLEGAL_STATE', { status, action }, 'error.workOrderState').withLabels({
    statusLabel: `workOrder.status.${status}` as MessageKey,
    actionLabel: `workOrder.action.${action}` as MessageKey,
  });
}

/** An order's own fields from its create or edit body; `isPublic` when the body does not say. */
function orderFields(input: WorkOrderEdit, isPublic: boolean) {
  return {
    deviceId: input.deviceId ?? null,
    nature: input.nature ?? null,
    problem: input.problem,
    contactName: input.contactName,
    contactPhone: input.contactPhone,
    dueDate: input.dueDate ?? null,
    detail: input.detail ?? null,
    warrantyUntil: input.warrantyUntil ?? null,
    public: input.public ?? isPublic,
  };
}

/** The 409 of an edit of an order that has left pending (or changed meanwhile). */
function illegalEdit(status: WorkOrderStatus): AppError {
  return new AppError('ILLEGAL_STATE', { status, action: 'edit' }, 'error.workOrderState').withLabels({
    statusLabel: `workOrder.status.${status}` as MessageKey,
    actionLabel: 'workOrder.action.edit',
  });
}

export function createWorkOrdersService({
  repo,
  projects,
  audit,
  notifications,
}: {
  repo: WorkOrdersRepository;
  projects: Pick<ProjectsRepository, 'find'>;
  audit: AuditService;
  notifications: WorkOrderNotifications;
}) {
  async function load(principal: UserPrincipal, id: number): Promise<WorkOrderRow> {
    const order = await repo.find(scopeOf(principal), id);
    // Another company's order, or one on a project not assigned, does not exist for this caller.
    if (!order) throw new AppError('NOT_FOUND');
    return order;
  }

  const actorsOf = (principal: UserPrincipal, order: WorkOrderRow) =>
    workOrderActorsOf({ userId: principal.userId, grade: principal.grade, canDispatch: can(principal, 'orderReview', 'dispatch') }, order);

  /** The status an action leads to, after the table's checks: legal now (else 409), allowed to this caller (else 403). */
  function check(principal: UserPrincipal, order: WorkOrderRow, action: WorkOrderAction): WorkOrderStatus {
    const to = nextWorkOrderStatus(order.status, action);
    if (!to) throw illegalState(order.status, action);
    if (!mayActOnWorkOrder(action, actorsOf(principal, order))) throw new AppError('FORBIDDEN', {}, 'error.workOrderActor');
    return to;
  }

  return {
    list: (principal: UserPrincipal, query: WorkOrderListQuery) => repo.list(scopeOf(principal), query, principal.userId),

    counts: (principal: UserPrincipal, query: Pick<WorkOrderListQuery, 'projectId' | 'assigneeId'>) =>
      repo.counts(scopeOf(principal), query, principal.userId),

    async get(principal: UserPrincipal, id: number) {
      const order = await load(principal, id);
      const files = (await repo.files(id)).map(({ name, ...file }) => ({ ...file, url: fileUrl(name) }));
      return { ...order, ...(await repo.names(order)), log: await repo.log(id), files };
    },

    /** The people an order may be given to (the dispatch and transfer pickers). */
    async assignees(principal: UserPrincipal, id: number) {
      const order = await load(principal, id);
      return repo.companyUsers(order.companyId);
    },

    async create(principal: UserPrincipal, actor: Actor, input: WorkOrderCreate) {
      const project = await projects.find(scopeOf(principal), input.projectId);
      if (!project) throw new AppError('BAD_REQUEST', {}, 'error.projectNotFound', 'projectId');
      if (input.deviceId && !(await repo.deviceInProject(input.deviceId, project.id)))
        throw new AppError('BAD_REQUEST', {}, 'error.deviceNotInProject', 'deviceId');
      const order = await repo.insert(
        {
          companyId: project.companyId,
          projectId: project.id,
          ...orderFields(input, false),
          creatorId: principal.userId,
        },
        { byUserId: principal.userId },
      );
      await audit.change(actor, {
        action: 'workOrder.create',
        objectType: 'workOrder',
        objectId: order.id,
        after: order,
        companyId: order.companyId,
      });
      await notifications.created(order, principal.userId);
      return order;
    },

    /**
     * Edits a pending order's fields (logged as `edit`): its creator, a dispatcher or an administrator
     * (else 403); once dispatched, or when someone changed it meanwhile, 409 with its status.
     */
    async edit(principal: UserPrincipal, actor: Actor, id: number, input: WorkOrderEdit) {
      const order = await load(principal, id);
      if (order.status !== 'pending') throw illegalEdit(order.status);
      if (!canEditWorkOrder(order.status, actorsOf(principal, order))) throw new AppError('FORBIDDEN', {}, 'error.workOrderEditor');
      if (input.deviceId && !(await repo.deviceInProject(input.deviceId, order.projectId)))
        throw new AppError('BAD_REQUEST', {}, 'error.deviceNotInProject', 'deviceId');
      const patch = orderFields(input, order.public);
      // An edited problem is a person's words: the English text Fieldlink wrote for an alarm's order no longer holds.
      const edited = patch.problem !== undefined && patch.problem !== order.problem ? { problemEn: null } : {};
      const after = await repo.transition(
        id,
        order,
        { ...patch, ...edited },
        {
          action: 'edit',
          byUserId: principal.userId,
          note: null,
          fromStatus: order.status,
          toStatus: order.status,
        },
      );
      if (!after) throw illegalEdit(((await repo.find(scopeOf(principal), id)) ?? order).status);
      await audit.change(actor, {
        action: 'workOrder.edit',
        objectType: 'workOrder',
        objectId: id,
        before: order,
        after,
        companyId: order.companyId,
      });
      return after;
    },

    /** Deletes an order (soft, audited): administrators only (grade 0 or 1), else 403. */
    async remove(principal: UserPrincipal, actor: Actor, id: number) {
      const order = await load(principal, id);
      if (principal.grade > 1) throw new AppError('FORBIDDEN', {}, 'error.workOrderDelete');
      const after = await repo.softDelete(id, principal.userId);
      if (!after) throw new AppError('NOT_FOUND');
      await audit.change(actor, {
        action: 'workOrder.delete',
        objectType: 'workOrder',
        objectId: id,
        before: order,
        companyId: order.companyId,
      });
    },

    /** Checks an action before anything is stored for it (the completion report's files). */
    async precheck(principal: UserPrincipal, id: number, action: WorkOrderAction) {
      check(principal, await load(principal, id), action);
    },

    /**
     * One action of the flow: legal from the order's status (else 409 with that status), taken by
     * someone the table allows (else 403), written only if nobody changed the order meanwhile
     * (else 409 with the status it has now). `files` are recorded with the change.
     */
    async act(
      principal: UserPrincipal,
      actor: Actor,
      id: number,
      action: WorkOrderAction,
      body: WorkOrderActionBody = {},
      files: readonly NewOrderFile[] = [],
    ) {
      const order = await load(principal, id);
      const to = check(principal, order, action);

      const patch: Parameters<WorkOrdersRepository['transition']>[2] = { status: to };
      const effect = WORK_ORDER_TRANSITIONS[action].assignee;
      if (effect === 'set') {
        const assigneeId = body.assigneeId;
        if (assigneeId === undefined || !(await repo.userInCompany(assigneeId, order.companyId)))
          throw new AppError('BAD_REQUEST', {}, 'error.assigneeNotInCompany', 'assigneeId');
        patch.assigneeId = assigneeId;
        patch.dispatcherId = principal.userId;
      }
      if (effect === 'clear') patch.assigneeId = null;
      if (action === 'complete') {
        patch.solution = body.solution ?? null;
        patch.suggestion = body.suggestion ?? null;
        patch.workingHours = body.workingHours ?? null;
        patch.completedAt = new Date();
        // Issue 39: an order opened by an alarm is done when the machine's data says so.
        if (order.alarmId !== null) patch.verification = 'awaiting';
      }

      const after = await repo.transition(
        id,
        order,
        patch,
        { action, byUserId: principal.userId, note: body.note ?? null, fromStatus: order.status, toStatus: to },
        files,
      );
      if (!after) throw illegalState(((await repo.find(scopeOf(principal), id)) ?? order).status, action);
      await audit.change(actor, {
        action: `workOrder.${action}`,
        objectType: 'workOrder',
        objectId: id,
        before: order,
        after,
        companyId: order.companyId,
      });
      await notifications.acted(action, order, after, principal.userId, body.note ?? null);
      return after;
    },
  };
}

export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
