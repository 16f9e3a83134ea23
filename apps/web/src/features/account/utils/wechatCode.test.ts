import { describe, expect, it } from 'vitest';
import { wechatCodeFrom } from './wechatCode';

describe('wechatCodeFrom', () => {
  it('reads the code inside the hash route or before the hash', () => {
    expect(wechatCodeFrom('', '#/wechatBinding?code=abc&state=1')).toBe('abc');
    expect(wechatCodeFrom('?code=xyz&state=', '#/wechatBinding')).toBe('xyz');
    expect(wechatCodeFrom('?code=outer', '#/wechatBinding?code=inner')).toBe('inner');
  });

  it('is null without a code', () => {
    expect(wechatCodeFrom('', '#/wechatBinding')).toBeNull();
    expect(wechatCodeFrom('?code=', '#/wechatBinding?code=')).toBeNull();
  });
});
