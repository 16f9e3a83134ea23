import { ApiError } from '../http/ApiError';

export interface FieldErrors {
  name: string;
  errors: string[];
}

/**
 * The server's field messages (data.issues, already localized) for the fields a form shows;
 * issues on other paths are left to the global error message.
 */
export function serverFieldErrors(error: unknown, fields: readonly string[]): FieldErrors[] {
  if (!(error instanceof ApiError)) return [];
  const byField = new Map<string, string[]>();
  for (const issue of error.issues) {
    const name = issue.path.split('.')[0] ?? '';
    if (!fields.includes(name)) continue;
    byField.set(name, [...(byField.get(name) ?? []), issue.message]);
  }
  return [...byField].map(([name, errors]) => ({ name, errors }));
}
