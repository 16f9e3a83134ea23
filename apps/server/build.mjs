// Bundles the server into dist/main.js. Dependencies stay in node_modules; the workspace's own
// packages (TypeScript source: the domain, the gateway agent) are compiled in.
import { build } from 'esbuild';
import fs from 'node:fs';

// The gateway agent is compiled in too (the demo's in-process gateways); its own dependencies (the PLC
// protocol libraries, loaded only when a PLC speaks them) stay in node_modules like the server's.
const dependencies = (file) => Object.keys(JSON.parse(fs.readFileSync(new URL(file, import.meta.url), 'utf8')).dependencies);
const external = [...new Set([...dependencies('./package.json'), ...dependencies('../gateway/package.json')])].filter(
  (name) => !name.startsWith('@fieldlink/'),
);

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
