import { formatMessage, fromWallTime, type Language, type MaintenanceImportQuery } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import { scopeOf } from '@fieldlink/domain';
import { readMaintenanceWorkbook, type RowIssue } from './maintenance-import.excel.js';
import type { ImportedPlan, MaintenanceImportRepository } from './maintenance-import.repository.js';
import type { MaintenancePlansRepository } from './maintenance-plans.repository.js';
import { armFrom } from './maintenance-plans.service.js';

/** "YYYY-MM-DD HH:mm[:ss]" on the company's clocks, as an instant (the row schema checked the form). */
function wallInstant(text: string, zone: string): Date {
  const [year, month, day, hour, minute, second = 0] = text.match(/\d+/g)!.map(Number) as number[];
  return fromWallTime({ year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second, millisecond: 0 }, zone);
}

/**
 * Project import for maintenance: new projects with their plans, or plans on old projects, from
 * one sheet. Every row is checked first; one bad row rejects the file and nothing changes.
 */
export function createMaintenanceImportService({
  repo,
  plans,
  audit,
  now = () => new Date(),
}: {
  repo: MaintenanceImportRepository;
  plans: Pick<MaintenancePlansRepository, 'companyTimeZone'>;
  audit: AuditService;
  now?: () => Date;
}) {
  return {
    async importPlans(principal: UserPrincipal, actor: Actor, query: MaintenanceImportQuery, data: Buffer, language: Language) {
      const companyId = principal.grade === 0 ? (query.companyId ?? principal.companyId) : principal.companyId;
      if (companyId === null) throw new AppError('BAD_REQUEST', {}, 'error.companyRequired', 'companyId');
      const { rows, rejected } = await readMaintenanceWorkbook(data, language);
      const names = [...new Set(rows.map((row) => row.projectName))];
      const reject = (rowNumber: number, path: string, key: Parameters<typeof formatMessage>[1], params: Record<string, string> = {}) =>
        rejected.push({ path: `row ${rowNumber}.${path}`, message: formatMessage(language, key, params) } satisfies RowIssue);

      const existing = query.mode === 'old' ? await repo.projectsByName(scopeOf(principal), companyId, names) : new Map<string, number>();
      const taken = query.mode === 'new' ? await repo.takenNames(companyId, names) : new Set<string>();
      const locations = new Map<string, string>();
      for (const row of rows) {
        if (query.mode === 'old') {
          if (!existing.has(row.projectName)) reject(row.rowNumber, 'projectName', 'error.importProjectUnknown', { name: row.projectName });
          continue;
        }
        if (taken.has(row.projectName)) reject(row.rowNumber, 'projectName', 'error.importProjectExists', { name: row.projectName });
        else if (!row.location) reject(row.rowNumber, 'location', 'validation.required');
        else if (locations.has(row.projectName) && locations.get(row.projectName) !== row.location)
          reject(row.rowNumber, 'location', 'error.importDifferentLocation', { name: row.projectName });
        else locations.set(row.projectName, row.location);
      }
      if (rejected.length) throw new AppError('VALIDATION_FAILED', { rows: rejected.length }, 'error.importRows', undefined, rejected);
      if (!rows.length) throw new AppError('BAD_REQUEST', {}, 'validation.selectOne');

      const zone = await plans.companyTimeZone(companyId);
      const at = now();
      const imported: ImportedPlan[] = rows.map((row) => {
        const calendar = {
          name: row.name,
          type: row.type,
          warrantyTime: row.warrantyTime,
          warrantyUnit: row.warrantyUnit,
          cycle: row.cycle,
          cycleUnit: row.cycleUnit,
          startTime: wallInstant(row.startTime, zone),
          advanceNotice: row.advanceNotice,
          phone: row.phone,
          stopOnWarrantyEnd: row.stopOnWarrantyEnd ?? false,
        };
        const armed = armFrom(calendar, at, zone);
        return {
          projectName: row.projectName,
          plan: {
            ...calendar,
            companyId,
            creatorId: principal.userId,
            ...('stop' in armed
              ? { nextIndex: null, nextTime: null, stoppedAt: at, stopReason: armed.stop }
              : { nextIndex: armed.nextIndex, nextTime: armed.nextTime }),
          },
          jobs: 'stop' in armed ? [] : armed.jobs,
        };
      });
      const newProjects = [...locations].map(([name, location]) => ({ name, location }));
      const result = await repo.importAll(companyId, newProjects, existing, imported, principal.grade >= 2 ? principal.userId : null);
      await audit.change(actor, {
        action: `maintenancePlan.import.${query.mode}`,
        objectType: 'company',
        objectId: companyId,
        after: result,
        companyId,
      });
      return result;
    },
  };
}

export type MaintenanceImportService = ReturnType<typeof createMaintenanceImportService>;
