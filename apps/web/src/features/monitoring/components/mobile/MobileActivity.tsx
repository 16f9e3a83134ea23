import { Card, List, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { DEVICE_STATUS_LABELS } from '@fieldlink/domain';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { formatTime } from '../../../../lib/format/formatTime';
import type { CommandStatus } from '../../api/monitoringApi';
import { useDeviceCommands, useStatusEvents } from '../../hooks/useDeviceActivity';
import { commandText, tunnelTarget } from '../../utils/commandSummary';
import type { MonitorRow } from '../../utils/liveValues';
import { defaultHistoryRange, historyRange } from '../../utils/statusHistory';
import { DEVICE_STATUS_COLORS } from '../../../devices';

const COMMAND_COLORS: Record<CommandStatus, string> = { pending: 'primary', ok: 'success', error: 'danger', timeout: 'warning' };
/** Commands a phone shows (the desktop shows the last 50). */
const MOBILE_COMMANDS = 10;

const muted = { color: '#999', padding: '12px 0' } as const;

/** The last 7 days of status changes. */
export function MobileStatusHistory({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [range] = useState(() => historyRange(defaultHistoryRange(dayjs())));
  const events = useStatusEvents(deviceId, range);
  const items = events.data ?? [];
  return (
    <Card
      title={t('monitoring:tabs.history')}
      style={{ borderRadius: 8, marginBottom: 12 }}
      bodyStyle={{ padding: 0 }}
      data-testid="status-history"
    >
      {events.isError ? (
        <div style={muted}>{t('monitoring:history.unavailable')}</div>
      ) : items.length === 0 ? (
        <div style={muted}>{events.isLoading ? '…' : t('monitoring:history.empty')}</div>
      ) : (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', '--padding-right': '0' }}>
          {items.map((event, index) => (
            <List.Item
              key={`${event.at}-${index}`}
              extra={<Tag color={DEVICE_STATUS_COLORS[event.status]}>{DEVICE_STATUS_LABELS[event.status][language]}</Tag>}
              description={event.reason ?? undefined}
            >
              <span style={{ fontSize: 15 }}>{formatTime(event.at)}</span>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/** The latest commands and how each ended. */
export function MobileCommands({ deviceId, rows }: { deviceId: number; rows: MonitorRow[] }) {
  const language = useLanguage();
  const { t } = useTranslation();
  const commands = useDeviceCommands(deviceId);
  const items = (commands.data ?? []).slice(0, MOBILE_COMMANDS);
  return (
    <Card
      title={t('monitoring:tabs.commands')}
      style={{ borderRadius: 8, marginBottom: 12 }}
      bodyStyle={{ padding: 0 }}
      data-testid="command-list"
    >
      {commands.isError ? (
        <div style={muted}>{t('monitoring:commands.unavailable')}</div>
      ) : items.length === 0 ? (
        <div style={muted}>{commands.isLoading ? '…' : t('monitoring:commands.empty')}</div>
      ) : (
        <List style={{ '--border-top': 'none', '--border-bottom': 'none', '--padding-left': '0', '--padding-right': '0' }}>
          {items.map((command) => (
            <List.Item
              key={command.id}
              extra={<Tag color={COMMAND_COLORS[command.status]}>{t(`monitoring:commands.statuses.${command.status}`)}</Tag>}
              description={[formatTime(command.createdAt), command.error].filter(Boolean).join(' · ')}
            >
              <span style={{ fontSize: 15 }}>
                {tunnelTarget(command)
                  ? t('monitoring:commands.tunnel', { target: tunnelTarget(command) })
                  : [command.pointName, commandText(command, rows, language)].filter(Boolean).join(' = ') || command.type}
              </span>
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}
