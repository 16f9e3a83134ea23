import { Button } from 'antd';
import { DotLoading, Empty, List, SwipeAction } from 'antd-mobile';
import { useTranslation } from '../../../../i18n/useTranslation';
import { usePermission } from '../../../access';
import { RoomForm } from '../../components/RoomForm';
import { hoursText, tariffText } from '../../components/roomText';
import { useChargingRooms, useDeleteChargingRoom } from '../../hooks/useChargingRooms';
import { useRoomEditor } from '../../hooks/useRoomEditor';
import { EditorModal } from '../../../../ui/EditorModal';

/** Phone: the charging rooms as a list (tap to edit, swipe to delete) and the same form full screen. */
export function MobileChargingRoomsPage() {
  const { t } = useTranslation();
  const permission = usePermission('velvetRoomConfiguration');
  const list = useChargingRooms(undefined);
  const remove = useDeleteChargingRoom();
  const editor = useRoomEditor(undefined);
  const rooms = list.data?.items ?? [];

  return (
    <div data-testid="charging-rooms-mobile" style={{ padding: 12 }}>
      <p style={{ color: '#666', fontSize: 13 }}>{t('chargingRooms:intro')}</p>
      {permission.can('add') && (
        <Button type="primary" block onClick={() => editor.open(null)} data-testid="room-add" style={{ marginBottom: 12 }}>
          {t('chargingRooms:new')}
        </Button>
      )}
      {list.isLoading ? (
        <div style={{ textAlign: 'center', padding: 32 }}>
          <DotLoading />
        </div>
      ) : rooms.length === 0 ? (
        <Empty description={t('chargingRooms:empty')} />
      ) : (
        <List>
          {rooms.map((room) => (
            <SwipeAction
              key={room.id}
              rightActions={
                permission.can('delete')
                  ? [{ key: 'delete', text: t('access:actions.delete'), color: 'danger', onClick: () => void remove.mutateAsync(room.id) }]
                  : []
              }
            >
              <List.Item
                data-testid={`room-row-${room.id}`}
                onClick={permission.can('edit') ? () => editor.open(room) : undefined}
                description={`${room.projectName} · ${hoursText(room, t)} · ${tariffText(room.tariff, t)}`}
                extra={`${room.slotsInUse} / ${room.capacity}`}
              >
                {room.name}
              </List.Item>
            </SwipeAction>
          ))}
        </List>
      )}
      <EditorModal editor={editor} titles={{ edit: t('chargingRooms:edit'), add: t('chargingRooms:new') }} fullScreen>
        <RoomForm form={editor.form} editing={Boolean(editor.editing)} />
      </EditorModal>
    </div>
  );
}
