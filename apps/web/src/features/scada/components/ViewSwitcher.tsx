import { Select } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
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
  const { t } = useTranslation();
  return (
    <Select
      style={{ minWidth: 200 }}
      value={value}
      data-testid="scada-view-switcher"
      aria-label={t('scada:view.switch')}
      onChange={(id: number) => {
        const view = views.find((candidate) => candidate.id === id);
        if (view) onChange(view);
      }}
      options={views.map((view) => ({
        value: view.id,
        label: `${view.name} · ${t(`scada:platform.${view.platform}`)}${view.isMain ? ` · ${t('scada:view.main')}` : ''}`,
      }))}
    />
  );
}
