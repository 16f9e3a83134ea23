import type { Language } from '@fieldlink/domain';
import { ApiError } from './ApiError';
import { errorEffects, type ErrorFeedback, type Translate } from './errorFeedback';
import { LoadingTracker } from './loadingTracker';
import { toApiError } from './toApiError';

export const API_BASE = 'api/v1';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON, or a FormData for multipart uploads. */
  body?: unknown;
  /** Show nothing when the call fails (the caller handles it, or it does not matter). */
  silent?: boolean;
  /** Do not drive the global loading bar (polling). */
  background?: boolean;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key on a replayed write). */
  headers?: Record<string, string>;
  /**
   * 'blob': the success body is a file (an export), returned as a Blob; 'file': the same with the
   * name the server gave it. Failures still read the envelope.
   */
  responseType?: 'json' | 'blob' | 'file';
}

/** A downloaded file and the name from its Content-Disposition (null when the server gave none). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

/** The file name of a Content-Disposition header: RFC 5987 `filename*=UTF-8''…` first, else `filename="…"`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1] ?? '').trim();
  return name || null;
}

export interface ApiClientDeps {
  /** The share token from the URL, if the page was opened through a share link. */
  shareToken(): string | null;
  loginToken(): string | null;
  clearLoginToken(): void;
  language(): Language;
  translate: Translate;
  inMiniProgram(): boolean;
  relaunchMiniProgram(): void;
  /** Shows a failure to the user (message or modal). */
  showFeedback(feedback: ErrorFeedback): void;
  fetch?: typeof fetch;
  /** The page's base URL; API calls are relative to it so the app works under any folder. */
  baseUrl?: string;
  /** Told of every call that failed on the server (5xx) or never got an answer: the client error log. */
  reportFailure?(failure: { method: string; url: string; status: number; message: string }): void;
}

/**
 * The one HTTP client: builds the URL, adds the token and Accept-Language, unwraps the
 * `{ code, message, data }` envelope, turns every failure into an ApiError and applies the
 * spec's error catalogue (§8) before rethrowing.
 */
export class ApiClient {
  readonly loading = new LoadingTracker();

  constructor(private readonly deps: ApiClientDeps) {}

  get<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'GET' });
  }

  post<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'POST', body });
  }

  put<T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'PUT', body });
  }

  delete<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}): Promise<T> {
    return this.request<T>(path, { ...options, method: 'DELETE' });
  }

  /** Downloads a file (GET, same token and error handling as every call). */
  blob(path: string, options: Omit<RequestOptions, 'method' | 'body' | 'responseType'> = {}): Promise<Blob> {
    return this.request<Blob>(path, { ...options, method: 'GET', responseType: 'blob' });
  }

  /** Downloads a file with the name the server gave it (Content-Disposition). */
  download(path: string, options: Omit<RequestOptions, 'method' | 'body' | 'responseType'> = {}): Promise<DownloadedFile> {
    return this.request<DownloadedFile>(path, { ...options, method: 'GET', responseType: 'file' });
  }

  url(path: string, query?: RequestOptions['query']): string {
    const base = this.deps.baseUrl ?? (typeof window === 'undefined' ? 'http://localhost/' : window.location.href);
    const url = new URL(`${API_BASE}/${path.replace(/^\//, '')}`, new URL('./', base.split('#')[0]));
    for (const [name, value] of Object.entries(query ?? {})) {
      if (value !== undefined) url.searchParams.set(name, String(value));
    }
    return url.toString();
  }

  /** The token calls carry: the share token when the page was opened through a share link, else the login token. */
  token(): string | null {
    return this.deps.shareToken() ?? this.deps.loginToken();
  }

  /** A WebSocket URL beside the API (ws: or wss: as the page's protocol), carrying the token in `token`. */
  socketUrl(path: string): string | null {
    const token = this.token();
    if (!token) return null;
    return this.url(path, { token }).replace(/^http/, 'ws');
  }

  async request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const url = this.url(path, options.query);
    const shareToken = this.deps.shareToken();
    const loginToken = shareToken ? null : this.deps.loginToken();
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json', 'Accept-Language': this.deps.language() };
    const token = shareToken ?? loginToken;
    if (token) headers.Authorization = `Bearer ${token}`;
    // A FormData body (an upload) goes as multipart: fetch sets the Content-Type with its boundary.
    const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
    if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

    const done = options.background ? () => undefined : this.loading.start();
    try {
      let response: Response;
      try {
        response = await (this.deps.fetch ?? fetch)(url, {
          method: options.method ?? 'GET',
          headers,
          body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
          signal: options.signal,
        });
      } catch (cause) {
        if (options.signal?.aborted) throw cause;
        throw this.fail(toApiError({ url }), options, loginToken !== null, path);
      }
      if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
      if (response.ok && options.responseType === 'file') {
        const file: DownloadedFile = { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
        return file as T;
      }
      const body: unknown = await response.json().catch(() => undefined);
      const envelope = body as { code?: unknown; data?: unknown } | undefined;
      if (response.ok && envelope && envelope.code === 200) return envelope.data as T;
      const failure = toApiError({ url, response: { status: response.status, statusText: response.statusText, body } });
      throw this.fail(failure, options, loginToken !== null, path);
    } finally {
      done();
    }
  }

  private fail(error: ApiError, options: RequestOptions, usedLoginToken: boolean, path: string): ApiError {
    // 4xx are answers about the request (validation, access), not faults; a failed report is not reported again.
    if ((error.status === 0 || error.status >= 500) && !path.replace(/^\//, '').startsWith('client-errors')) {
      this.deps.reportFailure?.({
        method: options.method ?? 'GET',
        url: error.url,
        status: error.status,
        message: error.message || error.key,
      });
    }
    const effects = errorEffects(
      error,
      { silent: options.silent ?? false, usedLoginToken, inMiniProgram: this.deps.inMiniProgram() },
      this.deps.translate,
    );
    if (effects.clearToken) this.deps.clearLoginToken();
    if (effects.relaunchMiniProgram) this.deps.relaunchMiniProgram();
    if (effects.feedback.kind !== 'none') this.deps.showFeedback(effects.feedback);
    return error;
  }
}
