import { useLanguage } from '../../../lib/language/useLanguage';
import { RECIPE_DOWNLOAD_STATUSES } from '@fieldlink/domain';
import { DatePicker, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { useExport } from '../../../lib/files/useExport';
import { formatTime } from '../../../lib/format/formatTime';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useListPage } from '../../../lib/list/useListPage';
import { ListToolbar } from '../../access';
import { recipesApi, type RecipeDownload, type RecipeLogFilters } from '../api/recipesApi';
import { RECIPE_LOG_QUERY_KEY } from '../hooks/useRecipeDownload';
import { downloadReason } from '../utils/downloadReason';

export const STATUS_COLOR: Record<RecipeDownload['status'], string> = { running: 'processing', succeeded: 'success', failed: 'error' };

/** The recipe log (spec §7 logging/recipeLogList): filters by device, status, recipe or creator and time; Excel export. */
export function RecipeLogTable({ deviceId }: { deviceId?: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const { filters, filter, table } = useListPage<RecipeLogFilters, RecipeDownload>({
    queryKey: [...RECIPE_LOG_QUERY_KEY, deviceId],
    initialFilters: {},
    fetch: (query) => recipesApi.log(client, { ...query, deviceId }),
  });
  const exporter = useExport(() => recipesApi.exportLog(client, { ...filters, deviceId }), t('recipes:log.title'));
  const range = (value: [Dayjs | null, Dayjs | null] | null) =>
    filter({ from: value?.[0]?.startOf('day').toISOString(), to: value?.[1]?.endOf('day').toISOString() });

  return (
    <>
      <ListToolbar
        page="plan_page"
        search={{ placeholder: t('recipes:log.search'), onSearch: (keyword) => filter({ keyword }), testId: 'recipe-log-search' }}
        filters={
          <>
            <Select
              allowClear
              placeholder={t('recipes:log.status')}
              style={{ width: 140 }}
              options={RECIPE_DOWNLOAD_STATUSES.map((s) => ({ value: s, label: t(`recipes:status.${s}`) }))}
              onChange={(status) => filter({ status })}
              data-testid="recipe-log-status"
            />
            <DatePicker.RangePicker onChange={range} />
          </>
        }
        exporter={{ run: () => exporter.mutate(), pending: exporter.isPending, testId: 'recipe-log-export' }}
      />
      <Table<RecipeDownload>
        rowKey="id"
        size="middle"
        scroll={{ x: 'max-content' }}
        {...table}
        data-testid="recipe-log-table"
        columns={[
          { title: t('recipes:log.time'), dataIndex: 'startedAt', render: (v: string) => formatTime(v) },
          { title: t('recipes:fields.device'), dataIndex: 'deviceName' },
          { title: t('recipes:fields.name'), dataIndex: 'recipeName', render: (v: string, row) => `${v} v${row.recipeVersion}` },
          { title: t('recipes:log.creator'), dataIndex: 'createdBy', render: (v: string | null) => v ?? '—' },
          {
            title: t('recipes:log.status'),
            dataIndex: 'status',
            render: (s: RecipeDownload['status']) => <Tag color={STATUS_COLOR[s]}>{t(`recipes:status.${s}`)}</Tag>,
          },
          {
            title: t('recipes:log.reason'),
            key: 'reason',
            width: 420,
            render: (_, row) => (
              <span style={{ whiteSpace: 'normal', wordBreak: 'break-word' }}>{downloadReason(row, t, language) || '—'}</span>
            ),
          },
        ]}
      />
    </>
  );
}
