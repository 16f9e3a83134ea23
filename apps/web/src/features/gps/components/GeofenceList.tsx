import { geofenceAlarmed, type Geofence } from '@fieldlink/domain';
import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useGeofenceMutations } from '../hooks/useGeofences';

/** A device's fences: shape, what raises the alarm, the device's last side; editors change and delete them (desktop). */
export function GeofenceList({
  deviceId,
  fences,
  canEdit,
  onEdit,
  onAdd,
}: {
  deviceId: number;
  fences: readonly Geofence[];
  canEdit: boolean;
  onEdit: (fence: Geofence) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation();
  const { remove } = useGeofenceMutations(deviceId);
  const shapeText = (fence: Geofence) =>
    fence.shape === 'circle'
      ? t('gps:fences.circleText', { lat: fence.lat?.toFixed(5), lon: fence.lng?.toFixed(5), radius: fence.radiusM?.toFixed(0) })
      : t('gps:fences.polygonText', { count: fence.polygon?.length ?? 0 });
  return (
    <List
      size="small"
      data-testid="fence-list"
      header={
        <Space style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text strong>{t('gps:fences.title')}</Typography.Text>
          {canEdit && (
            <Button size="small" type="primary" onClick={onAdd} data-testid="fence-add">
              {t('gps:fences.add')}
            </Button>
          )}
        </Space>
      }
      locale={{ emptyText: t('gps:fences.none') }}
      dataSource={[...fences]}
      rowKey="id"
      renderItem={(fence) => {
        const side = fence.inside === null ? undefined : fence.inside;
        const alarmed = side !== undefined && fence.enabled && geofenceAlarmed(side, fence.trigger);
        return (
          <List.Item
            data-testid="fence-item"
            actions={
              canEdit
                ? [
                    <Button key="edit" size="small" type="link" onClick={() => onEdit(fence)}>
                      {t('gps:fences.edit')}
                    </Button>,
                    <Popconfirm key="delete" title={t('gps:fences.confirmDelete')} onConfirm={() => remove.mutate(fence.id)}>
                      <Button size="small" type="link" danger>
                        {t('gps:fences.delete')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                <Space wrap size={4}>
                  <span>{fence.name}</span>
                  <Tag>{fence.trigger === 'leave' ? t('gps:fences.onLeave') : t('gps:fences.onEnter')}</Tag>
                  <Tag>{t('gps:fences.levelTag', { level: fence.level })}</Tag>
                  {!fence.enabled && <Tag>{t('gps:fences.disabled')}</Tag>}
                  {side !== undefined && (
                    <Tag color={alarmed ? 'red' : 'green'} data-testid="fence-side">
                      {side ? t('gps:fences.inside') : t('gps:fences.outside')}
                    </Tag>
                  )}
                </Space>
              }
              description={shapeText(fence)}
            />
          </List.Item>
        );
      }}
    />
  );
}
