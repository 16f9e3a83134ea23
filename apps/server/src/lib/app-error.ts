import { statusOf, type ErrorCode, type Language, type MessageKey } from '@fieldlink/domain';

/**
 * A failure the client is told about: a stable code (the HTTP status follows from it) and the
 * parameters its localized message needs. Services throw these; the error plugin answers them.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    /** A more specific message than the code's own, from the catalogue. */
    readonly messageKey?: MessageKey,
    /** The request field the failure is about, so a form can show it there. */
    readonly field?: string,
    /** Several problems at once (the rejected rows of an import). */
    readonly issues?: readonly { path: string; message: string }[],
  ) {
    super(code);
    this.name = 'AppError';
    this.statusCode = statusOf(code);
  }

  /**
   * Message parameters that are themselves catalogue keys (a status, an action), worded in the
   * request's language when the message is; `params` keeps the raw values for `data`.
   */
  labels: Record<string, MessageKey> = {};

  withLabels(labels: Record<string, MessageKey>): this {
    this.labels = labels;
    return this;
  }

  /** Message parameters given in each language (a point's name, a value with its words), picked by the request's. */
  words: Record<string, Record<Language, string>> = {};

  withWords(words: Record<string, Record<Language, string>>): this {
    this.words = words;
    return this;
  }
}

export interface ValidationIssue {
  path: string;
  message: string;
}

/** A request that failed its schema; carries zod's issues until the language is known. */
export class RequestValidationError extends Error {
  readonly statusCode = 400;
  constructor(
    readonly issues: readonly import('zod').core.$ZodIssue[],
    readonly part: string,
  ) {
    super('VALIDATION_FAILED');
    this.name = 'RequestValidationError';
  }
}
