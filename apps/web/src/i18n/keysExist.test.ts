import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@fieldlink/domain';
import { RESOURCES } from './resources';

const SRC = join(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const NAMESPACES = Object.keys(RESOURCES['zh-CN']);

/**
 * Every literal key the web asks for: t('key') (in `common`) and any quoted 'ns:key' of a known
 * namespace, wherever it stands (t() calls, i18nKey, tables of keys handed to t() later).
 */
function literalKeys(text: string): { key: string; prefix: boolean }[] {
  const keys: { key: string; prefix: boolean }[] = [];
  for (const match of text.matchAll(/\bt\(\s*(['"])([\w-]+(?::[\w.-]+)?)\1/g)) keys.push({ key: match[2]!, prefix: false });
  // Elsewhere a literal may be a prefix a key is built on ('devices:protocols' + '.' + code).
  for (const match of text.matchAll(/(?<!\bt\(\s*)(['"`])([A-Za-z]+):([\w.-]+)\1/g)) {
    if (NAMESPACES.includes(match[2]!)) keys.push({ key: `${match[2]}:${match[3]}`, prefix: true });
  }
  return keys;
}

function exists(catalog: Record<string, unknown>, key: string, prefix: boolean): boolean {
  const [ns, path] = key.includes(':') ? (key.split(':', 2) as [string, string]) : ['common', key];
  const namespace = catalog[ns] as Record<string, unknown> | undefined;
  if (!namespace) return false;
  if (typeof namespace[path] === 'string') return true; // flat keys with dots (messages)
  let node: unknown = namespace;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  // A plural key ('x') exists as 'x_one' / 'x_other'.
  if (node === undefined && typeof namespace === 'object') {
    const parent = path
      .split('.')
      .slice(0, -1)
      .reduce<unknown>((n, p) => (n as Record<string, unknown> | undefined)?.[p], namespace);
    const last = path.split('.').at(-1)!;
    return typeof (parent as Record<string, unknown> | undefined)?.[`${last}_other`] === 'string';
  }
  return typeof node === 'string' || Array.isArray(node) || (prefix && typeof node === 'object' && node !== null);
}

describe('catalog keys used by the web', () => {
  const files = sourceFiles(SRC);
  const used = files.flatMap((file) => literalKeys(readFileSync(file, 'utf8')).map((found) => ({ ...found, file: relative(SRC, file) })));

  it('finds the keys it checks', () => {
    expect(used.length).toBeGreaterThan(500);
  });

  it.each(['zh-CN', 'en-US'] as const)('every literal t() key exists in %s', (language) => {
    const catalog = RESOURCES[language] as unknown as Record<string, unknown>;
    const missing = used.filter(({ key, prefix }) => !exists(catalog, key, prefix)).map(({ key, file }) => `${key} (${file})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(['zh-CN', 'en-US'] as const)('every permission key has a label in %s (the role matrix builds these keys)', (language) => {
    const catalog = RESOURCES[language] as unknown as Record<string, unknown>;
    expect(PERMISSION_KEYS.filter((key) => !exists(catalog, `access:keys.${key}`, false))).toEqual([]);
  });
});
