import type { ClientErrorReport } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { deferredErrorReporter } from './deferredReporter';
import * as reporterModule from './errorReporter';

function setup(load: () => Promise<typeof reporterModule>) {
  const sent: ClientErrorReport[] = [];
  let now = 1000;
  let route = '/home';
  const reporter = deferredErrorReporter(
    {
      send: async (report) => void sent.push(report),
      now: () => now,
      route: () => route,
      version: '1',
      userAgent: 'test',
    },
    load,
  );
  return { reporter, sent, go: (next: string) => (route = next), advance: (ms: number) => (now += ms) };
}

describe('deferred error reporter', () => {
  it('loads the reporter on the first failure and sends what came meanwhile, with the route it happened on', async () => {
    let loads = 0;
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const { reporter, sent, go } = setup(async () => {
      loads += 1;
      await loaded;
      return reporterModule;
    });
    reporter.report({ kind: 'error', message: 'first' });
    go('/alarm/alarm_records');
    reporter.report({ kind: 'error', message: 'second' });
    expect(sent).toEqual([]);
    release();
    await loaded;
    await Promise.resolve();
    expect(loads).toBe(1);
    expect(sent.map(({ message, route }) => ({ message, route }))).toEqual([
      { message: 'first', route: '/home' },
      { message: 'second', route: '/alarm/alarm_records' },
    ]);
    reporter.report({ kind: 'error', message: 'third' });
    expect(sent.map((report) => report.message)).toEqual(['first', 'second', 'third']);
  });

  it('tries the load again on the next failure when it failed', async () => {
    let fail = true;
    const { reporter, sent } = setup(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve(reporterModule)));
    reporter.report({ kind: 'error', message: 'lost?' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    fail = false;
    reporter.report({ kind: 'error', message: 'later' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.map((report) => report.message)).toEqual(['lost?', 'later']);
  });
});
