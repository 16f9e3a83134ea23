/**
 * The authorization matrix's world: the principals (who calls), the companies and users they are,
 * their bearer tokens, and the shape of the objects each route is tried on (`buildObjects`).
 */
import { PAGES } from '@fieldlink/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { authTokens, companies, roles, userRoles, users } from '../db/schema/index.js';
import { hashPassword } from '../lib/password.js';
import { hashToken, newToken } from '../lib/tokens.js';
import { insertShareLink, insertShareToken } from './matrix-shares.js';

/**
 * Markers in the names of objects a caller must never see. A response that contains one is a
 * leak, whatever route it came from.
 */
export const MARK = { a: 'Alphaqz', aHidden: 'Ahiddenqz', b: 'Bsecretqz' } as const;

export type PrincipalName = 'anonymous' | 'share' | 'shareScreen' | 'grade0' | 'adminA' | 'noneA' | 'narrowA' | 'adminB' | 'demo';
export const PRINCIPALS: PrincipalName[] = ['anonymous', 'share', 'shareScreen', 'demo', 'noneA', 'narrowA', 'adminB', 'adminA', 'grade0'];

export interface World {
  companyA: number;
  companyB: number;
  users: Record<
    Exclude<PrincipalName, 'anonymous' | 'share' | 'shareScreen'>,
    { id: number; grade: number; companyId: number | null; demo: boolean; grants: Record<string, string[]> }
  >;
}

const everything = Object.fromEntries(PAGES.map((page) => [page.name, [...page.keys]]));
const narrow = { item_page: ['view'], item_query: ['view'] };

/** The companies and the principals' users, created once per database. */
export async function buildWorld(db: Database): Promise<World> {
  const [a] = await db
    .insert(companies)
    .values({ name: `${MARK.a}Co` })
    .returning();
  const [b] = await db
    .insert(companies)
    .values({ name: `${MARK.b}Co` })
    .returning();
  const role = async (companyId: number, name: string, permissions: Record<string, string[]>) =>
    (await db.insert(roles).values({ companyId, name, permissions }).returning())[0]!.id;
  const roleAllA = await role(a!.id, `${MARK.a}Admin`, everything);
  const roleNarrowA = await role(a!.id, `${MARK.a}Narrow`, narrow);
  const roleAllB = await role(b!.id, `${MARK.b}Admin`, everything);
  const passwordHash = await hashPassword('Passw0rd99');
  const user = async (userName: string, grade: number, companyId: number, roleId?: number) => {
    const [row] = await db.insert(users).values({ userName, passwordHash, grade, companyId }).returning();
    if (roleId) await db.insert(userRoles).values({ userId: row!.id, roleId });
    return row!.id;
  };
  const [grade0] = await db
    .select()
    .from(users)
    .where(sql`user_name = 'admin'`);
  const [demo] = await db
    .select()
    .from(users)
    .where(sql`user_name = 'demo'`);
  const demoGrants = (
    await db
      .select()
      .from(roles)
      .where(sql`company_id = ${demo!.companyId}`)
  )[0]!.permissions;
  return {
    companyA: a!.id,
    companyB: b!.id,
    users: {
      grade0: { id: grade0!.id, grade: 0, companyId: null, demo: false, grants: {} },
      adminA: { id: await user('matrix_admin_a', 1, a!.id, roleAllA), grade: 1, companyId: a!.id, demo: false, grants: everything },
      noneA: { id: await user('matrix_none_a', 2, a!.id), grade: 2, companyId: a!.id, demo: false, grants: {} },
      narrowA: { id: await user('matrix_narrow_a', 2, a!.id, roleNarrowA), grade: 2, companyId: a!.id, demo: false, grants: narrow },
      adminB: { id: await user('matrix_admin_b', 1, b!.id, roleAllB), grade: 1, companyId: b!.id, demo: false, grants: everything },
      demo: { id: demo!.id, grade: 1, companyId: demo!.companyId, demo: true, grants: demoGrants },
    },
  };
}

/**
 * A fresh bearer token for a principal (logout and resets may have ended earlier ones). The share
 * principal holds a real share token: opened from an open link of project A (its devices and
 * views are inside; project A's other rows, the unassigned project and company B are not). The
 * screen-share principal holds one opened from a link of screen A (that screen and its data only).
 */
export async function tokenFor(db: Database, world: World, principal: PrincipalName, objects: Objects): Promise<string | undefined> {
  if (principal === 'anonymous') return undefined;
  const token = newToken();
  const expiresAt = new Date(Date.now() + 3600_000);
  if (principal === 'share')
    return insertShareToken(db, await insertShareLink(db, world.companyA, objects.project.A, expiresAt), expiresAt);
  if (principal === 'shareScreen')
    return insertShareToken(db, await insertShareLink(db, world.companyA, objects.screen.A, expiresAt, undefined, 'screen'), expiresAt);
  await db
    .insert(authTokens)
    .values({ tokenHash: hashToken(token), kind: 'login', userId: world.users[principal].id, expiresAt, ip: '127.0.0.1' });
  return token;
}

export type Owner = 'A' | 'A-unassigned' | 'B';
export type Objects = Record<
  | 'project'
  | 'role'
  | 'user'
  | 'company'
  | 'region'
  | 'notice'
  | 'device'
  | 'point'
  | 'deviceType'
  | 'projectGroup'
  | 'treeNode'
  | 'workOrder'
  | 'maintenancePlan'
  | 'alarmSource'
  | 'alarm'
  | 'part'
  | 'partApplication'
  | 'inboxEntry'
  | 'collectionTask'
  | 'report'
  | 'view'
  | 'screen'
  | 'chargingRoom'
  | 'simCard'
  | 'geofence'
  | 'simInvoice'
  | 'installment'
  | 'galleryImage'
  | 'recipe'
  | 'trigger'
  | 'assignment'
  | 'statusTable'
  | 'share'
  | 'productionMaterial'
  | 'productionTemplate'
  | 'productionTask'
  | 'xdataSource'
  | 'xdataModel'
  | 'xdataScreen'
  | 'xdataGroup',
  Record<Owner, number>
>;
