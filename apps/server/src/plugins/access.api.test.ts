import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { startEmbeddedBroker } from '../broker/embedded.js';
import { openPglite } from '../db/client.js';
import pino from 'pino';
import { UndeclaredAccessError } from './access.js';

describe('access declarations', () => {
  it('refuses to boot when a route declares no access', async () => {
    const database = await openPglite(undefined);
    const bus = await startEmbeddedBroker({
      port: null,
      host: '127.0.0.1',
      log: pino({ level: 'silent' }),
    });
    const app = await buildApp({ database, bus, logger: false });
    app.get('/api/v1/forgotten', async () => 'oops');
    await expect(app.ready()).rejects.toThrow(UndeclaredAccessError);
    await expect(app.ready()).rejects.toThrow(/GET \/api\/v1\/forgotten/);
    await bus.close();
    await database.close();
  });
});
