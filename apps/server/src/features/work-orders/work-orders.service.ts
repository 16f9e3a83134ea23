import {
  WORK_ORDER_TRANSITIONS,
  can,
  mayActOnWorkOrder,
  nextWorkOrderStatus,
  scopeOf,
  workOrderActorsOf,
  type WorkOrderAction,
  type WorkOrderCreate,
  type WorkOrderListQuery,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/audit.service.js';
import type { UserPrincipal } from '../auth/auth.service.js';
import type { ProjectsRepository } from '../projects/projects.repository.js';
import type { WorkOrderRow, WorkOrdersRepository } from './work-orders.repository.js';

/** Every field any action body may carry; each route's schema lets through only its own. */
export interface WorkOrderActionBody {
  assigneeId?: number;
  solution?: string;
  suggestion?: string | null;
  workingHours?: number | null;
  note?: string | null;
}

export function createWorkOrdersService({
  repo,
  projects,
  audit,
}: {
  repo: WorkOrdersRepository;
  projects: Pick<ProjectsRepository, 'find'>;
  audit: AuditService;
}) {
  async function load(principal: UserPrincipal, id: number): Promise<WorkOrderRow> {
    const order = await repo.find(scopeOf(principal), id);
    // Another company's order, or one on a project not assigned, does not exist for this caller.
    if (!order) throw new AppError('NOT_FOUND');
    return order;
  }

  const illegal = (order: Pick<WorkOrderRow, 'status'>, action: WorkOrderAction) =>
    new AppError('ILLEGAL_STATE', { status: order.status, action }, 'error.workOrderState');

  return {
    list: (principal: UserPrincipal, query: WorkOrderListQuery) => repo.list(scopeOf(principal), query, principal.userId),

    async get(principal: UserPrincipal, id: number) {
      const order = await load(principal, id);
      return { ...order, log: await repo.log(id) };
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
          deviceId: input.deviceId ?? null,
          nature: input.nature ?? null,
          problem: input.problem,
          contactName: input.contactName,
          contactPhone: input.contactPhone,
          dueDate: input.dueDate ?? null,
          public: input.public ?? false,
          creatorId: principal.userId,
        },
        { action: 'create', byUserId: principal.userId },
      );
      await audit.change(actor, {
        action: 'workOrder.create',
        objectType: 'workOrder',
        objectId: order.id,
        after: order,
        companyId: order.companyId,
      });
      return order;
    },

    /**
     * One action of the flow: legal from the order's status (else 409 with that status), taken by
     * someone the table allows (else 403), written only if nobody changed the order meanwhile
     * (else 409 with the status it has now).
     */
    async act(principal: UserPrincipal, actor: Actor, id: number, action: WorkOrderAction, body: WorkOrderActionBody = {}) {
      const order = await load(principal, id);
      const to = nextWorkOrderStatus(order.status, action);
      if (!to) throw illegal(order, action);
      const actors = workOrderActorsOf(
        { userId: principal.userId, grade: principal.grade, canDispatch: can(principal, 'orderReview', 'dispatch') },
        order,
      );
      if (!mayActOnWorkOrder(action, actors)) throw new AppError('FORBIDDEN', {}, 'error.workOrderActor');

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
      }

      const after = await repo.transition(id, order, patch, {
        action,
        byUserId: principal.userId,
        note: body.note ?? null,
        fromStatus: order.status,
        toStatus: to,
      });
      if (!after) throw illegal((await repo.find(scopeOf(principal), id)) ?? order, action);
      await audit.change(actor, {
        action: `workOrder.${action}`,
        objectType: 'workOrder',
        objectId: id,
        before: order,
        after,
        companyId: order.companyId,
      });
      return after;
    },
  };
}

export type WorkOrdersService = ReturnType<typeof createWorkOrdersService>;
