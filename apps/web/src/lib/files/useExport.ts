import { useMutation } from '@tanstack/react-query';
import type { DownloadedFile } from '../http/apiClient';
import { saveBlob } from './saveBlob';

/**
 * Downloads an export and saves it under the name the server gave it (the device or report and
 * the day, "注塑机1号 历史数据 2026-11-25.xlsx"), else as `<fallback>.xlsx`.
 */
export function useExport(download: () => Promise<Blob | DownloadedFile>, fallbackName: string) {
  return useMutation({
    mutationFn: download,
    onSuccess: (result) =>
      result instanceof Blob ? saveBlob(result, `${fallbackName}.xlsx`) : saveBlob(result.blob, result.fileName ?? `${fallbackName}.xlsx`),
  });
}
