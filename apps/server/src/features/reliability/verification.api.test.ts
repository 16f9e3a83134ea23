import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

/**
 * Issue 39, closing the loop against live telemetry through the ingest entry point: alarm → order →
 * dispatch → complete; awaiting while the value is still bad, verified after the (short) window, a
 * recurrence reopens and counts a repeat, an offline device is never verified.
 */
describe.each(databaseKinds())('repairs verified by data on %s', (kind) => {
  let t: TestApp;
  let root: string;
  let companyId: number;
  let projectId: number;
  let techId: number;
  let tech: string;
  const { ok, api, user } = apiHelpers(
    () => t,
    () => root,
  );

  beforeAll(async () => {
    t = await buildTestApp(kind, { seedDemo: false });
    root = await t.login();
    companyId = (await ok('POST', '/companies', root, { name: 'LoopCo' })).id;
    projectId = (await ok('POST', '/projects', root, { name: 'LoopPlant', location: '120,30', companyId })).id;
    ({ token: tech, id: techId } = await user(
      companyId,
      'loop_tech',
      2,
      { myOrder: ['view', 'accept', 'complete'], orderReview: ['view'] },
      [projectId],
    ));
  }, 60_000);
  afterAll(() => t?.close());

  /** A machine with a temperature point and a source that opens orders, windows in seconds. */
  async function machine(box: string, windows: { verificationWindowS: number; recurrenceWindowS: number }) {
    const deviceId = (await ok('POST', '/devices', root, { projectId, name: box, boxId: box, boxPassword: 'boxpass123' })).id;
    const pointId = (
      await ok('POST', `/devices/${deviceId}/points`, root, { name: 'temp', area: '4x', address: 0, dataType: 2, save: true })
    ).id;
    const source = await ok('POST', '/alarm-sources', root, {
      pointId,
      name: 'Overheat',
      level: 4,
      condition: { op: '>', value: 80 },
      generateWorkOrder: true,
      ...windows,
    });
    const send = async (temp: number) => {
      await t.app.connectivity.gate.deliver(box, 'telemetry', Buffer.from(JSON.stringify({ ts: Date.now(), values: { temp } })), {
        store: true,
        live: true,
      });
      await t.app.alarmEngine.idle();
    };
    const offline = () =>
      t.app.connectivity.gate.deliver(box, 'status', Buffer.from(JSON.stringify({ online: false })), { store: true, live: true });
    return { deviceId, pointId, source, send, offline };
  }

  const order = (id: number) => ok('GET', `/work-orders/${id}`, root);
  async function openedOrder(sourceId: number) {
    const alarm = await waitFor(
      async () => ((await ok('GET', `/alarms?alarmSourceId=${sourceId}`, root)).items as any[]).find((a) => a.workOrderId),
      'the alarm order',
    );
    return alarm.workOrderId as number;
  }
  async function repair(id: number) {
    await ok('POST', `/work-orders/${id}/dispatch`, root, { assigneeId: techId });
    await ok('POST', `/work-orders/${id}/accept`, tech, {});
    await ok('POST', `/work-orders/${id}/start`, tech, {});
    await ok('POST', `/work-orders/${id}/complete`, tech, { solution: 'Replaced the fan' });
  }
  /** Passes of the check until the order reads `state`. */
  const verdict = (id: number, state: string) =>
    waitFor(
      async () => {
        await t.app.verificationCheck.tick();
        const o = await order(id);
        return o.verification === state ? o : undefined;
      },
      `order ${id} ${state}`,
      15_000,
      100,
    );

  it('awaits while the value is bad, is verified after the window, a recurrence reopens it and counts a repeat', async () => {
    const m = await machine('LOOPBOX00001', { verificationWindowS: 1, recurrenceWindowS: 3600 });
    await m.send(20);
    await m.send(95);
    const id = await openedOrder(m.source.id);
    // While handled, the order page shows the alarm's point live and the samples since before the raise.
    await t.app.connectivity.writer.flush();
    await t.app.connectivity.latest.flush();
    const handled = await ok('GET', `/work-orders/${id}/evidence`, tech);
    expect(handled).toMatchObject({
      state: null,
      evidence: null,
      alarm: { name: 'Overheat', pointName: 'temp', decimals: expect.any(Number), clearedAt: null },
    });
    expect(handled.live.value).toBe(95);
    expect(handled.samples.map(([, v]: [string, number]) => v)).toEqual([20, 95]);
    await repair(id);
    // Still hot after completion: the order waits, whatever the clock.
    await m.send(96);
    await t.app.verificationCheck.tick();
    expect(await order(id)).toMatchObject({ status: 'completed', verification: 'awaiting' });
    // The assessment does not count it yet.
    await m.send(30);
    // Cleared, device online: verified once the window has run, with the evidence kept.
    const keepTalking = setInterval(() => void m.send(30).catch(() => undefined), 200);
    try {
      const verified = await verdict(id, 'verified');
      expect(verified.verifiedAt).toBeTruthy();
    } finally {
      clearInterval(keepTalking);
    }
    const detail = await order(id);
    expect(detail.log.map((e: any) => e.action)).toContain('verify');
    const [row] = ((await t.database.db.execute(`SELECT verification_evidence AS e FROM work_orders WHERE id = ${id}`)) as any).rows;
    expect(row.e.samples.length).toBeGreaterThan(0);
    expect(row.e.samples.some(([, v]: [string, number]) => v > 80)).toBe(true);
    expect(row.e.windowStart).toBeTruthy();
    // The order page reads the kept evidence.
    await t.app.connectivity.latest.flush();
    const shown = await ok('GET', `/work-orders/${id}/evidence`, root);
    expect(shown).toMatchObject({ state: 'verified', verificationWindowS: 1, recurrenceWindowS: 3600, live: { value: 30 } });
    expect(shown.evidence.windowStart).toBe(row.e.windowStart);
    expect(shown.samples).toEqual(row.e.samples);

    // The same source raises again within the recurrence window: no second order, this one reopens.
    await m.send(99);
    const reopened = await verdict(id, 'recurred');
    expect(reopened).toMatchObject({ status: 'dispatched', repeatCount: 1, assigneeId: techId });
    expect(reopened.log.map((e: any) => e.action)).toContain('reopen');
    const orders = (await ok('GET', `/work-orders?projectId=${projectId}&pageSize=100`, root)).items as any[];
    expect(orders.filter((o) => o.deviceId === m.deviceId)).toHaveLength(1);
    // The technician is told.
    const inbox = await waitFor(async () => {
      const entries = (await ok('GET', '/inbox', tech)).items as any[];
      return entries.find((e) => e.link === `/orderReview?id=${id}` && /did not hold/.test(e.title['en-US'])) ? entries : undefined;
    }, 'the technician told');
    expect(inbox.length).toBeGreaterThan(0);

    // The reliability figures count the repeat.
    const from = new Date(Date.now() - 3_600_000).toISOString();
    const to = new Date(Date.now() + 60_000).toISOString();
    const figures = await ok(
      'GET',
      `/devices/${m.deviceId}/reliability?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
      root,
    );
    expect(figures.total.repeatRepairRate).toBe(1);
    expect(figures.total.failures).toBe(2);
    expect(figures.total.topSources[0]).toMatchObject({ name: 'Overheat', failures: 2 });
  });

  it('never verifies a device that goes offline in the window; a dispatcher may confirm it with a reason', async () => {
    const m = await machine('LOOPBOX00002', { verificationWindowS: 2, recurrenceWindowS: 3600 });
    await m.send(20);
    await m.send(95);
    const id = await openedOrder(m.source.id);
    await repair(id);
    await m.send(30);
    await m.offline();
    const judged = await verdict(id, 'not_verifiable');
    expect(judged.verifiedAt).toBeNull();
    // Manual completion for an alarm order needs a dispatcher and a reason.
    const noReason = await api('POST', `/work-orders/${id}/confirm-repair`, root, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const byTech = await api('POST', `/work-orders/${id}/confirm-repair`, tech, { reason: 'Checked on site' });
    expect(byTech.status).toBe(403);
    const confirmed = await ok('POST', `/work-orders/${id}/confirm-repair`, root, { reason: 'Checked on site' });
    expect(confirmed.verification).toBe('manual');
    const entry = (await order(id)).log.find((e: any) => e.action === 'verify');
    expect(entry.note).toBe('Checked on site');
    const again = await api('POST', `/work-orders/${id}/confirm-repair`, root, { reason: 'again' });
    expect(again.status).toBe(409);
  });

  it('an order without an alarm is completed by hand as before', async () => {
    const id = (
      await ok('POST', '/work-orders', root, { projectId, problem: 'Door squeaks', contactName: 'Li', contactPhone: '13800000000' })
    ).id;
    await repair(id);
    expect(await order(id)).toMatchObject({ status: 'completed', verification: null });
    expect(await ok('GET', `/work-orders/${id}/evidence`, root)).toMatchObject({ state: null, alarm: null, live: null, samples: [] });
    expect((await api('GET', '/work-orders/999999/evidence', root)).status).toBe(404);
    expect((await api('GET', `/work-orders/${id}/evidence`, undefined)).status).toBe(401);
  });
});
