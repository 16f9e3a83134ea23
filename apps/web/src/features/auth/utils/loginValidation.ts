import { loginFieldProblem as domainLoginFieldProblem, type MessageKey } from '@fieldlink/domain';

export interface FieldProblem {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * Checks one login field with the domain's login rules (the limits LoginFieldsSchema is built from,
 * checked without zod: the sign-in page loads no schema library); the key is in the `messages` namespace.
 */
export function loginFieldProblem(field: 'userName' | 'password', value: unknown): FieldProblem | null {
  const problem = domainLoginFieldProblem(field, value ?? '');
  return problem && { key: problem.key, params: { ...problem.params } };
}
