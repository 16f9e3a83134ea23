export interface ApiIssue {
  path: string;
  message: string;
}

/** Keys for failures that never reached the server's error envelope. */
export const CLIENT_ERROR_KEYS = ['NETWORK_ERROR', 'BAD_RESPONSE'] as const;

/**
 * Every failed API call becomes one of these. `status` is the HTTP status (0 when no response
 * came back), `code` the envelope's code (else the status), `key` the server's stable
 * `data.error` key (else a client key), `message` the server's localized text ('' when none).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: number;
  readonly key: string;
  readonly url: string;
  readonly statusText: string;
  readonly issues: ApiIssue[];

  constructor(init: { status: number; code: number; key: string; message: string; url: string; statusText?: string; issues?: ApiIssue[] }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.key = init.key;
    this.url = init.url;
    this.statusText = init.statusText ?? '';
    this.issues = init.issues ?? [];
  }
}
