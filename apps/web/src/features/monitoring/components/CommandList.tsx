import { ReloadOutlined } from '@ant-design/icons';
import { Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { formatTime } from '../../../lib/format/formatTime';
import type { CommandStatus, DeviceCommand } from '../api/monitoringApi';
import { useDeviceCommands } from '../hooks/useDeviceActivity';
import { commandText, tunnelTarget } from '../utils/commandSummary';
import type { MonitorRow } from '../utils/liveValues';

export const COMMAND_STATUS_COLORS: Record<CommandStatus, string> = {
  pending: 'processing',
  ok: 'success',
  error: 'error',
  timeout: 'warning',
};

/** The device's recent commands (last 50, newest first) and how each ended. */
export function CommandList({ deviceId, rows }: { deviceId: number; rows: MonitorRow[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const commands = useDeviceCommands(deviceId);
  const columns: TableColumnsType<DeviceCommand> = [
    { title: t('monitoring:commands.createdAt'), dataIndex: 'createdAt', render: formatTime, width: 170 },
    { title: t('monitoring:commands.point'), dataIndex: 'pointName', render: (name: string | null) => name ?? '—' },
    {
      title: t('monitoring:commands.value'),
      key: 'value',
      render: (_value, command) => {
        const tunnel = tunnelTarget(command);
        return tunnel ? t('monitoring:commands.tunnel', { target: tunnel }) : commandText(command, rows, language) || '—';
      },
    },
    {
      title: t('monitoring:commands.status'),
      dataIndex: 'status',
      render: (status: CommandStatus) => <Tag color={COMMAND_STATUS_COLORS[status]}>{t(`monitoring:commands.statuses.${status}`)}</Tag>,
    },
    { title: t('monitoring:commands.error'), dataIndex: 'error', render: (error: string | null) => error ?? '' },
    { title: t('monitoring:commands.finishedAt'), dataIndex: 'finishedAt', render: formatTime, width: 170 },
    {
      title: t('monitoring:commands.createdBy'),
      dataIndex: 'createdBy',
      render: (by: unknown) => (by === null || by === undefined ? '' : String(by)),
    },
  ];
  return (
    <div data-testid="command-list">
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button icon={<ReloadOutlined />} onClick={() => void commands.refetch()}>
          {t('access:actions.refresh')}
        </Button>
      </Flex>
      <Table<DeviceCommand>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={commands.data ?? []}
        loading={commands.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: commands.isError ? t('monitoring:commands.unavailable') : t('monitoring:commands.empty') }}
      />
    </div>
  );
}
