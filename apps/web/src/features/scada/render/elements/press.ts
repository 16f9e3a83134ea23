import type { KeyboardEvent, MouseEvent } from 'react';

/** A control's pointer and keyboard handling (Enter or Space presses it), and its accessible state. */
export function pressProps(enabled: boolean, press: () => void, pressed?: boolean) {
  return {
    role: 'button',
    tabIndex: enabled ? 0 : -1,
    'aria-disabled': !enabled,
    ...(pressed === undefined ? {} : { 'aria-pressed': pressed }),
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      if (enabled) press();
    },
    onKeyDown: (event: KeyboardEvent) => {
      if (!enabled || (event.key !== 'Enter' && event.key !== ' ')) return;
      event.preventDefault();
      press();
    },
  };
}
