import { STATIC_LOGIN_ID, STATIC_LOGIN_IDS as IDS } from './bootDecision';

export type StaticLoginField = 'userName' | 'password' | 'remember' | 'reveal' | 'submit';

/** What the user did on index.html's static sign-in form before the app came. */
export interface StaticLoginState {
  userName: string;
  password: string;
  remember: boolean;
  /** The password shown in clear (the eye pressed). */
  shown: boolean;
  /** The field that had the focus, and the caret or selection in a text field. */
  focus: StaticLoginField | null;
  selection: { start: number; end: number } | null;
  /** A submit the boot script held for the app to carry out. */
  pending: boolean;
  /** The language picked there, if any (html[lang], kept in storage by the boot script). */
  language: string;
}

const FIELDS: Record<StaticLoginField, string> = {
  userName: IDS.userName,
  password: IDS.password,
  remember: IDS.remember,
  reveal: IDS.reveal,
  submit: IDS.submit,
};

/** Removes the static sign-in page, if any: the app draws alone. */
export function dropStaticLogin(doc: Document = document): void {
  doc.getElementById(STATIC_LOGIN_ID)?.remove();
  if (doc.documentElement.dataset.boot !== undefined) doc.documentElement.dataset.boot = 'app';
}

/**
 * Reads what the user typed into the static sign-in form (null when it was not shown) and removes
 * it, in the same task: its test ids and labels are never in the document beside the React form's.
 */
export function takeStaticLogin(doc: Document = document): StaticLoginState | null {
  const root = doc.getElementById(STATIC_LOGIN_ID);
  const shown = root !== null && doc.documentElement.dataset.boot === 'login';
  const input = (id: string) => doc.getElementById(id) as HTMLInputElement | null;
  const state: StaticLoginState | null = shown
    ? {
        userName: input(IDS.userName)?.value ?? '',
        password: input(IDS.password)?.value ?? '',
        remember: input(IDS.remember)?.checked ?? false,
        shown: input(IDS.password)?.type === 'text',
        focus: focusedField(doc),
        selection: null,
        pending: doc.getElementById(IDS.form)?.dataset.pending === '1',
        language: doc.documentElement.lang,
      }
    : null;
  if (state && (state.focus === 'userName' || state.focus === 'password')) {
    const field = input(FIELDS[state.focus]);
    if (field && field.selectionStart !== null && field.selectionEnd !== null)
      state.selection = { start: field.selectionStart, end: field.selectionEnd };
  }
  dropStaticLogin(doc);
  return state;
}

function focusedField(doc: Document): StaticLoginField | null {
  const active = doc.activeElement;
  if (!active) return null;
  for (const [field, id] of Object.entries(FIELDS) as [StaticLoginField, string][]) if (active.id === id) return field;
  return null;
}
