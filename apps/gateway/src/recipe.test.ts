import { RecipeCommandSchema } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { runRecipe, type RegisterIo } from './recipe.js';

/** Holding registers in memory; `corrupt` changes what a later read returns, `onWrite` plays the PLC. */
function fakePlc(
  options: { corrupt?: (offset: number, word: number) => number; onWrite?: (offset: number, memory: Uint16Array) => void } = {},
) {
  const memory = new Uint16Array(0x10000);
  const requests: string[] = [];
  const io: RegisterIo = {
    async writeRegisters(offset, words) {
      requests.push(`write ${offset} x${words.length}`);
      words.forEach((word, i) => (memory[offset + i] = word));
      options.onWrite?.(offset, memory);
    },
    async readRegisters(offset, count) {
      requests.push(`read ${offset} x${count}`);
      return Array.from(memory.subarray(offset, offset + count), (word, i) => options.corrupt?.(offset + i, word) ?? word);
    },
  };
  return { io, memory, requests };
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
    await expect(runRecipe(plc.io, command(), options)).rejects.toThrow('read-back differs at 4x11: sent 2, read 99');
  });

  it('gives up when the flag does not come within the timeout', async () => {
    clock = 0;
    const plc = fakePlc();
    await expect(runRecipe(plc.io, command({ completion: { area: '4x', address: 20 }, timeoutMs: 1000 }), options)).rejects.toThrow(
      /^timeout: the PLC did not set the completion flag 4x20 within 1000 ms/,
    );
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
