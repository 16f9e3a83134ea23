/** A positive integer id from the address, or undefined. */
export function idParam(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The address of a list narrowed to a project (`?projectId=`), the other filters kept; a device
 * filter goes with a project change (it may belong to another project).
 */
export function withProject(params: URLSearchParams, projectId: number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('deviceId');
  if (projectId === undefined) next.delete('projectId');
  else next.set('projectId', String(projectId));
  return next;
}

/** The address of a list narrowed to a device, the project kept. */
export function withDevice(params: URLSearchParams, deviceId: number | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  if (deviceId === undefined) next.delete('deviceId');
  else next.set('deviceId', String(deviceId));
  return next;
}
