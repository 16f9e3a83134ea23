import {
  can,
  mayApplyForPartsOn,
  partApplicationRefusal,
  nextPartApplicationStatus,
  scopeOf,
  stockDelta,
  type PartApplicationAction,
  type PartApplicationCreate,
  type PartApplicationListQuery,
  type PartCreate,
  type PartListQuery,
  type PartUpdate,
  type StockChange,
  type StockMovementListQuery,
  type MessageKey,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import { auditedWrites } from '../../lib/audited-writes.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ApplicationsRepository } from './applications.repository.js';
import type { PartRow, PartsRepository } from './parts.repository.js';

export function createSparePartsService({
  parts,
  applications,
  audit,
}: {
  parts: PartsRepository;
  applications: ApplicationsRepository;
  audit: AuditService;
}) {
  async function loadPart(principal: UserPrincipal, id: number): Promise<PartRow> {
    const part = await parts.find(scopeOf(principal), id);
    if (!part) throw new AppError('NOT_FOUND', {}, 'error.partNotFound');
    return part;
  }

  async function loadApplication(principal: UserPrincipal, id: number) {
    const application = await applications.find(scopeOf(principal), id);
    if (!application) throw new AppError('NOT_FOUND');
    return application;
  }

  /** Grade 0 names the company; everyone else works in their own. */
  async function companyFor(principal: UserPrincipal, companyId: number | undefined): Promise<number> {
    if (principal.grade === 0) {
      if (companyId === undefined || !(await parts.companyExists(companyId)))
        throw new AppError('BAD_REQUEST', {}, 'validation.required', 'companyId');
      return companyId;
    }
    if (principal.companyId === null || (companyId !== undefined && companyId !== principal.companyId))
      throw new AppError('BAD_REQUEST', {}, 'validation.invalid', 'companyId');
    return principal.companyId;
  }

  const partWrites = auditedWrites<PartRow>({ audit, objectType: 'part', updateVerb: 'update', notFound: 'error.partNotFound' });
  const illegal = (status: string, action: PartApplicationAction) =>
    new AppError('ILLEGAL_STATE', { status, action }, 'error.partApplicationState');

  return {
    listParts: (principal: UserPrincipal, query: PartListQuery) => parts.list(scopeOf(principal), query),
    allParts: (principal: UserPrincipal, query: PartListQuery) => parts.all(scopeOf(principal), query),
    getPart: loadPart,

    async createPart(principal: UserPrincipal, actor: Actor, input: PartCreate) {
      const companyId = await companyFor(principal, input.companyId);
      if (await parts.codeTaken(companyId, input.code)) throw new AppError('CONFLICT', {}, 'error.partCodeTaken', 'code');
      const insert = () =>
        parts.insert(
          {
            companyId,
            code: input.code,
            name: input.name,
            model: input.model,
            unit: input.unit,
            price: input.price,
            safetyStock: input.safetyStock,
            remarks: input.remarks,
          },
          input.initialStock ?? 0,
          principal.userId,
        );
      return partWrites.create(actor, insert, { companyId });
    },

    async updatePart(principal: UserPrincipal, actor: Actor, id: number, patch: PartUpdate) {
      const before = await loadPart(principal, id);
      if (patch.code !== undefined && (await parts.codeTaken(before.companyId, patch.code, id)))
        throw new AppError('CONFLICT', {}, 'error.partCodeTaken', 'code');
      return partWrites.update(actor, before, () => parts.update(id, patch), { companyId: before.companyId });
    },

    async removePart(principal: UserPrincipal, actor: Actor, id: number) {
      const before = await loadPart(principal, id);
      if (await parts.inUse(id)) throw new AppError('CONFLICT', {}, 'error.partInUse');
      await partWrites.remove(actor, before, () => parts.remove(id));
      return null;
    },

    /** Stock in (purchase, return) or an adjustment; 409 when an adjustment would go below zero. */
    async changeStock(principal: UserPrincipal, actor: Actor, id: number, change: StockChange) {
      const part = await loadPart(principal, id);
      const delta = stockDelta(change.type, change.quantity);
      if (delta === undefined) throw new AppError('BAD_REQUEST', {}, 'validation.partQuantity', 'quantity');
      const moved = await parts.move({
        companyId: part.companyId,
        partId: id,
        type: change.type,
        delta,
        byUserId: principal.userId,
        note: change.note,
      });
      if (!moved) throw new AppError('CONFLICT', { stock: part.stock, quantity: -delta }, 'error.partStockShort', 'quantity');
      await audit.change(actor, {
        action: `part.stock.${change.type}`,
        objectType: 'part',
        objectId: id,
        before: { stock: part.stock },
        after: { stock: moved.balance, note: change.note },
        companyId: part.companyId,
      });
      return loadPart(principal, id);
    },

    movements: (principal: UserPrincipal, query: StockMovementListQuery) => parts.movements(scopeOf(principal), query),
    allMovements: async (principal: UserPrincipal, query: StockMovementListQuery) =>
      (await parts.movements(scopeOf(principal), query, true)).items,

    listApplications: (principal: UserPrincipal, query: PartApplicationListQuery) =>
      applications.list(scopeOf(principal), query, principal.userId),

    getApplication: loadApplication,

    /** An application on an order with a repairman: by its assignee or anyone holding partsApplication add. */
    async apply(principal: UserPrincipal, actor: Actor, input: PartApplicationCreate) {
      const scope = scopeOf(principal);
      const order = await applications.order(scope, input.orderId);
      if (!order) throw new AppError('NOT_FOUND');
      if (order.assigneeId !== principal.userId && !can(principal, 'partsApplication', 'add'))
        throw new AppError('FORBIDDEN', {}, 'error.partApplicant');
      if (!mayApplyForPartsOn(order.status))
        throw new AppError('ILLEGAL_STATE', { status: order.status }, 'error.partOrderState').withLabels({
          statusLabel: `workOrder.status.${order.status}` as MessageKey,
        });
      const part = await parts.find({ kind: 'all' }, input.partId);
      if (!part || part.companyId !== order.companyId) throw new AppError('BAD_REQUEST', {}, 'error.partNotFound', 'partId');
      const id = await applications.insert({
        companyId: order.companyId,
        orderId: order.id,
        partId: part.id,
        quantity: input.quantity,
        note: input.note,
        applicantId: principal.userId,
      });
      const created = await loadApplication(principal, id);
      await audit.change(actor, {
        action: 'partApplication.create',
        objectType: 'partApplication',
        objectId: id,
        after: created,
        companyId: order.companyId,
      });
      return created;
    },

    /**
     * One action on an application: legal from its status (else 409 with that status), by someone
     * allowed (else 403), written only if nobody changed it meanwhile (else 409). Issuing also
     * takes the stock, refused with 409 when there is not enough.
     */
    async act(principal: UserPrincipal, actor: Actor, id: number, action: PartApplicationAction, note: string | null) {
      const application = await loadApplication(principal, id);
      const to = nextPartApplicationStatus(application.status, action);
      if (!to) throw illegal(application.status, action);
      const user = {
        userId: principal.userId,
        canApprove: can(principal, 'partsApplication', 'approve'),
        canIssue: can(principal, 'partsApplication', 'issue'),
      };
      const refusal = partApplicationRefusal(action, user, application);
      if (refusal === 'ownApplication') throw new AppError('FORBIDDEN', {}, 'error.partOwnApplication');
      if (refusal) throw new AppError('FORBIDDEN', {}, 'error.partApplicationActor');

      if (action === 'issue') {
        const result = await applications.issue(application, principal.userId, note);
        if (result === 'short')
          throw new AppError(
            'CONFLICT',
            { stock: (await parts.find({ kind: 'all' }, application.partId))?.stock ?? 0, quantity: application.quantity },
            'error.partStockShort',
          );
        if (result === 'conflict') throw illegal((await applications.find(scopeOf(principal), id))?.status ?? application.status, action);
      } else {
        const patch =
          action === 'cancel' ? { status: to, decisionNote: note } : { status: to, approverId: principal.userId, decisionNote: note };
        if (!(await applications.decide(id, application, patch)))
          throw illegal((await applications.find(scopeOf(principal), id))?.status ?? application.status, action);
      }
      const after = await loadApplication(principal, id);
      await audit.change(actor, {
        action: `partApplication.${action}`,
        objectType: 'partApplication',
        objectId: id,
        before: application,
        after,
        companyId: application.companyId,
      });
      return after;
    },
  };
}

export type SparePartsService = ReturnType<typeof createSparePartsService>;
