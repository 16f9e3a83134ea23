import { describe, expect, it } from 'vitest';
import { recurNote, recurNoteText, recurrenceOrder } from './recurrence.js';
import { WORK_ORDER_STATUSES } from './states.js';

describe('recurrenceOrder', () => {
  it('opens a new order when the source has none', () => {
    expect(recurrenceOrder([])).toBeUndefined();
  });

  it.each(WORK_ORDER_STATUSES.map((status) => [status, status === 'completed' || status === 'cancelled' ? undefined : 7] as const))(
    'an order %s takes the occurrence: %s',
    (status, expected) => {
      expect(recurrenceOrder([{ id: 7, status }])?.id).toBe(expected);
    },
  );

  it('joins the newest open order and passes over closed ones', () => {
    const orders = [
      { id: 3, status: 'pending' as const },
      { id: 9, status: 'completed' as const },
      { id: 5, status: 'processing' as const },
    ];
    expect(recurrenceOrder(orders)?.id).toBe(5);
  });
});

describe('recurNote', () => {
  it('keeps the alarm text in both languages and reads it back in each', () => {
    const note = recurNote('压缩机过流', 'Compressor overcurrent', 200);
    expect(recurNoteText(note, 'zh-CN')).toBe('压缩机过流');
    expect(recurNoteText(note, 'en-US')).toBe('Compressor overcurrent');
  });

  it('falls back to the Chinese text without an English one, and reads an older plain note as it is', () => {
    expect(recurNoteText(recurNote('压缩机过流', null, 200), 'en-US')).toBe('压缩机过流');
    expect(recurNoteText('压缩机过流 "x"', 'en-US')).toBe('压缩机过流 "x"');
    expect(recurNoteText('{broken', 'en-US')).toBe('{broken');
  });

  it('cuts both texts until the note fits its limit', () => {
    const note = recurNote('温'.repeat(150), 't"'.repeat(150), 200);
    expect(note.length).toBeLessThanOrEqual(200);
    expect(recurNoteText(note, 'zh-CN')).toMatch(/^温+$/);
    expect(recurNoteText(note, 'en-US').startsWith('t"t"')).toBe(true);
  });
});
