import { isMessageKey, type MessageKey } from '@fieldlink/domain';
import type { ZodType } from 'zod';

export interface SchemaProblem {
  /** A key of the `messages` namespace. */
  key: MessageKey;
  params: Record<string, string | number>;
}

/** The first problem a domain schema finds with a value, as a message key and its parameters. */
export function schemaProblem(schema: ZodType, value: unknown): SchemaProblem | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const params: Record<string, string | number> = {};
  if ('params' in issue && issue.params && typeof issue.params === 'object') {
    for (const [name, param] of Object.entries(issue.params as Record<string, unknown>)) {
      if (typeof param === 'string' || typeof param === 'number') params[name] = param;
    }
  }
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  return { key: isMessageKey(issue.message) ? issue.message : 'validation.invalid', params };
}
