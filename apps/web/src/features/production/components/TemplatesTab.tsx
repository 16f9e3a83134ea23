import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { TemplateBodySchema, type Template, type TemplateBody } from '@fieldlink/domain';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { actionsColumn } from '../../../ui/actionsColumn';
import { Permission } from '../../access/components/Permission';
import { useMaterials, useProductionWrites, useTemplates } from '../hooks/useProduction';
import { schemaCheck } from './schemaCheck';

const PAGE = 'productionManagement';

/** The task templates tab: product, target, standard cycle and materials per unit. */
export function TemplatesTab() {
  const { t } = useTranslation();
  const templates = useTemplates();
  const materials = useMaterials();
  const writes = useProductionWrites(false);
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Template | null | undefined>(undefined);
  const open = (template: Template | null) => {
    form.resetFields();
    form.setFieldsValue(template ?? { materials: [] });
    setEditing(template);
  };
  const submit = async () => {
    const body = schemaCheck<TemplateBody>(TemplateBodySchema, form.getFieldsValue(true), form, (key) => t(builtKey(`messages:${key}`)));
    if (!body) return;
    await writes.saveTemplate.mutateAsync({ ...(editing ? { id: editing.id } : {}), body });
    setEditing(undefined);
  };
  const columns: TableColumnsType<Template> = [
    { title: t('production:fields.name'), dataIndex: 'name' },
    { title: t('production:fields.product'), dataIndex: 'product' },
    { title: t('production:fields.target'), dataIndex: 'targetQuantity' },
    { title: t('production:fields.standardCycle'), dataIndex: 'cycleSeconds' },
    {
      title: t('production:fields.materials'),
      key: 'materials',
      render: (_v, tpl) => tpl.materials.map((m) => `${m.name} ${m.perUnit}${m.unit}`).join(', '),
    },
    actionsColumn<Template>(t('production:fields.actions'), (tpl) => (
      <>
        <Permission page={PAGE} need="edit">
          <Button type="link" onClick={() => open(tpl)}>
            {t('access:actions.edit')}
          </Button>
        </Permission>
        <Permission page={PAGE} need="delete">
          <Popconfirm title={t('production:confirmDelete')} onConfirm={() => writes.removeTemplate.mutateAsync(tpl.id)}>
            <Button type="link" danger>
              {t('access:actions.delete')}
            </Button>
          </Popconfirm>
        </Permission>
      </>
    )),
  ];
  const materialOptions = (materials.data ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.unit})` }));
  return (
    <>
      <Permission page={PAGE} need="add">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} style={{ marginBottom: 12 }}>
          {t('production:newTemplate')}
        </Button>
      </Permission>
      <Table rowKey="id" size="middle" loading={templates.isLoading} columns={columns} dataSource={templates.data ?? []} />
      <Modal
        open={editing !== undefined}
        title={t('production:newTemplate')}
        onCancel={() => setEditing(undefined)}
        onOk={() => void submit()}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('production:fields.name')} required>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="product" label={t('production:fields.product')} required>
            <Input maxLength={30} />
          </Form.Item>
          <Space>
            <Form.Item name="targetQuantity" label={t('production:fields.target')} required>
              <InputNumber min={1} />
            </Form.Item>
            <Form.Item name="cycleSeconds" label={t('production:fields.standardCycle')} required>
              <InputNumber min={0.1} step={0.1} />
            </Form.Item>
          </Space>
          <Form.List name="materials">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => (
                  <Space key={field.key} align="baseline">
                    <Form.Item name={[field.name, 'materialId']} label={t('production:fields.material')}>
                      <Select style={{ width: 200 }} options={materialOptions} />
                    </Form.Item>
                    <Form.Item name={[field.name, 'perUnit']} label={t('production:fields.perUnit')}>
                      <InputNumber min={0} step={0.01} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(field.name)} />
                  </Space>
                ))}
                <Button type="dashed" onClick={() => add({ perUnit: 1 })} icon={<PlusOutlined />}>
                  {t('production:addMaterial')}
                </Button>
              </>
            )}
          </Form.List>
        </Form>
      </Modal>
    </>
  );
}
