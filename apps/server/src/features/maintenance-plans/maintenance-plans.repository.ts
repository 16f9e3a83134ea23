import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  type MaintenanceOrderListQuery,
  type MaintenancePlanListQuery,
  type MaintenanceStopReason,
  type Scope,
  type WorkOrderStatus,
} from '@fieldlink/domain';
import { openWorkOrder } from '../work-orders/index.js';
import type { Database } from '../../db/client.js';
import {
  companies,
  maintenanceJobs,
  maintenancePlans,
  projects,
  userProjects,
  users,
  workOrders,
  type MaintenanceJobKind,
} from '../../db/schema/index.js';
import { escapeLike, projectScopeCondition, countedPage, countThroughProject } from '../../db/sql.js';

export type PlanRow = typeof maintenancePlans.$inferSelect;
export type PlanInsert = Omit<typeof maintenancePlans.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type JobRow = typeof maintenanceJobs.$inferSelect;
export interface JobInsert {
  kind: MaintenanceJobKind;
  occurrenceAt: Date;
  dueAt: Date;
}
/** A plan as read for an answer: with its project's name, the company's zone and its open order. */
export interface PlanView extends PlanRow {
  projectName: string;
  timeZone: string;
  openOrderStatus: WorkOrderStatus | null;
}

/** What the scheduler decided for one claimed job, carried out in the claim's transaction. */
export interface JobDecision {
  outcome: 'opened' | 'duplicate' | 'notified' | 'skipped';
  /** Open this maintenance order (ON CONFLICT on (plan, planDueAt) does nothing). */
  openOrder?: {
    companyId: number;
    projectId: number;
    deviceId: number | null;
    /** The plan's technician: the order opens dispatched to them. */
    assigneeId: number | null;
    problem: string;
    contactName: string;
    contactPhone: string;
    dueDate: string;
    creatorId: number | null;
    planDueAt: Date;
  };
  /** Move the plan on: its next occurrence and jobs, or stop it. */
  advance?: { nextIndex: number; nextTime: Date; jobs: JobInsert[] } | { stop: MaintenanceStopReason };
}

