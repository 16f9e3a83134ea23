import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Maps minified stack frames (`…/assets/index-AbC123.js:1:2345`) back to source `file:line:col`
 * with the web build's hidden source maps (`vite build.sourcemap: 'hidden'`: the .map files sit
 * beside the bundles on disk and are never served). A small Source Map v3 decoder: no package.
 */

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** One mapping: generated column, then the source index, line and column (all 0-based). */
type Segment = readonly [number, number, number, number];

interface ParsedMap {
  sources: string[];
  /** Per generated line, its segments in column order. */
  lines: Segment[][];
}

/** Decodes one Base64 VLQ field list (`AAAA`, `SAAS`, …) into numbers. */
export function decodeVlq(field: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of field) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`invalid base64 VLQ character ${char}`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
    value = 0;
    shift = 0;
  }
  return values;
}

/** Parses a Source Map v3 document (no index maps) into segments per generated line. */
export function parseSourceMap(json: string): ParsedMap {
  const map = JSON.parse(json) as { version?: number; sources?: string[]; sourceRoot?: string; mappings?: string };
  if (map.version !== 3 || !Array.isArray(map.sources) || typeof map.mappings !== 'string') throw new Error('not a source map v3');
  const root = map.sourceRoot ?? '';
  const sources = map.sources.map((source) => cleanSource(root + source));
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  const lines = map.mappings.split(';').map((line) => {
    let column = 0;
    const segments: Segment[] = [];
    for (const field of line.split(',')) {
      if (!field) continue;
      const [dc, ds, dl, dcol] = decodeVlq(field);
      column += dc ?? 0;
      if (ds === undefined || dl === undefined || dcol === undefined) continue;
      source += ds;
      sourceLine += dl;
      sourceColumn += dcol;
      segments.push([column, source, sourceLine, sourceColumn]);
    }
    return segments.sort((a, b) => a[0] - b[0]);
  });
  return { sources, lines };
}

/** `../../src/features/x.tsx` -> `src/features/x.tsx`; `webpack:///./a` -> `a`. */
function cleanSource(source: string): string {
  return source.replace(/^[a-z]+:\/\/\/?/i, '').replace(/^(\.\.?\/)+/, '');
}

/** The source position of a generated one (line and column 1-based, as stack traces print them). */
export function originalPosition(map: ParsedMap, line: number, column: number): { source: string; line: number; column: number } | null {
  const segments = map.lines[line - 1];
  if (!segments || segments.length === 0) return null;
  let found: Segment | undefined;
  for (const segment of segments) {
    if (segment[0] > column - 1) break;
    found = segment;
  }
  found ??= segments[0];
  const source = found && map.sources[found[1]];
  if (!found || source === undefined) return null;
  return { source, line: found[2] + 1, column: found[3] + 1 };
}

/** A frame's `url:line:col`, where the url's path ends in a bundle file name (a query after it allowed). */
const FRAME = /[^\s()@]*?([\w.-]+\.js)(?:\?[^\s():]*)?:(\d+):(\d+)/gi;

export interface SourceMapper {
  /** The stack with every frame of a bundle that has a map rewritten to `source:line:col`; null when none was. */
  mapStack(stack: string): Promise<string | null>;
}

/**
 * Reads `<webDir>/assets/<bundle>.js.map` on first use and keeps up to `cacheSize` parsed maps
 * (least recently used dropped first); a missing or broken map is remembered as none.
 */
export function createSourceMapper({ webDir, cacheSize = 20 }: { webDir: string | undefined; cacheSize?: number }): SourceMapper {
  const cache = new Map<string, Promise<ParsedMap | null>>();

  function load(file: string): Promise<ParsedMap | null> {
    const cached = cache.get(file);
    if (cached) {
      cache.delete(file);
      cache.set(file, cached);
      return cached;
    }
    const loading = webDir
      ? fs
          .readFile(path.join(webDir, 'assets', `${file}.map`), 'utf8')
          .then(parseSourceMap, () => null)
          .catch(() => null)
      : Promise.resolve(null);
    cache.set(file, loading);
    if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
    return loading;
  }

  return {
    async mapStack(stack) {
      const frames = [...stack.matchAll(FRAME)];
      if (frames.length === 0) return null;
      let mapped = false;
      const replacements = await Promise.all(
        frames.map(async (frame) => {
          const [whole, file, line, column] = frame;
          const map = await load(file!);
          const position = map && originalPosition(map, Number(line), Number(column));
          if (!position) return whole;
          mapped = true;
          return `${position.source}:${position.line}:${position.column}`;
        }),
      );
      if (!mapped) return null;
      let index = 0;
      return stack.replace(FRAME, () => replacements[index++]!);
    },
  };
}
