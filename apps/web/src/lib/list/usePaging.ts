import type { TablePaginationConfig } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/useTranslation';

/** Server-side paging of an admin table: the page asked for, a reset for new filters, antd's props. */
export function usePaging(pageSize = 20) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 1, pageSize });
  const firstPage = useCallback(() => setPaging((p) => ({ ...p, page: 1 })), []);
  const pagination = (total: number): TablePaginationConfig => ({
    current: paging.page,
    pageSize: paging.pageSize,
    total,
    showSizeChanger: true,
    showTotal: (count) => t('access:total', { total: count }),
    onChange: (page, size) => setPaging({ page, pageSize: size }),
  });
  return { paging, firstPage, pagination };
}
