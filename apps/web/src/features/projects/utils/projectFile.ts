import { PROJECT_FILE_FORMAT, type ProjectFile } from '@fieldlink/domain';

export type ReadProjectFile =
  | { ok: true; file: ProjectFile; name: string; devices: number; points: number; views: number | null }
  | { ok: false; reason: 'json' | 'format' };

/**
 * Reads an exported project file: JSON whose `format` is ours. The rows are checked by the
 * server, which names the first bad one; here only what the confirmation shows is counted.
 */
export function readProjectFile(text: string): ReadProjectFile {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, reason: 'json' };
  }
  if (typeof value !== 'object' || value === null || (value as { format?: unknown }).format !== PROJECT_FILE_FORMAT) {
    return { ok: false, reason: 'format' };
  }
  const file = value as ProjectFile;
  const devices = Array.isArray(file.devices) ? file.devices : [];
  const points = devices.reduce((sum, device) => sum + (Array.isArray(device?.points) ? device.points.length : 0), 0);
  const name = typeof file.project?.name === 'string' ? file.project.name : '';
  // null: a file without views (version 1); an overwrite keeps the project's own.
  const views = Array.isArray(file.views) ? file.views.length : null;
  return { ok: true, file, name, devices: devices.length, points, views };
}

/** A server issue path of the import body as the row it names: "file.devices.2.points.15.slope" -> "devices[2].points[15].slope". */
export function importRow(path: string): string {
  return path
    .replace(/^file\./, '')
    .split('.')
    .reduce((row, part) => (/^\d+$/.test(part) ? `${row}[${part}]` : row ? `${row}.${part}` : part), '');
}
