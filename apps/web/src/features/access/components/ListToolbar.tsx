import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Toolbar } from '../../../ui/Toolbar';
import { Permission } from './Permission';

export interface ListToolbarProps {
  /** The catalogue page whose `add` and `export` keys gate the buttons. */
  page: string;
  /** The search box, first on the left. */
  search?: { placeholder: string; onSearch: (value: string) => void; width?: number; testId?: string };
  /** More filter fields after the search box. */
  filters?: ReactNode;
  /** More buttons before export and add. */
  actions?: ReactNode;
  /** The export button, shown with the `export` key. */
  exporter?: { run: () => void; pending: boolean; icon?: ReactNode; testId?: string };
  /** The add button, shown with the `add` key. */
  add?: { onClick: () => void; label?: string; testId: string };
}

/** An admin list's toolbar: search and filters on the left, then the page's buttons, export and add on the right. */
export function ListToolbar({ page, search, filters, actions, exporter, add }: ListToolbarProps) {
  const { t } = useTranslation();
  return (
    <Toolbar
      left={
        <>
          {search && (
            <Input.Search
              allowClear
              placeholder={search.placeholder}
              onSearch={search.onSearch}
              style={{ width: search.width ?? 240, maxWidth: '100%' }}
              data-testid={search.testId}
            />
          )}
          {filters}
        </>
      }
      right={
        <>
          {actions}
          {exporter && (
            <Permission page={page} need="export">
              <Button
                icon={exporter.icon ?? <DownloadOutlined />}
                loading={exporter.pending}
                onClick={exporter.run}
                data-testid={exporter.testId}
              >
                {t('access:actions.export')}
              </Button>
            </Permission>
          )}
          {add && (
            <Permission page={page} need="add">
              <Button type="primary" icon={<PlusOutlined />} onClick={add.onClick} data-testid={add.testId}>
                {add.label ?? t('access:actions.add')}
              </Button>
            </Permission>
          )}
        </>
      }
    />
  );
}
