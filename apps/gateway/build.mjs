// Bundles the command-line tools into dist/*.js. Dependencies stay in node_modules; the workspace's
// own domain package (TypeScript source) is compiled in.
import { build } from 'esbuild';
import fs from 'node:fs';

const manifest = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
// node-snap7 (a native addon, a development dependency) is loaded only by `--protocol s7`.
const external = [...Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@fieldlink/')), 'node-snap7'];

await build({
  entryPoints: { gateway: 'src/cli/gateway.ts', 'plc-simulator': 'src/cli/plc-simulator.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
