import type { Shell } from '@fieldlink/domain';
import type { ViewRow } from '../api/viewsApi';

/** The view page (spec §2 /item/view_query) of a project's view, the same path in both shells. */
export const VIEW_QUERY_PATH = '/item/view_query';

export function viewQueryPath(project: { id: number; name: string }, view: { id: number; name: string }): string {
  const query = new URLSearchParams({ itemId: String(project.id), itemName: project.name, viewId: String(view.id), viewName: view.name });
  return `${VIEW_QUERY_PATH}?${query.toString()}`;
}

function positiveId(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** The project and view a view page is about (undefined ids when missing or not positive integers). */
export function viewPageQuery(query: URLSearchParams): { project?: { id: number; name: string }; viewId?: number; viewName: string } {
  const projectId = positiveId(query.get('itemId'));
  return {
    ...(projectId ? { project: { id: projectId, name: query.get('itemName') ?? '' } } : {}),
    ...(positiveId(query.get('viewId')) ? { viewId: positiveId(query.get('viewId')) } : {}),
    viewName: query.get('viewName') ?? '',
  };
}

const byMainThenName = (a: ViewRow, b: ViewRow) => Number(b.isMain) - Number(a.isMain) || a.name.localeCompare(b.name);

/**
 * The views a shell offers in its switcher: on desktop the PC and popup views, on the phone the
 * mobile views first, then the PC ones; each group main first, then by name.
 */
export function switcherViews(views: readonly ViewRow[], shell: Shell): ViewRow[] {
  const of = (platform: ViewRow['platform']) => views.filter((view) => view.platform === platform).sort(byMainThenName);
  return shell === 'mobile' ? [...of('mobile'), ...of('pc')] : [...of('pc'), ...of('popup')];
}

/**
 * The view a project page opens first: on desktop the main PC view; on the phone the main mobile
 * view, else the main PC view. No main view of those platforms: the first of them; none: undefined.
 */
export function firstView(views: readonly ViewRow[], shell: Shell): ViewRow | undefined {
  const platforms: ViewRow['platform'][] = shell === 'mobile' ? ['mobile', 'pc'] : ['pc'];
  for (const platform of platforms) {
    const main = views.find((view) => view.platform === platform && view.isMain);
    if (main) return main;
  }
  for (const platform of platforms) {
    const any = views.filter((view) => view.platform === platform).sort(byMainThenName)[0];
    if (any) return any;
  }
  return undefined;
}
