import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '@fieldlink/domain';
import type { Database } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';

/**
 * A company's time zone, which exports write their dates and name their files in. A caller without
 * a company (the platform's super user) reads the default zone.
 */
export function createCompanyZoneRepository(db: Database) {
  return async function companyZone(companyId: number | null): Promise<string> {
    if (companyId === null) return DEFAULT_TIME_ZONE;
    const [row] = await db.select({ timeZone: companies.timeZone }).from(companies).where(eq(companies.id, companyId));
    return row?.timeZone ?? DEFAULT_TIME_ZONE;
  };
}

export type CompanyZone = ReturnType<typeof createCompanyZoneRepository>;
