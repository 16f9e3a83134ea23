import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, InfiniteScroll, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { formatTime } from '../../../../lib/format/formatTime';
import { auditApi } from '../../api/auditApi';
import { describeEntry } from '../../utils/describeEntry';

const PAGE_SIZE = 20;

/** Mobile operation log (/log_page): who changed what and when, newest first, searchable by user, loaded as the list scrolls. */
export function MobileOperationLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const [userName, setUserName] = useState('');
  const log = useInfiniteQuery({
    queryKey: ['audit', 'operation', 'mobile', userName],
    queryFn: ({ pageParam }) =>
      auditApi.list(client, 'operation', { page: pageParam, pageSize: PAGE_SIZE, userName: userName || undefined }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
  const rows = log.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div data-testid="operation-log-mobile">
      <div style={{ padding: '0 0 12px' }}>
        <SearchBar
          placeholder={t('audit:filters.userName')}
          onSearch={(value) => setUserName(value.trim())}
          onClear={() => setUserName('')}
          data-testid="operation-log-search"
        />
      </div>
      {log.isSuccess && rows.length === 0 && <Empty description={t('audit:mobile.empty')} />}
      {rows.length > 0 && (
        <List>
          {rows.map((row) => (
            <List.Item
              key={row.id}
              description={[row.userName, formatTime(row.at), row.ip].filter(Boolean).join(' · ')}
              data-testid="operation-log-entry"
            >
              {describeEntry(row, language).sentence}
            </List.Item>
          ))}
        </List>
      )}
      <InfiniteScroll loadMore={async () => void (await log.fetchNextPage())} hasMore={log.hasNextPage}>
        {log.isFetching ? t('audit:mobile.loading') : rows.length > 0 && !log.hasNextPage ? t('audit:mobile.end') : null}
      </InfiniteScroll>
    </div>
  );
}
