import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { recipesApi, type RecipeDownload } from '../api/recipesApi';

export const RECIPES_QUERY_KEY = ['recipes'] as const;
export const RECIPE_LOG_QUERY_KEY = ['recipe-downloads'] as const;

/**
 * Downloads a recipe (the server checks permission and conditions and waits for the gateway): to
 * its device, or a device type's recipe to `deviceId`; refreshes the log.
 */
export function useRecipeDownload(onDone: (entry: RecipeDownload) => void) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, deviceId }: { id: number; deviceId?: number }) => recipesApi.download(client, id, deviceId),
    onSuccess: (entry) => onDone(entry),
    onSettled: () => queryClient.invalidateQueries({ queryKey: RECIPE_LOG_QUERY_KEY }),
  });
}
