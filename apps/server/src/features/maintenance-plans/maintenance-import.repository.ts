import { and, eq, inArray } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { maintenanceJobs, maintenancePlans, projects, userProjects } from '../../db/schema/index.js';
import type { JobInsert, PlanInsert } from './maintenance-plans.repository.js';
import { projectScopeCondition } from '../../db/sql.js';

export interface ImportedPlan {
  projectName: string;
  plan: Omit<PlanInsert, 'projectId'>;
  jobs: JobInsert[];
}

/** The SQL of the maintenance import: projects by name, and everything written in one transaction. */
export function createMaintenanceImportRepository(db: Database) {
  return {
    /** The company's projects with these names that the scope sees (old projects). */
    async projectsByName(scope: Scope, companyId: number, names: string[]): Promise<Map<string, number>> {
      if (names.length === 0) return new Map();
      const rows = await db
        .select({ id: projects.id, name: projects.name })
        .from(projects)
        .where(and(projectScopeCondition(db, scope), eq(projects.companyId, companyId), inArray(projects.name, names)));
      return new Map(rows.map((row) => [row.name, row.id]));
    },

    /** The company's projects with these names, seen or not (a new project may not repeat one). */
    async takenNames(companyId: number, names: string[]): Promise<Set<string>> {
      if (names.length === 0) return new Set();
      const rows = await db
        .select({ name: projects.name })
        .from(projects)
        .where(and(eq(projects.companyId, companyId), inArray(projects.name, names)));
      return new Set(rows.map((row) => row.name));
    },

    /** New projects (assigned to `assignTo` when given), then every plan with its jobs: all or nothing. */
    async importAll(
      companyId: number,
      newProjects: { name: string; location: string }[],
      existing: Map<string, number>,
      plans: ImportedPlan[],
      assignTo: number | null,
    ): Promise<{ projects: number; plans: number }> {
      return db.transaction(async (tx) => {
        const ids = new Map(existing);
        for (const project of newProjects) {
          const [row] = await tx
            .insert(projects)
            .values({ companyId, name: project.name, location: project.location })
            .returning({ id: projects.id });
          ids.set(project.name, row!.id);
          if (assignTo !== null) await tx.insert(userProjects).values({ userId: assignTo, projectId: row!.id });
        }
        for (const { projectName, plan, jobs } of plans) {
          const [row] = await tx
            .insert(maintenancePlans)
            .values({ ...plan, projectId: ids.get(projectName)! })
            .returning({ id: maintenancePlans.id });
          if (jobs.length > 0) await tx.insert(maintenanceJobs).values(jobs.map((job) => ({ ...job, planId: row!.id })));
        }
        return { projects: newProjects.length, plans: plans.length };
      });
    },
  };
}

export type MaintenanceImportRepository = ReturnType<typeof createMaintenanceImportRepository>;
