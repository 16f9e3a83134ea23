import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ViewRow } from '../api/viewsApi';

/** The project's views to switch between (desktop): the platform and main marks beside each name. */
export function ViewSwitcher({
  views,
  value,
  onChange,
}: {
  views: readonly ViewRow[];
  value: number | undefined;
  onChange(view: ViewRow): void;
}) {
  const { t } = useTranslation('scada');
  return (
    <Select
      style={{ minWidth: 200 }}
      value={value}
      data-testid="scada-view-switcher"
      aria-label={t('view.switch')}
      onChange={(id: number) => {
        const view = views.find((candidate) => candidate.id === id);
        if (view) onChange(view);
      }}
      options={views.map((view) => ({
        value: view.id,
        label: `${view.name} · ${t(`platform.${view.platform}`)}${view.isMain ? ` · ${t('view.main')}` : ''}`,
      }))}
    />
  );
}
