import type { ShareObjectType } from '@fieldlink/domain';
import type { Database } from '../db/client.js';
import { authTokens, shares } from '../db/schema/index.js';
import { hashToken, newToken } from '../lib/tokens.js';

/** An open link of one project, or of another object (the matrix's share objects and its share principals' links). */
export async function insertShareLink(
  db: Database,
  companyId: number,
  objectId: number,
  expiresAt: Date,
  createdBy?: number,
  objectType: ShareObjectType = 'project',
): Promise<number> {
  const [row] = await db
    .insert(shares)
    .values({ companyId, link: newToken(), objectType, objectId, authority: 'open', expiresAt, createdBy })
    .returning({ id: shares.id });
  return row!.id;
}

/** A share token opened from a link, as `POST /share-links/open` hands it out. */
export async function insertShareToken(db: Database, shareId: number, expiresAt: Date): Promise<string> {
  const token = newToken();
  await db.insert(authTokens).values({ tokenHash: hashToken(token), kind: 'share', shareId, expiresAt, ip: '127.0.0.1' });
  return token;
}
