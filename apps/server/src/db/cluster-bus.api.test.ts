import { afterAll, describe, expect, inject, it } from 'vitest';
import { freshPostgresDatabase } from '../test/harness.js';
import { waitFor } from '../test/wait.js';
import { openPostgres, type DatabaseHandle } from './client.js';
import { createClusterBus, NOTIFY_LIMIT } from './cluster-bus.js';

const log = { warn: () => undefined };

describe.runIf(inject('postgresTemplate'))('cluster bus on PostgreSQL', () => {
  const handles: DatabaseHandle[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await drop?.();
  });

  it('carries events to the other instances, never back to the sender, large ones by id', async () => {
    const database = await freshPostgresDatabase();
    drop = database.drop;
    // Two instances: a pool and a listening connection each.
    const [one, two] = [await openPostgres(database.url), await openPostgres(database.url)];
    handles.push(one, two);
    const a = createClusterBus({ database: one, log });
    const b = createClusterBus({ database: two, log });
    await Promise.all([a.start(), b.start()]);
    const atA: unknown[] = [];
    const atB: unknown[] = [];
    a.on('device', (body) => atA.push(body));
    b.on('device', (body) => atB.push(body));

    const large = { type: 'alarm', deviceId: 7, alarm: { id: 1, text: 'x'.repeat(NOTIFY_LIMIT * 2) } };
    a.publish('device', { type: 'status', deviceId: 7, status: 'online' });
    a.publish('device', large);
    b.publish('other', { ignored: true });
    await waitFor(async () => atB.length === 2, 'both events at b');
    expect(atB[0]).toEqual({ type: 'status', deviceId: 7, status: 'online' });
    expect(atB[1]).toEqual(large);
    expect(atA).toEqual([]);
    expect(a.stats()).toMatchObject({ sent: 2, failures: 0 });
    expect(b.stats()).toMatchObject({ received: 2, failures: 0 });
    await Promise.all([a.stop(), b.stop()]);
  });
});

describe('cluster bus on PGlite', () => {
  it('sends nothing: one process holds every socket', async () => {
    // PGlite's handle has no `listen`: the bus never touches the database.
    const bus = createClusterBus({ database: { db: undefined as never }, log });
    await bus.start();
    bus.publish('device', { type: 'status', deviceId: 1 });
    expect(bus.shared).toBe(false);
    expect(bus.stats().sent).toBe(0);
    await bus.stop();
  });
});
