import { DEVICE_STATUS_LABELS, type Language } from '@fieldlink/domain';
import type { ExportCell } from '../../lib/xlsx-stream.js';
import type { DeviceListQuery } from './devices.repository.js';

/** Rows fetched per page while the export streams: memory holds one page whatever the fleet. */
export const DEVICE_EXPORT_PAGE = 500;

const HEADERS: Record<Language, string[]> = {
  'zh-CN': ['设备名称', '盒子 ID', '项目', '设备编号', '设备类型', '状态', '数据点数'],
  'en-US': ['Device name', 'Box ID', 'Project', 'Number', 'Device type', 'State', 'Data points'],
};
const SHEET: Record<Language, string> = { 'zh-CN': '设备列表', 'en-US': 'Devices' };

export interface ExportedDevice {
  name: string;
  boxId: string;
  projectName: string;
  number: string | null;
  deviceTypeId: number | null;
  status: keyof typeof DEVICE_STATUS_LABELS;
  pointCount: number;
}

export function deviceExportHeaders(language: Language): { sheet: string; headers: string[] } {
  return { sheet: SHEET[language], headers: HEADERS[language] };
}

/**
 * The device list (deviceList page) as rows, page by page with the list's filters: name, box ID,
 * project, number, type, state in the reader's language, point count.
 */
export async function* deviceExportRows(
  list: (query: DeviceListQuery) => Promise<{ items: ExportedDevice[]; total: number }>,
  filters: Omit<DeviceListQuery, 'page' | 'pageSize'>,
  typeNames: ReadonlyMap<number, string>,
  language: Language,
): AsyncGenerator<ExportCell[][]> {
  for (let page = 1; ; page += 1) {
    const { items } = await list({ ...filters, page, pageSize: DEVICE_EXPORT_PAGE });
    if (items.length > 0)
      yield items.map((d) => [
        d.name,
        d.boxId,
        d.projectName,
        d.number,
        d.deviceTypeId === null ? null : (typeNames.get(d.deviceTypeId) ?? null),
        DEVICE_STATUS_LABELS[d.status][language],
        d.pointCount,
      ]);
    if (items.length < DEVICE_EXPORT_PAGE) return;
  }
}
