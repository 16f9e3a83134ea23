import { useQuery } from '@tanstack/react-query';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { sparePartsApi, type PartRow } from '../api/sparePartsApi';
import { PARTS_QUERY_KEY } from '../hooks/useOrderParts';

export function partLabel(part: Pick<PartRow, 'code' | 'name' | 'model'>): string {
  return `${part.code} ${part.name}${part.model ? ` (${part.model})` : ''}`;
}

/** The catalogue, searched on the server, for choosing a part; shows the stock of each. */
export function usePartSearch(keyword: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: [...PARTS_QUERY_KEY, 'parts', { keyword }],
    queryFn: () => sparePartsApi.parts(client, { page: 1, pageSize: 50, keyword }, true),
  });
}

export interface PartPickerProps {
  value?: number;
  onChange?: (id: number, part: PartRow | undefined) => void;
}

/** A desktop select of parts with their stock. */
export function PartPicker({ value, onChange }: PartPickerProps) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const list = usePartSearch(keyword);
  const items = list.data?.items ?? [];
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      value={value}
      onChange={(id) =>
        onChange?.(
          id,
          items.find((p) => p.id === id),
        )
      }
      loading={list.isFetching}
      placeholder={t('spareParts:apply.partPlaceholder')}
      data-testid="parts-apply-part"
      options={items.map((part) => ({
        value: part.id,
        label: (
          <span data-testid={`parts-option-${part.code}`}>
            {partLabel(part)} · {t('spareParts:stockShort', { stock: part.stock, unit: part.unit })}
          </span>
        ),
      }))}
    />
  );
}
