import type { ApiError } from './ApiError';

/** Spec §9: the 401 notice shows 3 s, the error modal 15 s. */
export const UNAUTHORIZED_NOTICE_SECONDS = 3;
export const ERROR_MODAL_SECONDS = 15;
export const ERROR_MESSAGE_SECONDS = 3;

export type Translate = (key: string, params?: Record<string, string | number>) => string;

export type ErrorFeedback =
  | { kind: 'none' }
  | { kind: 'message'; level: 'info' | 'error'; text: string; seconds: number }
  | { kind: 'modal'; title: string; content: string; seconds: number; closable: false };

export interface ErrorEffects {
  feedback: ErrorFeedback;
  /** Clear the login token (a 401 on a call that carried it). */
  clearToken: boolean;
  /** Go back to the WeChat mini program's index page. */
  relaunchMiniProgram: boolean;
}

export interface FeedbackContext {
  silent: boolean;
  /** The call carried the login token (not a share token, not anonymous). */
  usedLoginToken: boolean;
  inMiniProgram: boolean;
}

/**
 * Spec §8 in one place: what the user sees and what happens to the session when a call fails.
 * Text keys live in the `errors` namespace.
 */
export function errorEffects(error: ApiError, context: FeedbackContext, t: Translate): ErrorEffects {
  const unauthorized = error.status === 401;
  const clearToken = unauthorized && context.usedLoginToken;
  const relaunchMiniProgram = clearToken && context.inMiniProgram;
  return { feedback: context.silent ? { kind: 'none' } : feedbackFor(error, t), clearToken, relaunchMiniProgram };
}

export function feedbackFor(error: ApiError, t: Translate): ErrorFeedback {
  if (error.status === 0) {
    return { kind: 'message', level: 'error', text: t('errors:http.network', { url: error.url }), seconds: ERROR_MESSAGE_SECONDS };
  }
  if (error.status === 401) {
    return { kind: 'message', level: 'info', text: t('errors:http.unauthorized'), seconds: UNAUTHORIZED_NOTICE_SECONDS };
  }
  if (error.status === 500) {
    const reason = error.statusText || error.message || String(error.status);
    return {
      kind: 'modal',
      title: t('errors:http.modalTitle'),
      content: t('errors:http.server', { reason }),
      seconds: ERROR_MODAL_SECONDS,
      closable: false,
    };
  }
  return { kind: 'message', level: 'error', text: error.message || t('errors:http.generic'), seconds: ERROR_MESSAGE_SECONDS };
}
