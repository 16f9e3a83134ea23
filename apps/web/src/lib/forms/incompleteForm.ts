/** The event a form raises when a submit stops at its rules (spec §5 "please complete the form"). */
export const INCOMPLETE_FORM_EVENT = 'fieldlink:incomplete-form';

/**
 * Says that a submitted form is incomplete: its fields already show what is wrong, and the one
 * listener of the app (`IncompleteFormNotice`) adds "please complete the form" as a message (desktop)
 * or a toast (phone). Pass it as a form's `onFinishFailed`; `validValues` calls it itself.
 */
export function announceIncompleteForm(): void {
  if (typeof window !== 'undefined') raiseIncompleteForm(window);
}

/** Raises the event on `target` (the window in the app). */
export function raiseIncompleteForm(target: EventTarget): void {
  target.dispatchEvent(new Event(INCOMPLETE_FORM_EVENT));
}
