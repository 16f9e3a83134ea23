import { LoginFieldsSchema, isMessageKey, type MessageKey } from '@fieldlink/domain';

export interface FieldProblem {
  key: MessageKey;
  params: Record<string, string | number>;
}

/** Checks one login field with the domain's LoginFieldsSchema; the key is in the `messages` namespace. */
export function loginFieldProblem(field: 'userName' | 'password', value: unknown): FieldProblem | null {
  const result = LoginFieldsSchema.shape[field].safeParse(value ?? '');
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (!issue) return null;
  const key = isMessageKey(issue.message) ? issue.message : 'validation.invalid';
  const params: Record<string, string | number> = {};
  if (issue.code === 'too_big') params.max = Number(issue.maximum);
  if (issue.code === 'too_small') params.min = Number(issue.minimum);
  return { key, params };
}
