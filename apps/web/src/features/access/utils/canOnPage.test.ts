import { describe, expect, it } from 'vitest';
import { canOnPage } from './canOnPage';

describe('canOnPage', () => {
  const user = { grade: 2, demo: false, permissions: { personnelManagement: ['view', 'add', 'edit'] } };

  it('passes the keys the page lists and refuses the others', () => {
    expect(canOnPage(user, 'personnelManagement', 'edit')).toBe(true);
    expect(canOnPage(user, 'personnelManagement', 'delete')).toBe(false);
    expect(canOnPage(user, 'rbac_role_page', 'view')).toBe(false);
  });

  it('grade 0 passes every page and key', () => {
    const admin = { grade: 0, demo: false, permissions: {} };
    expect(canOnPage(admin, 'personnelManagement', 'delete')).toBe(true);
    expect(canOnPage(admin, 'role-permission', 'edit')).toBe(true);
  });

  it('the demo account never passes on the user-management pages', () => {
    const demo = { grade: 1, demo: true, permissions: { personnelManagement: ['view', 'delete'] } };
    expect(canOnPage(demo, 'personnelManagement', 'delete')).toBe(false);
  });

  it('no profile or an unknown key refuses', () => {
    expect(canOnPage(undefined, 'personnelManagement', 'view')).toBe(false);
    expect(canOnPage({ ...user, grade: 0 }, 'personnelManagement', 'fly')).toBe(false);
  });
});
