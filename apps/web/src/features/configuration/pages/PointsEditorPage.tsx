import { ArrowLeftOutlined, DownloadOutlined, FileExcelOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Flex, Result } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { BatchDeleteButton } from '../../../ui/BatchDeleteButton';
import { Permission, usePermission } from '../../access';
import { saveBlob } from '../../../lib/files/saveBlob';
import { devicesApi, DeviceStatusTag } from '../../devices';
import { ImportPointsModal, PointFormModal, PointsTable, pointsApi, type PointCreateBody, type PointRow } from '../../points';
import { AlarmSourcesPanel } from '../../alarms';

const PAGE = 'deviceConfigration';

/** The points editor of one device (/deviceMent/configure_item_query?deviceId=). */
export function PointsEditorPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const deviceId = Number(query.get('deviceId'));
  const valid = Number.isInteger(deviceId) && deviceId > 0;
  const [editing, setEditing] = useState<PointRow | null | undefined>(undefined);
  const [selected, setSelected] = useState<Key[]>([]);
  const [importing, setImporting] = useState(false);
  const alarmConfig = usePermission('alarm_config');

  const device = useQuery({ queryKey: ['devices', 'one', deviceId], queryFn: () => devicesApi.get(client, deviceId), enabled: valid });
  const points = useQuery({ queryKey: ['points', deviceId], queryFn: () => pointsApi.list(client, deviceId), enabled: valid });
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: ['points', deviceId] });
    void queryClient.invalidateQueries({ queryKey: ['devices'] });
  };

  const save = useMutation({
    mutationFn: ({ id, body }: { id?: number; body: PointCreateBody }) =>
      id ? pointsApi.update(client, id, body) : pointsApi.create(client, deviceId, body),
    onSuccess: (_data, { id }) => {
      void message.success(t(id ? 'access:feedback.saved' : 'access:feedback.created'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => pointsApi.remove(client, id),
    onSuccess: (_data, id) => {
      void message.success(t('access:feedback.deleted'));
      setSelected((keys) => keys.filter((key) => key !== id));
      void refresh();
    },
  });
  const removeMany = useMutation({
    mutationFn: (ids: number[]) => pointsApi.removeMany(client, deviceId, ids),
    onSuccess: () => {
      void message.success(t('access:feedback.deleted'));
      setSelected([]);
      void refresh();
    },
  });

  // Files keep the name the server gives them (points-<device>-<date>.xlsx, points-template-<date>.xlsx).
  const exporter = useMutation({
    mutationFn: () => pointsApi.exportFile(client, deviceId),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? `${t('points:excel.exportFile')}-${deviceId}.xlsx`),
  });
  const template = useMutation({
    mutationFn: () => pointsApi.template(client),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName ?? 'points-template.xlsx'),
  });

  if (!valid) return <Result status="warning" title={t('points:noDevice')} />;
  const name = device.data?.name ?? query.get('itemName') ?? '';

  return (
    <Flex vertical gap={16}>
      <AdminPage
        title={
          <>
            {t('points:deviceTitle', { name })} {device.data && <DeviceStatusTag status={device.data.status} />}
          </>
        }
        testId="points-page"
        filters={
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/deviceMent/deviceConfigration')}>
            {t('points:back')}
          </Button>
        }
        actions={
          <>
            <Permission page={PAGE} need="export">
              <Button
                icon={<DownloadOutlined />}
                loading={exporter.isPending}
                onClick={() => exporter.mutate()}
                data-testid="points-export"
              >
                {t('points:excel.export')}
              </Button>
            </Permission>
            <Permission page={PAGE} need="import">
              <Button
                icon={<FileExcelOutlined />}
                loading={template.isPending}
                onClick={() => template.mutate()}
                data-testid="points-template"
              >
                {t('points:excel.template')}
              </Button>
            </Permission>
            <Permission page={PAGE} need="import">
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="points-import">
                {t('points:excel.import')}
              </Button>
            </Permission>
            <BatchDeleteButton page={PAGE} batch={{ selected, removeMany }} testId="points-batch-delete" />
            <Permission page={PAGE} need="add">
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="point-add">
                {t('access:actions.add')}
              </Button>
            </Permission>
          </>
        }
      >
        <PointsTable
          points={points.data?.items ?? []}
          loading={points.isFetching}
          selected={selected}
          onSelect={setSelected}
          onEdit={setEditing}
          onDelete={(point) => remove.mutateAsync(point.id)}
        />
        <PointFormModal
          open={editing !== undefined}
          point={editing ?? null}
          protocol={device.data?.protocol}
          onClose={() => setEditing(undefined)}
          onSubmit={(body) => save.mutateAsync({ id: editing?.id, body })}
        />
        <ImportPointsModal
          open={importing}
          onClose={() => setImporting(false)}
          onImport={async (file) => {
            const result = await pointsApi.importFile(client, deviceId, file);
            void message.success(t('points:excel.done', { added: result.added, updated: result.updated }));
            await refresh();
            return result;
          }}
        />
      </AdminPage>
      {alarmConfig.can('view') && (
        <Card title={t('alarms:sources.section')} data-testid="points-alarm-sources">
          <AlarmSourcesPanel deviceId={deviceId} />
        </Card>
      )}
    </Flex>
  );
}
