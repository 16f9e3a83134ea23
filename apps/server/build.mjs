// Bundles the server into dist/main.js. Dependencies stay in node_modules; the workspace's own
// domain package (TypeScript source) is compiled in.
import { build } from 'esbuild';
import fs from 'node:fs';

const manifest = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@fieldlink/'));

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// Embedded PGlite's thread (db/pglite-thread.ts) loads this file next to the bundle.
fs.copyFileSync(new URL('./src/db/pglite-worker.mjs', import.meta.url), new URL('./dist/pglite-worker.mjs', import.meta.url));
