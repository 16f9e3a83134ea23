import type { LinkTarget, Shell } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { deviceInfoPath } from '../../devices';
import { viewsApi, type ViewRow } from '../api/viewsApi';
import { firstView, viewQueryPath } from '../utils/views';

export const viewsQueryKey = (projectId: number | undefined) => ['scada', 'views', projectId] as const;

/** A project's views (main first, then by name); a project whose views cannot be read has none. */
export function useProjectViews(projectId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: viewsQueryKey(projectId),
    queryFn: () => viewsApi.list(client, projectId!),
    enabled: projectId !== undefined,
    retry: false,
  });
}

/** One view with its scene. */
export function useView(viewId: number | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: ['scada', 'view', viewId],
    queryFn: () => viewsApi.get(client, viewId!),
    enabled: viewId !== undefined,
    retry: false,
  });
}

/**
 * Where a view's links go: a device's page, another view's page, or a popup view in a modal
 * (desktop) or popup (phone) over this one.
 */
export function useViewLinks(project: { id: number; name: string } | undefined, views: readonly ViewRow[] | undefined) {
  const navigate = useNavigate();
  const [popup, setPopup] = useState<ViewRow | null>(null);
  const onLink = (target: LinkTarget) => {
    if (target.type === 'device') {
      void navigate(deviceInfoPath({ id: target.deviceId }));
      return;
    }
    const view = views?.find((candidate) => candidate.id === target.viewId);
    if (!view || !project) return;
    if (view.platform === 'popup') setPopup(view);
    else {
      setPopup(null);
      void navigate(viewQueryPath(project, view));
    }
  };
  return { onLink, popup, closePopup: () => setPopup(null) };
}

/** The view a project page opens first (utils/views `firstView`), and all of the project's views. */
export function useFirstView(projectId: number | undefined, shell: Shell) {
  const views = useProjectViews(projectId);
  const all = views.data ?? [];
  return { loading: views.isLoading, view: firstView(all, shell), views: all };
}
