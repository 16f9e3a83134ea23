import { XDATA_COLUMN_NAME_MAX, XDATA_NAME_MAX, XDATA_TABLE_NAME_MAX } from '@fieldlink/domain';
import type { XDataScreen } from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Form, Input, Modal, Select, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { xdataApi } from '../api/xdataApi';
import { XDataBoard } from '../components/XDataBoard';

interface ScreenForm {
  name: string;
  groupId: number | null;
  isPublic: boolean;
  widgets: { kind: 'table' | 'kpi' | 'bar' | 'line'; title: string; modelId: number; view?: string; x?: string; y?: string }[];
}

/** Data screens and groups (spec §2): widgets over model queries; public links only with isPublic. */
export function XDataScreensPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const screens = useQuery({ queryKey: ['xdata', 'screens'], queryFn: () => xdataApi.screens(client) });
  const groups = useQuery({ queryKey: ['xdata', 'groups'], queryFn: () => xdataApi.groups(client) });
  const models = useQuery({ queryKey: ['xdata', 'models'], queryFn: () => xdataApi.models(client) });
  const [shown, setShown] = useState<XDataScreen | undefined>();
  const data = useQuery({
    queryKey: ['xdata', 'screen-data', shown?.id],
    queryFn: () => xdataApi.screenData(client, shown!.id),
    enabled: !!shown,
  });
  const [editing, setEditing] = useState<XDataScreen | 'new' | undefined>();
  const [form] = Form.useForm<ScreenForm>();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: ['xdata'] });
  const save = useMutation({
    mutationFn: (v: ScreenForm) =>
      xdataApi.saveScreen(client, editing === 'new' ? undefined : editing?.id, {
        ...v,
        groupId: v.groupId ?? null,
        widgets: v.widgets ?? [],
      }),
    onSuccess: () => (setEditing(undefined), invalidate()),
  });
  const saveGroup = useMutation({
    mutationFn: (b: { id?: number; name: string; isPublic: boolean }) =>
      xdataApi.saveGroup(client, b.id, { name: b.name, isPublic: b.isPublic }),
    onSuccess: invalidate,
  });
  const remove = useMutation({ mutationFn: (id: number) => xdataApi.removeScreen(client, id), onSuccess: invalidate });
  const [groupName, setGroupName] = useState('');
  const link = (kind: 'screen' | 'group', id: number) => `${location.origin}${location.pathname}#/xData_share_${kind}?id=${id}&isPublic=1`;

  return (
    <AdminPage
      title={t('xdata:screens')}
      testId="xdata-screens-page"
      actions={
        <Permission page="xData_screen" need="add">
          <Button type="primary" onClick={() => (form.resetFields(), setEditing('new'))}>
            {t('xdata:addScreen')}
          </Button>
        </Permission>
      }
    >
      <Table
        rowKey="id"
        dataSource={screens.data ?? []}
        columns={[
          { title: t('xdata:name'), dataIndex: 'name' },
          { title: t('xdata:group'), render: (_, s) => groups.data?.find((g) => g.id === s.groupId)?.name ?? '' },
          {
            title: t('xdata:public'),
            render: (_, s) => (s.isPublic ? <Typography.Text copyable>{link('screen', s.id)}</Typography.Text> : t('xdata:private')),
          },
          {
            title: '',
            render: (_, s) => (
              <Space>
                <Button size="small" onClick={() => setShown(s)} data-testid="xdata-screen-open">
                  {t('xdata:open')}
                </Button>
                <Permission page="xData_screen" need="edit">
                  <Button size="small" onClick={() => (form.setFieldsValue(s), setEditing(s))}>
                    {t('xdata:edit')}
                  </Button>
                </Permission>
                <Permission page="xData_screen" need="delete">
                  <Button size="small" danger onClick={() => remove.mutate(s.id)}>
                    {t('xdata:delete')}
                  </Button>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      <Typography.Title level={5}>{t('xdata:groups')}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        dataSource={groups.data ?? []}
        columns={[
          { title: t('xdata:name'), dataIndex: 'name' },
          {
            title: t('xdata:public'),
            render: (_, g) => (
              <Space>
                <Switch checked={g.isPublic} onChange={(isPublic) => saveGroup.mutate({ id: g.id, name: g.name, isPublic })} />
                {g.isPublic && <Typography.Text copyable>{link('group', g.id)}</Typography.Text>}
              </Space>
            ),
          },
        ]}
      />
      <Permission page="xData_screen" need="add">
        <Space style={{ marginTop: 8 }}>
          <Input
            value={groupName}
            maxLength={XDATA_NAME_MAX}
            onChange={(e) => setGroupName(e.target.value)}
            placeholder={t('xdata:groupName')}
          />
          <Button
            disabled={!groupName.trim()}
            onClick={() => (saveGroup.mutate({ name: groupName.trim(), isPublic: false }), setGroupName(''))}
          >
            {t('xdata:addGroup')}
          </Button>
        </Space>
      </Permission>
      <Modal open={!!shown} width={1100} title={shown?.name} footer={null} onCancel={() => setShown(undefined)}>
        {shown && <XDataBoard screen={shown} data={data.data} />}
      </Modal>
      <Modal
        open={!!editing}
        width={800}
        title={t('xdata:screen')}
        onCancel={() => setEditing(undefined)}
        onOk={() => void form.validateFields().then((v) => save.mutate(v))}
      >
        <Form form={form} layout="vertical" initialValues={{ isPublic: false, groupId: null, widgets: [] }}>
          <Form.Item name="name" label={t('xdata:name')} rules={[{ required: true, max: XDATA_NAME_MAX }]}>
            <Input maxLength={XDATA_NAME_MAX} />
          </Form.Item>
          <Form.Item name="groupId" label={t('xdata:group')}>
            <Select allowClear options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))} />
          </Form.Item>
          <Form.Item name="isPublic" label={t('xdata:public')} valuePropName="checked">
            <Switch />
          </Form.Item>
          <Form.List name="widgets">
            {(fields, { add, remove: drop }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline" wrap>
                    <Form.Item name={[field.name, 'kind']} initialValue="table">
                      <Select
                        style={{ width: 100 }}
                        options={['table', 'kpi', 'bar', 'line'].map((k) => ({ value: k, label: t(`xdata:widget.${k as 'table'}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'title']}>
                      <Input placeholder={t('xdata:title')} maxLength={XDATA_NAME_MAX} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'modelId']} rules={[{ required: true }]}>
                      <Select
                        style={{ width: 160 }}
                        placeholder={t('xdata:model')}
                        options={(models.data ?? []).map((m) => ({ value: m.id, label: m.name }))}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'view']}>
                      <Input placeholder={t('xdata:viewName')} maxLength={XDATA_TABLE_NAME_MAX} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'x']}>
                      <Input placeholder={t('xdata:labelColumn')} maxLength={XDATA_COLUMN_NAME_MAX} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'y']}>
                      <Input placeholder={t('xdata:valueColumn')} maxLength={XDATA_COLUMN_NAME_MAX} />
                    </Form.Item>
                    <Button onClick={() => drop(field.name)}>{t('xdata:delete')}</Button>
                  </Space>
                ))}
                <Button onClick={() => add({ kind: 'table', title: '' })}>{t('xdata:addWidget')}</Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
    </AdminPage>
  );
}
