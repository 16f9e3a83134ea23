import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode, statusOf } from './errors.js';

describe('error codes', () => {
  it.each(ERROR_CODES)('%s maps to a 4xx or 5xx status', (code) => {
    const status = statusOf(code);
    expect(Number.isInteger(status)).toBe(true);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThanOrEqual(599);
    expect(status).toBe(ERROR_STATUS[code]);
  });

  it.each([
    ['VALIDATION_FAILED', 400],
    ['UNAUTHORIZED', 401],
    ['INVALID_CREDENTIALS', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['UNSUPPORTED_MEDIA_TYPE', 415],
    ['PAYLOAD_TOO_LARGE', 413],
    ['RATE_LIMITED', 429],
    ['INTERNAL', 500],
    ['SERVICE_UNAVAILABLE', 503],
  ] as const)('statusOf(%s) = %i', (code, status) => {
    expect(statusOf(code)).toBe(status);
  });

  it.each<[unknown, boolean]>([
    ['NOT_FOUND', true],
    ['RATE_LIMITED', true],
    ['not_found', false],
    ['NOT_FOUND ', false],
    ['', false],
    ['toString', false],
    ['hasOwnProperty', false],
    [null, false],
    [404, false],
    [{}, false],
  ])('isErrorCode(%j) is %s', (value, expected) => {
    expect(isErrorCode(value)).toBe(expected);
  });

  it('every listed code is recognised', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code)).toBe(true);
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });
});
