import {
  AssessmentRuleBodySchema,
  DEFAULT_ASSESSMENT_RULE,
  can,
  scopeOf,
  scoreOrder,
  summarize,
  type AssessmentOrder,
  type AssessmentRow,
  type AssessmentRule,
  type AssessmentSearchQuery,
  type OrderRatingBody,
} from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { AssessmentRepository } from './assessment.repository.js';

export interface AssessmentResult {
  items: AssessmentRow[];
  total: number;
  orders: AssessmentOrder[];
}

/** Orders listed in a search answer at most (the export takes all). */
const BREAKDOWN_MAX = 500;

export function createAssessmentService({ repo, audit }: { repo: AssessmentRepository; audit: AuditService }) {
  /** Grade 0 names the company; everyone else reads and writes their own. */
  async function companyFor(principal: UserPrincipal, companyId: number | undefined): Promise<number> {
    if (principal.grade === 0) {
      if (companyId === undefined || !(await repo.companyExists(companyId)))
        throw new AppError('BAD_REQUEST', {}, 'validation.required', 'companyId');
      return companyId;
    }
    if (principal.companyId === null || (companyId !== undefined && companyId !== principal.companyId))
      throw new AppError('BAD_REQUEST', {}, 'validation.invalid', 'companyId');
    return principal.companyId;
  }

  async function ruleOf(companyId: number) {
    const row = await repo.rule(companyId);
    // A stored rule from an older shape falls back to the defaults rather than failing the search.
    const parsed = row ? AssessmentRuleBodySchema.safeParse(row.rule) : undefined;
    return { rule: (parsed?.success ? parsed.data : DEFAULT_ASSESSMENT_RULE) as AssessmentRule, row };
  }

  /** Every completed order of the period scored by its company's rule, and the per-technician totals. */
  async function assess(principal: UserPrincipal, query: Omit<AssessmentSearchQuery, 'page' | 'pageSize' | 'keyword'>, all = false) {
    const rows = await repo.completedOrders(scopeOf(principal), query);
    const companyIds = [...new Set(rows.map((row) => row.companyId))];
    const stored = new Map((await repo.rules(companyIds)).map((row) => [row.companyId, row.rule]));
    const rules = new Map(
      companyIds.map((id) => {
        const parsed = AssessmentRuleBodySchema.safeParse(stored.get(id));
        return [id, (parsed.success ? parsed.data : DEFAULT_ASSESSMENT_RULE) as AssessmentRule];
      }),
    );
    const orders: AssessmentOrder[] = rows.map((row) => ({
      orderId: row.orderId,
      number: row.number,
      userId: row.userId,
      userName: row.userName,
      kind: row.kind,
      nature: row.nature,
      dueDate: row.dueDate,
      completedAt: row.completedAt,
      stars: row.stars,
      comment: row.comment,
      ...scoreOrder(rules.get(row.companyId)!, row),
    }));
    const byUser = new Map<number, AssessmentOrder[]>();
    for (const order of orders) byUser.set(order.userId, [...(byUser.get(order.userId) ?? []), order]);
    const items: AssessmentRow[] = [...byUser.entries()]
      .map(([userId, list]) => ({
        userId,
        userName: list[0]!.userName,
        ...summarize(list.map((order) => ({ stars: order.stars, score: order }))),
      }))
      .sort((a, b) => b.points - a.points || a.userName.localeCompare(b.userName));
    return { items, orders: all ? orders : orders.slice(-BREAKDOWN_MAX).reverse() };
  }

  return {
    async rule(principal: UserPrincipal, companyId: number | undefined) {
      const id = await companyFor(principal, companyId);
      const { rule, row } = await ruleOf(id);
      return { ...rule, companyId: id, saved: row !== undefined, updatedAt: row?.updatedAt ?? null };
    },

    async saveRule(principal: UserPrincipal, actor: Actor, input: AssessmentRule & { companyId?: number | undefined }) {
      const { companyId: requested, ...rule } = input;
      const companyId = await companyFor(principal, requested);
      const before = await repo.rule(companyId);
      const row = await repo.saveRule(companyId, rule, principal.userId);
      await audit.change(actor, {
        action: 'assessmentRule.update',
        objectType: 'assessmentRule',
        objectId: companyId,
        before: before?.rule ?? null,
        after: rule,
        companyId,
      });
      return { ...rule, companyId, saved: true, updatedAt: row.updatedAt };
    },

    async search(principal: UserPrincipal, query: AssessmentSearchQuery): Promise<AssessmentResult> {
      const { items, orders } = await assess(principal, query);
      const start = (query.page - 1) * query.pageSize;
      return { items: items.slice(start, start + query.pageSize), total: items.length, orders };
    },

    /** Everything of the period, for the export. */
    all: (principal: UserPrincipal, query: AssessmentSearchQuery) => assess(principal, query, true),

    /** The caller's own scores (the mobile list): no permission beyond being signed in. */
    async mine(principal: UserPrincipal, query: { from: string; to: string }): Promise<AssessmentResult> {
      const { items, orders } = await assess(principal, { ...query, userId: principal.userId });
      return { items, total: items.length, orders };
    },

    async rating(principal: UserPrincipal, orderId: number) {
      if (!(await repo.order(scopeOf(principal), orderId))) throw new AppError('NOT_FOUND');
      return repo.rating(orderId);
    },

    /**
     * The customer's rating of a completed order: by its creator (who asked for the repair), an
     * administrator, or whoever may edit orders; never by the repairman who did the work.
     */
    async rate(principal: UserPrincipal, actor: Actor, orderId: number, body: OrderRatingBody) {
      const order = await repo.order(scopeOf(principal), orderId);
      if (!order) throw new AppError('NOT_FOUND');
      const allowed =
        order.assigneeId !== principal.userId &&
        (order.creatorId === principal.userId || principal.grade <= 1 || can(principal, 'orderReview', 'edit'));
      if (!allowed) throw new AppError('FORBIDDEN', {}, 'error.ratingActor');
      if (order.status !== 'completed') throw new AppError('ILLEGAL_STATE', { status: order.status }, 'error.ratingOrderState');
      const before = await repo.rating(orderId);
      await repo.saveRating({ orderId, companyId: order.companyId, stars: body.stars, comment: body.comment, ratedById: principal.userId });
      const after = await repo.rating(orderId);
      await audit.change(actor, {
        action: 'workOrder.rate',
        objectType: 'workOrder',
        objectId: orderId,
        before,
        after,
        companyId: order.companyId,
      });
      return after!;
    },
  };
}

export type AssessmentService = ReturnType<typeof createAssessmentService>;
