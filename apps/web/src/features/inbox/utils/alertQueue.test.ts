import { NOTICE_TYPES } from '@fieldlink/domain';
import { describe, expect, it } from 'vitest';
import type { InboxEntry } from '../../../lib/realtime/streamMessages';
import { announcementFor, mergeEntries, soundOf, visibleEntries } from './alertQueue';

const entry = (id: number, type: InboxEntry['type']): InboxEntry => ({
  id,
  type,
  title: { 'zh-CN': `标题${id}`, 'en-US': `Title ${id}` },
  body: { 'zh-CN': '', 'en-US': '' },
  link: null,
  subject: null,
  level: type === 'alarm' ? 3 : null,
  read: false,
  createdAt: '2026-01-01T00:00:00.000Z',
});

describe('alert window rules', () => {
  it.each([
    ['alarm', 'alarm'],
    ['maintainSubmit', 'prompt'],
    ['maintainList', 'prompt'],
    ['maintainMine', 'prompt'],
    ['update', 'prompt'],
  ] as const)('%s plays the %s sound', (type, sound) => {
    expect(soundOf(type)).toBe(sound);
  });

  it('shows the chosen types only, newest first, each once', () => {
    const entries = [entry(1, 'alarm'), entry(3, 'update'), entry(2, 'maintainMine'), entry(3, 'update')];
    expect(visibleEntries(entries, ['alarm', 'update']).map((e) => e.id)).toEqual([3, 1]);
  });

  it.each([
    [
      'an alarm among others plays the alarm sound and speaks its text',
      [entry(1, 'update'), entry(2, 'alarm')],
      true,
      { sound: 'alarm', speak: 'Title 2' },
    ],
    ['work-order types play the prompt sound', [entry(4, 'maintainSubmit')], true, { sound: 'prompt', speak: undefined }],
    ['sound off: nothing', [entry(2, 'alarm')], false, undefined],
    ['nothing new: nothing', [], true, undefined],
  ] as const)('%s', (_name, arrivals, sound, expected) => {
    expect(announcementFor(arrivals, { sound, popup: true, types: NOTICE_TYPES }, 'en-US')).toEqual(expected);
  });

  it('stays quiet for a type the user does not show', () => {
    expect(announcementFor([entry(1, 'alarm')], { sound: true, popup: true, types: ['update'] }, 'zh-CN')).toBeUndefined();
  });

  it('merges arrivals without duplicates, newest first', () => {
    expect(mergeEntries([entry(2, 'alarm'), entry(1, 'update')], [entry(3, 'alarm'), entry(2, 'alarm')]).map((e) => e.id)).toEqual([
      3, 2, 1,
    ]);
  });
});
