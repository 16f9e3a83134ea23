import { DEVICE_STATUS_LABELS, plcAddressOf } from '@fieldlink/domain';
import { Button, Card, Tag } from 'antd-mobile';
import { builtKey, useTranslation } from '../../../../i18n/useTranslation';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { formatTime } from '../../../../lib/format/formatTime';
import { type DeviceRow, DEVICE_STATUS_COLORS } from '../../../devices';
import type { FeedMode } from '../../utils/liveFeed';
import { plcFailureText } from '../../utils/plcFailureText';
import { relativeTime } from '../../utils/relativeTime';

const FEED_COLORS: Record<FeedMode, string> = { live: '#165DFF', polling: '#FF8F1F', stopped: '#999999' };

export interface MobileStatusCardProps {
  device: DeviceRow;
  now: number;
  mode: FeedMode;
  onRefresh(): void;
}

const row = { display: 'flex', justifyContent: 'space-between', gap: 12, padding: '4px 0', fontSize: 14 } as const;
const label = { color: '#999' } as const;

/**
 * The device's name, status (since when), project, box ID, its protocol and the PLC's address as that
 * protocol writes it (serial line, OPC UA endpoint and security, S7 rack and slot), and where its
 * values come from.
 */
export function MobileStatusCard({ device, now, mode, onRefresh }: MobileStatusCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const failure = device.status === 'comm_failure' ? plcFailureText(device.plcFailure, t) : undefined;
  const plc = plcAddressOf(device) ?? (device.ip ? `${device.ip}:${device.port}` : undefined);
  return (
    <Card
      title={
        <span style={{ fontSize: 17 }} data-testid="device-info-name">
          {device.name}
        </span>
      }
      extra={
        <Tag color={DEVICE_STATUS_COLORS[device.status]} data-testid={`device-status-${device.status}`} style={{ fontSize: 13 }}>
          {DEVICE_STATUS_LABELS[device.status][language]}
        </Tag>
      }
      style={{ borderRadius: 8, marginBottom: 12 }}
      data-testid="device-info-header"
    >
      <div style={{ color: '#666', fontSize: 13, marginBottom: 6 }} data-testid="device-status-since">
        {device.statusAt
          ? t('monitoring:header.since', { time: formatTime(device.statusAt), relative: relativeTime(device.statusAt, now, language) })
          : t('monitoring:header.noReport')}
      </div>
      {failure && (
        <div style={{ color: '#ff3141', fontSize: 13, marginBottom: 6 }} data-testid="device-plc-failure">
          {t('monitoring:header.plcFailure', { cause: failure })}
        </div>
      )}
      <div style={row}>
        <span style={label}>{t('monitoring:header.project')}</span>
        <span>{device.projectName}</span>
      </div>
      <div style={row}>
        <span style={label}>{t('monitoring:header.boxId')}</span>
        <span data-testid="device-info-boxId">{device.boxId}</span>
      </div>
      <div style={row}>
        <span style={label}>{t('monitoring:header.protocol')}</span>
        <span data-testid="device-info-protocol">{t(builtKey(`devices:protocols.${device.protocol}`))}</span>
      </div>
      {plc && (
        <div style={row}>
          <span style={label}>{t('monitoring:header.plc')}</span>
          <span style={{ wordBreak: 'break-all', textAlign: 'right' }} data-testid="device-info-plc">
            {plc}
          </span>
        </div>
      )}
      <div style={{ ...row, alignItems: 'center' }} data-testid="feed-indicator" data-mode={mode}>
        <span style={label}>{t('monitoring:feed.label')}</span>
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          <span style={{ width: 8, height: 8, borderRadius: 4, background: FEED_COLORS[mode] }} />
          {t(`monitoring:feed.${mode}`)}
          {mode === 'stopped' && (
            <Button size="mini" fill="outline" onClick={onRefresh} data-testid="feed-refresh">
              {t('monitoring:feed.refresh')}
            </Button>
          )}
        </span>
      </div>
    </Card>
  );
}
