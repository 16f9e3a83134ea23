import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, databaseKinds, type TestApp } from '../../test/harness.js';
import { waitFor } from '../../test/wait.js';
import { presentEntry, type InboxEntry } from './inbox.presenter.js';
import { createInboxRelay } from './inbox-relay.js';
import { createNotificationsRepository } from './notifications.repository.js';
import { demoFacts } from './test-support/fakes.js';

describe.each(databaseKinds())('inbox relay between instances (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(kind);
  });
  afterAll(() => t.close());

  it('pushes an entry on this instance at once and, on PostgreSQL, on every other instance once', async () => {
    const repo = createNotificationsRepository(t.database.db);
    const { demoId, companyId } = await demoFacts(t.database.db);
    const [row] = await repo.insertMessages([
      { userId: demoId, companyId, type: 'update', titleZh: '跨实例', titleEn: 'Across instances' },
    ]);
    const seen = { a: [] as [number, InboxEntry][], b: [] as [number, InboxEntry][] };
    // Two instances: each its own hub (emit) and relay, one database.
    const a = createInboxRelay({ database: t.database, repo, emit: (user, entry) => seen.a.push([user, entry]), log: t.app.log });
    const b = createInboxRelay({ database: t.database, repo, emit: (user, entry) => seen.b.push([user, entry]), log: t.app.log });
    await a.start();
    await b.start();
    a.push(demoId, presentEntry(row!));
    expect(seen.a).toEqual([[demoId, presentEntry(row!)]]);
    if (kind === 'postgres') {
      await waitFor(async () => seen.b.length > 0, 'the other instance');
      expect(seen.b).toEqual([[demoId, presentEntry(row!)]]);
    } else {
      // One embedded database is one instance: nothing to relay.
      expect(t.database.listen).toBeUndefined();
      expect(seen.b).toEqual([]);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(seen.a).toHaveLength(1);
    await a.stop();
    await b.stop();
  });
});
