import {
  DEVICE_HISTORY_COLUMNS,
  type XDataModel,
  type XDataModelSave,
  type XDataModelTable,
  XDATA_NAME_MAX,
  XDATA_SQL_MAX,
  XDATA_TABLE_NAME_MAX,
} from '@fieldlink/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { AdminPage } from '../../../ui/AdminPage';
import { Permission } from '../../access';
import { xdataApi } from '../api/xdataApi';
import { QueryTable } from '../components/QueryTable';

const HISTORY = 'builtin:device_history';
const tableKey = (t: XDataModelTable) => (t.kind === 'source' ? `source:${t.sourceId}` : `builtin:${t.builtin}`);
const tableOf = (key: string): XDataModelTable =>
  key.startsWith('source:') ? { kind: 'source', sourceId: Number(key.slice(7)) } : { kind: 'builtin', builtin: 'device_history' };

interface FormValues {
  name: string;
  tables: string[];
  joins: { left: string; right: string; kind: 'inner' | 'left' }[];
  views: { name: string; sql: string }[];
  dimensions: string[];
  metrics: string[];
}

/** Data models (spec §3, §5, §9): tables, a two-column join builder, custom SQL views, folders, a 500-row preview. */
export function XDataModelsPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const models = useQuery({ queryKey: ['xdata', 'models'], queryFn: () => xdataApi.models(client) });
  const sources = useQuery({ queryKey: ['xdata', 'sources'], queryFn: () => xdataApi.sources(client) });
  const [editing, setEditing] = useState<XDataModel | 'new' | undefined>();
  const [previewing, setPreviewing] = useState<{ model: XDataModel; view?: string } | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [form] = Form.useForm<FormValues>();
  const chosen = Form.useWatch('tables', form) ?? [];
  const preview = useQuery({
    queryKey: ['xdata', 'model-preview', previewing?.model.id, previewing?.view],
    queryFn: () => xdataApi.modelPreview(client, previewing!.model.id, previewing!.view),
    enabled: !!previewing,
    retry: false,
  });

  const tableOptions = [
    ...(sources.data ?? []).map((s) => ({ value: `source:${s.id}`, label: s.tableName })),
    { value: HISTORY, label: 'device_history' },
  ];
  const nameOf = (key: string) => tableOptions.find((o) => o.value === key)?.label ?? key;
  const columnsOf = (key: string) =>
    key === HISTORY
      ? DEVICE_HISTORY_COLUMNS.map((c) => c.name)
      : (sources.data?.find((s) => `source:${s.id}` === key)?.columns.map((c) => c.name) ?? []);
  const fieldOptions = chosen.flatMap((key) => columnsOf(key).map((c) => ({ value: `${nameOf(key)}.${c}`, label: `${nameOf(key)}.${c}` })));

  const save = useMutation({
    mutationFn: (values: FormValues) => {
      const split = (v: string) => ({ table: v.slice(0, v.indexOf('.')), column: v.slice(v.indexOf('.') + 1) });
      const body: XDataModelSave = {
        name: values.name,
        tables: values.tables.map(tableOf),
        joins: (values.joins ?? []).map((j) => ({ kind: j.kind ?? 'inner', left: split(j.left ?? ''), right: split(j.right ?? '') })),
        views: values.views ?? [],
        folders: {
          dimensions: [{ name: t('xdata:dimensions'), fields: values.dimensions ?? [] }],
          metrics: [{ name: t('xdata:metrics'), fields: values.metrics ?? [] }],
        },
      };
      return xdataApi.saveModel(client, editing === 'new' ? undefined : editing?.id, body);
    },
    onSuccess: () => {
      setEditing(undefined);
      void queryClient.invalidateQueries({ queryKey: ['xdata'] });
    },
    onError: (e: Error) => setError(e.message),
  });
  const remove = useMutation({
    mutationFn: (id: number) => xdataApi.removeModel(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['xdata'] }),
  });

  function edit(model: XDataModel | 'new') {
    setError(undefined);
    form.resetFields();
    if (model !== 'new')
      form.setFieldsValue({
        name: model.name,
        tables: model.tables.map(tableKey),
        joins: model.joins.map((j) => ({
          kind: j.kind,
          left: `${j.left.table}.${j.left.column}`,
          right: `${j.right.table}.${j.right.column}`,
        })),
        views: model.views,
        dimensions: model.folders.dimensions.flatMap((f) => f.fields),
        metrics: model.folders.metrics.flatMap((f) => f.fields),
      });
    setEditing(model);
  }

  return (
    <AdminPage
      title={t('xdata:models')}
      testId="xdata-models-page"
      actions={
        <Permission page="xData_model" need="add">
          <Button type="primary" onClick={() => edit('new')}>
            {t('xdata:addModel')}
          </Button>
        </Permission>
      }
    >
      <Table
        rowKey="id"
        loading={models.isLoading}
        dataSource={models.data ?? []}
        columns={[
          { title: t('xdata:name'), dataIndex: 'name' },
          { title: t('xdata:tables'), render: (_, m) => m.tables.map((x) => x.name).join(', ') },
          { title: t('xdata:views'), render: (_, m) => m.views.map((v) => v.name).join(', ') },
          {
            title: '',
            render: (_, m) => (
              <Space>
                <Button size="small" onClick={() => setPreviewing({ model: m })} data-testid="xdata-model-preview">
                  {t('xdata:preview')}
                </Button>
                <Permission page="xData_model" need="edit">
                  <Button size="small" onClick={() => edit(m)}>
                    {t('xdata:edit')}
                  </Button>
                </Permission>
                <Permission page="xData_model" need="delete">
                  <Button size="small" danger onClick={() => remove.mutate(m.id)}>
                    {t('xdata:delete')}
                  </Button>
                </Permission>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!previewing}
        width={1000}
        footer={null}
        onCancel={() => setPreviewing(undefined)}
        title={`${previewing?.model.name ?? ''} · ${t('xdata:previewRows')}`}
      >
        <Select
          style={{ minWidth: 240, marginBottom: 12 }}
          value={previewing?.view ?? ''}
          options={[
            { value: '', label: t('xdata:joinedTables') },
            ...(previewing?.model.views ?? []).map((v) => ({ value: v.name, label: v.name })),
          ]}
          onChange={(view: string) => previewing && setPreviewing({ model: previewing.model, view: view || undefined })}
        />
        {preview.error && <Alert type="error" message={(preview.error as Error).message} />}
        <QueryTable result={preview.data} />
      </Modal>
      <Modal
        open={!!editing}
        width={900}
        title={t('xdata:model')}
        onCancel={() => setEditing(undefined)}
        onOk={() => void form.validateFields().then((v) => save.mutate(v))}
        confirmLoading={save.isPending}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('xdata:name')} rules={[{ required: true, max: XDATA_NAME_MAX }]}>
            <Input maxLength={XDATA_NAME_MAX} />
          </Form.Item>
          <Form.Item name="tables" label={t('xdata:tables')} rules={[{ required: true }]}>
            <Select mode="multiple" options={tableOptions} />
          </Form.Item>
          <Form.List name="joins">
            {(fields, { add, remove: drop }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'left']} rules={[{ required: true }]}>
                      <Select style={{ width: 260 }} options={fieldOptions} placeholder={t('xdata:leftColumn')} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'kind']} initialValue="inner">
                      <Select
                        style={{ width: 110 }}
                        options={[
                          { value: 'inner', label: 'INNER' },
                          { value: 'left', label: 'LEFT' },
                        ]}
                      />
                    </Form.Item>
                    <Form.Item name={[field.name, 'right']} rules={[{ required: true }]}>
                      <Select style={{ width: 260 }} options={fieldOptions} placeholder={t('xdata:rightColumn')} />
                    </Form.Item>
                    <Button onClick={() => drop(field.name)}>{t('xdata:delete')}</Button>
                  </Space>
                ))}
                <Button onClick={() => add()} style={{ marginBottom: 16 }}>
                  {t('xdata:addJoin')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.List name="views">
            {(fields, { add, remove: drop }) => (
              <>
                {fields.map((field) => (
                  <div key={field.key}>
                    <Form.Item
                      name={[field.name, 'name']}
                      label={t('xdata:viewName')}
                      rules={[{ required: true, max: XDATA_TABLE_NAME_MAX }]}
                    >
                      <Input maxLength={XDATA_TABLE_NAME_MAX} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'sql']} label="SQL" rules={[{ required: true, max: XDATA_SQL_MAX }]}>
                      <Input.TextArea rows={4} style={{ fontFamily: 'monospace' }} />
                    </Form.Item>
                    <Button onClick={() => drop(field.name)}>{t('xdata:delete')}</Button>
                  </div>
                ))}
                <Button onClick={() => add({ name: '', sql: 'select * from ' })} style={{ marginBottom: 16 }}>
                  {t('xdata:addView')}
                </Button>
              </>
            )}
          </Form.List>
          <Form.Item name="dimensions" label={t('xdata:dimensions')}>
            <Select mode="multiple" options={fieldOptions} />
          </Form.Item>
          <Form.Item name="metrics" label={t('xdata:metrics')}>
            <Select mode="multiple" options={fieldOptions} />
          </Form.Item>
          {error && <Alert type="error" message={error} data-testid="xdata-model-error" />}
        </Form>
      </Modal>
    </AdminPage>
  );
}
