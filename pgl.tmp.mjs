import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
import { gunzipSync } from 'node:zlib';
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const gz = fs.readFileSync('/tmp/prof/demo.tar.gz'); const raw = gunzipSync(gz);
for (const [label, data] of [['gz', gz], ['raw', raw], ['raw', raw], ['raw', raw]]) {
  const w0 = performance.now(), c0 = cpu();
  const db = await PGlite.create('memory://', { loadDataDir: new Blob([data]) });
  const w1 = performance.now(), c1 = cpu();
  await db.query('select count(*) from pg_class');
  const w2 = performance.now(), c2 = cpu();
  await db.close();
  console.log(label, (w1 - w0).toFixed(0), (c1 - c0).toFixed(0), 'first query', (w2 - w1).toFixed(0), (c2 - c1).toFixed(0));
}
