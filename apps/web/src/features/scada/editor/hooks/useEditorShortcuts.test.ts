import { describe, expect, it } from 'vitest';
import { isTypingTarget, shortcutFor } from './useEditorShortcuts';

const key = (k: string, mods: { ctrl?: boolean; meta?: boolean; shift?: boolean } = {}) => ({
  key: k,
  ctrlKey: !!mods.ctrl,
  metaKey: !!mods.meta,
  shiftKey: !!mods.shift,
});

describe('editor shortcuts', () => {
  it.each([
    [key('z', { ctrl: true }), { type: 'undo' }],
    [key('Z', { ctrl: true, shift: true }), { type: 'redo' }],
    [key('y', { ctrl: true }), { type: 'redo' }],
    [key('z', { meta: true }), { type: 'undo' }],
    [key('c', { ctrl: true }), { type: 'copy' }],
    [key('x', { ctrl: true }), { type: 'cut' }],
    [key('v', { ctrl: true }), { type: 'paste' }],
    [key('d', { ctrl: true }), { type: 'duplicate' }],
    [key('a', { ctrl: true }), { type: 'selectAll' }],
    [key('g', { ctrl: true }), { type: 'group' }],
    [key('G', { ctrl: true, shift: true }), { type: 'ungroup' }],
    [key('s', { ctrl: true }), 'save'],
    [key('Delete'), { type: 'delete' }],
    [key('Backspace'), { type: 'delete' }],
    [key('ArrowLeft'), { type: 'nudge', dx: -1, dy: 0 }],
    [key('ArrowDown', { shift: true }), { type: 'nudge', dx: 0, dy: 10 }],
    [key('Escape'), 'escape'],
    [key('q', { ctrl: true }), undefined],
    [key('a'), undefined],
  ])('%o → %o', (event, expected) => {
    expect(shortcutFor(event)).toEqual(expected);
  });

  it('leaves keys alone while typing in a field', () => {
    expect(isTypingTarget({ tagName: 'INPUT', isContentEditable: false } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: true } as unknown as EventTarget)).toBe(true);
    expect(isTypingTarget({ tagName: 'DIV', isContentEditable: false } as unknown as EventTarget)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});
