import { checkWriteValue, NO_VALUE, scopeOf } from '@fieldlink/domain';
import { AppError } from '../../lib/app-error.js';
import type { Actor, AuditService } from '../audit/index.js';
import type { UserPrincipal } from '../auth/index.js';
import type { DevicesRepository } from '../devices/index.js';
import type { Connectivity } from './connectivity.js';
import { displayOf, liveFromStored, type LiveValue } from './telemetry.js';

const DAY_MS = 24 * 3600_000;

export function createConnectivityService({
  connectivity,
  devices,
  audit,
}: {
  connectivity: Connectivity;
  devices: DevicesRepository;
  audit: AuditService;
}) {
  const { repo, hub, commands } = connectivity;

  async function device(principal: UserPrincipal, id: number) {
    const found = await devices.find(scopeOf(principal), id);
    if (!found) throw new AppError('NOT_FOUND');
    return found;
  }

  type WritePoint = NonNullable<Awaited<ReturnType<typeof repo.point>>>;
  type WriteTarget = Awaited<ReturnType<typeof device>>;

  /** Checks a write (writable, range, device online), sends it as a command and audits it. */
  async function sendWrite(
    actor: Actor,
    point: WritePoint,
    target: WriteTarget,
    value: number | string | boolean,
    reason?: Record<string, unknown>,
  ) {
    if (!point.writable) throw new AppError('POINT_NOT_WRITABLE');
    const checked = checkWriteValue(point, value);
    if (!checked.ok) {
      if (checked.reason === 'range')
        throw new AppError('VALIDATION_FAILED', { min: checked.min, max: checked.max }, 'error.valueOutOfRange', 'value');
      throw new AppError('VALIDATION_FAILED', {}, 'error.valueNotAccepted', 'value');
    }
    if (target.status === 'offline') throw new AppError('DEVICE_OFFLINE');
    const outcome = await commands.send(
      { id: target.id, boxId: target.boxId },
      { type: 'write', point: point.name, value: checked.plc },
      { pointId: point.id, userId: actor.userId },
    );
    await audit.change(actor, {
      action: 'point.setValue',
      objectType: 'point',
      objectId: point.id,
      after: {
        ...reason,
        device: target.boxId,
        point: point.name,
        value,
        plc: checked.plc,
        commandId: outcome.commandId,
        status: outcome.status,
        error: outcome.error,
      },
      companyId: target.companyId,
    });
    return outcome;
  }

  return {
    device,

    /** Every point of a device with its newest value: this instance's live one, else the stored one. */
    async live(principal: UserPrincipal, deviceId: number) {
      await device(principal, deviceId);
      const points = await repo.pointsOf(deviceId);
      const held = hub.current(deviceId);
      const missing = points.filter((p) => !held.has(p.id)).map((p) => p.id);
      const stored = new Map((await repo.latestOf(missing)).map((row) => [row.pointId, row]));
      return points.map((point) => {
        const row = stored.get(point.id);
        const live: LiveValue | undefined = held.get(point.id) ?? (row ? liveFromStored(point, row) : undefined);
        return {
          pointId: point.id,
          name: point.name,
          value: live?.value ?? null,
          display: live ? displayOf(live) : NO_VALUE,
          unit: point.unit,
          ts: live ? new Date(live.ts).toISOString() : null,
          writable: point.writable,
          dataType: point.dataType,
          registerGroup: point.registerGroup,
          quality: live?.quality ?? ('good' as const),
        };
      });
    },

    /** A value written from the web: checked, sent to the box, answered with the box's ack or the timeout. */
    async writeValue(principal: UserPrincipal, actor: Actor, pointId: number, value: number | string | boolean) {
      const point = await repo.point(pointId);
      if (!point) throw new AppError('NOT_FOUND');
      const target = await device(principal, point.deviceId);
      return sendWrite(actor, point, target, value);
    },

    /**
     * A write made by the system on a user's behalf (an assignment when its trigger fires): the same
     * checks, command and audit as a write from the web, with `reason` (the trigger) in the audit entry.
     * A refused write (not writable, out of range, offline) is audited too and answered with its error code.
     */
    async systemWrite(actor: Actor, pointId: number, value: number, reason: Record<string, unknown>) {
      const point = await repo.point(pointId);
      const target = point ? await devices.find({ kind: 'all' }, point.deviceId) : undefined;
      if (!point || !target) return { status: 'refused' as const, error: 'NOT_FOUND' };
      try {
        return await sendWrite(actor, point, target, value, reason);
      } catch (error) {
        const code = error instanceof AppError ? error.code : 'INTERNAL';
        await audit.change(actor, {
          action: 'point.setValue',
          objectType: 'point',
          objectId: pointId,
          after: { ...reason, device: target.boxId, point: point.name, value, status: 'refused', error: code },
          companyId: target.companyId,
        });
        return { status: 'refused' as const, error: code };
      }
    },

    async statusEvents(principal: UserPrincipal, deviceId: number, from?: string, to?: string) {
      await device(principal, deviceId);
      const end = to ? new Date(to) : new Date();
      const start = from ? new Date(from) : new Date(end.getTime() - 7 * DAY_MS);
      return repo.statusEvents(deviceId, start, end);
    },

    async commands(principal: UserPrincipal, deviceId: number) {
      await device(principal, deviceId);
      return repo.commands(deviceId);
    },

    /** 24 hourly increases of a counter point on one day of the viewer's calendar. */
    async hourlyOutput(principal: UserPrincipal, deviceId: number, query: { date: string; pointId: number; utcOffsetMinutes: number }) {
      await device(principal, deviceId);
      const point = await repo.point(query.pointId);
      if (!point || point.deviceId !== deviceId) throw new AppError('NOT_FOUND');
      const from = new Date(Date.parse(`${query.date}T00:00:00Z`) - query.utcOffsetMinutes * 60_000);
      const rows = new Map(
        (await repo.hourlyIncrease(query.pointId, from)).map((r) => [Number(r.hour), r.value === null ? null : Number(r.value)]),
      );
      return Array.from({ length: 24 }, (_, hour) => ({ hour, value: rows.get(hour) ?? null }));
    },

    ingestStats: () => ({
      ...connectivity.counters(),
      ...connectivity.writer.stats(),
      pendingCommands: commands.pending(),
      listeners: hub.listenerCount(),
    }),
  };
}

export type ConnectivityService = ReturnType<typeof createConnectivityService>;
