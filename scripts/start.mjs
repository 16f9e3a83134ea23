#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, then runs the server in this
// process (so SIGTERM reaches it directly). Configuration comes from the environment (README).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

/** Newest modification time of any file under the given paths. */
function newest(paths) {
  let latest = 0;
  const visit = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(p)) if (entry !== 'node_modules' && entry !== 'dist') visit(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach(visit);
  return latest;
}

function stale(output, sources) {
  return !fs.existsSync(output) || fs.statSync(output).mtimeMs < newest(sources);
}

const domain = at('packages', 'domain', 'src');
const targets = [
  {
    name: 'web app',
    workspace: 'apps/web',
    output: at('apps', 'web', 'dist', 'index.html'),
    sources: [
      at('apps', 'web', 'src'),
      at('apps', 'web', 'index.html'),
      at('apps', 'web', 'vite.config.ts'),
      at('apps', 'web', 'public'),
      domain,
    ],
  },
  {
    name: 'server',
    workspace: 'apps/server',
    output: at('apps', 'server', 'dist', 'main.js'),
    sources: [at('apps', 'server', 'src'), at('apps', 'server', 'build.mjs'), at('apps', 'gateway', 'src'), domain],
  },
];

for (const target of targets) {
  if (!stale(target.output, target.sources)) continue;
  process.stdout.write(`fieldlink: building the ${target.name}...\n`);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', target.workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    process.stderr.write(`fieldlink: building the ${target.name} failed (see above)\n`);
    process.exit(1);
  }
}

await import(path.join(root, 'apps', 'server', 'dist', 'main.js'));
