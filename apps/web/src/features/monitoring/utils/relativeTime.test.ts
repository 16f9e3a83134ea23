import { describe, expect, it } from 'vitest';
import { relativeTime } from './relativeTime';

const NOW = Date.parse('2025-06-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it.each<[number, string, string]>([
    [0, 'now', '现在'],
    [4, 'now', '现在'],
    [5, '5 seconds ago', '5秒钟前'],
    [59, '59 seconds ago', '59秒钟前'],
    [60, '1 minute ago', '1分钟前'],
    [3_599, '59 minutes ago', '59分钟前'],
    [3_600, '1 hour ago', '1小时前'],
    [86_400, 'yesterday', '昨天'],
    [3 * 86_400, '3 days ago', '3天前'],
    [-30, 'now', '现在'],
  ])('%i s ago', (seconds, en, zh) => {
    expect(relativeTime(ago(seconds), NOW, 'en-US')).toBe(en);
    expect(relativeTime(ago(seconds), NOW, 'zh-CN')).toBe(zh);
  });

  it('is empty without a readable time', () => {
    expect(relativeTime(null, NOW, 'en-US')).toBe('');
    expect(relativeTime('yesterday-ish', NOW, 'en-US')).toBe('');
  });
});
