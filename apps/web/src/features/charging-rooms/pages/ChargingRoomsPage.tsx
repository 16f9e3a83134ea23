import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { ChargingRoom } from '@fieldlink/domain';
import { Alert, App, Button, Select, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { useBatchDelete } from '../../../lib/list/useBatchDelete';
import { AdminPage } from '../../../ui/AdminPage';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { RowIconButton } from '../../../ui/RowIconButton';
import { actionsColumn } from '../../../ui/actionsColumn';
import { Permission, DeleteRowButton } from '../../access';
import { useProjectOptions } from '../../project-refs';
import { idFromQuery } from '../../scada';
import { RoomForm } from '../components/RoomForm';
import { hoursText, tariffText } from '../components/roomText';
import { useChargingRooms, useDeleteChargingRoom } from '../hooks/useChargingRooms';
import { useRoomEditor } from '../hooks/useRoomEditor';
import { EditorModal } from '../../../ui/EditorModal';

const PAGE = 'velvetRoomConfiguration';

/** Charging rooms (spec §2 velvetRoomConfiguration), desktop: the rooms as a table, a form with the tariff periods editor. */
export function ChargingRoomsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const [projectId, setProjectId] = useState<number | undefined>(() => idFromQuery(params.get('projectId')));
  const projects = useProjectOptions();
  const list = useChargingRooms(projectId);
  const remove = useDeleteChargingRoom();
  const batch = useBatchDelete(
    (id) => remove.mutateAsync(id),
    () => list.refetch(),
  );
  const editor = useRoomEditor(projectId);

  const columns: TableColumnsType<ChargingRoom> = [
    { title: t('chargingRooms:columns.name'), dataIndex: 'name' },
    { title: t('chargingRooms:columns.project'), dataIndex: 'projectName' },
    { title: t('chargingRooms:columns.address'), dataIndex: 'address' },
    {
      title: t('chargingRooms:columns.bays'),
      key: 'bays',
      render: (_v, room) => `${room.slotsInUse} / ${room.capacity}`,
    },
    {
      title: t('chargingRooms:columns.cabinets'),
      key: 'cabinets',
      render: (_v, room) => room.devices.map((d) => <Tag key={d.deviceId}>{`${d.deviceName} ×${d.slots}`}</Tag>),
    },
    { title: t('chargingRooms:columns.hours'), key: 'hours', render: (_v, room) => hoursText(room, t) },
    { title: t('chargingRooms:columns.tariff'), key: 'tariff', render: (_v, room) => tariffText(room.tariff, t) },
    actionsColumn<ChargingRoom>(t('chargingRooms:columns.actions'), (room) => (
      <>
        <Permission page={PAGE} need="edit">
          <RowIconButton
            label={t('chargingRooms:edit')}
            icon={<EditOutlined />}
            onClick={() => editor.open(room)}
            testId={`room-edit-${room.id}`}
          />
        </Permission>
        <DeleteRowButton
          page={PAGE}
          name={room.name}
          confirm={t('chargingRooms:confirmDelete', { name: room.name })}
          onDelete={() => remove.mutateAsync(room.id).then(() => void message.success(t('chargingRooms:deleted')))}
          testId={`room-delete-${room.id}`}
        />
      </>
    )),
  ];

  return (
    <AdminPage
      title={t('chargingRooms:title')}
      testId="charging-rooms"
      filters={
        <Select
          allowClear
          showSearch
          optionFilterProp="label"
          placeholder={t('chargingRooms:allProjects')}
          style={{ width: 220 }}
          value={projectId}
          onChange={setProjectId}
          options={projects}
        />
      }
      actions={
        <>
          <BatchDeleteButton page={PAGE} batch={batch} testId="rooms-batch-delete" />
          <Permission page={PAGE} need="add">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => editor.open(null)} data-testid="room-add">
              {t('chargingRooms:new')}
            </Button>
          </Permission>
        </>
      }
    >
      <Alert type="info" showIcon message={t('chargingRooms:intro')} style={{ marginBottom: 16 }} data-testid="rooms-intro" />
      <Table
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        columns={columns}
        dataSource={list.data?.items ?? []}
        rowSelection={batch.rowSelection}
        pagination={false}
        locale={{ emptyText: t('chargingRooms:empty') }}
      />
      <EditorModal
        editor={editor}
        titles={{ edit: t('chargingRooms:edit'), add: t('chargingRooms:new') }}
        width={900}
        saveTestId="room-save"
      >
        <RoomForm form={editor.form} editing={Boolean(editor.editing)} />
      </EditorModal>
    </AdminPage>
  );
}
