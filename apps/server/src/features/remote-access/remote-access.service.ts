import { createHash, randomBytes } from 'node:crypto';
import {
  COMMAND_TIMEOUT_MS,
  can,
  REMOTE_IDLE_TIMEOUT_MS,
  REMOTE_MAX_SESSION_MS,
  REMOTE_TICKET_LIFE_MS,
  scopeOf,
  type RemoteEndReason,
  type RemoteSession,
  type RemoteSessionListQuery,
  type RemoteTarget,
  type RemoteTargetBody,
  type RemoteTicket,
  type RemoteVia,
} from '@fieldlink/domain';
import type { WebSocket } from 'ws';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { RemoteAccessRepository, RemoteSessionRow } from './remote-access.repository.js';
import type { GatewayTunnels } from './gateway-tunnel.js';
import { startRfbProxy, tcpUpstream } from './rfb-proxy.js';

export interface RemoteAccessOptions {
  repo: RemoteAccessRepository;
  audit: AuditService;
  /** How a target `via: 'gateway'` is reached. */
  tunnels: Pick<GatewayTunnels, 'open'>;
  idleTimeoutMs?: number;
  /** How long a session may take to reach the VNC server and finish both handshakes. Default 5 s (through a gateway: its command's timeout + 2 s). */
  handshakeTimeoutMs?: number;
  maxSessionMs?: number;
  now?: () => Date;
}

const deviceNotFound = () => new AppError('NOT_FOUND');
const hashOf = (ticket: string) => createHash('sha256').update(ticket).digest('hex');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

const present = (row: RemoteSessionRow): RemoteSession => ({
  id: row.id,
  deviceId: row.deviceId,
  deviceName: row.deviceName,
  userId: row.userId,
  userName: row.userName,
  viewOnly: row.viewOnly,
  issuedAt: row.issuedAt.toISOString(),
  startedAt: iso(row.startedAt),
  endedAt: iso(row.endedAt),
  endReason: row.endReason,
  ip: row.ip,
});

/**
 * Remote HMI (spec §2 /noVnc, §7 GetNoVNCUrl, novncdeviceList). A user with `noVnc` view gets a
 * ticket for a device in their scope: 32 random bytes, only its hash stored, good for 30 s and one
 * WebSocket; view-only unless they also hold `setValue` (and did not ask for view-only). The proxy
 * reaches only the address an administrator stored for the device. Every session is a row (who,
 * device, issued, start, end, why) and an audit entry at start and end; an administrator (`delete`)
 * ends any session of their scope; a session without user input for `idleTimeoutMs` ends.
 */
