import {
  completionSet,
  modbusLocation,
  readBackMismatch,
  type PlcModel,
  type CommandAck,
  type RecipeCommand,
  type RecipeFailureCode,
} from '@fieldlink/domain';

/**
 * The word I/O a recipe and the device lock need, whatever the protocol: the poller's connection,
 * one request at a time. Areas and addresses are the points' (`4x` 40, `D` 200, `DB5` 10).
 */
export interface RegisterIo {
  /** Throws a RecipeFailure `not_holding_register` when the place cannot take words. */
  checkWords(area: string, address: number): void;
  writeWords(area: string, address: number, words: readonly number[]): Promise<void>;
  readWords(area: string, address: number, count: number): Promise<number[]>;
}

export interface RecipeRunOptions {
  /** How often the completion flag is read while waiting. Default 100 ms. */
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Why a recipe failed: the English text the ack's `error` carries (docs/device-protocol.md), and the code and
 * detail (`RECIPE_FAILURE_CODES`) the cloud shows in its reader's language.
 */
export class RecipeFailure extends Error {
  constructor(
    message: string,
    readonly code: RecipeFailureCode,
    readonly detail: Record<string, string | number | null> = {},
  ) {
    super(message);
    this.name = 'RecipeFailure';
  }
}

/** The refusal ack of a failed command: the text always, a recipe failure's code and detail too. */
export function recipeAckOf(id: string, error: unknown): CommandAck {
  const ack: CommandAck = { id, ok: false, error: error instanceof Error ? error.message : String(error) };
  if (error instanceof RecipeFailure) return { ...ack, code: error.code, detail: error.detail };
  return ack;
}

/** Modbus exception 6, "server device busy". */
const MODBUS_BUSY = 6;

/** A holding-register offset of an area and address; anything else cannot take a recipe. */
export function holdingOffset(area: string, address: number, model?: PlcModel): number {
  const { table, offset } = modbusLocation(area, address, model);
  if (table !== 'holding')
    throw new RecipeFailure(`${area}${address} is not a holding register`, 'not_holding_register', { address: `${area}${address}` });
  return offset;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
const exceptionCode = (error: unknown) => {
  const code = (error as { modbusCode?: unknown } | null)?.modbusCode;
  return typeof code === 'number' ? code : undefined;
};

/** A read or write that failed without a Modbus answer (connection lost, no answer): the PLC is unreachable. */
async function io<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof RecipeFailure) throw error;
    throw new RecipeFailure(`the PLC did not answer: ${reason(error)}`, 'plc_unreachable', { message: reason(error) });
  }
}

/**
 * Downloads a recipe: clears the completion flag, writes each block in one write-multiple request,
 * reads each back and compares it word for word, then waits for the PLC to set the completion flag
 * (when there is one) until `timeoutMs`. Resolves when all of it holds; rejects with a
 * `RecipeFailure` (the PLC's refusal, the first differing word, the timeout) otherwise.
 */
export async function runRecipe(plc: RegisterIo, command: RecipeCommand, options: RecipeRunOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const pollMs = options.pollMs ?? 100;
  const started = now();
  const blocks = command.blocks;
  for (const block of blocks) plc.checkWords(block.area, block.address);
  const flag = command.completion;
  if (flag) plc.checkWords(flag.area, flag.address);

  if (flag) {
    const [word = 0] = await io(() => plc.readWords(flag.area, flag.address, 1));
    const cleared = flag.bit == null ? 0 : word & ~(1 << flag.bit) & 0xffff;
    if (cleared !== word) await io(() => plc.writeWords(flag.area, flag.address, [cleared]));
  }
  for (const block of blocks) {
    try {
      await plc.writeWords(block.area, block.address, block.values);
    } catch (error) {
      const address = `${block.area}${block.address}`;
      const code = exceptionCode(error);
      const message = `the PLC refused the write of ${address} (${block.values.length} words): ${reason(error)}`;
      // A refusal without a Modbus code (an S7 access error, an OPC UA bad status) is still a refusal.
      if (code === undefined && (error as { code?: unknown }).code === 'access_denied')
        throw new RecipeFailure(message, 'plc_refused', { address, count: block.values.length, exceptionCode: null });
      if (code === undefined) throw new RecipeFailure(message, 'plc_unreachable', { address, message: reason(error) });
      throw new RecipeFailure(message, code === MODBUS_BUSY ? 'device_busy' : 'plc_refused', {
        address,
        count: block.values.length,
        exceptionCode: code,
      });
    }
  }
  for (const block of blocks) {
    const read = await io(() => plc.readWords(block.area, block.address, block.values.length));
    const mismatch = readBackMismatch(block.values, read);
    if (mismatch) {
      const address = `${block.area}${block.address + mismatch.index}`;
      throw new RecipeFailure(
        `read-back differs at ${address}: sent ${mismatch.sent}, read ${mismatch.read ?? 'nothing'}`,
        'readback_mismatch',
        { address, sent: mismatch.sent, read: mismatch.read ?? null },
      );
    }
  }
  if (!flag) return;
  for (;;) {
    const [word = 0] = await io(() => plc.readWords(flag.area, flag.address, 1));
    if (completionSet(word, flag.bit)) return;
    if (now() - started >= command.timeoutMs) {
      const address = `${flag.area}${flag.address}${flag.bit == null ? '' : `.${flag.bit}`}`;
      throw new RecipeFailure(
        `timeout: the PLC did not set the completion flag ${address} within ${command.timeoutMs} ms`,
        'completion_flag_timeout',
        { address, timeoutMs: command.timeoutMs },
      );
    }
    await sleep(pollMs);
  }
}
