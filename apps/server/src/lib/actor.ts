import type { FastifyRequest } from 'fastify';

/** Who acted and from where; taken from the request by `actorOf`. */
export interface Actor {
  userId: number | null;
  userName: string | null;
  companyId: number | null;
  ip: string;
}

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
