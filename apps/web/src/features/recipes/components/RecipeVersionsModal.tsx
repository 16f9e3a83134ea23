import { useQuery } from '@tanstack/react-query';
import { Modal, Table } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { formatTime } from '../../../lib/format/formatTime';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { recipesApi, type RecipeSummary, type RecipeVersion } from '../api/recipesApi';

/** Every saved version of a recipe, newest first, with its values. */
export function RecipeVersionsModal({ recipe, onClose }: { recipe: RecipeSummary | null; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const versions = useQuery({
    queryKey: ['recipes', 'versions', recipe?.id],
    queryFn: () => recipesApi.versions(client, recipe!.id),
    enabled: recipe !== null,
  });
  return (
    <Modal
      open={recipe !== null}
      title={t('recipes:versions.title', { name: recipe?.name ?? '' })}
      onCancel={onClose}
      footer={null}
      width={720}
    >
      <Table<RecipeVersion>
        rowKey="version"
        size="small"
        loading={versions.isFetching}
        dataSource={versions.data ?? []}
        pagination={false}
        data-testid="recipe-versions"
        columns={[
          { title: t('recipes:fields.version'), dataIndex: 'version', render: (v: number) => `v${v}` },
          { title: t('recipes:fields.name'), dataIndex: 'name' },
          { title: t('recipes:log.creator'), dataIndex: 'createdBy', render: (v: string | null) => v ?? '—' },
          { title: t('recipes:fields.updatedAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
          {
            title: t('recipes:editor.values'),
            dataIndex: 'items',
            render: (items: RecipeVersion['items']) => items.map((i) => i.value).join(', '),
          },
        ]}
      />
    </Modal>
  );
}
