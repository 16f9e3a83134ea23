import { formatMessage, isMessageKey, type Language } from '@fieldlink/domain';
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { RequestValidationError, type ValidationIssue } from './app-error.js';

const LOCALES: Record<Language, z.core.$ZodErrorMap> = { 'zh-CN': z.locales.zhCN().localeError, 'en-US': z.locales.en().localeError };

/**
 * Validates a request part with its zod schema. Issues keep their raw form so the error handler
 * can word them in the request's language.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const nul = nulIssues(data);
    if (nul.length > 0) return { error: new RequestValidationError(nul, httpPart ?? 'body') };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };

/** Deeper than any request the app sends: a body nested further is refused, not walked. */
const MAX_DEPTH = 64;

/**
 * Every string (value or key) holding NUL, which no text column can store (PostgreSQL refuses it,
 * so it must never reach a statement): one issue each, at its path, for every route at once.
 */
function nulIssues(data: unknown): z.core.$ZodIssue[] {
  const issues: z.core.$ZodIssue[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (typeof value === 'string') {
      if (value.includes('\u0000')) issues.push({ code: 'custom', path, message: 'input.nul', input: value });
    } else if (value && typeof value === 'object' && !ArrayBuffer.isView(value)) {
      if (path.length > MAX_DEPTH) {
        issues.push({ code: 'custom', path, message: 'validation.invalid', input: value });
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) issues.push({ code: 'custom', path: [...path, key], message: 'input.nul', input: key });
        else walk(item, [...path, Array.isArray(value) ? Number(key) : key]);
      }
    }
  };
  walk(data, []);
  return issues;
}

/** One issue in one language: the domain's own message when the schema names one, else zod's. */
export function localizeIssue(issue: z.core.$ZodIssue, language: Language): ValidationIssue {
  const path = issue.path.map(String).join('.');
  let message: string;
  if (isMessageKey(issue.message)) {
    const params = { ...('params' in issue ? (issue.params as Record<string, string | number>) : {}), ...bounds(issue) };
    message = formatMessage(language, issue.message, params);
  } else if (issue.code === 'invalid_type' && !('input' in issue && issue.input !== undefined)) {
    message = formatMessage(language, 'validation.required');
  } else {
    const raw = LOCALES[language](issue as never);
    message = typeof raw === 'string' ? raw : (raw?.message ?? issue.message);
  }
  return { path, message };
}

function bounds(issue: z.core.$ZodIssue): Record<string, number> {
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  return {};
}
