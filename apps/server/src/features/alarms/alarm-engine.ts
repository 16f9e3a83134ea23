import {
  alarmTexts,
  geofenceAlarmTexts,
  evaluateSource,
  recordedText,
  initialSourceState,
  pointsOfCondition,
  type AlarmLevel,
  type EvaluatedSource,
  type GeofenceAlarm,
  type Language,
  type ReadingPoint,
  type RecordedValue,
  type SourceState,
} from '@fieldlink/domain';
import type { Logger } from 'pino';
import type { LiveHub } from '../connectivity/index.js';
import { numericValuesOf, type LiveValue } from '../connectivity/index.js';
import type { Notifier } from '../notifications/index.js';
import { createSerialQueues } from '../../lib/serial-queues.js';
import { announcedRow, createAlarmIdReserve } from './alarm-id-reserve.js';
import { alarmEventOf } from './alarm-presenter.js';
import type { AlarmInsert, AlarmRow, AlarmSourceRow, AlarmWorkOrder, AlarmsRepository, RaisedAlarm } from './alarms.repository.js';

/** The device a sample came from, as ingest knows it. */
export interface ObservedDevice {
  id: number;
  companyId: number;
  projectId: number;
}

interface LiveSource {
  row: AlarmSourceRow;
  rule: EvaluatedSource;
  state: SourceState;
  /** Points the condition reads. */
  reads: number[];
}

interface DeviceSources {
  loadedAt: number;
  sources: LiveSource[];
  byPoint: Map<number, LiveSource[]>;
  names: Map<number, ReadingPoint & { name: string }>;
}

export interface AlarmEngineOptions {
  repo: AlarmsRepository;
  hub: LiveHub;
  notifier: Notifier;
  log: Logger;
  /**
   * A raise opened its repair order (only the instance whose transaction created it): announce it
   * like a new repair request. Awaited in the source's write queue, so `idle()` covers it.
   */
  orderOpened?: (orderId: number) => Promise<void>;
  /** Sources are read again after this long (changes made on another instance). */
  reloadMs?: number;
  now?: () => number;
}

const dayStart = (ms: number) => new Date(`${new Date(ms).toISOString().slice(0, 10)}T00:00:00Z`);

/**
 * Alarm evaluation beside ingest: every stored sample of a device with alarm sources is checked in
 * memory (sources loaded per device on first use, again after a change or `reloadMs`); raising and
 * clearing are written asynchronously, one after another per source, so ingest never waits. The
 * partial unique index on open alarms keeps one alarm per source even across instances.
 */
