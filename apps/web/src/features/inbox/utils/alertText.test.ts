import { describe, expect, it } from 'vitest';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { alertEntryView } from './alertEntryView';
import { alertText, unreadCount } from './alertText';

const entry = (title: string, body: string, read = false): InboxEntry => ({
  id: 1,
  type: 'alarm',
  title: { 'zh-CN': title, 'en-US': title },
  body: { 'zh-CN': body, 'en-US': body },
  link: null,
  subject: null,
  level: 3,
  read,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('alertText', () => {
  const kind = 'Alarm · Severe';

  it('shows an alarm whose title is its body once, under the kind of entry (without its own [Alarm] tag)', () => {
    const text = '[Alarm] Barrel temperature high: 233.4 ℃';
    expect(alertText(entry(text, text), 'en-US', kind)).toEqual({ headline: kind, detail: 'Barrel temperature high: 233.4 ℃' });
    expect(alertText(entry('[报警] 料筒温度高: 233.4℃', '[报警] 料筒温度高: 233.4℃'), 'zh-CN', '报警 · 严重').detail).toBe(
      '料筒温度高: 233.4℃',
    );
  });

  it('keeps the longer text when one contains the other', () => {
    expect(alertText(entry('New order', 'New order WO-7: leaking'), 'en-US', kind)).toEqual({
      headline: kind,
      detail: 'New order WO-7: leaking',
    });
    expect(alertText(entry('New order WO-7: leaking', 'leaking'), 'en-US', kind)).toEqual({
      headline: kind,
      detail: 'New order WO-7: leaking',
    });
  });

  it('keeps a title and a body that say different things', () => {
    expect(alertText(entry('New order WO-7', 'Motor overheating'), 'en-US', kind)).toEqual({
      headline: 'New order WO-7',
      detail: 'Motor overheating',
    });
  });

  it('never repeats: the headline and the detail always differ', () => {
    for (const [title, body] of [
      ['a', 'a'],
      ['a', ''],
      ['', 'b'],
      ['a b', 'a'],
      [' a ', 'a'],
    ] as const) {
      const text = alertText(entry(title, body), 'en-US', kind);
      expect(text.detail).not.toBe(text.headline);
    }
  });
});

describe('unreadCount', () => {
  it('counts the entries not read yet', () => {
    expect(unreadCount([entry('a', 'a'), entry('b', 'b', true), entry('c', 'c')])).toBe(2);
    expect(unreadCount([])).toBe(0);
  });
});

const words: Record<string, string> = { 'notices:types.alarm': 'Alarm', 'alarms:levels.3': 'Severe' };
const t = (key: string) => words[key] ?? key;

describe('alertEntryView', () => {
  it('says an alarm whose title is its body once: under the kind, and under the type tag as the detail alone', () => {
    const text = '[Alarm] Barrel temperature high: 233.4 ℃';
    const view = alertEntryView(entry(text, text), 'en-US', t);
    expect(view).toMatchObject({ id: 1, kind: 'Alarm · Severe', headline: 'Alarm · Severe', detail: 'Barrel temperature high: 233.4 ℃' });
    expect(view.main).toBe('Barrel temperature high: 233.4 ℃');
    expect(view.second).toBeUndefined();
  });

  it('keeps a title and a body that say different things on both lines', () => {
    const view = alertEntryView(entry('New order WO-7', 'Motor overheating'), 'en-US', t);
    expect([view.headline, view.detail]).toEqual(['New order WO-7', 'Motor overheating']);
    expect([view.main, view.second]).toEqual(['New order WO-7', 'Motor overheating']);
  });

  it('shows the kind when there is no text, marks unread entries and gives the level colour', () => {
    const unread = alertEntryView(entry('', ''), 'en-US', t);
    expect([unread.headline, unread.main, unread.unread]).toEqual(['Alarm · Severe', 'Alarm · Severe', true]);
    expect(unread.color).toMatch(/^#/);
    expect(alertEntryView(entry('', '', true), 'en-US', t).unread).toBe(false);
  });
});
