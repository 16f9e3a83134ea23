import { completionSet, modbusLocation, readBackMismatch, type RecipeCommand } from '@fieldlink/domain';

/** The register I/O a recipe needs: the poller's connection, one request at a time. */
export interface RegisterIo {
  writeRegisters(offset: number, words: readonly number[]): Promise<void>;
  readRegisters(offset: number, count: number): Promise<number[]>;
}

export interface RecipeRunOptions {
  /** How often the completion flag is read while waiting. Default 100 ms. */
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A holding-register offset of an area and address; anything else cannot take a recipe. */
function holdingOffset(area: string, address: number): number {
  const { table, offset } = modbusLocation(area, address);
  if (table !== 'holding') throw new Error(`${area}${address} is not a holding register`);
  return offset;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Downloads a recipe: clears the completion flag, writes each block in one write-multiple request,
 * reads each back and compares it word for word, then waits for the PLC to set the completion flag
 * (when there is one) until `timeoutMs`. Resolves when all of it holds; rejects with the reason
 * (the PLC's refusal, the first differing word, the timeout) otherwise.
 */
export async function runRecipe(io: RegisterIo, command: RecipeCommand, options: RecipeRunOptions = {}): Promise<void> {
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? defaultSleep;
  const pollMs = options.pollMs ?? 100;
  const started = now();
  const blocks = command.blocks.map((block) => ({ ...block, offset: holdingOffset(block.area, block.address) }));
  const flag = command.completion
    ? { ...command.completion, offset: holdingOffset(command.completion.area, command.completion.address) }
    : undefined;

  if (flag) {
    const [word = 0] = await io.readRegisters(flag.offset, 1);
    const cleared = flag.bit == null ? 0 : word & ~(1 << flag.bit) & 0xffff;
    if (cleared !== word) await io.writeRegisters(flag.offset, [cleared]);
  }
  for (const block of blocks) {
    try {
      await io.writeRegisters(block.offset, block.values);
    } catch (error) {
      throw new Error(`the PLC refused the write of ${block.area}${block.address} (${block.values.length} words): ${reason(error)}`);
    }
  }
  for (const block of blocks) {
    const read = await io.readRegisters(block.offset, block.values.length);
    const mismatch = readBackMismatch(block.values, read);
    if (mismatch)
      throw new Error(
        `read-back differs at ${block.area}${block.address + mismatch.index}: sent ${mismatch.sent}, read ${mismatch.read ?? 'nothing'}`,
      );
  }
  if (!flag) return;
  for (;;) {
    const [word = 0] = await io.readRegisters(flag.offset, 1);
    if (completionSet(word, flag.bit)) return;
    if (now() - started >= command.timeoutMs)
      throw new Error(
        `timeout: the PLC did not set the completion flag ${flag.area}${flag.address}${flag.bit == null ? '' : `.${flag.bit}`} within ${command.timeoutMs} ms`,
      );
    await sleep(pollMs);
  }
}
