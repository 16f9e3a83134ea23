import type { Translate } from '../../../i18n/useTranslation';
import type { RecipeSummary } from '../api/recipesApi';

/** What a recipe is for, as the lists show it: its device, or "Type: <device type>". */
export function recipeTargetLabel(recipe: Pick<RecipeSummary, 'deviceName' | 'deviceTypeName'>, t: Translate): string {
  return recipe.deviceName ?? t('recipes:targetType', { type: recipe.deviceTypeName ?? '—' });
}

/**
 * Where a download goes from a page filtered to `pageDeviceId`: a device's recipe to its device
 * (no device sent), a type's recipe to the page's device; null when a type's recipe has no device
 * chosen yet (the download waits for one).
 */
export function downloadTarget(
  recipe: Pick<RecipeSummary, 'id' | 'deviceId'>,
  pageDeviceId: number | undefined,
): { id: number; deviceId?: number } | null {
  if (recipe.deviceId !== null) return { id: recipe.id };
  return pageDeviceId === undefined ? null : { id: recipe.id, deviceId: pageDeviceId };
}
