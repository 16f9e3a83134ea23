import type { ClientErrorReport } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import { createErrorReporter } from './errorReporter';
import { describeThrown } from './pageErrors';

function setup(options: { maxPerWindow?: number } = {}) {
  const sent: ClientErrorReport[] = [];
  let now = 0;
  const reporter = createErrorReporter({
    send: async (report) => void sent.push(report),
    now: () => now,
    route: () => '/item/item_page',
    version: '1.2.3',
    userAgent: 'test',
    dedupeMs: 60_000,
    maxPerWindow: options.maxPerWindow ?? 3,
    windowMs: 60_000,
  });
  return { reporter, sent, advance: (ms: number) => (now += ms) };
}

const stack = (line: number) => `TypeError: x\n    at f (https://h/assets/index-AbCd1234.js:${line}:5)`;

describe('error reporter', () => {
  it('sends an error with the route, version and user agent', () => {
    const { reporter, sent } = setup();
    expect(reporter.report({ kind: 'error', message: 'boom', stack: stack(1) })).toBe(true);
    expect(sent).toEqual([
      { kind: 'error', message: 'boom', stack: stack(1), route: '/item/item_page', version: '1.2.3', userAgent: 'test' },
    ]);
  });

  it('sends the same error once per dedupe window, even with other numbers in it', () => {
    const { reporter, sent, advance } = setup();
    expect(reporter.report({ kind: 'error', message: 'device 1 failed', stack: stack(1) })).toBe(true);
    expect(reporter.report({ kind: 'error', message: 'device 2 failed', stack: stack(1) })).toBe(false);
    advance(59_999);
    expect(reporter.report({ kind: 'error', message: 'device 3 failed', stack: stack(1) })).toBe(false);
    advance(1);
    expect(reporter.report({ kind: 'error', message: 'device 4 failed', stack: stack(1) })).toBe(true);
    expect(sent.map((report) => report.message)).toEqual(['device 1 failed', 'device 4 failed']);
  });

  it('sends at most the limit per window, then again once the window has passed', () => {
    const { reporter, sent, advance } = setup({ maxPerWindow: 3 });
    for (let line = 1; line <= 5; line++) reporter.report({ kind: 'error', message: 'x', stack: stack(line) });
    expect(sent).toHaveLength(3);
    advance(60_000);
    expect(reporter.report({ kind: 'error', message: 'x', stack: stack(9) })).toBe(true);
    expect(sent).toHaveLength(4);
  });

  it('reports a failed request without the query secrets', () => {
    const { reporter, sent } = setup();
    reporter.report({ kind: 'request', message: 'Server error', method: 'get', url: 'http://h/api/v1/devices/3?token=abc', status: 502 });
    expect(sent[0]).toMatchObject({ kind: 'request', method: 'GET', url: '/api/v1/devices/3?token=*', status: 502 });
  });

  it('drops what cannot be a report, and a send that fails stays quiet', async () => {
    const reporter = createErrorReporter({
      send: () => Promise.reject(new Error('offline')),
      now: () => 0,
      route: () => '/',
      version: '1',
      userAgent: 'test',
    });
    expect(reporter.report({ kind: 'request', message: 'x', method: 'TRACE', url: '/a', status: 500 })).toBe(false);
    expect(reporter.report({ kind: 'error', message: 'x'.repeat(5000) })).toBe(true);
  });

  it('describes whatever was thrown', () => {
    expect(describeThrown(new TypeError('bad'))).toMatchObject({ message: 'TypeError: bad' });
    expect(describeThrown('plain')).toEqual({ message: 'plain' });
    expect(describeThrown({ code: 1 })).toEqual({ message: '{"code":1}' });
  });
});
