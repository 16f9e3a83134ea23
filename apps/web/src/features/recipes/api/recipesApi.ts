import type { PageResult, Recipe, RecipeBodySchema, RecipeDownload, RecipeSummary, RecipeVersion } from '@fieldlink/domain';
import type { z } from 'zod';
import type { ApiClient } from '../../../lib/http/apiClient';

export type RecipeBody = z.input<typeof RecipeBodySchema>;
export type { Recipe, RecipeDownload, RecipeSummary, RecipeVersion };

export interface RecipeLogFilters {
  deviceId?: number;
  status?: RecipeDownload['status'];
  keyword?: string;
  from?: string;
  to?: string;
}

const clean = <T extends object>(q: T) =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string | number>;

/** Recipes (plan_page), their download and the recipe log. */
export const recipesApi = {
  /** `deviceId`: the device's recipes and its type's; `deviceTypeId`: a type's. */
  list: (
    client: ApiClient,
    query: {
      page: number;
      pageSize: number;
      projectId?: number | undefined;
      deviceId?: number | undefined;
      deviceTypeId?: number;
      keyword?: string;
    },
  ) => client.get<PageResult<RecipeSummary>>('/recipes', { query: clean(query) }),
  get: (client: ApiClient, id: number) => client.get<Recipe>(`/recipes/${id}`),
  create: (client: ApiClient, body: RecipeBody) => client.post<Recipe>('/recipes', body),
  update: (client: ApiClient, id: number, body: RecipeBody) => client.put<Recipe>(`/recipes/${id}`, body),
  remove: (client: ApiClient, id: number) => client.delete<null>(`/recipes/${id}`),
  versions: (client: ApiClient, id: number) => client.get<RecipeVersion[]>(`/recipes/${id}/versions`),
  /** Downloads the recipe to its device, or a type's recipe to `deviceId`; answers the log entry (succeeded or failed with the reason). */
  download: (client: ApiClient, id: number, deviceId?: number) =>
    client.post<RecipeDownload>(`/recipes/${id}/download`, deviceId === undefined ? undefined : { deviceId }),
  exportValues: (client: ApiClient, id: number) => client.download(`/recipes/${id}/values/export`),
  /** Replaces the value table from a sheet: all rows pass or nothing changes (the 400 names each row, shown by the caller). */
  importValues: (client: ApiClient, id: number, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return client.post<Recipe>(`/recipes/${id}/values/import`, form, { silent: true });
  },
  log: (client: ApiClient, query: RecipeLogFilters & { page: number; pageSize: number }) =>
    client.get<PageResult<RecipeDownload>>('/recipe-downloads', { query: clean(query) }),
  exportLog: (client: ApiClient, query: RecipeLogFilters) => client.download('/recipe-downloads/export', { query: clean(query) }),
};
