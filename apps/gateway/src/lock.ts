import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  UNLOCK_CODE_MAX_FAILURES,
  UNLOCK_CODE_PAUSE_MS,
  UNLOCK_CODE_RESULTS,
  checkUnlockCode,
  modbusLocation,
  type HmacSha256,
  type LockCommand,
} from '@fieldlink/domain';
import { silentLog, type GatewayLog } from './log.js';
import type { RegisterIo } from './recipe.js';

const hmac: HmacSha256 = (secret, message) => createHmac('sha256', Buffer.from(secret, 'hex')).update(message).digest();
const DAY_MS = 86_400_000;

/** What the box remembers about its lock, in `<dataDir>/device-lock.json`, across restarts. */
export interface DeviceLockState {
  /** The cloud said `lock` (and has not said `unlock` since). */
  armed: boolean;
  register: { area: string; address: number } | null;
  lockedValue: number;
  unlockedValue: number;
  /** An offline unlock code holds until then (ms since the epoch); null: none. */
  unlockedUntil: number | null;
  code: { secret: string; area: string; address: number } | null;
  /** The counter of the last unlock code accepted: no code at or below it passes again. */
  lastCounter: number;
  failures: number;
  pausedUntil: number | null;
}

const EMPTY: DeviceLockState = {
  armed: false,
  register: null,
  lockedValue: 1,
  unlockedValue: 0,
  unlockedUntil: null,
  code: null,
  lastCounter: 0,
  failures: 0,
  pausedUntil: null,
};

export interface DeviceLockOptions {
  /** The JSON file the state lives in; none: kept in memory only. */
  file?: string;
  now?: () => number;
  log?: GatewayLog;
}

export interface DeviceLock {
  /** Takes a `lock` or `unlock` command: stored first, then applied when a PLC is there. */
  command(command: LockCommand, plc: RegisterIo | undefined): Promise<void>;
  /** One pass: re-sets the lock register when the PLC lost it, and reads a typed unlock code. */
  enforce(plc: RegisterIo): Promise<void>;
  /** Whether the device is locked now. */
  locked(): boolean;
  state(): DeviceLockState;
}

/** Without a PLC to ask, a register is checked as Modbus's (the lock's first home); a PLC checks its own. */
function checkRegister(plc: RegisterIo | undefined, area: string, address: number) {
  if (plc) return plc.checkWords(area, address);
  if (modbusLocation(area, address).table !== 'holding') throw new Error(`${area}${address} is not a holding register`);
}

function load(file: string | undefined, log: GatewayLog): DeviceLockState {
  if (!file) return { ...EMPTY };
  try {
    return { ...EMPTY, ...(JSON.parse(readFileSync(file, 'utf8')) as Partial<DeviceLockState>) };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      log.warn({ file, error: (error as Error).message }, 'lock state unreadable; starting unlocked');
    return { ...EMPTY };
  }
}

/**
 * The device lock of installments (spec §4): the cloud's `lock` sets a PLC register and the box keeps
 * it set (after its own restart, a reconnect, a PLC restart) until the cloud's `unlock` or an unlock
 * code the HMI operator types at the machine, checked here with no cloud (`checkUnlockCode`: once,
 * forward only; a pause after too many wrong codes). A code unlocks for its days; then the box locks
 * again by itself unless the cloud has unlocked it meanwhile.
 */
export function createDeviceLock(options: DeviceLockOptions = {}): DeviceLock {
  const now = options.now ?? Date.now;
  const log = options.log ?? silentLog;
  const state = load(options.file, log);
  /** The word last written this run: an unlocked register is written once, a locked one whenever it differs. */
  let written: number | undefined;

  function save() {
    if (!options.file) return;
    mkdirSync(path.dirname(options.file), { recursive: true });
    const temporary = `${options.file}.tmp`;
    writeFileSync(temporary, JSON.stringify(state, null, 2));
    renameSync(temporary, options.file);
  }

  const locked = () => state.armed && !(state.unlockedUntil !== null && now() < state.unlockedUntil);

  async function applyRegister(plc: RegisterIo) {
    if (!state.register) return;
    const { area, address } = state.register;
    if (locked()) {
      const [word] = await plc.readWords(area, address, 1);
      if (word !== state.lockedValue) {
        await plc.writeWords(area, address, [state.lockedValue]);
        if (written === state.lockedValue) log.warn({ register: state.register }, 'the PLC lost the lock: set again');
      }
      written = state.lockedValue;
    } else if (written !== state.unlockedValue) {
      await plc.writeWords(area, address, [state.unlockedValue]);
      written = state.unlockedValue;
    }
  }

  async function readCode(plc: RegisterIo) {
    if (!state.code) return;
    const { area, address } = state.code;
    const [high = 0, low = 0] = await plc.readWords(area, address, 2);
    const typed = high * 65_536 + low;
    if (typed === 0) return;
    let result: number;
    if (state.pausedUntil !== null && now() < state.pausedUntil) result = UNLOCK_CODE_RESULTS.paused;
    else {
      const accepted = typed < 1_000_000_000 ? checkUnlockCode(hmac, state.code.secret, typed, state.lastCounter) : undefined;
      if (accepted) {
        state.lastCounter = accepted.counter;
        state.unlockedUntil = now() + accepted.days * DAY_MS;
        state.failures = 0;
        state.pausedUntil = null;
        result = UNLOCK_CODE_RESULTS.accepted;
        log.info({ counter: accepted.counter, days: accepted.days }, 'unlock code accepted');
      } else {
        state.failures++;
        if (state.failures >= UNLOCK_CODE_MAX_FAILURES) {
          state.pausedUntil = now() + UNLOCK_CODE_PAUSE_MS;
          state.failures = 0;
        }
        result = UNLOCK_CODE_RESULTS.refused;
        log.warn({ failures: state.failures }, 'unlock code refused');
      }
      save();
    }
    await plc.writeWords(area, address, [0, 0, result]);
  }

  return {
    async command(command, plc) {
      if (!command.register) throw new Error(`no lock register: this ${command.type} names none`);
      checkRegister(plc, command.register.area, command.register.address);
      if (command.code) checkRegister(plc, command.code.area, command.code.address);
      if (command.code?.secret !== state.code?.secret) state.lastCounter = 0;
      Object.assign(state, {
        armed: command.type === 'lock',
        register: command.register,
        lockedValue: command.lockedValue,
        unlockedValue: command.unlockedValue,
        unlockedUntil: null,
        code: command.code ?? null,
      });
      save();
      written = undefined;
      log.info({ type: command.type, register: command.register }, 'lock state stored');
      if (!plc) throw new Error(`no PLC is being polled: the ${command.type} is stored and applied once one is`);
      await applyRegister(plc);
    },
    async enforce(plc) {
      await readCode(plc);
      await applyRegister(plc);
    },
    locked,
    state: () => ({ ...state }),
  };
}