export function createRemoteAccessService(options: RemoteAccessOptions) {
  const { repo, audit } = options;
  const now = options.now ?? (() => new Date());
  const idleTimeoutMs = options.idleTimeoutMs ?? REMOTE_IDLE_TIMEOUT_MS;
  const maxSessionMs = options.maxSessionMs ?? REMOTE_MAX_SESSION_MS;
  /** The sessions this process relays, by id: how to end each. */
  const live = new Map<number, { close: () => void }>();

  async function finishSession(
    session: { id: number; deviceId: number; companyId: number },
    actor: Actor,
    reason: RemoteEndReason,
    endedBy: number | null,
    detail?: string,
  ) {
    if (!(await repo.end(session.id, reason, endedBy, now()))) return;
    await audit.change(actor, {
      action: 'remoteSession.end',
      objectType: 'device',
      objectId: session.deviceId,
      after: { sessionId: session.id, reason, ...(detail ? { detail } : {}) },
      companyId: session.companyId,
    });
  }

  return {
    async devices(principal: UserPrincipal, page: number, pageSize: number) {
      return repo.devices(scopeOf(principal), page, pageSize);
    },

    async target(principal: UserPrincipal, deviceId: number): Promise<RemoteTarget> {
      const device = await repo.device(scopeOf(principal), deviceId);
      if (!device) throw deviceNotFound();
      return {
        deviceId,
        via: (device.via ?? 'direct') as RemoteVia,
        host: device.host,
        port: device.port,
        hasPassword: device.hasPassword,
        enabled: device.enabled ?? false,
      };
    },

    async saveTarget(principal: UserPrincipal, actor: Actor, deviceId: number, body: RemoteTargetBody): Promise<RemoteTarget> {
      const device = await repo.device(scopeOf(principal), deviceId);
      if (!device) throw deviceNotFound();
      const target = { via: body.via, host: body.host, port: body.port, enabled: body.enabled };
      await repo.saveTarget(deviceId, target, body.password, principal.userId);
      const after = await this.target(principal, deviceId);
      await audit.change(actor, {
        action: 'remoteTarget.save',
        objectType: 'device',
        objectId: deviceId,
        before: { via: device.via, host: device.host, port: device.port, enabled: device.enabled },
        after,
        companyId: device.companyId,
      });
      return after;
    },

    /** GetNoVNCUrl: a one-time ticket and the WebSocket address it opens. */
    async issueTicket(
      principal: UserPrincipal,
      actor: Actor,
      deviceId: number,
      wantsViewOnly: boolean,
      wsBase: string,
    ): Promise<RemoteTicket> {
      const device = await repo.device(scopeOf(principal), deviceId);
      if (!device) throw deviceNotFound();
      if (!device.host || !device.enabled) throw new AppError('CONFLICT', {}, 'error.remoteNotConfigured');
      // Through the gateway: a gateway that is offline cannot open the tunnel; say so now, not after the command's timeout.
      if (device.via === 'gateway' && device.status === 'offline') throw new AppError('CONFLICT', {}, 'error.remoteGatewayOffline');
      const mayControl = can({ grade: principal.grade, demo: principal.demo, grants: principal.grants }, 'noVnc', 'setValue');
      const viewOnly = wantsViewOnly || !mayControl;
      const ticket = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + REMOTE_TICKET_LIFE_MS);
      const sessionId = await repo.insertSession({
        companyId: device.companyId,
        deviceId,
        userId: principal.userId,
        ticketHash: hashOf(ticket),
        viewOnly,
        ip: actor.ip,
        expiresAt,
      });
      return { sessionId, url: `${wsBase}/api/v1/remote/ws?ticket=${ticket}`, ticket, expiresAt: expiresAt.toISOString(), viewOnly };
    },

    /**
     * The WebSocket with a ticket: claimed once (a second use, an expired or unknown ticket closes
     * with 4401), then relayed to the device's stored target.
     */
    async open(socket: WebSocket, ticket: string, ip: string) {
      const session = ticket ? await repo.claim(hashOf(ticket), now()) : undefined;
      if (!session) {
        socket.close(4401, 'invalid ticket');
        return;
      }
      const actor: Actor = { userId: session.userId, userName: session.userName, companyId: session.companyId, ip };
      await audit.change(actor, {
        action: 'remoteSession.start',
        objectType: 'device',
        objectId: session.deviceId,
        after: { sessionId: session.id, viewOnly: session.viewOnly },
        companyId: session.companyId,
      });
      let lastInput = Date.now();
      const started = Date.now();
      const timer = setInterval(
        () => {
          const idle = Date.now() - lastInput >= idleTimeoutMs;
          const tooLong = Date.now() - started >= maxSessionMs;
          if (!idle && !tooLong) return;
          void finishSession(session, actor, idle ? 'idle' : 'max_duration', null).finally(() => proxy.close());
        },
        Math.max(50, Math.min(5000, idleTimeoutMs / 4)),
      );
      timer.unref();
      const target = { host: session.host, port: session.port };
      const viaGateway = session.via === 'gateway';
      const proxy = startRfbProxy({
        browser: socket,
        upstream: viaGateway
          ? options.tunnels.open({ id: session.deviceId, boxId: session.boxId }, target, session.userId)
          : tcpUpstream(target.host, target.port),
        // The gateway connects on its LAN after the command reaches it: up to the command's timeout.
        connectTimeoutMs: options.handshakeTimeoutMs ?? (viaGateway ? COMMAND_TIMEOUT_MS + 2000 : undefined),
        password: session.password,
        viewOnly: session.viewOnly,
        onInput: () => {
          lastInput = Date.now();
        },
        onEnd: (reason, detail) => {
          clearInterval(timer);
          live.delete(session.id);
          void finishSession(session, actor, reason, null, detail);
        },
      });
      live.set(session.id, proxy);
    },

    async sessions(principal: UserPrincipal, query: RemoteSessionListQuery) {
      const { items, total } = await repo.sessions(scopeOf(principal), query);
      return { items: items.map(present), total };
    },

    /** An administrator ends a session (or voids a ticket not used yet). */
    async end(principal: UserPrincipal, actor: Actor, sessionId: number): Promise<RemoteSession> {
      const row = await repo.session(scopeOf(principal), sessionId);
      if (!row || row.endedAt) throw new AppError('NOT_FOUND', {}, 'error.remoteSessionNotFound');
      await repo.end(row.id, 'admin', principal.userId, now());
      await audit.change(actor, {
        action: 'remoteSession.end',
        objectType: 'device',
        objectId: row.deviceId,
        after: { sessionId: row.id, reason: 'admin', userName: row.userName },
        companyId: row.companyId,
      });
      live.get(row.id)?.close();
      return present((await repo.session(scopeOf(principal), sessionId))!);
    },

    /** The server stops: every relayed session ends. */
    stop() {
      for (const proxy of live.values()) proxy.close();
    },
  };
}

export type RemoteAccessService = ReturnType<typeof createRemoteAccessService>;
