import { describe, expect, it } from 'vitest';
import { clientErrorFingerprint, firstFrame, normaliseMessage } from './fingerprint.js';
import { CLIENT_ERROR_LIMITS, ClientErrorReportSchema, redactUrl, type ClientErrorReport } from './report.js';

const error = (message: string, stack?: string): ClientErrorReport => ({ kind: 'error', message, stack, route: '/home', version: '1.0.0' });

describe('client error report schema', () => {
  it('accepts an error and a failed request', () => {
    expect(ClientErrorReportSchema.safeParse({ kind: 'error', message: 'boom', route: '/home', version: '1' }).success).toBe(true);
    const parsed = ClientErrorReportSchema.parse({
      kind: 'request',
      message: 'Internal error',
      route: '/item',
      version: '1',
      method: 'GET',
      url: '/api/v1/devices/3?token=abc&page=2',
      status: 500,
    });
    expect(parsed.kind === 'request' && parsed.url).toBe('/api/v1/devices/3?token=*&page=2');
  });

  it.each([
    ['an unknown kind', { kind: 'warning', message: 'x', route: '/', version: '1' }],
    ['an empty message', { kind: 'error', message: ' ', route: '/', version: '1' }],
    ['a message one past its limit', { kind: 'error', message: 'x'.repeat(CLIENT_ERROR_LIMITS.message + 1), route: '/', version: '1' }],
    [
      'a stack one past its limit',
      { kind: 'error', message: 'x', stack: 's'.repeat(CLIENT_ERROR_LIMITS.stack + 1), route: '/', version: '1' },
    ],
    ['a request without status', { kind: 'request', message: 'x', route: '/', version: '1', method: 'GET', url: '/a' }],
    ['a status past 599', { kind: 'request', message: 'x', route: '/', version: '1', method: 'GET', url: '/a', status: 600 }],
    ['no object at all', 'boom'],
  ])('refuses %s', (_name, body) => {
    expect(ClientErrorReportSchema.safeParse(body).success).toBe(false);
  });

  it('keeps a message at exactly its limit', () => {
    const body = { kind: 'error', message: 'x'.repeat(CLIENT_ERROR_LIMITS.message), route: '/', version: '1' };
    expect(ClientErrorReportSchema.safeParse(body).success).toBe(true);
  });

  it('strips the origin and hides secret query values', () => {
    expect(redactUrl('https://host.example/api/v1/repair-link?t=SIGNED&x=1')).toBe('/api/v1/repair-link?t=*&x=1');
    expect(redactUrl('/api/v1/auth/login?userName=a&password=secret')).toBe('/api/v1/auth/login?userName=a&password=*');
  });
});

describe('client error fingerprint', () => {
  it('normalises numbers, ids and quoted strings', () => {
    expect(normaliseMessage(`Cannot read 'name' of device 42`)).toBe('Cannot read <str> of device <n>');
    expect(normaliseMessage('order 7f3a9b2c1d not found (0.5s)')).toBe('order <id> not found (<n>s)');
    expect(normaliseMessage('id 123e4567-e89b-12d3-a456-426614174000')).toBe('id <id>');
  });

  it('reads the first frame in V8 and Firefox form, without the build hash', () => {
    expect(firstFrame('TypeError: x\n    at render (https://h/assets/index-BX3k9a_Q.js:12:345)\n    at y (b.js:1:1)')).toBe('index.js:12');
    expect(firstFrame('render@https://h/assets/index-BX3k9a_Q.js:12:345\n')).toBe('index.js:12');
    expect(firstFrame('at https://h/assets/vendor.js:3:9')).toBe('vendor.js:3');
    expect(firstFrame('no frames here')).toBe('');
    expect(firstFrame(undefined)).toBe('');
  });

  it('groups the same error with other values, and parts different frames', () => {
    const stack = (line: number) => `TypeError\n    at f (https://h/assets/index-AAAAAAAA.js:${line}:5)`;
    const a = clientErrorFingerprint(error(`Cannot read 'a' of 1`, stack(10)));
    const b = clientErrorFingerprint(error(`Cannot read 'b' of 2`, stack(10).replace('AAAAAAAA', 'BBBBBBBB')));
    const c = clientErrorFingerprint(error(`Cannot read 'a' of 1`, stack(11)));
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
  });

  it('groups failed requests by method, path without ids, and status', () => {
    const request = (url: string, status: number): ClientErrorReport => ({
      kind: 'request',
      message: 'x',
      route: '/',
      version: '1',
      method: 'GET',
      url,
      status,
    });
    expect(clientErrorFingerprint(request('/api/v1/devices/3', 500))).toBe(
      clientErrorFingerprint(request('/api/v1/devices/9?page=2', 500)),
    );
    expect(clientErrorFingerprint(request('/api/v1/devices/3', 500))).not.toBe(clientErrorFingerprint(request('/api/v1/devices/3', 502)));
  });
});
