/** The project page (item_query) of a project: /item/item_query?itemId=&itemName= in both shells. */
export function projectDetailPath(project: { id: number; name: string }): string {
  const query = new URLSearchParams({ itemId: String(project.id), itemName: project.name });
  return `/item/item_query?${query.toString()}`;
}

/** The project a project page is about, from its query (undefined when itemId is not a positive integer). */
export function projectFromQuery(query: URLSearchParams): { id: number; name: string } | undefined {
  const id = Number(query.get('itemId'));
  if (!Number.isInteger(id) || id <= 0) return undefined;
  return { id, name: query.get('itemName') ?? '' };
}

/** The points editor of a device (desktop). */
export function pointsEditorPath(device: { id: number; name: string }): string {
  const query = new URLSearchParams({ deviceId: String(device.id), itemName: device.name });
  return `/deviceMent/configure_item_query?${query.toString()}`;
}

/** The mobile page that adds a project with its first device. */
export const MOBILE_NEW_PROJECT_PATH = '/items/item_add';
