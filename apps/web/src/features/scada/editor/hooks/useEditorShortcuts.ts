import { useEffect, useRef } from 'react';
import type { EditorAction } from '../model/editorState';

export interface ShortcutHandlers {
  dispatch(action: EditorAction): void;
  save(): void;
  /** Escape: ends a drag or clears the selection. */
  escape(): void;
  /** May the user change the drawing (else only Escape works)? */
  editable: boolean;
}

/** Typing in a field (or a contenteditable) keeps its keys. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false;
  const element = target as HTMLElement;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(element.tagName) || element.isContentEditable;
}

/** The editor command a key press stands for (undefined: not the editor's key). */
export function shortcutFor(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey'>,
): EditorAction | 'save' | 'escape' | undefined {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (mod) {
    if (key === 'z') return event.shiftKey ? { type: 'redo' } : { type: 'undo' };
    if (key === 'y') return { type: 'redo' };
    if (key === 'c') return { type: 'copy' };
    if (key === 'x') return { type: 'cut' };
    if (key === 'v') return { type: 'paste' };
    if (key === 'd') return { type: 'duplicate' };
    if (key === 'a') return { type: 'selectAll' };
    if (key === 'g') return event.shiftKey ? { type: 'ungroup' } : { type: 'group' };
    if (key === 's') return 'save';
    return undefined;
  }
  const step = event.shiftKey ? 10 : 1;
  switch (key) {
    case 'Delete':
    case 'Backspace':
      return { type: 'delete' };
    case 'ArrowLeft':
      return { type: 'nudge', dx: -step, dy: 0 };
    case 'ArrowRight':
      return { type: 'nudge', dx: step, dy: 0 };
    case 'ArrowUp':
      return { type: 'nudge', dx: 0, dy: -step };
    case 'ArrowDown':
      return { type: 'nudge', dx: 0, dy: step };
    case 'Escape':
      return 'escape';
    default:
      return undefined;
  }
}

/** Read-only viewers may still copy, select and leave. */
const READ_ONLY_ALLOWED = new Set(['copy', 'selectAll']);

/** The editor's keyboard shortcuts on the window, never while the user types in a field. */
export function useEditorShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (isTypingTarget(event.target)) return;
      const command = shortcutFor(event);
      if (!command) return;
      const { dispatch, save, escape, editable } = latest.current;
      if (command === 'escape') return escape();
      event.preventDefault();
      if (command === 'save') return editable ? save() : undefined;
      if (!editable && !READ_ONLY_ALLOWED.has(command.type)) return;
      dispatch(command);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
