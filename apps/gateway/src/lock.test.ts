import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNLOCK_CODE_MAX_FAILURES, UNLOCK_CODE_RESULTS, unlockCode, type HmacSha256, type LockCommand } from '@fieldlink/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createDeviceLock } from './lock.js';
import { modbusWordIo } from './plc/modbus-driver.js';

const hmac: HmacSha256 = (secret, message) => createHmac('sha256', Buffer.from(secret, 'hex')).update(message).digest();

/** Holding registers in memory: a PLC that forgets everything on `restart`. */
function memoryPlc() {
  let words = new Map<number, number>();
  const registers = {
    async writeRegisters(offset: number, values: readonly number[]) {
      values.forEach((v, i) => words.set(offset + i, v));
    },
    async readRegisters(offset: number, count: number) {
      return Array.from({ length: count }, (_, i) => words.get(offset + i) ?? 0);
    },
  };
  return {
    plc: modbusWordIo(registers),
    read: (offset: number) => words.get(offset) ?? 0,
    type: (code: string) => registers.writeRegisters(10, [Math.floor(Number(code) / 65_536), Number(code) % 65_536]),
    restart: () => (words = new Map()),
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'fieldlink-lock-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the device lock on the box', () => {
  const secret = randomBytes(32).toString('hex');
  const lock: LockCommand = {
    id: 'c1',
    type: 'lock',
    register: { area: '4x', address: 5 },
    lockedValue: 1,
    unlockedValue: 0,
    code: { secret, area: '4x', address: 10 },
  };

  it('keeps the register locked across a PLC restart and its own restart, then takes a code once', async () => {
    const file = path.join(dir, 'a', 'device-lock.json');
    let clock = Date.parse('2026-05-01T00:00:00Z');
    const now = () => clock;
    const { plc, read, type, restart } = memoryPlc();
    await createDeviceLock({ file, now }).command(lock, plc);
    expect(read(5)).toBe(1);

    restart();
    const again = createDeviceLock({ file, now }); // the box restarted too
    expect(again.locked()).toBe(true);
    await again.enforce(plc);
    expect(read(5)).toBe(1);

    const code = unlockCode(hmac, secret, 1, 2);
    await type(code);
    await again.enforce(plc);
    expect([read(10), read(11), read(12), read(5)]).toEqual([0, 0, UNLOCK_CODE_RESULTS.accepted, 0]);
    expect(again.locked()).toBe(false);

    await type(code); // used once already
    await createDeviceLock({ file, now }).enforce(plc);
    expect(read(12)).toBe(UNLOCK_CODE_RESULTS.refused);

    clock += 2 * 86_400_000; // the code's two days are over: locked again by itself
    await createDeviceLock({ file, now }).enforce(plc);
    expect(read(5)).toBe(1);
  });

  it('pauses after too many wrong codes, and an unlock from the cloud ends the lock', async () => {
    const file = path.join(dir, 'b', 'device-lock.json');
    const { plc, read, type } = memoryPlc();
    const box = createDeviceLock({ file });
    await box.command(lock, plc);
    for (let i = 0; i < UNLOCK_CODE_MAX_FAILURES; i++) {
      await type('000000001');
      await box.enforce(plc);
    }
    await type(unlockCode(hmac, secret, 1, 1));
    await box.enforce(plc);
    expect(read(12)).toBe(UNLOCK_CODE_RESULTS.paused);
    expect(box.locked()).toBe(true);
    await box.command({ ...lock, id: 'c2', type: 'unlock' }, plc);
    expect([box.locked(), read(5)]).toEqual([false, 0]);
    await expect(box.command({ ...lock, register: undefined }, plc)).rejects.toThrow(/no lock register/);
  });
});
