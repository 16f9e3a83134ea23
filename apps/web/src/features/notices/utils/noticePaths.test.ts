import { describe, expect, it } from 'vitest';
import { noticeDetailPath, noticeIdFrom } from './noticePaths';

describe('notice paths', () => {
  it('round-trips the id through the detail path', () => {
    const query = noticeDetailPath(42).split('?')[1]!;
    expect(noticeIdFrom(new URLSearchParams(query).get('id'))).toBe(42);
  });

  it.each([null, '', '0', '-1', '1.5', 'abc', '99999999999999999999'])('refuses %s', (value) => {
    expect(noticeIdFrom(value)).toBeNull();
  });
});
