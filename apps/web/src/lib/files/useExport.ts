import { useMutation } from '@tanstack/react-query';
import { saveBlob } from './saveBlob';

/** Downloads an export and saves it as `<name>.xlsx`. */
export function useExport(download: () => Promise<Blob>, fileName: string) {
  return useMutation({
    mutationFn: download,
    onSuccess: (blob) => saveBlob(blob, `${fileName}.xlsx`),
  });
}
