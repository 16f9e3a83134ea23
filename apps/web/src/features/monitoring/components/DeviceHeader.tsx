import { Alert, Card, Descriptions, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/language/useLanguage';
import { formatTime } from '../../../lib/format/formatTime';
import { type DeviceRow, DeviceStatusTag } from '../../devices';
import { DeviceLockBadge } from '../../installments';
import { projectDetailPath } from '../../project-refs';
import { plcFailureText } from '../utils/plcFailureText';
import { relativeTime } from '../utils/relativeTime';

export interface DeviceHeaderProps {
  device: DeviceRow;
  now: number;
  /** Right of the title: the feed indicator. */
  extra?: ReactNode;
}

/** The device info page's header: name, status with the time it began, project, box ID and number. */
export function DeviceHeader({ device, now, extra }: DeviceHeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failure = device.status === 'comm_failure' ? plcFailureText(device.plcFailure, t) : undefined;
  return (
    <Card data-testid="device-info-header" styles={{ body: { paddingBottom: 8 } }}>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Flex align="center" wrap gap={12}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="device-info-name">
            {device.name}
          </Typography.Title>
          <DeviceStatusTag status={device.status} />
          <DeviceLockBadge deviceId={device.id} />
          <Typography.Text type="secondary" data-testid="device-status-since">
            {device.statusAt
              ? t('monitoring:header.since', { time: formatTime(device.statusAt), relative: relativeTime(device.statusAt, now, language) })
              : t('monitoring:header.noReport')}
          </Typography.Text>
        </Flex>
        {extra}
      </Flex>
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          message={t('monitoring:header.plcFailure', { cause: failure })}
          data-testid="device-plc-failure"
        />
      )}
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        items={[
          {
            key: 'project',
            label: t('monitoring:header.project'),
            children: <Link to={projectDetailPath({ id: device.projectId, name: device.projectName })}>{device.projectName}</Link>,
          },
          { key: 'boxId', label: t('monitoring:header.boxId'), children: <span data-testid="device-info-boxId">{device.boxId}</span> },
          { key: 'number', label: t('monitoring:header.number'), children: device.number ?? '—' },
          { key: 'points', label: t('monitoring:header.points'), children: device.pointCount },
        ]}
      />
    </Card>
  );
}
