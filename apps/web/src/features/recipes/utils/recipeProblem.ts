import { RecipeBodySchema } from '@fieldlink/domain';
import type { RecipeBody } from '../api/recipesApi';

/** The first rule of the shared schema a recipe breaks: its message key, parameters and where (e.g. "rules 2"), or null. */
export function recipeProblem(body: RecipeBody): { key: string; params: Record<string, unknown>; where: string } | null {
  const result = RecipeBodySchema.safeParse(body);
  if (result.success) return null;
  const issue = result.error.issues[0]!;
  const [section, index] = issue.path;
  const params: Record<string, unknown> = 'maximum' in issue ? { max: issue.maximum } : 'minimum' in issue ? { min: issue.minimum } : {};
  return { key: issue.message, params, where: typeof index === 'number' ? `${String(section)} ${index + 1}` : '' };
}
