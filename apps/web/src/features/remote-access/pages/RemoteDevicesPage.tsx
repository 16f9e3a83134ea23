import { DesktopOutlined, SettingOutlined } from '@ant-design/icons';
import type { RemoteDevice } from '@fieldlink/domain';
import { Alert, Button, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { AdminPage } from '../../../ui/AdminPage';
import { actionsColumn } from '../../../ui/actionsColumn';
import { usePermission } from '../../access';
import { SessionsTable } from '../components/SessionsTable';
import { TargetForm } from '../components/TargetForm';
import { useRemoteDevices } from '../hooks/useRemoteAccess';
import { remoteSessionLink } from '../utils/remotePaths';

/** Remote HMI (spec §2 /noVnc, novncdeviceList), desktop: the devices with their screens, and the sessions for administrators. */
export function RemoteDevicesPage() {
  const { t } = useTranslation();
  const permission = usePermission('noVnc');
  const devices = useRemoteDevices();
  const [editing, setEditing] = useState<number | undefined>();

  const columns: TableColumnsType<RemoteDevice> = [
    { title: t('remoteAccess:columns.device'), dataIndex: 'name' },
    { title: t('remoteAccess:columns.project'), dataIndex: 'projectName' },
    {
      title: t('remoteAccess:columns.hmi'),
      key: 'configured',
      render: (_v, d) =>
        d.configured ? <Tag color="blue">{t('remoteAccess:configured')}</Tag> : <Tag>{t('remoteAccess:notConfigured')}</Tag>,
    },
    actionsColumn<RemoteDevice>(t('remoteAccess:columns.actions'), (d) => (
      <>
        {d.configured && (
          <Link to={remoteSessionLink(d.id)} data-testid={`remote-open-${d.id}`}>
            <Button type="link" icon={<DesktopOutlined />}>
              {t('remoteAccess:open')}
            </Button>
          </Link>
        )}
        {permission.can('edit') && (
          <Button type="link" icon={<SettingOutlined />} onClick={() => setEditing(d.id)} data-testid={`remote-target-${d.id}`}>
            {t('remoteAccess:target.title')}
          </Button>
        )}
      </>
    )),
  ];

  const deviceTable = (
    <>
      <Alert type="info" showIcon message={t('remoteAccess:intro')} style={{ marginBottom: 16 }} />
      <Table
        rowKey="id"
        size="middle"
        loading={devices.isLoading}
        columns={columns}
        dataSource={devices.data?.items ?? []}
        pagination={false}
      />
    </>
  );

  return (
    <AdminPage title={t('remoteAccess:title')} testId="remote-devices">
      {permission.can('delete') ? (
        <Tabs
          items={[
            { key: 'devices', label: t('remoteAccess:tabs.devices'), children: deviceTable },
            { key: 'sessions', label: t('remoteAccess:tabs.sessions'), children: <SessionsTable /> },
          ]}
        />
      ) : (
        deviceTable
      )}
      <TargetForm deviceId={editing} onClose={() => setEditing(undefined)} />
    </AdminPage>
  );
}
