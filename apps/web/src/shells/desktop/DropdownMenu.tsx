import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styles from './DropdownMenu.module.css';

export interface MenuAction {
  key: string;
  label: ReactNode;
  icon?: ReactNode;
  testId?: string;
  onSelect(): void;
}

/** Where the menu opens: under its button (its right edge on the button's), or at the pointer. */
export type MenuAnchor = { kind: 'below'; rect: DOMRect } | { kind: 'point'; x: number; y: number };

export interface MenuState {
  /** The menu's id, for the button's `aria-controls`. */
  id: string;
  open: boolean;
  show(anchor: MenuAnchor): void;
  hide(): void;
}

/** The open state of one dropdown menu. */
export function useMenuState(): MenuState & { anchor: MenuAnchor | null } {
  const id = useId();
  const [anchor, setAnchor] = useState<MenuAnchor | null>(null);
  const hide = useCallback(() => setAnchor(null), []);
  return { id, open: anchor !== null, anchor, show: setAnchor, hide };
}

export interface DropdownMenuProps {
  state: ReturnType<typeof useMenuState>;
  items: readonly MenuAction[];
  /** Where the focus goes back when the menu closes from the keyboard. */
  returnFocus?: { readonly current: HTMLElement | null };
  label?: string;
}

/**
 * A menu of actions (WAI-ARIA menu pattern): opened by its button or a right click, it takes the focus;
 * arrows, Home and End move it, Enter or Space run an item, Escape and Tab close it, and so does a
 * click elsewhere. Drawn in the page's body so no scrolling box clips it; it slides in like antd's
 * dropdowns, at once for a user who asked for less motion (the CSS's `prefers-reduced-motion`).
 */
export function DropdownMenu({ state, items, returnFocus, label }: DropdownMenuProps) {
  const list = useRef<HTMLUListElement>(null);
  const { anchor, hide } = state;
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  useLayoutEffect(() => {
    const menu = list.current;
    if (!anchor || !menu) return setPosition(null);
    const width = menu.offsetWidth;
    const height = menu.offsetHeight;
    const wanted =
      anchor.kind === 'below' ? { top: anchor.rect.bottom + 4, left: anchor.rect.right - width } : { top: anchor.y, left: anchor.x };
    setPosition({
      top: Math.max(4, Math.min(wanted.top, window.innerHeight - height - 4)),
      left: Math.max(4, Math.min(wanted.left, window.innerWidth - width - 4)),
    });
    menu.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [anchor]);

  useEffect(() => {
    if (!anchor) return;
    const away = (event: PointerEvent) => {
      const target = event.target as Element;
      // The menu's own button toggles it by itself.
      if (list.current?.contains(target) || target.closest?.(`[aria-controls="${CSS.escape(state.id)}"]`)) return;
      hide();
    };
    const close = () => hide();
    document.addEventListener('pointerdown', away, true);
    window.addEventListener('resize', close);
    window.addEventListener('blur', close);
    return () => {
      document.removeEventListener('pointerdown', away, true);
      window.removeEventListener('resize', close);
      window.removeEventListener('blur', close);
    };
  }, [anchor, hide, state.id]);

  if (!anchor) return null;

  const close = (refocus: boolean) => {
    hide();
    if (refocus) returnFocus?.current?.focus();
  };
  const run = (item: MenuAction) => {
    close(true);
    item.onSelect();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const entries = [...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = entries.indexOf(document.activeElement as HTMLElement);
    const focus = (index: number) => entries[(index + entries.length) % entries.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(entries.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return createPortal(
    <ul
      ref={list}
      id={state.id}
      role="menu"
      aria-label={label}
      className={styles.menu}
      style={position ? { top: position.top, left: position.left } : { visibility: 'hidden', top: 0, left: 0 }}
      onKeyDown={onKeyDown}
      onContextMenu={(event) => event.preventDefault()}
    >
      {items.map((item) => (
        <li
          key={item.key}
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          data-testid={item.testId}
          onClick={() => run(item)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            run(item);
          }}
        >
          {item.icon && <span className={styles.icon}>{item.icon}</span>}
          {item.label}
        </li>
      ))}
    </ul>,
    document.body,
  );
}
