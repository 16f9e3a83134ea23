// The thread of embedded PGlite (see pglite-thread.ts): PostgreSQL runs here, so a statement never
// holds the server's event loop (the broker, ingest and the live stream). Requests are taken one
// at a time, in the order they were sent; the main thread keeps transactions exclusive.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const identity = (value) => value;
/** Parser tables by their OIDs (drizzle asks for a few types as the database's own text). */
const parserTables = new Map();
function parsersFor(oids) {
  const key = oids.join(',');
  let table = parserTables.get(key);
  if (!table) parserTables.set(key, (table = Object.fromEntries(oids.map((oid) => [oid, identity]))));
  return table;
}

/** What a structured clone keeps of an error: its message and its plain fields (code, detail...). */
function errorOf(error) {
  const out = { message: String(error?.message ?? error), name: error?.name ?? 'Error' };
  if (error && typeof error === 'object') {
    for (const key of Object.keys(error)) {
      const value = error[key];
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

const plain = (result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows });

let client;
try {
  const { dataDir, loadDataDir } = workerData;
  client = await PGlite.create(dataDir ?? 'memory://', loadDataDir ? { loadDataDir } : {});
  parentPort.postMessage({ ready: true });
} catch (error) {
  parentPort.postMessage({ ready: false, error: errorOf(error) });
}

async function handle(request) {
  const { op } = request;
  if (op === 'query') {
    const options = { rowMode: request.rowMode ?? 'object' };
    if (request.rawOids) options.parsers = parsersFor(request.rawOids);
    return plain(await client.query(request.sql, request.params ?? [], options));
  }
  if (op === 'exec') return (await client.exec(request.sql)).map(plain);
  if (op === 'dump') return await client.dumpDataDir(request.compression);
  if (op === 'close') {
    await client.close();
    return null;
  }
  throw new Error(`unknown request ${op}`);
}

let chain = Promise.resolve();
parentPort.on('message', (request) => {
  chain = chain.then(async () => {
    try {
      parentPort.postMessage({ id: request.id, result: await handle(request) });
    } catch (error) {
      parentPort.postMessage({ id: request.id, error: errorOf(error) });
    }
    if (request.op === 'close') parentPort.close();
  });
});
