import type { Database } from '../db/client.js';
import { automationAssignments, automationTriggers, statusTables } from '../db/schema/index.js';

/** A conditional trigger on a device's point, with one assignment writing that point (the matrix's objects). */
export async function matrixAutomation(
  db: Database,
  at: { companyId: number; projectId: number; deviceId: number; pointId: number },
  name: string,
): Promise<{ trigger: number; assignment: number }> {
  const [trigger] = await db
    .insert(automationTriggers)
    .values({ ...at, name: `${name}Trigger`, condition: { op: '>', value: 1 } })
    .returning();
  const [assignment] = await db
    .insert(automationAssignments)
    .values({
      companyId: at.companyId,
      projectId: at.projectId,
      deviceId: at.deviceId,
      triggerId: trigger!.id,
      name: `${name}Assign`,
      targetPointId: at.pointId,
      source: 'constant',
      value: 1,
    })
    .returning();
  return { trigger: trigger!.id, assignment: assignment!.id };
}

/** A status table of a company (company-bound). */
export async function matrixStatusTable(db: Database, companyId: number, name: string): Promise<number> {
  const [row] = await db
    .insert(statusTables)
    .values({ companyId, name, entries: [{ value: 0, zh: name, en: name }], words: `0=${name}` })
    .returning();
  return row!.id;
}
