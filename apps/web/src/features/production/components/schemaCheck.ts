import type { FormInstance } from 'antd';
import type { ZodType } from 'zod';

/**
 * Checks a form's values with the shared schema the server checks them with: on the first broken
 * rule its message lands on its field (the form's names are the body's paths) and false is answered.
 */
export function schemaCheck<T>(schema: ZodType<T>, values: unknown, form: FormInstance, text: (key: string) => string): T | undefined {
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const issue = result.error.issues[0]!;
  const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
  form.setFields([{ name: (name.length > 0 ? name : ['name']) as ['name'], errors: [text(issue.message)] }]);
  return undefined;
}
