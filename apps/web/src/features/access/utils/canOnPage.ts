import { can, isPermissionKey, type Profile } from '@fieldlink/domain';

export type PermissionSubject = Pick<Profile, 'grade' | 'demo' | 'permissions'>;

/**
 * Whether the signed-in user holds `key` on `page` (spec §6): grade 0 passes everything, others
 * need the key in the profile's permission list for the page. No profile yet: nothing passes.
 */
export function canOnPage(profile: PermissionSubject | undefined, page: string, key: string): boolean {
  if (!profile || !isPermissionKey(key)) return false;
  return can({ grade: profile.grade, demo: profile.demo, grants: profile.permissions }, page, key);
}
