import { useLanguage } from '../../../../lib/language/useLanguage';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Dialog, DotLoading, Empty, List, Picker, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { formatTime } from '../../../../lib/format/formatTime';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { usePermission } from '../../../access';
import { devicesApi } from '../../../devices';
import { recipesApi, type RecipeDownload, type RecipeSummary } from '../../api/recipesApi';
import { RECIPE_LOG_QUERY_KEY, RECIPES_QUERY_KEY, useRecipeDownload } from '../../hooks/useRecipeDownload';
import { downloadReason } from '../../utils/downloadReason';
import { downloadTarget, recipeTargetLabel } from '../../utils/recipeTarget';

const STATUS_COLOR: Record<RecipeDownload['status'], 'primary' | 'success' | 'danger'> = {
  running: 'primary',
  succeeded: 'success',
  failed: 'danger',
};

/** Mobile /plan_page: a device's recipes with download (at the machine), and the recipe log. `?deviceId=` opens one device. */
export function MobileRecipesPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const { can } = usePermission('plan_page');
  const [params, setParams] = useSearchParams();
  const deviceParam = Number(params.get('deviceId'));
  const deviceId = Number.isInteger(deviceParam) && deviceParam > 0 ? deviceParam : undefined;
  const [picking, setPicking] = useState(false);
  const devices = useQuery({ queryKey: ['devices', 'options'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true) });
  const recipes = useQuery({
    queryKey: [...RECIPES_QUERY_KEY, 'mobile', deviceId],
    queryFn: () => recipesApi.list(client, { page: 1, pageSize: 100, deviceId }),
  });
  const log = useQuery({
    queryKey: [...RECIPE_LOG_QUERY_KEY, 'mobile', deviceId],
    queryFn: () => recipesApi.log(client, { page: 1, pageSize: 50, deviceId }),
  });
  const download = useRecipeDownload((entry) =>
    Dialog.alert({
      title: t(entry.status === 'succeeded' ? 'recipes:download.succeeded' : 'recipes:download.failed', { name: entry.recipeName }),
      content: entry.status === 'succeeded' ? t('recipes:download.succeededHint') : downloadReason(entry, t, language),
      confirmText: t('recipes:ok'),
    }),
  );
  const device = devices.data?.items.find((d) => d.id === deviceId);

  const confirm = async (recipe: RecipeSummary) => {
    const target = downloadTarget(recipe, deviceId);
    if (!target) return;
    const go = await Dialog.confirm({
      title: t('recipes:download.confirm', { name: recipe.name, device: recipe.deviceName ?? device?.name }),
      content: t('recipes:download.confirmHint'),
      confirmText: t('recipes:download.action'),
      cancelText: t('recipes:cancel'),
    });
    if (go) download.mutate(target);
  };

  return (
    <div data-testid="recipes-mobile">
      <Card onClick={() => setPicking(true)} title={t('recipes:fields.device')} extra={device?.name ?? t('recipes:allDevices')} />
      <Picker
        visible={picking}
        onClose={() => setPicking(false)}
        columns={[(devices.data?.items ?? []).map((d) => ({ label: d.name, value: d.id }))]}
        value={deviceId === undefined ? [] : [deviceId]}
        onConfirm={(value) => value[0] !== undefined && value[0] !== null && setParams({ deviceId: String(value[0]) })}
        confirmText={t('recipes:ok')}
        cancelText={t('recipes:cancel')}
      />
      <Tabs>
        <Tabs.Tab title={t('recipes:tabs.recipes')} key="recipes">
          {recipes.isLoading && <DotLoading />}
          {recipes.data?.items.length === 0 && <Empty description={t('recipes:empty')} />}
          <List>
            {(recipes.data?.items ?? []).map((recipe) => (
              <List.Item
                key={recipe.id}
                description={`${recipeTargetLabel(recipe, t)} · v${recipe.version} · ${t('recipes:rowsCount', { count: recipe.itemCount })}`}
                extra={
                  can('setValue') && (
                    <Button
                      size="small"
                      color="primary"
                      loading={download.isPending && download.variables?.id === recipe.id}
                      disabled={!downloadTarget(recipe, deviceId)}
                      onClick={() => void confirm(recipe)}
                      data-testid={`recipe-download-${recipe.id}`}
                    >
                      {t('recipes:download.action')}
                    </Button>
                  )
                }
              >
                {recipe.name}
              </List.Item>
            ))}
          </List>
        </Tabs.Tab>
        <Tabs.Tab title={t('recipes:tabs.log')} key="log">
          {log.isLoading && <DotLoading />}
          {log.data?.items.length === 0 && <Empty description={t('recipes:log.empty')} />}
          <List data-testid="recipe-log-mobile">
            {(log.data?.items ?? []).map((entry) => (
              <List.Item
                key={entry.id}
                description={`${formatTime(entry.startedAt)} · ${entry.deviceName} · ${entry.createdBy ?? '—'}${entry.error ? ` · ${downloadReason(entry, t, language)}` : ''}`}
                extra={<Tag color={STATUS_COLOR[entry.status]}>{t(`recipes:status.${entry.status}`)}</Tag>}
              >
                {entry.recipeName} v{entry.recipeVersion}
              </List.Item>
            ))}
          </List>
        </Tabs.Tab>
      </Tabs>
    </div>
  );
}
