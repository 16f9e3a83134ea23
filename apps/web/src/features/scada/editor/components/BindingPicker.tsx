import { CloseOutlined } from '@ant-design/icons';
import type { Binding } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { pointsApi } from '../../../points';
import { pointOptions, type BindingUse } from '../utils/bindingFilter';

export interface DeviceChoice {
  id: number;
  name: string;
}

export interface BindingPickerProps {
  /** The project's devices (the server refuses points of other projects). */
  devices: readonly DeviceChoice[];
  use: BindingUse;
  value: Binding | undefined;
  onChange(binding: Binding | undefined): void;
  disabled?: boolean;
  /** Distinguishes several pickers of one element (a trend's lines). */
  testId?: string;
}

/** The key the points editor and monitoring use too: one cache of a device's points. */
export const devicePointsKey = (deviceId: number | undefined) => ['points', deviceId] as const;

/** Device → point, the points filtered and ordered for what the element does with them. */
export function BindingPicker({ devices, use, value, onChange, disabled, testId = 'binding' }: BindingPickerProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [picked, setPicked] = useState<number | undefined>(value?.deviceId);
  const deviceId = value?.deviceId ?? picked;
  const points = useQuery({
    queryKey: devicePointsKey(deviceId),
    queryFn: () => pointsApi.list(client, deviceId!),
    enabled: deviceId !== undefined,
    staleTime: 60_000,
  });
  const options = pointOptions(points.data?.items ?? [], use);
  const missing = value !== undefined && points.isSuccess && !(points.data.items ?? []).some((point) => point.id === value.pointId);

  return (
    <Flex vertical gap={6} data-testid={`${testId}-picker`}>
      <Select
        size="small"
        showSearch
        optionFilterProp="label"
        placeholder={t('scadaEditor:binding.device')}
        value={deviceId}
        disabled={disabled}
        onChange={(id: number) => {
          setPicked(id);
          if (value && value.deviceId !== id) onChange(undefined);
        }}
        options={devices.map((device) => ({ value: device.id, label: device.name }))}
        data-testid={`${testId}-device`}
      />
      <Flex gap={4}>
        <Select
          size="small"
          showSearch
          style={{ flex: 1, minWidth: 0 }}
          optionFilterProp="title"
          placeholder={t('scadaEditor:binding.point')}
          value={value?.pointId}
          disabled={disabled || deviceId === undefined}
          loading={points.isFetching}
          notFoundContent={t('scadaEditor:binding.noPoints')}
          onChange={(pointId: number) => onChange({ deviceId: deviceId!, pointId })}
          options={options.map(({ point, preferred }) => ({
            value: point.id,
            title: point.name,
            label: (
              <Flex gap={4} align="center" data-testid={`${testId}-point-option-${point.id}`}>
                <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                  {point.name}
                  {point.unit ? ` (${point.unit})` : ''}
                </span>
                {preferred && (
                  <Tag color="green" bordered={false} style={{ marginInlineEnd: 0 }}>
                    {t('scadaEditor:binding.preferred')}
                  </Tag>
                )}
                {!point.writable && use === 'any' && <Tag bordered={false}>{t('scadaEditor:binding.readOnly')}</Tag>}
              </Flex>
            ),
          }))}
          data-testid={`${testId}-point`}
        />
        <Button
          size="small"
          icon={<CloseOutlined />}
          disabled={disabled || !value}
          onClick={() => onChange(undefined)}
          title={t('scadaEditor:binding.clear')}
          aria-label={t('scadaEditor:binding.clear')}
          data-testid={`${testId}-clear`}
        />
      </Flex>
      {(use === 'write' || use === 'writeState') && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('scadaEditor:binding.writeOnly')}
        </Typography.Text>
      )}
      {missing && (
        <Typography.Text type="warning" style={{ fontSize: 12 }}>
          {t('scadaEditor:binding.missing')}
        </Typography.Text>
      )}
    </Flex>
  );
}
