import type { FiguresQuery, MaterialBody, TaskAction, TaskCounts, TaskCreate, TemplateBody } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { productionApi } from '../api/productionApi';

/** How often a task's progress is read again: output is counted on the server from the device's counter. */
export const PROGRESS_REFRESH_MS = 3000;

export function useMaterials() {
  const client = useApiClient();
  return useQuery({ queryKey: ['production', 'materials'], queryFn: () => productionApi.materials(client) });
}

export function useTemplates() {
  const client = useApiClient();
  return useQuery({ queryKey: ['production', 'templates'], queryFn: () => productionApi.templates(client) });
}

export function useOperators(enabled: boolean) {
  const client = useApiClient();
  return useQuery({ queryKey: ['production', 'operators'], queryFn: () => productionApi.operators(client), enabled });
}

/** All tasks in scope, or the caller's own; live progress by re-reading every few seconds. */
export function useTasks(mine: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['production', 'tasks', mine],
    queryFn: () => productionApi.tasks(client, mine),
    refetchInterval: PROGRESS_REFRESH_MS,
  });
}

export function useFigures(query: Omit<FiguresQuery, 'language'>) {
  const client = useApiClient();
  return useQuery({ queryKey: ['production', 'figures', query], queryFn: () => productionApi.figures(client, query) });
}

/** Every write of the feature; the lists refresh after. */
export function useProductionWrites(mine: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['production'] });
  return {
    saveMaterial: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: MaterialBody }) => productionApi.saveMaterial(client, id, body),
      onSuccess,
    }),
    removeMaterial: useMutation({ mutationFn: (id: number) => productionApi.removeMaterial(client, id), onSuccess }),
    saveTemplate: useMutation({
      mutationFn: ({ id, body }: { id?: number; body: TemplateBody }) => productionApi.saveTemplate(client, id, body),
      onSuccess,
    }),
    removeTemplate: useMutation({ mutationFn: (id: number) => productionApi.removeTemplate(client, id), onSuccess }),
    createTask: useMutation({ mutationFn: (body: TaskCreate) => productionApi.createTask(client, body), onSuccess }),
    act: useMutation({
      mutationFn: ({ id, action }: { id: number; action: TaskAction }) => productionApi.act(client, mine, id, action),
      onSuccess,
    }),
    counts: useMutation({
      mutationFn: ({ id, body }: { id: number; body: TaskCounts }) => productionApi.counts(client, mine, id, body),
      onSuccess,
    }),
    removeTask: useMutation({ mutationFn: (id: number) => productionApi.removeTask(client, id), onSuccess }),
  };
}
