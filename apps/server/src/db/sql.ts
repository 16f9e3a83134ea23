import { and, eq, exists, type SQL } from 'drizzle-orm';
import type { Scope } from '@fieldlink/domain';
import type { Database } from './client.js';
import { projects, userProjects } from './schema/index.js';

/** A user's text inside a LIKE / ILIKE pattern, matched literally (`%`, `_` and `\` escaped). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * The rows of `projects` a scope may see, shared by every project-bound query (join `projects`):
 * everything (grade 0), the company's projects (grade 1), or the company's projects assigned to the
 * user (grade 2).
 */
export function projectScopeCondition(db: Database, scope: Scope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  const company = eq(projects.companyId, scope.companyId);
  if (scope.kind === 'company') return company;
  const assigned = exists(
    db
      .select({ one: userProjects.projectId })
      .from(userProjects)
      .where(and(eq(userProjects.projectId, projects.id), eq(userProjects.userId, scope.userId))),
  );
  return and(company, assigned);
}
