import type { FastifyRequest } from 'fastify';
import type { Actor } from '../features/audit/audit.service.js';

/** The acting user and address of a request, for the audit log. */
export function actorOf(request: FastifyRequest): Actor {
  const principal = request.principal;
  return {
    userId: principal?.userId ?? null,
    userName: principal?.userName ?? null,
    companyId: principal?.companyId ?? null,
    ip: request.ip,
  };
}
