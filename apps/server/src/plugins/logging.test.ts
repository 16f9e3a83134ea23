import { describe, expect, it } from 'vitest';
import { loggerOptions, readyLine, redactQuery } from './logging.js';

describe('redactQuery', () => {
  it.each<[string, string]>([
    ['/api/x?token=abc', '/api/x?token=[redacted]'],
    ['/api/x?a=1&token=abc', '/api/x?a=1&token=[redacted]'],
    ['/api/x?token=abc&a=1', '/api/x?token=[redacted]&a=1'],
    ['/api/x?a=1&password=hunter2&b=2', '/api/x?a=1&password=[redacted]&b=2'],
    ['/ws?access_token=xyz', '/ws?access_token=[redacted]'],
    ['/x?TOKEN=abc&Password=p', '/x?TOKEN=[redacted]&Password=[redacted]'],
    ['/x?token=a&token=b', '/x?token=[redacted]&token=[redacted]'],
    ['/x?token=', '/x?token=[redacted]'],
    ['/x?token=a%26b&c=1', '/x?token=[redacted]&c=1'],
    // others left alone
    ['/api/x', '/api/x'],
    ['/api/x?a=1&b=2', '/api/x?a=1&b=2'],
    ['/x?mytoken=abc', '/x?mytoken=abc'],
    ['/x?tokens=abc', '/x?tokens=abc'],
    ['/x?token_type=bearer', '/x?token_type=bearer'],
    ['/token=abc', '/token=abc'],
  ])('%s -> %s', (url, expected) => {
    expect(redactQuery(url)).toBe(expected);
  });
});

describe('loggerOptions', () => {
  it('uses the level and serializes requests with a redacted url', () => {
    const options = loggerOptions('warn');
    expect(options).toMatchObject({ level: 'warn', redact: { censor: '[redacted]' } });
    const serializers = (
      options as { serializers: { req: (r: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) => unknown } }
    ).serializers;
    expect(serializers.req({ method: 'GET', url: '/a?token=s', ip: '1.2.3.4', headers: { authorization: 'Bearer s' } })).toEqual({
      method: 'GET',
      url: '/a?token=[redacted]',
      ip: '1.2.3.4',
    });
  });

  it('redacts the authorization header, cookies, passwords and tokens', () => {
    const options = loggerOptions('info') as { redact: { paths: string[] } };
    expect(options.redact.paths).toEqual(
      expect.arrayContaining(['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', 'password', 'token']),
    );
  });
});

describe('readyLine', () => {
  it('names the address people open, the database and the broker', () => {
    expect(readyLine({ host: '0.0.0.0', port: 8080, database: 'pglite', mqtt: { kind: 'embedded', port: 1883 } })).toBe(
      'Fieldlink ready at http://localhost:8080/ (database: embedded, MQTT: embedded :1883)',
    );
    expect(readyLine({ host: '::1', port: 80, database: 'postgres', mqtt: { kind: 'external', url: 'mqtt://srv:pw@broker:1883' } })).toBe(
      'Fieldlink ready at http://[::1]:80/ (database: PostgreSQL, MQTT: external mqtt://broker:1883)',
    );
  });
});
