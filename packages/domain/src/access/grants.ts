import { DEMO_HIDDEN_PAGES, PAGES, demoRefused, whitelistOf, type PermissionKey, type Shell } from './pages.js';

export type Grants = Record<string, readonly string[]>;

/** Grade 0 is the unrestricted super user (spec §6). */
export const SUPER_USER_GRADE = 0;

export interface Principal {
  grade: number;
  demo: boolean;
  /** Merged permissions of the user's roles: page -> keys. */
  grants: Grants;
}

/** Grade 0 passes every check; anyone else needs the key on the page. */
export function can(principal: Principal, page: string, key: PermissionKey): boolean {
  if (principal.grade === SUPER_USER_GRADE) return true;
  if (principal.demo && demoRefused(page, key)) return false;
  if (key === 'view' && whitelistOf('desktop').concat(whitelistOf('mobile')).includes(page)) return true;
  return principal.grants[page]?.includes(key) ?? false;
}

/**
 * The pages a user may open: grade 0 gets every page; others get what their roles grant plus the
 * shell's default whitelist; the demo account loses the user-management pages (spec §6).
 */
export function allowedPages(principal: Principal, shell: Shell): string[] {
  const inShell = PAGES.filter((page) => page.paths[shell] !== undefined);
  if (principal.grade === SUPER_USER_GRADE) return inShell.map((page) => page.name);
  const whitelist = new Set(whitelistOf(shell));
  return inShell
    .filter((page) => whitelist.has(page.name) || (principal.grants[page.name]?.length ?? 0) > 0)
    .filter((page) => !(principal.demo && DEMO_HIDDEN_PAGES.includes(page.name)))
    .map((page) => page.name);
}

/** Page -> keys for the profile: everything for grade 0, otherwise the merged grants. */
export function effectivePermissions(principal: Principal): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const page of PAGES) {
    if (principal.demo && DEMO_HIDDEN_PAGES.includes(page.name)) continue;
    let keys =
      principal.grade === SUPER_USER_GRADE
        ? [...page.keys]
        : (principal.grants[page.name] ?? []).filter((k) => page.keys.includes(k as PermissionKey));
    if (principal.demo) keys = keys.filter((key) => !demoRefused(page.name, key));
    if (keys.length > 0) out[page.name] = [...keys];
  }
  return out;
}

/** Merges the permission maps of several roles into one. */
export function mergeGrants(roleGrants: readonly Grants[]): Grants {
  const merged: Record<string, Set<string>> = {};
  for (const grants of roleGrants) {
    for (const [page, keys] of Object.entries(grants)) {
      const set = (merged[page] ??= new Set());
      for (const key of keys) set.add(key);
    }
  }
  return Object.fromEntries(Object.entries(merged).map(([page, keys]) => [page, [...keys].sort()]));
}

/**
 * The keys in `permissions` that `granter` does not hold itself: nobody hands out more than they
 * have (grade 0 holds everything).
 */
export function ungrantable(granter: Principal, permissions: Grants): { page: string; key: string }[] {
  const out: { page: string; key: string }[] = [];
  for (const [page, keys] of Object.entries(permissions)) {
    for (const key of keys) {
      if (!can(granter, page, key as PermissionKey)) out.push({ page, key });
    }
  }
  return out;
}
