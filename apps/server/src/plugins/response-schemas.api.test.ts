import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startEmbeddedBroker } from '../broker/embedded.js';
import { openPglite } from '../db/client.js';
import { UndeclaredResponseError } from './response-schemas.js';

async function withApp(body: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
  const database = await openPglite(undefined);
  const bus = await startEmbeddedBroker({ port: null, host: '127.0.0.1', log: pino({ level: 'silent' }) });
  try {
    await body(await buildApp({ database, bus, logger: false }));
  } finally {
    await bus.close();
    await database.close();
  }
}

describe('response schemas', () => {
  it('refuses to boot when a JSON route declares no response schema', async () => {
    await withApp(async (app) => {
      app.get('/api/v1/unchecked', { config: { access: 'user' } }, async () => ({ code: 200, message: 'ok', data: { secret: 1 } }));
      await expect(app.ready()).rejects.toThrow(UndeclaredResponseError);
      await expect(app.ready()).rejects.toThrow(/GET \/api\/v1\/unchecked/);
    });
  });

  it('boots when a route that answers no JSON says what it answers instead', async () => {
    await withApp(async (app) => {
      app.get('/api/v1/a-file', { config: { access: 'user', answers: 'file' } }, async (_request, reply) => reply.send(Buffer.from('x')));
      await expect(app.ready()).resolves.toBeDefined();
      await app.close();
    });
  });
});
