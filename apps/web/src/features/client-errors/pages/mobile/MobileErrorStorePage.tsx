import { useInfiniteQuery } from '@tanstack/react-query';
import { Empty, InfiniteScroll, List, Popup, SearchBar, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { formatTime } from '../../../../lib/format/formatTime';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { clientErrorsApi } from '../../api/clientErrorsApi';
import { useLatestEntry } from '../../hooks/useLatestEntry';
import { ClientErrorMessage } from '../../components/ClientErrorMessage';

const PAGE_SIZE = 20;

/** Phone error store (/error_store/error_store_page): the groups as a list loaded as it scrolls; a tap shows the newest report's stack. */
export function MobileErrorStorePage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const latest = useLatestEntry(open);
  const groups = useInfiniteQuery({
    queryKey: ['client-errors', 'groups', 'mobile', keyword],
    queryFn: ({ pageParam }) => clientErrorsApi.groups(client, { page: pageParam, pageSize: PAGE_SIZE, keyword: keyword || undefined }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < last.total ? pages.length + 1 : undefined),
  });
  const rows = groups.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div data-testid="error-store-mobile">
      <div style={{ padding: '0 0 12px' }}>
        <SearchBar
          placeholder={t('clientErrors:filters.keyword')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
        />
      </div>
      {groups.isSuccess && rows.length === 0 && <Empty description={t('clientErrors:empty')} />}
      {rows.length > 0 && (
        <List>
          {rows.map((group) => (
            <List.Item
              key={group.fingerprint}
              onClick={() => setOpen(group.fingerprint)}
              description={`${t('clientErrors:columns.count')} ${group.count} · ${t('clientErrors:columns.users')} ${group.users} · ${formatTime(group.lastSeen)} · ${group.lastVersion}`}
              prefix={<Tag color={group.kind === 'error' ? 'danger' : 'warning'}>{t(`clientErrors:kinds.${group.kind}`)}</Tag>}
              data-testid="error-store-group"
            >
              <ClientErrorMessage message={group.message} />
            </List.Item>
          ))}
        </List>
      )}
      <InfiniteScroll loadMore={async () => void (await groups.fetchNextPage())} hasMore={groups.hasNextPage}>
        {null}
      </InfiniteScroll>
      <Popup visible={open !== null} onMaskClick={() => setOpen(null)} bodyStyle={{ maxHeight: '70vh', overflow: 'auto', padding: 16 }}>
        {latest && (
          <div>
            <strong>
              <ClientErrorMessage message={latest.message} />
            </strong>
            <div style={{ color: '#86909c', margin: '8px 0' }}>
              {latest.route} · {latest.userName ?? t('clientErrors:detail.anonymous')} · {formatTime(latest.at)}
            </div>
            <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
              {latest.mappedStack ?? latest.stack ?? t('clientErrors:detail.noStack')}
            </pre>
          </div>
        )}
      </Popup>
    </div>
  );
}