export function createAlarmEngine({ repo, hub, notifier, log, orderOpened, reloadMs = 30_000, now = Date.now }: AlarmEngineOptions) {
  const devices = new Map<number, DeviceSources>();
  const loading = new Map<number, Promise<DeviceSources | undefined>>();
  /** Devices whose sources changed and are being read again: their samples wait for the new set. */
  const reloading = new Map<number, Promise<unknown>>();
  /** Alarm ids taken ahead from the sequence, for frames that leave before their row. */
  const reserve = createAlarmIdReserve(repo, log);
  /** The notifier's work on raised and settled alarms: nobody waits for it but `idle()`. */
  const notifying = new Set<Promise<void>>();
  function pending(work: Promise<void>, failed: (error: Error) => void) {
    const tracked = work.catch(failed).finally(() => notifying.delete(tracked));
    notifying.add(tracked);
  }
  /** Writes of each source's alarm, one after another (raise before clear), kept across reloads of its device. */
  const sourceWrites = createSerialQueues<number>((sourceId, error) => log.error({ err: error.message, sourceId }, 'alarm not written'));
  /** The same for each geofence's alarm. */
  const fenceWrites = createSerialQueues<number>((geofenceId, error) =>
    log.error({ err: error.message, geofenceId }, 'geofence alarm not written'),
  );

  async function load(deviceId: number, previous?: DeviceSources): Promise<DeviceSources | undefined> {
    const at = now();
    const { sources, open, today } = await repo.evaluationOf(deviceId, dayStart(at));
    const openBySource = new Set(open.map((a) => a.sourceId));
    const todayBySource = new Map(today.map((t) => [t.sourceId, t.n]));
    const kept = new Map(previous?.sources.map((s) => [s.row.id, s]));
    const day = new Date(at).toISOString().slice(0, 10);
    const live: LiveSource[] = sources.map((row) => {
      const old = kept.get(row.id);
      const state: SourceState = {
        ...(old?.state ?? initialSourceState()),
        active: openBySource.has(row.id),
        ...(old ? {} : { day, raisedToday: todayBySource.get(row.id) ?? 0 }),
      };
      return {
        row,
        rule: {
          pointId: row.pointId,
          condition: row.condition,
          deadband: row.deadband,
          minDurationMs: row.minDurationMs,
          maxCount: row.maxCountEnabled ? row.maxCount : null,
        },
        state,
        reads: pointsOfCondition(row.condition, row.pointId),
      };
    });
    const byPoint = new Map<number, LiveSource[]>();
    for (const source of live)
      for (const pointId of source.reads) {
        const list = byPoint.get(pointId) ?? [];
        list.push(source);
        byPoint.set(pointId, list);
      }
    const wanted = new Set(live.flatMap((s) => [s.row.pointId, ...s.reads, ...s.row.recordedPointIds]));
    const names = new Map((await repo.pointNames([...wanted])).map(({ id, ...point }) => [id, point]));
    const entry = { loadedAt: at, sources: live, byPoint, names };
    // A device that can raise: have ids in reserve before its first alarm.
    if (live.length > 0) reserve.keepFilled();
    devices.set(deviceId, entry);
    return entry;
  }

  function ensure(deviceId: number): Promise<DeviceSources | undefined> {
    let pending = loading.get(deviceId);
    if (!pending) {
      pending = load(deviceId, devices.get(deviceId)).finally(() => loading.delete(deviceId));
      loading.set(deviceId, pending);
    }
    return pending;
  }

  const valuesOf = (deviceId: number, incoming: readonly LiveValue[]) => numericValuesOf(hub.current(deviceId), incoming);

  function enqueue(source: LiveSource, work: () => Promise<void>) {
    void sourceWrites.run(source.row.id, work);
  }

  /** The row a source's raise writes, and its texts, from the values that raised it. */
  function raiseInsertOf(entry: DeviceSources, source: LiveSource, values: Map<number, number>) {
    const row = source.row;
    const value = values.get(row.pointId) ?? null;
    const recorded: RecordedValue[] = row.recordedPointIds.map((pointId) => ({
      pointId,
      name: entry.names.get(pointId)?.name ?? `#${pointId}`,
      value: values.get(pointId) ?? null,
    }));
    const texts = alarmTexts(row, value, entry.names.get(row.pointId));
    const insert: AlarmInsert = {
      sourceId: row.id,
      companyId: row.companyId,
      projectId: row.projectId,
      deviceId: row.deviceId,
      pointId: row.pointId,
      name: row.name,
      level: row.level,
      value,
      textZh: texts['zh-CN'],
      textEn: texts['en-US'],
      recorded,
      raisedAt: new Date(now()),
    };
    return { insert, texts, recorded };
  }

  /**
   * A raise without a repair order, told at once: its frame leaves as the sample is judged, under an
   * id from the reserve, ahead of the writes this source still has queued (its last clear); the row
   * follows in the source's queue (`writeAnnounced`). No id in reserve: undefined, the queue does it all.
   */
  function announceRaise(device: ObservedDevice, entry: DeviceSources, source: LiveSource, values: Map<number, number>) {
    if (source.row.generateWorkOrder) return undefined;
    const id = reserve.take();
    if (id === undefined) return undefined;
    const { insert, texts } = raiseInsertOf(entry, source, values);
    const announced = announcedRow(id, insert);
    published(device.id, announced);
    return { announced, insert, texts };
  }

  /** The row of an announced raise; when another instance's alarm of the source is already open, a frame withdraws it. */
  async function writeAnnounced(deviceId: number, { announced, insert, texts }: NonNullable<ReturnType<typeof announceRaise>>) {
    const alarm = await repo.raise({ ...insert, id: announced.id });
    if (!alarm) return published(deviceId, { ...announced, state: 'cleared', clearedAt: insert.raisedAt ?? new Date(now()) });
    await tellRaised(alarm, texts);
  }

  async function raise(device: ObservedDevice, entry: DeviceSources, source: LiveSource, values: Map<number, number>) {
    const row = source.row;
    const { insert, texts, recorded } = raiseInsertOf(entry, source, values);
    let order;
    if (row.generateWorkOrder) {
      const contact = await repo.contactOf(row.companyId);
      const extra = (language: Language) => (recorded.length ? ` | ${recordedText(recorded, entry.names, language)}` : '');
      order = {
        problem: `${texts['zh-CN']}${extra('zh-CN')}`.slice(0, 500),
        problemEn: `${texts['en-US']}${extra('en-US')}`.slice(0, 500),
        contactName: (contact.name ?? '-').slice(0, 32),
        contactPhone: contact.phone ?? '',
      };
    }
    await raiseAndTell(device.id, insert, texts, order);
  }

  /** Writes a raise (with its repair order when asked) and tells the browser, the notifier and the order's watchers. */
  async function raiseAndTell(deviceId: number, insert: AlarmInsert, texts: { 'zh-CN': string; 'en-US': string }, order?: AlarmWorkOrder) {
    const alarm = order ? await raiseThenPublish(deviceId, insert, order) : await publishThenRaise(deviceId, insert);
    // Another instance raised it first: that alarm is the source's (or fence's) open one.
    if (alarm) await tellRaised(alarm, texts);
  }

  /** A raise that was written: to the notifier, and its repair order's watchers. */
  async function tellRaised(alarm: RaisedAlarm, texts: { 'zh-CN': string; 'en-US': string }) {
    pending(
      notifier.alarmRaised({
        id: alarm.id,
        companyId: alarm.companyId,
        projectId: alarm.projectId,
        deviceId: alarm.deviceId,
        pointId: alarm.pointId,
        level: alarm.level as AlarmLevel,
        title: texts,
        body: texts,
        raisedAt: alarm.raisedAt,
      }),
      (error) => log.error({ err: error.message, alarmId: alarm.id }, 'alarm notification failed'),
    );
    // The order is linked only by the transaction that created it (never on the duplicate path); an
    // occurrence that joined its source's open order opened nothing new.
    if (alarm.workOrderId !== null && alarm.orderOpened !== false && orderOpened) {
      const orderId = alarm.workOrderId;
      await orderOpened(orderId).catch((error: Error) => log.error({ err: error.message, orderId }, 'work-order notification failed'));
    }
  }

  async function clear(device: ObservedDevice, source: LiveSource) {
    told(device.id, await repo.clearOpenOfSource(source.row.id, new Date(now())));
  }

  /** A cleared alarm: to the browser, and its notifications settled. */
  function told(deviceId: number, alarm: AlarmRow | undefined) {
    if (!alarm) return;
    published(deviceId, alarm);
    pending(notifier.alarmSettled(alarm.id), (error) => log.error({ err: error.message, alarmId: alarm.id }, 'alarm settle failed'));
  }

  /** With a repair order: the frame carries the order's id, so it leaves once the transaction is done. */
  async function raiseThenPublish(deviceId: number, insert: AlarmInsert, order?: AlarmWorkOrder) {
    const alarm = await repo.raise(insert, order);
    if (alarm) published(deviceId, alarm);
    return alarm;
  }

  /**
   * Without one the browser's frame leaves first, under an id reserved ahead from the alarms'
   * sequence, and the row is written after it (urgently: a list the frame makes the browser read
   * queues behind it). When another instance's alarm of the source is already open, nothing is
   * written and a second frame withdraws the first (state `cleared`). No id in reserve (the first
   * alarm after a start): written first, as with an order.
   */
  async function publishThenRaise(deviceId: number, insert: AlarmInsert) {
    const id = reserve.take();
    if (id === undefined) return raiseThenPublish(deviceId, insert);
    const announced = announcedRow(id, insert);
    published(deviceId, announced);
    const alarm = await repo.raise({ ...insert, id });
    if (!alarm) published(deviceId, { ...announced, state: 'cleared', clearedAt: insert.raisedAt ?? new Date(now()) });
    return alarm;
  }

  function published(deviceId: number, alarm: AlarmRow) {
    hub.emit({ type: 'alarm', deviceId, alarm: alarmEventOf(alarm) });
  }

  function evaluate(device: ObservedDevice, entry: DeviceSources, incoming: readonly LiveValue[]) {
    let touched: Set<LiveSource> | undefined;
    let at = 0;
    for (const live of incoming) {
      const sources = entry.byPoint.get(live.pointId);
      if (!sources) continue;
      touched ??= new Set();
      for (const source of sources) touched.add(source);
      if (live.ts > at) at = live.ts;
    }
    if (!touched) return;
    const values = valuesOf(device.id, incoming);
    for (const source of touched) {
      const { decision, state } = evaluateSource(source.rule, values, source.state, at);
      source.state = state;
      if (decision === 'raise') {
        const announced = announceRaise(device, entry, source, values);
        enqueue(source, announced ? () => writeAnnounced(device.id, announced) : () => raise(device, entry, source, values));
      } else if (decision === 'clear') enqueue(source, () => clear(device, source));
    }
  }

  return {
    /** Ingest's observer: the converted values of one stored message. Never throws, never waits. */
    onValues(device: ObservedDevice, incoming: readonly LiveValue[]) {
      const reload = reloading.get(device.id);
      if (reload) {
        // A source was just added or changed: this sample is judged by the new set, not the old.
        void reload.then(() => {
          const fresh = devices.get(device.id);
          if (fresh && fresh.sources.length > 0) evaluate(device, fresh, incoming);
        });
        return;
      }
      const entry = devices.get(device.id);
      if (entry) {
        if (entry.sources.length > 0) evaluate(device, entry, incoming);
        if (now() - entry.loadedAt > reloadMs) void ensure(device.id).catch(() => undefined);
        return;
      }
      ensure(device.id).then(
        (loaded) => (loaded && loaded.sources.length > 0 ? evaluate(device, loaded, incoming) : undefined),
        (error: Error) => log.error({ err: error.message, deviceId: device.id }, 'alarm sources not loaded'),
      );
    },
    /** A device's sources changed on this instance: read them again (keeping what is known). */
    invalidate(deviceId: number) {
      const entry = devices.get(deviceId);
      if (entry) entry.loadedAt = Number.NEGATIVE_INFINITY;
      // A load already under way may have read the sources before the change: load once more after it.
      const inFlight = loading.get(deviceId);
      const reload: Promise<unknown> = (inFlight ? inFlight.catch(() => undefined).then(() => ensure(deviceId)) : ensure(deviceId))
        .catch(() => undefined)
        .finally(() => {
          if (reloading.get(deviceId) === reload) reloading.delete(deviceId);
        });
      reloading.set(deviceId, reload);
    },
    /** An alarm was cleared by a person: no new alarm from its source until the condition goes away. */
    clearedByHand(deviceId: number, sourceId: number | null) {
      const source = devices.get(deviceId)?.sources.find((s) => s.row.id === sourceId);
      if (source) source.state = { ...source.state, active: false, pendingSince: null, awaitingReset: true };
    },
    /**
     * A geofence's alarm (GPS positions judge it, not samples): raised like a source's — the frame,
     * the notifier, a repair order when the fence asks for one — at most one open per fence.
     */
    raiseGeofence(alarm: GeofenceAlarm): Promise<void> {
      const texts = geofenceAlarmTexts(alarm.deviceName, alarm.fence.name, alarm.inside);
      return fenceWrites.run(alarm.fence.id, async () => {
        let order: AlarmWorkOrder | undefined;
        if (alarm.fence.generateWorkOrder) {
          const contact = await repo.contactOf(alarm.companyId);
          order = {
            problem: texts['zh-CN'].slice(0, 500),
            problemEn: texts['en-US'].slice(0, 500),
            contactName: (contact.name ?? '-').slice(0, 32),
            contactPhone: contact.phone ?? '',
          };
        }
        const insert: AlarmInsert = {
          geofenceId: alarm.fence.id,
          companyId: alarm.companyId,
          projectId: alarm.projectId,
          deviceId: alarm.deviceId,
          pointId: 0,
          name: alarm.fence.name,
          level: alarm.fence.level,
          value: null,
          textZh: texts['zh-CN'],
          textEn: texts['en-US'],
          raisedAt: alarm.at,
        };
        await raiseAndTell(alarm.deviceId, insert, texts, order);
      });
    },
    /** The device is back on the fence's good side: its open alarm clears (by nobody). */
    clearGeofence(deviceId: number, fenceId: number, at: Date): Promise<void> {
      return fenceWrites.run(fenceId, async () => told(deviceId, await repo.clearOpenOfGeofence(fenceId, at)));
    },
    /** Waits for every queued write (tests, shutdown). */
    async idle() {
      await fenceWrites.idle();
      await reserve.idle();
      await Promise.all([...reloading.values()]);
      await Promise.all([...loading.values()].map((p) => p.catch(() => undefined)));
      await sourceWrites.idle();
      await Promise.all([...notifying]);
    },
    published,
  };
}

export type AlarmEngine = ReturnType<typeof createAlarmEngine>;
