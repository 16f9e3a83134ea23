import { CLIENT_ERROR_KINDS, type ClientErrorKind } from '@fieldlink/domain';
import { Button, DatePicker, Input, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';

export interface ClientErrorFilterValues {
  kind?: ClientErrorKind | undefined;
  keyword?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Kind, keyword and time range, applied with the search button (or Enter in the keyword). */
export function ClientErrorFilters({ onApply }: { onApply(filters: ClientErrorFilterValues): void }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ClientErrorKind | undefined>();
  const [keyword, setKeyword] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const apply = () =>
    onApply({
      kind,
      keyword: keyword.trim() || undefined,
      from: range?.[0]?.startOf('day').toISOString(),
      to: range?.[1]?.endOf('day').toISOString(),
    });
  return (
    <>
      <Select
        allowClear
        value={kind}
        onChange={setKind}
        placeholder={t('clientErrors:filters.kind')}
        options={CLIENT_ERROR_KINDS.map((value) => ({ value, label: t(`clientErrors:kinds.${value}`) }))}
        style={{ width: 140 }}
        data-testid="client-errors-kind"
      />
      <Input
        allowClear
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        onPressEnter={apply}
        placeholder={t('clientErrors:filters.keyword')}
        style={{ width: 240 }}
        data-testid="client-errors-keyword"
      />
      <DatePicker.RangePicker
        value={range}
        onChange={setRange}
        placeholder={[t('clientErrors:filters.start'), t('clientErrors:filters.end')]}
      />
      <Button type="primary" onClick={apply} data-testid="client-errors-search">
        {t('access:actions.search')}
      </Button>
    </>
  );
}
