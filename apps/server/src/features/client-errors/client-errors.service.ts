import {
  CLIENT_ERROR_RATE,
  ClientErrorReportSchema,
  clientErrorFingerprint,
  SUPER_USER_GRADE,
  COMPANY_ADMIN_GRADE,
} from '@fieldlink/domain';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { UserPrincipal } from '../auth/index.js';
import type { ClientErrorQuery, ClientErrorScope, ClientErrorsRepository } from './client-errors.repository.js';
import type { SourceMapper } from './source-maps.js';

/** What became of a report: stored, dropped as malformed, or dropped over the rate limit. */
export type ReportOutcome = 'stored' | 'malformed' | 'limited';

/** Super user: every report; company administrator: the company's; anyone else granted the page: their own. */
export function clientErrorScope(principal: UserPrincipal): ClientErrorScope {
  if (principal.grade === SUPER_USER_GRADE) return { kind: 'all' };
  if (principal.grade === COMPANY_ADMIN_GRADE && principal.companyId !== null) return { kind: 'company', companyId: principal.companyId };
  return { kind: 'user', userId: principal.userId };
}

export function createClientErrorsService({
  repo,
  mapper,
  log,
  now = () => new Date(),
}: {
  repo: ClientErrorsRepository;
  mapper: SourceMapper;
  log: FastifyBaseLogger;
  now?: () => Date;
}) {
  /** Reports dropped since start, by reason (the log says each one too). */
  const dropped = { malformed: 0, limited: 0 };

  return {
    dropped,

    /**
     * Stores one report from the web app, with or without a login token. A malformed report is
     * dropped and counted; over `CLIENT_ERROR_RATE` per address or per user, the same.
     */
    async report(
      body: unknown,
      from: { principal: UserPrincipal | undefined; ip: string; userAgent: string | undefined },
    ): Promise<ReportOutcome> {
      const parsed = ClientErrorReportSchema.safeParse(body);
      if (!parsed.success) {
        dropped.malformed++;
        log.debug({ issues: parsed.error.issues.length }, 'client error report dropped: malformed');
        return 'malformed';
      }
      const at = now();
      const keys = [`client-error:ip:${from.ip}`, ...(from.principal ? [`client-error:user:${from.principal.userId}`] : [])];
      for (const key of keys) {
        if ((await repo.hitRateLimit(key, at, CLIENT_ERROR_RATE.windowMs)) > CLIENT_ERROR_RATE.perWindow) {
          dropped.limited++;
          return 'limited';
        }
      }
      const report = parsed.data;
      const stack = report.stack || undefined;
      const mappedStack = stack ? await mapper.mapStack(stack).catch(() => null) : null;
      await repo.insert({
        at,
        kind: report.kind,
        fingerprint: clientErrorFingerprint(report),
        message: report.message,
        stack: stack ?? null,
        mappedStack,
        route: report.route,
        version: report.version,
        userAgent: (report.userAgent ?? from.userAgent)?.slice(0, 400) ?? null,
        method: report.kind === 'request' ? report.method : null,
        url: report.kind === 'request' ? report.url : null,
        status: report.kind === 'request' ? report.status : null,
        userId: from.principal?.userId ?? null,
        userName: from.principal?.userName ?? null,
        companyId: from.principal?.companyId ?? null,
        ip: from.ip,
      });
      return 'stored';
    },

    list(principal: UserPrincipal, query: ClientErrorQuery) {
      return repo.list(clientErrorScope(principal), query);
    },

    groups(principal: UserPrincipal, query: ClientErrorQuery) {
      return repo.groups(clientErrorScope(principal), query);
    },

    /**
     * Deletes a group (every report of one fingerprint) once it is dealt with: administrators only, a super
     * user anywhere, a company administrator in the company's reports. None left to delete: 404.
     */
    async removeGroup(principal: UserPrincipal, fingerprint: string): Promise<{ deleted: number }> {
      const scope = clientErrorScope(principal);
      if (scope.kind === 'user') throw new AppError('FORBIDDEN');
      const deleted = await repo.removeGroup(scope, fingerprint);
      if (deleted === 0) throw new AppError('NOT_FOUND');
      return { deleted };
    },
  };
}

export type ClientErrorsService = ReturnType<typeof createClientErrorsService>;
