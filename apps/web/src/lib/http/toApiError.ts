import { ApiError, type ApiIssue } from './ApiError';

export interface RawFailure {
  url: string;
  /** Absent when the request got no response at all (network down, CORS, server gone). */
  response?: { status: number; statusText: string; body: unknown };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function issuesOf(data: Record<string, unknown>): ApiIssue[] {
  const raw = data.issues;
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).map((issue) => ({ path: String(issue.path ?? ''), message: String(issue.message ?? '') }));
}

/**
 * Turns a failed call into an ApiError (modelled on outline's ApiClient `toError()`): the
 * envelope's code, message and `data.error` key when the server sent one, else what HTTP says.
 */
export function toApiError({ url, response }: RawFailure): ApiError {
  if (!response) return new ApiError({ status: 0, code: 0, key: 'NETWORK_ERROR', message: '', url });
  const { status, statusText, body } = response;
  if (!isRecord(body)) {
    return new ApiError({ status, code: status, key: status >= 500 ? 'INTERNAL' : 'BAD_RESPONSE', message: '', url, statusText });
  }
  const data = isRecord(body.data) ? body.data : {};
  const code = typeof body.code === 'number' ? body.code : status;
  const key = typeof data.error === 'string' ? data.error : code >= 500 ? 'INTERNAL' : 'BAD_RESPONSE';
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError({ status, code, key, message, url, statusText, issues: issuesOf(data) });
}
