import type { RemoteSession } from '@fieldlink/domain';
import { Button, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { useEndRemoteSession, useRemoteSessions } from '../hooks/useRemoteAccess';

const time = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '—');

/** Every remote session of the administrator's scope: who, which device, when, how it ended; "end" on a live one. */
export function SessionsTable() {
  const { t } = useTranslation();
  const sessions = useRemoteSessions(true);
  const end = useEndRemoteSession();
  const columns: TableColumnsType<RemoteSession> = [
    { title: t('remoteAccess:sessions.user'), dataIndex: 'userName' },
    { title: t('remoteAccess:sessions.device'), dataIndex: 'deviceName' },
    {
      title: t('remoteAccess:sessions.mode'),
      key: 'mode',
      render: (_v, s) => (s.viewOnly ? t('remoteAccess:viewOnly') : t('remoteAccess:control')),
    },
    { title: t('remoteAccess:sessions.ip'), dataIndex: 'ip' },
    { title: t('remoteAccess:sessions.started'), key: 'started', render: (_v, s) => time(s.startedAt) },
    { title: t('remoteAccess:sessions.ended'), key: 'ended', render: (_v, s) => time(s.endedAt) },
    {
      title: t('remoteAccess:sessions.state'),
      key: 'state',
      render: (_v, s) =>
        s.endedAt ? (
          <Tag>{s.endReason ? t(builtKey(`remoteAccess:sessions.endReasons.${s.endReason}`)) : t('remoteAccess:sessions.ended')}</Tag>
        ) : s.startedAt ? (
          <Tag color="green">{t('remoteAccess:sessions.live')}</Tag>
        ) : (
          <Tag>{t('remoteAccess:sessions.ticket')}</Tag>
        ),
    },
    {
      title: t('remoteAccess:sessions.actions'),
      key: 'actions',
      render: (_v, s) =>
        !s.endedAt && (
          <Popconfirm title={t('remoteAccess:sessions.confirmEnd')} onConfirm={() => end.mutateAsync(s.id)}>
            <Button type="link" danger data-testid={`session-end-${s.id}`}>
              {t('remoteAccess:sessions.end')}
            </Button>
          </Popconfirm>
        ),
    },
  ];
  return (
    <Table
      rowKey="id"
      size="middle"
      loading={sessions.isLoading}
      columns={columns}
      dataSource={sessions.data?.items ?? []}
      pagination={false}
      data-testid="remote-sessions"
    />
  );
}
