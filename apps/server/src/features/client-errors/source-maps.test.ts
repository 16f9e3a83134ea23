import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createSourceMapper, decodeVlq, parseSourceMap } from './source-maps.js';

/** A real bundle and its map, made by esbuild (`--minify --sourcemap=external`) from a small explode.ts. */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('source maps', () => {
  it('decodes base64 VLQ fields', () => {
    expect(decodeVlq('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlq('SAASA')).toEqual([9, 0, 0, 9, 0]);
    expect(decodeVlq('D')).toEqual([-1]);
    expect(decodeVlq('gB')).toEqual([16]);
    expect(decodeVlq('hB')).toEqual([-16]);
    expect(() => decodeVlq('!')).toThrow();
  });

  it('refuses what is not a v3 map', () => {
    expect(() => parseSourceMap('{"version":2,"sources":[],"mappings":""}')).toThrow();
  });

  it('maps minified frames back to the source file, line and column', async () => {
    const mapper = createSourceMapper({ webDir: FIXTURES });
    const stack = [
      'Error: cannot render pump',
      '    at t (https://fieldlink.example/assets/index-Ab12Cd34.js:1:97)',
      '    at https://fieldlink.example/assets/index-Ab12Cd34.js:1:103',
      't@https://fieldlink.example/assets/index-Ab12Cd34.js?v=1:1:97',
      '    at vendor (https://fieldlink.example/assets/vendor-XXXXXXXX.js:1:5)',
    ].join('\n');
    expect(await mapper.mapStack(stack)).toBe(
      [
        'Error: cannot render pump',
        '    at t (src/lib/explode.ts:9:3)',
        '    at src/lib/explode.ts:9:9',
        't@src/lib/explode.ts:9:3',
        '    at vendor (https://fieldlink.example/assets/vendor-XXXXXXXX.js:1:5)',
      ].join('\n'),
    );
  });

  it('answers null when no frame has a map', async () => {
    const mapper = createSourceMapper({ webDir: FIXTURES });
    expect(await mapper.mapStack('Error\n    at f (https://h/assets/missing-AAAAAAAA.js:1:1)')).toBeNull();
    expect(await mapper.mapStack('no frames')).toBeNull();
    expect(await createSourceMapper({ webDir: undefined }).mapStack('at f (https://h/assets/index-Ab12Cd34.js:1:97)')).toBeNull();
  });
});
