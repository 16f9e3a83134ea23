import type { ShareObjectType } from '@fieldlink/domain';

/** Who is calling: resolved from the bearer token on every request that has one. */
export interface UserPrincipal {
  kind: 'user';
  tokenId: number;
  userId: number;
  userName: string;
  grade: number;
  companyId: number | null;
  demo: boolean;
  grants: Record<string, readonly string[]>;
}

/**
 * A share token's holder (whoever opened a share link): no user, no grants; it reads the routes
 * that declare a `share` target, and only inside its link's object (plugins/access.ts).
 */
export interface SharePrincipal {
  kind: 'share';
  tokenId: number;
  shareId: number;
  companyId: number;
  objectType: ShareObjectType;
  objectId: number;
}
