import { RecipeCommandSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { modbusWordIo } from './plc/modbus-driver.js';
import { recipeAckOf, runRecipe } from './recipe.js';

/** Holding registers in memory; `corrupt` changes what a later read returns, `onWrite` plays the PLC. */
function fakePlc(
  options: { corrupt?: (offset: number, word: number) => number; onWrite?: (offset: number, memory: Uint16Array) => void } = {},
) {
  const memory = new Uint16Array(0x10000);
  const requests: string[] = [];
  const registers = {
    async writeRegisters(offset: number, words: readonly number[]) {
      requests.push(`write ${offset} x${words.length}`);
      words.forEach((word, i) => (memory[offset + i] = word));
      options.onWrite?.(offset, memory);
    },
    async readRegisters(offset: number, count: number) {
      requests.push(`read ${offset} x${count}`);
      return Array.from(memory.subarray(offset, offset + count), (word, i) => options.corrupt?.(offset + i, word) ?? word);
    },
  };
  return { registers, io: modbusWordIo(registers), memory, requests };
}

const command = (over: object = {}) =>
  RecipeCommandSchema.parse({ id: 'c1', type: 'recipe', blocks: [{ area: '4x', address: 10, values: [1, 2, 3] }], ...over });
let clock = 0;
const options = { now: () => clock, sleep: async (ms: number) => void (clock += ms), pollMs: 100 };

describe('runRecipe', () => {
  it('writes each block in one request, reads it back and waits for the completion bit', async () => {
    // The PLC sets bit 3 of 4x20 once the recipe block has landed, keeping its other bits.
    const plc = fakePlc({ onWrite: (offset, memory) => void (offset === 10 && (memory[20] = memory[20]! | 0b1000)) });
    plc.memory[20] = 0b1001;
    await runRecipe(plc.io, command({ completion: { area: '4x', address: 20, bit: 3 } }), options);
    expect(Array.from(plc.memory.subarray(10, 13))).toEqual([1, 2, 3]);
    expect(plc.requests).toEqual(['read 20 x1', 'write 20 x1', 'write 10 x3', 'read 10 x3', 'read 20 x1']);
    expect(plc.memory[20]).toBe(0b1001);
  });

  it('refuses when a word reads back different, naming it', async () => {
    const plc = fakePlc({ corrupt: (offset, word) => (offset === 11 ? 99 : word) });
    const failure = await runRecipe(plc.io, command(), options).catch((e: unknown) => e);
    expect(recipeAckOf('c1', failure)).toEqual({
      id: 'c1',
      ok: false,
      error: 'read-back differs at 4x11: sent 2, read 99',
      code: 'readback_mismatch',
      detail: { address: '4x11', sent: 2, read: 99 },
    });
  });

  it('names a Modbus refusal by its exception code, and exception 6 as the PLC being busy', async () => {
    const refusing = (modbusCode: number) => {
      const plc = fakePlc();
      plc.registers.writeRegisters = async () => {
        throw Object.assign(new Error(`Modbus exception ${modbusCode}`), { modbusCode });
      };
      return plc.io;
    };
    const refused = recipeAckOf('c1', await runRecipe(refusing(2), command(), options).catch((e: unknown) => e));
    expect(refused).toMatchObject({ code: 'plc_refused', detail: { address: '4x10', count: 3, exceptionCode: 2 } });
    expect(refused.error).toMatch(/^the PLC refused the write of 4x10 \(3 words\): Modbus exception 2/);
    const busy = recipeAckOf('c1', await runRecipe(refusing(6), command(), options).catch((e: unknown) => e));
    expect(busy).toMatchObject({ code: 'device_busy', detail: { exceptionCode: 6 } });
  });

  it('names a lost connection as the PLC unreachable', async () => {
    const plc = fakePlc();
    plc.registers.readRegisters = async () => {
      throw new Error('socket closed');
    };
    const ack = recipeAckOf('c1', await runRecipe(plc.io, command(), options).catch((e: unknown) => e));
    expect(ack).toMatchObject({ code: 'plc_unreachable', detail: { message: 'socket closed' } });
  });

  it('gives up when the flag does not come within the timeout', async () => {
    clock = 0;
    const plc = fakePlc();
    await expect(runRecipe(plc.io, command({ completion: { area: '4x', address: 20 }, timeoutMs: 1000 }), options)).rejects.toThrow(
      /^timeout: the PLC did not set the completion flag 4x20 within 1000 ms/,
    );
    const ack = recipeAckOf(
      'c1',
      await runRecipe(plc.io, command({ completion: { area: '4x', address: 20 }, timeoutMs: 1000 }), options).catch((e: unknown) => e),
    );
    expect(ack).toMatchObject({ code: 'completion_flag_timeout', detail: { address: '4x20', timeoutMs: 1000 } });
    expect(clock).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a block outside the holding registers before writing anything', async () => {
    const plc = fakePlc();
    await expect(runRecipe(plc.io, command({ blocks: [{ area: '3x', address: 0, values: [1] }] }), options)).rejects.toThrow(
      'is not a holding register',
    );
    expect(plc.requests).toEqual([]);
  });
});
