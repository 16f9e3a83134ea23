import { describe, expect, it } from 'vitest';
import { readableErrorMessage } from './readable-message.js';

describe('readableErrorMessage', () => {
  it.each([
    ['Error: {"code":400,"message":"名称不能为空"}', { text: '名称不能为空' }],
    ['{"code":500,"message":"Service error"}', { text: 'Service error' }],
    ['{"error":{"message":"deep"}}', { text: 'deep' }],
    ['"a thrown string"', { text: 'a thrown string' }],
    ['TypeError: x is undefined', { text: 'TypeError: x is undefined' }],
    ['{not json', { text: '{not json' }],
  ])('keeps or extracts the message a body carries: %s', (raw, expected) => {
    expect(readableErrorMessage(raw)).toEqual(expected);
  });

  it('names what carries no message by a reason', () => {
    expect(readableErrorMessage('Script error.')).toEqual({ reason: 'crossOrigin' });
    expect(readableErrorMessage('Script error')).toEqual({ reason: 'crossOrigin' });
    expect(readableErrorMessage('')).toEqual({ reason: 'noMessage' });
    expect(readableErrorMessage('Unknown error')).toEqual({ reason: 'noMessage' });
    expect(readableErrorMessage('{"code":400}')).toEqual({ reason: 'noMessage' });
    expect(readableErrorMessage('[1,2]')).toEqual({ reason: 'noMessage' });
  });

  it('reads a form validation rejection as an incomplete form, naming its fields', () => {
    const raw = JSON.stringify({ values: {}, errorFields: [{ name: ['name'], errors: ['x'] }, { name: ['tableName'] }], outOfDate: false });
    expect(readableErrorMessage(raw)).toEqual({ reason: 'incompleteForm', detail: 'name, tableName' });
    expect(readableErrorMessage('{"errorFields":[]}')).toEqual({ reason: 'incompleteForm', detail: undefined });
  });
});
