import { Card, Empty, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { usePermission } from '../../access';
import { idFromQuery } from '../../scada';
import { VncViewer } from '../components/VncViewer';
import { useRemoteDevices } from '../hooks/useRemoteAccess';

/** A device's remote HMI (spec §2 /item/noVnc_device?deviceId=), desktop: view-only unless the user may control and asks to. */
export function RemoteSessionPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const deviceId = idFromQuery(params.get('deviceId'));
  const mayControl = usePermission('noVnc').can('setValue');
  const [control, setControl] = useState(false);
  const device = useRemoteDevices().data?.items.find((d) => d.id === deviceId);
  if (deviceId === undefined) return <Empty description={t('remoteAccess:noDevice')} />;
  return (
    <Card data-testid="remote-session">
      <Space style={{ marginBottom: 12 }} wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {device?.name ?? t('remoteAccess:title')}
        </Typography.Title>
        {mayControl && (
          <Space>
            <Switch checked={control} onChange={setControl} data-testid="vnc-control" />
            {t('remoteAccess:control')}
          </Space>
        )}
      </Space>
      <VncViewer deviceId={deviceId} viewOnly={!control} height="70vh" />
    </Card>
  );
}
