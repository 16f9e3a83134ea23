import { SUPER_USER_GRADE } from './grants.js';

/**
 * Which rows a user may see (row-level scoping): grade 0 sees everything; a company
 * administrator (grade 1) every row of their company; an ordinary user (grade 2) their company's
 * rows, and of project-bound rows only the projects assigned to them.
 */
export type Scope = { kind: 'all' } | { kind: 'company'; companyId: number } | { kind: 'assigned'; companyId: number; userId: number };

export const COMPANY_ADMIN_GRADE = 1;

export function scopeOf(user: { grade: number; companyId: number | null; userId: number }): Scope {
  if (user.grade === SUPER_USER_GRADE) return { kind: 'all' };
  if (user.companyId === null) return { kind: 'assigned', companyId: -1, userId: user.userId };
  if (user.grade === COMPANY_ADMIN_GRADE) return { kind: 'company', companyId: user.companyId };
  return { kind: 'assigned', companyId: user.companyId, userId: user.userId };
}

/** Whether a row of `companyId` is within the scope's company (project assignment aside). */
export function companyInScope(scope: Scope, companyId: number | null): boolean {
  return scope.kind === 'all' || (companyId !== null && scope.companyId === companyId);
}
