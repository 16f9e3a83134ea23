import { PlusOutlined } from '@ant-design/icons';
import { MaterialBodySchema, type Material, type MaterialBody } from '@fieldlink/domain';
import { Button, Form, Input, InputNumber, Modal, Popconfirm, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { actionsColumn } from '../../../ui/actionsColumn';
import { Permission } from '../../access/components/Permission';
import { useMaterials, useProductionWrites } from '../hooks/useProduction';
import { schemaCheck } from './schemaCheck';

const PAGE = 'productionManagement';

/** The raw materials tab: stock, the warning level, low stock marked; stock is consumed per piece counted. */
export function MaterialsTab() {
  const { t } = useTranslation();
  const materials = useMaterials();
  const writes = useProductionWrites(false);
  const [form] = Form.useForm();
  const [editing, setEditing] = useState<Material | null | undefined>(undefined);
  const open = (material: Material | null) => {
    form.resetFields();
    form.setFieldsValue(material ?? { unit: '', stock: 0, lowStock: 0 });
    setEditing(material);
  };
  const submit = async () => {
    const body = schemaCheck<MaterialBody>(MaterialBodySchema, form.getFieldsValue(true), form, (key) => t(builtKey(`messages:${key}`)));
    if (!body) return;
    await writes.saveMaterial.mutateAsync({ ...(editing ? { id: editing.id } : {}), body });
    setEditing(undefined);
  };
  const columns: TableColumnsType<Material> = [
    { title: t('production:fields.name'), dataIndex: 'name' },
    {
      title: t('production:fields.stock'),
      key: 'stock',
      render: (_v, m) => (
        <span data-testid={`material-stock-${m.id}`}>
          {m.stock} {m.unit} {m.low && <Tag color="red">{t('production:low')}</Tag>}
        </span>
      ),
    },
    { title: t('production:fields.lowStock'), key: 'lowStock', render: (_v, m) => `${m.lowStock} ${m.unit}` },
    actionsColumn<Material>(t('production:fields.actions'), (m) => (
      <>
        <Permission page={PAGE} need="edit">
          <Button type="link" onClick={() => open(m)}>
            {t('access:actions.edit')}
          </Button>
        </Permission>
        <Permission page={PAGE} need="delete">
          <Popconfirm title={t('production:confirmDelete')} onConfirm={() => writes.removeMaterial.mutateAsync(m.id)}>
            <Button type="link" danger>
              {t('access:actions.delete')}
            </Button>
          </Popconfirm>
        </Permission>
      </>
    )),
  ];
  return (
    <>
      <Permission page={PAGE} need="add">
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open(null)} style={{ marginBottom: 12 }}>
          {t('production:newMaterial')}
        </Button>
      </Permission>
      <Table rowKey="id" size="middle" loading={materials.isLoading} columns={columns} dataSource={materials.data ?? []} />
      <Modal
        open={editing !== undefined}
        title={t('production:newMaterial')}
        onCancel={() => setEditing(undefined)}
        onOk={() => void submit()}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="name" label={t('production:fields.name')} required>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name="unit" label={t('production:fields.unit')}>
            <Input maxLength={10} />
          </Form.Item>
          <Form.Item name="stock" label={t('production:fields.stock')} required>
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="lowStock" label={t('production:fields.lowStock')} extra={t('production:lowStockHelp')}>
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
