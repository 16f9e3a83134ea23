import type {
  FiguresQuery,
  MaterialBody,
  PageResult,
  ProductionProgress,
  Task,
  TaskAction,
  TaskCounts,
  TaskCreate,
  TemplateBody,
} from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useRealtimeStream, useUserMessages } from '../../../lib/realtime/RealtimeContext';
import { productionApi } from '../api/productionApi';
import { applyProgress } from '../utils/applyProgress';

/**
 * How often the tasks are read again besides the stream's pushes (a missed frame, a dropped socket):
 * output is counted on the server and pushed as it moves.
 */
export const PROGRESS_FALLBACK_MS = 30_000;

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

/**
 * All tasks in scope, or the caller's own, with live progress from the stream: the caller's own tasks
 * come on the user's channel, the others on the channels of their devices. A push of an own task the
 * list does not hold reads the list again; besides, it is read every PROGRESS_FALLBACK_MS.
 */
export function useTasks(mine: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const stream = useRealtimeStream();
  const query = useQuery({
    queryKey: ['production', 'tasks', mine],
    queryFn: () => productionApi.tasks(client, mine),
    refetchInterval: PROGRESS_FALLBACK_MS,
  });
  const merge = useCallback(
    (progress: ProductionProgress) => {
      const key = ['production', 'tasks', mine];
      const held = queryClient.getQueryData<PageResult<Task>>(key);
      if (!held) return;
      const { page, found } = applyProgress(held, progress);
      if (found) queryClient.setQueryData(key, page);
      else if (mine) void queryClient.invalidateQueries({ queryKey: key });
    },
    [queryClient, mine],
  );
  useUserMessages((message) => message.type === 'production' && merge(message.task), mine);
  const devices = mine ? '' : [...new Set((query.data?.items ?? []).map((task) => task.deviceId))].join(',');
  useEffect(() => {
    if (!devices) return;
    const stops = devices
      .split(',')
      .map((id) => stream.subscribe(Number(id), (message) => message.type === 'production' && merge(message.task)));
    return () => stops.forEach((stop) => stop());
  }, [stream, devices, merge]);
  return query;
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