export function createMaintenancePlansRepository(db: Database) {
  const openOrderStatus = sql<WorkOrderStatus | null>`(select ${workOrders.status} from ${workOrders}
    where ${workOrders.maintenancePlanId} = ${maintenancePlans.id} and ${workOrders.status} not in ('completed', 'cancelled')
      and ${workOrders.deletedAt} is null
    order by ${workOrders.planDueAt} desc limit 1)`;
  const viewColumns = {
    plan: maintenancePlans,
    projectName: projects.name,
    timeZone: companies.timeZone,
    openOrderStatus,
  };
  const toView = (row: { plan: PlanRow; projectName: string; timeZone: string; openOrderStatus: WorkOrderStatus | null }): PlanView => ({
    ...row.plan,
    projectName: row.projectName,
    timeZone: row.timeZone,
    openOrderStatus: row.openOrderStatus,
  });
  const views = () =>
    db
      .select(viewColumns)
      .from(maintenancePlans)
      .innerJoin(projects, eq(projects.id, maintenancePlans.projectId))
      .innerJoin(companies, eq(companies.id, maintenancePlans.companyId));

  const insertJobs = async (tx: Pick<Database, 'insert'>, planId: number, jobs: JobInsert[]) => {
    if (jobs.length > 0)
      await tx
        .insert(maintenanceJobs)
        .values(jobs.map((job) => ({ ...job, planId })))
        .onConflictDoNothing();
  };

  return {
    /** Every plan the scope sees that matches the filters (a company's plans are few; the service pages after deriving states). */
    async list(scope: Scope, query: MaintenancePlanListQuery): Promise<PlanView[]> {
      const where: (SQL | undefined)[] = [projectScopeCondition(db, scope)];
      if (query.projectId) where.push(eq(maintenancePlans.projectId, query.projectId));
      if (query.companyId) where.push(eq(maintenancePlans.companyId, query.companyId));
      if (query.type) where.push(eq(maintenancePlans.type, query.type));
      if (query.keyword) where.push(ilike(maintenancePlans.name, `%${escapeLike(query.keyword)}%`));
      const rows = await views()
        .where(and(...where))
        .orderBy(desc(maintenancePlans.id));
      return rows.map(toView);
    },

    async find(scope: Scope, id: number): Promise<PlanView | undefined> {
      const [row] = await views().where(and(projectScopeCondition(db, scope), eq(maintenancePlans.id, id)));
      return row ? toView(row) : undefined;
    },

    async companyTimeZone(companyId: number): Promise<string> {
      const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
      return row?.timeZone ?? 'Asia/Shanghai';
    },

    /** A new plan and the jobs of its first occurrence, together. */
    async insert(values: PlanInsert, jobs: JobInsert[]): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(maintenancePlans).values(values).returning({ id: maintenancePlans.id });
        await insertJobs(tx, row!.id, jobs);
        return row!.id;
      });
    },

    /** Rewrite a plan (edit, start, stop): its pending jobs are replaced by `jobs`. */
    async update(id: number, patch: Partial<PlanInsert>, jobs: JobInsert[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx
          .update(maintenancePlans)
          .set({ ...patch, updatedAt: new Date() })
          .where(eq(maintenancePlans.id, id));
        await tx.delete(maintenanceJobs).where(and(eq(maintenanceJobs.planId, id), isNull(maintenanceJobs.doneAt)));
        await insertJobs(tx, id, jobs);
      });
    },

    async delete(id: number): Promise<void> {
      await db.delete(maintenancePlans).where(eq(maintenancePlans.id, id));
    },

    /**
     * Claim the oldest due job no other instance holds (`FOR UPDATE SKIP LOCKED`), carry out what
     * `decide` says for it, and mark it done, all in one transaction. Undefined when nothing is due.
     */
    async runDueJob(
      now: Date,
      instanceId: string,
      decide: (job: JobRow, plan: PlanRow, timeZone: string) => JobDecision,
    ): Promise<{ job: JobRow; plan: PlanRow; decision: JobDecision; orderId: number | null } | undefined> {
      return db.transaction(async (tx) => {
        const [job] = await tx
          .select()
          .from(maintenanceJobs)
          .where(and(isNull(maintenanceJobs.doneAt), lte(maintenanceJobs.dueAt, now)))
          .orderBy(asc(maintenanceJobs.dueAt), asc(maintenanceJobs.id))
          .limit(1)
          .for('update', { skipLocked: true });
        if (!job) return undefined;
        const [found] = await tx
          .select({ plan: maintenancePlans, timeZone: companies.timeZone })
          .from(maintenancePlans)
          .innerJoin(companies, eq(companies.id, maintenancePlans.companyId))
          .where(eq(maintenancePlans.id, job.planId))
          .for('update', { of: maintenancePlans });
        const plan = found!.plan;
        const decision = decide(job, plan, found!.timeZone);
        let orderId: number | null = null;
        if (decision.openOrder) {
          const order = decision.openOrder;
          // The plan names its technician: the order goes straight to them, as its creator's dispatch.
          const row = await openWorkOrder(
            tx,
            { ...order, nature: 'maintenance', kind: 'maintenance', source: 'plan', maintenancePlanId: plan.id },
            {
              byUserId: null,
              now,
              skipDuplicate: { target: [workOrders.maintenancePlanId, workOrders.planDueAt] },
              ...(order.assigneeId ? { dispatchedBy: order.creatorId ?? null } : {}),
            },
          );
          if (row) {
            orderId = row.id;
          } else decision.outcome = 'duplicate';
        }
        if (decision.advance) {
          if ('stop' in decision.advance) {
            await tx
              .update(maintenancePlans)
              .set({ nextIndex: null, nextTime: null, stoppedAt: now, stopReason: decision.advance.stop, updatedAt: new Date() })
              .where(eq(maintenancePlans.id, plan.id));
          } else {
            await tx
              .update(maintenancePlans)
              .set({ nextIndex: decision.advance.nextIndex, nextTime: decision.advance.nextTime, updatedAt: new Date() })
              .where(eq(maintenancePlans.id, plan.id));
            await insertJobs(tx, plan.id, decision.advance.jobs);
          }
        }
        await tx
          .update(maintenanceJobs)
          .set({ doneAt: now, claimedBy: instanceId, claimedAt: now, outcome: decision.outcome })
          .where(eq(maintenanceJobs.id, job.id));
        return { job, plan, decision, orderId };
      });
    },

    /** Who hears about a plan: the project's assigned users, the company's administrators, and the user with the plan's phone. */
    async recipients(plan: Pick<PlanRow, 'companyId' | 'projectId' | 'phone'>): Promise<number[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.companyId, plan.companyId),
            eq(users.disabled, false),
            or(
              eq(users.grade, 1),
              eq(users.phone, plan.phone),
              inArray(
                users.id,
                db.select({ id: userProjects.userId }).from(userProjects).where(eq(userProjects.projectId, plan.projectId)),
              ),
            ),
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Maintenance orders (kind maintenance) the scope sees: all, the caller's, or the submitted (completed) ones. */
    async orders(scope: Scope, query: MaintenanceOrderListQuery, callerId: number) {
      const where: (SQL | undefined)[] = [projectScopeCondition(db, scope), eq(workOrders.kind, 'maintenance')];
      if (query.view === 'mine') where.push(eq(workOrders.assigneeId, callerId));
      if (query.view === 'submitted') where.push(eq(workOrders.status, 'completed'));
      if (query.projectId) where.push(eq(workOrders.projectId, query.projectId));
      if (query.companyId) where.push(eq(workOrders.companyId, query.companyId));
      if (query.planId) where.push(eq(workOrders.maintenancePlanId, query.planId));
      if (query.keyword) {
        const like = `%${escapeLike(query.keyword)}%`;
        where.push(or(ilike(workOrders.number, like), ilike(workOrders.problem, like)));
      }
      const condition = and(...where);
      const from = () =>
        db
          .select({
            id: workOrders.id,
            number: workOrders.number,
            status: workOrders.status,
            projectId: workOrders.projectId,
            projectName: projects.name,
            planId: workOrders.maintenancePlanId,
            planName: maintenancePlans.name,
            planDueAt: workOrders.planDueAt,
            problem: workOrders.problem,
            contactPhone: workOrders.contactPhone,
            assigneeId: workOrders.assigneeId,
            assigneeName: users.userName,
            solution: workOrders.solution,
            completedAt: workOrders.completedAt,
            createdAt: workOrders.createdAt,
          })
          .from(workOrders)
          .innerJoin(projects, eq(projects.id, workOrders.projectId))
          .leftJoin(maintenancePlans, eq(maintenancePlans.id, workOrders.maintenancePlanId))
          .leftJoin(users, eq(users.id, workOrders.assigneeId));
      return countedPage(query, countThroughProject(db, workOrders, condition), ({ limit, offset }) =>
        from().where(condition).orderBy(desc(workOrders.planDueAt), desc(workOrders.id)).limit(limit).offset(offset),
      );
    },

    /** The plan's orders, oldest plan time first (tests and the plan's detail). */
    async ordersOfPlan(planId: number) {
      return db
        .select({
          id: workOrders.id,
          planDueAt: workOrders.planDueAt,
          status: workOrders.status,
          kind: workOrders.kind,
          source: workOrders.source,
        })
        .from(workOrders)
        .where(eq(workOrders.maintenancePlanId, planId))
        .orderBy(asc(workOrders.planDueAt));
    },

    /** Jobs still to run for some plans (tests, diagnostics). */
    async pendingJobs(planId: number) {
      return db
        .select()
        .from(maintenanceJobs)
        .where(and(eq(maintenanceJobs.planId, planId), isNull(maintenanceJobs.doneAt)))
        .orderBy(asc(maintenanceJobs.dueAt));
    },

    /** Whether an order is a maintenance order in the scope. */
    async isMaintenanceOrder(orderId: number): Promise<boolean> {
      const [row] = await db.select({ kind: workOrders.kind }).from(workOrders).where(eq(workOrders.id, orderId));
      return row?.kind === 'maintenance';
    },

    /** The maintenance plans of one project (the configuration hub). */
    async countOfProject(projectId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(maintenancePlans).where(eq(maintenancePlans.projectId, projectId));
      return row?.n ?? 0;
    },
  };
}

export type MaintenancePlansRepository = ReturnType<typeof createMaintenancePlansRepository>;
