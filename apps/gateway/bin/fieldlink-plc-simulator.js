#!/usr/bin/env node
// Runs the built fieldlink-plc-simulator (apps/gateway/dist, from `npm run build`).
import fs from 'node:fs';

const built = new URL('../dist/plc-simulator.js', import.meta.url);
if (!fs.existsSync(built)) {
  process.stderr.write('fieldlink-plc-simulator: not built yet; run `npm run build -w apps/gateway` first\n');
  process.exit(1);
}
await import(built.href);
