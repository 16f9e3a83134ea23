import type { Logger } from 'pino';
import type { AlarmInsert, AlarmRow, AlarmsRepository } from './alarms.repository.js';

const RESERVE_BATCH = 16;
const RESERVE_LOW = 4;

/**
 * Alarm ids taken ahead from the alarms' sequence, so a raise's frame can leave before its row is
 * written (the frame carries the id the row will have). Refilled in the background when it runs low;
 * empty only before the first refill has answered.
 */
export function createAlarmIdReserve(repo: Pick<AlarmsRepository, 'reserveAlarmIds'>, log: Logger) {
  /** Used from the end. */
  const ids: number[] = [];
  let refilling: Promise<void> | undefined;

  function keepFilled() {
    if (ids.length >= RESERVE_LOW) return;
    refilling ??= repo
      .reserveAlarmIds(RESERVE_BATCH)
      .then((taken) => void ids.unshift(...taken.reverse()))
      .catch((error: Error) => log.error({ err: error.message }, 'alarm ids not reserved'))
      .finally(() => (refilling = undefined));
  }

  return {
    keepFilled,
    /** An id for a raise told before it is written, or undefined when none is in reserve. */
    take(): number | undefined {
      const id = ids.pop();
      keepFilled();
      return id;
    },
    idle: () => refilling,
  };
}

/** The row a raise will write, as its frame shows it before the write. */
export function announcedRow(id: number, insert: AlarmInsert): AlarmRow {
  return {
    ...insert,
    id,
    sourceId: insert.sourceId ?? null,
    geofenceId: insert.geofenceId ?? null,
    value: insert.value ?? null,
    recorded: insert.recorded ?? [],
    raisedAt: insert.raisedAt ?? new Date(),
    state: 'active',
    acknowledgedAt: null,
    acknowledgedBy: null,
    clearedAt: null,
    clearedBy: null,
    workOrderId: null,
  };
}
