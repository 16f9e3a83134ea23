import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPlcSimulator, type PlcSimulator } from '@fieldlink/gateway';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { serverRoot } from '../../lib/paths.js';
import { apiHelpers } from '../../test/factories.js';
import { buildTestApp, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';

const BOX = 'INSTALLGW001';
const LOCK = 200;
const CODE = 210;
/** A PNG by its signature: what the receipt check reads. */
const RECEIPT = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

function paymentForm(values: Record<string, string>, receipt?: Buffer) {
  const boundary = 'installmentboundary';
  const chunks: Buffer[] = Object.entries(values).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (receipt)
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`),
      receipt,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

// End to end with real processes and protocols: a device sold on installments goes overdue, the
// scheduler (its clock moved by hand) locks it through the fieldlink-gateway CLI, which sets the PLC
// simulator's lock register and sets it again after its own restart; a payment unlocks it; an unlock
// code typed into the PLC's code registers is checked by the gateway alone, accepted once and refused
// when typed again.
describe('an installment device through a gateway process to the PLC simulator', () => {
  let t: TestApp;
  let root: string;
  let plc: PlcSimulator;
  let gateway: ChildProcess | undefined;
  let gatewayLog = '';
  let planId: number;
  let clock = new Date('2026-06-01T04:00:00Z');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fieldlink-gateway-'));
  const { ok } = apiHelpers(
    () => t,
    () => root,
  );

  const startGateway = () => {
    const cli = path.join(serverRoot(), '..', 'gateway', 'src', 'cli', 'gateway.ts');
    const args = ['--box-id', BOX, '--password', 'boxpass123', '--cloud', t.mqttUrl!, '--plc', `modbus-tcp://127.0.0.1:${plc.port}`];
    gateway = spawn(process.execPath, ['--import', 'tsx', cli, ...args, '--data-dir', dataDir], { stdio: ['ignore', 'ignore', 'pipe'] });
    gateway.stderr!.on('data', (d) => (gatewayLog += String(d)));
  };
  const stopGateway = async () => {
    const child = gateway!;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  const register = (offset: number, value: number, what: string) =>
    waitFor(async () => plc.read('holding', offset) === value, `${what} (gateway log: ${gatewayLog})`, 10_000, 50);
  const plan = () => ok('GET', `/installments/${planId}`, root);
  const tick = async (at: string) => {
    clock = new Date(at);
    await t.app.installmentScheduler.tick();
    return plan();
  };
  const type = (code: string) => {
    plc.write('holding', CODE + 2, 0);
    plc.write('holding', CODE, Math.floor(Number(code) / 65_536));
    plc.write('holding', CODE + 1, Number(code) % 65_536);
  };

  beforeAll(async () => {
    plc = await startPlcSimulator({
      port: 0,
      profile: {
        name: 'installment-test',
        channels: [{ name: 'running', table: 'holding', offset: 0, dataType: 2, signal: { kind: 'constant', value: 1 } }],
      },
    });
    t = await buildTestApp('pglite', { network: true, seedDemo: false, installments: { tickMs: 0, now: () => clock } });
    root = await t.login();
    const projectId = (await ok('POST', '/projects', root, { name: '分期网关', location: '120.1,30.2' })).id;
    const deviceId = (await ok('POST', '/devices', root, { projectId, name: '分期注塑机', boxId: BOX, boxPassword: 'boxpass123' })).id;
    await ok('POST', `/devices/${deviceId}/points`, root, { name: 'running', area: '4x', address: 0, dataType: 2, intervalMs: 200 });
    startGateway();
    await waitFor(
      async () => (await ok('GET', `/devices/${deviceId}/live`, root)).some((v: any) => v.name === 'running' && v.value === 1),
      `the gateway's first values (gateway log: ${gatewayLog})`,
      60_000,
      100,
    );
    planId = (
      await ok('POST', '/installments', root, {
        deviceId,
        customerName: '华东机械',
        total: 3000,
        downPayment: 0,
        periods: 3,
        firstDueDate: '2026-06-10',
        graceDays: 2,
        remindDaysBefore: 3,
        lockRegister: { area: '4x', address: LOCK },
        codeRegister: { area: '4x', address: CODE },
      })
    ).id;
    // The new plan's unlock arms the box: its lock register and the code secret.
    await waitFor(async () => (await plan()).lockApplied, 'the plan armed at the gateway', 10_000, 50);
  }, 120_000);
  afterAll(async () => {
    gateway?.kill('SIGTERM');
    await t?.close();
    await plc?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('locks past the grace days, keeps the lock over a gateway restart, and unlocks once paid', async () => {
    expect((await tick('2026-06-08T04:00:00Z')).events.map((e: any) => e.kind)).toContain('reminder');
    expect(await tick('2026-06-11T04:00:00Z')).toMatchObject({ state: 'overdue', locked: false });
    expect(plc.read('holding', LOCK)).toBe(0);
    expect(await tick('2026-06-12T04:00:00Z')).toMatchObject({ state: 'overdue', locked: false }); // last day of grace

    const locked = await tick('2026-06-13T04:00:00Z');
    expect(locked).toMatchObject({ state: 'locked', locked: true, lockApplied: true, amountDue: 1000 });
    expect(plc.read('holding', LOCK)).toBe(1);
    // The log says why and how in keys each reader reads in their own language (issue 37 item 5).
    expect(locked.events.find((e: any) => e.kind === 'lock')).toMatchObject({
      reason: { key: 'overdue', params: { period: 1 } },
      status: { key: 'ok', params: {} },
    });

    // The box goes away; the PLC restarts and forgets the lock; the box comes back with no word from the cloud.
    await stopGateway();
    plc.write('holding', LOCK, 0);
    startGateway();
    await register(LOCK, 1, 'the lock set again by the restarted gateway');
    expect((await plan()).events.filter((e: any) => e.kind === 'lock')).toHaveLength(1);

    const response = await t.request({
      method: 'POST',
      url: `/api/v1/installments/${planId}/payments`,
      token: root,
      ...paymentForm({ amount: '1000', paidOn: '2026-06-13', note: '银行转账' }, RECEIPT),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.body.data).toMatchObject({ state: 'active', locked: false, lockApplied: true, paid: 1000 });
    expect(plc.read('holding', LOCK)).toBe(0);
    const receipt = await t.request({ method: 'GET', url: `/${response.body.data.payments[0].receiptUrl}` });
    expect(receipt.status).toBe(200);
  });

  it('takes an offline unlock code at the gateway once and refuses it when typed again', async () => {
    expect(await tick('2026-07-13T04:00:00Z')).toMatchObject({ state: 'locked', locked: true, lockApplied: true });
    await register(LOCK, 1, 'locked for the second period');

    const { code, counter } = await ok('POST', `/installments/${planId}/unlock-codes`, root, { days: 2, reason: '客户承诺周五付款' });
    expect(code).toMatch(/^\d{9}$/);
    expect(counter).toBe(1);
    type(code);
    await register(CODE + 2, 1, 'the code accepted');
    // The gateway answers the code, then releases the lock: two writes, so wait for the second.
    await register(LOCK, 0, 'the lock released by the accepted code');
    expect([plc.read('holding', CODE), plc.read('holding', CODE + 1)]).toEqual([0, 0]);

    type(code);
    await register(CODE + 2, 2, 'the same code refused');

    const actions = (
      await t.database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.objectType, 'installmentPlan'))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining([
        'installment.create',
        'installment.lock',
        'installment.payment',
        'installment.unlock',
        'installment.unlockCode',
      ]),
    );
  });
});
