import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { saveBlob } from '../../../lib/files/saveBlob';
import { reportsApi } from '../api/reportsApi';

/**
 * The report page's state in the address (`?id=&date=&from=&to=`, so a notice can link to a
 * report): the saved reports, the chosen one computed for its day/week/month or custom days, and
 * its Excel export.
 */
export function useReportView() {
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const list = useQuery({ queryKey: ['reports', 'list'], queryFn: () => reportsApi.reports(client, { page: 1, pageSize: 200 }) });
  const items = list.data?.items ?? [];
  const idParam = Number(params.get('id'));
  const id = Number.isInteger(idParam) && idParam > 0 ? idParam : items[0]?.id;
  const chosen = items.find((r) => r.id === id);
  const date = params.get('date') ?? dayjs().format('YYYY-MM-DD');
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const query = chosen?.timeType === 'custom' && from && to ? { from, to } : { date };
  const data = useQuery({
    queryKey: ['reports', 'data', id, query],
    queryFn: () => reportsApi.reportData(client, id!, query),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
  const exportFile = useMutation({
    mutationFn: () => reportsApi.exportReport(client, id!, query),
    onSuccess: (file) => saveBlob(file.blob, file.fileName ?? `${chosen?.name ?? 'report'} ${query.date ?? query.from}.xlsx`),
  });
  const set = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };
  return { list, items, id, chosen, date, from, to, data, exportFile, set };
}
