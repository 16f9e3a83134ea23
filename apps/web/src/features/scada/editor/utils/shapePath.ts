/** The view designer's address: a project's view list, or one view in the editor. */
export function shapePath(target: { projectId?: number; viewId?: number }): string {
  const query = new URLSearchParams();
  if (target.projectId) query.set('projectId', String(target.projectId));
  if (target.viewId) query.set('viewId', String(target.viewId));
  const search = query.toString();
  return search ? `/shape?${search}` : '/shape';
}

/** A positive whole number from the query, else undefined. */
export function idFromQuery(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
