import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { TemplateBodySchema, type Template, type TemplateBody, PRODUCTION_NAME_MAX } from '@fieldlink/domain';
import { Button, Form, Input, InputNumber, Select, Space, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useCatalogEditor } from '../hooks/useCatalogEditor';
import { useMaterials, useProductionWrites, useTemplates } from '../hooks/useProduction';
import { CatalogTab } from './CatalogTab';

/** The task templates tab: product, target, standard cycle and materials per unit. */
export function TemplatesTab() {
  const { t } = useTranslation();
  const templates = useTemplates();
  const materials = useMaterials();
  const writes = useProductionWrites(false);
  const editor = useCatalogEditor<Template, TemplateBody>({
    schema: TemplateBodySchema,
    blank: { materials: [] },
    save: (input) => writes.saveTemplate.mutateAsync(input),
  });
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
  ];
  const materialOptions = (materials.data ?? []).map((m) => ({ value: m.id, label: `${m.name} (${m.unit})` }));
  return (
    <CatalogTab
      title={t('production:newTemplate')}
      rows={templates.data}
      loading={templates.isLoading}
      columns={columns}
      editor={editor}
      onDelete={(tpl) => writes.removeTemplate.mutateAsync(tpl.id)}
    >
      <Form.Item name="name" label={t('production:fields.name')} required>
        <Input maxLength={PRODUCTION_NAME_MAX} />
      </Form.Item>
      <Form.Item name="product" label={t('production:fields.product')} required>
        <Input maxLength={PRODUCTION_NAME_MAX} />
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
    </CatalogTab>
  );
}
