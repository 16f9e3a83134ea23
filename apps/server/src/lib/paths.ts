import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's root folder, found by walking up from this module: the same answer from
 * the TypeScript sources (tests) and from the bundle in dist/ (production).
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === '@fieldlink/server') return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('cannot find the @fieldlink/server package root');
    dir = parent;
  }
}

export const migrationsFolder = (): string => path.join(serverRoot(), 'drizzle');
