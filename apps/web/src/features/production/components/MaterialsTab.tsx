import { MaterialBodySchema, type Material, type MaterialBody, PRODUCTION_NAME_MAX, PRODUCTION_UNIT_MAX } from '@fieldlink/domain';
import { Form, Input, InputNumber, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatQuantity } from '../../../lib/format/formatQuantity';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useCatalogEditor } from '../hooks/useCatalogEditor';
import { useMaterials, useProductionWrites } from '../hooks/useProduction';
import { CatalogTab } from './CatalogTab';

/** The raw materials tab: stock, the warning level, low stock marked; stock is consumed per piece counted. */
export function MaterialsTab() {
  const { t } = useTranslation();
  const language = useLanguage();
  const materials = useMaterials();
  const writes = useProductionWrites(false);
  const editor = useCatalogEditor<Material, MaterialBody>({
    schema: MaterialBodySchema,
    blank: { unit: '', stock: 0, lowStock: 0 },
    save: (input) => writes.saveMaterial.mutateAsync(input),
  });
  const columns: TableColumnsType<Material> = [
    { title: t('production:fields.name'), dataIndex: 'name' },
    {
      title: t('production:fields.stock'),
      key: 'stock',
      render: (_v, m) => (
        <span data-testid={`material-stock-${m.id}`}>
          {formatQuantity(m.stock, language)} {m.unit} {m.low && <Tag color="red">{t('production:low')}</Tag>}
        </span>
      ),
    },
    { title: t('production:fields.lowStock'), key: 'lowStock', render: (_v, m) => `${formatQuantity(m.lowStock, language)} ${m.unit}` },
  ];
  return (
    <CatalogTab
      title={t('production:newMaterial')}
      rows={materials.data}
      loading={materials.isLoading}
      columns={columns}
      editor={editor}
      onDelete={(m) => writes.removeMaterial.mutateAsync(m.id)}
    >
      <Form.Item name="name" label={t('production:fields.name')} required>
        <Input maxLength={PRODUCTION_NAME_MAX} />
      </Form.Item>
      <Form.Item name="unit" label={t('production:fields.unit')}>
        <Input maxLength={PRODUCTION_UNIT_MAX} />
      </Form.Item>
      <Form.Item name="stock" label={t('production:fields.stock')} required>
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="lowStock" label={t('production:fields.lowStock')} extra={t('production:lowStockHelp')}>
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
    </CatalogTab>
  );
}
