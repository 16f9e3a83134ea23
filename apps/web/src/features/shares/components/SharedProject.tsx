import type { SharedContent } from '@fieldlink/domain';
import { Card, Empty, List, Tabs } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { Link } from 'react-router';
import { DeviceStatusTag, type DeviceRow } from '../../devices';
import { sharedDevicePath } from '../utils/shareUrl';
import { SharedViews } from './SharedViews';

/** A shared project or project group: its views drawn live, its devices a tab away (each opens its shared page). */
export function SharedProject({ link, content }: { link: string; content: SharedContent }) {
  const { t } = useTranslation();
  const devices = (
    <List
      data-testid="shared-devices"
      dataSource={content.devices}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shares:page.noDevices')} /> }}
      renderItem={(device) => (
        <List.Item key={device.id} extra={<DeviceStatusTag status={device.status as DeviceRow['status']} />}>
          <List.Item.Meta
            title={
              <Link to={sharedDevicePath(link, device.id)} data-testid="shared-device-link">
                {device.name}
              </Link>
            }
            description={
              content.projects.length > 1 ? content.projects.find((project) => project.id === device.projectId)?.name : undefined
            }
          />
        </List.Item>
      )}
    />
  );
  return (
    <Card styles={{ body: { paddingTop: 4 } }}>
      <Tabs
        data-testid="shared-tabs"
        items={[
          ...(content.views.some((view) => view.platform !== 'popup')
            ? [{ key: 'views', label: t('shares:page.views'), children: <SharedViews link={link} content={content} /> }]
            : []),
          { key: 'devices', label: `${t('shares:page.devices')} (${content.devices.length})`, children: devices },
        ]}
      />
    </Card>
  );
}
