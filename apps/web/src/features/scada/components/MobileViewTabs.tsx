import { CapsuleTabs } from 'antd-mobile';
import type { ViewRow } from '../api/viewsApi';

/** The project's views to switch between on the phone: mobile views first, then PC ones. */
export function MobileViewTabs({
  views,
  value,
  onChange,
}: {
  views: readonly ViewRow[];
  value: number | undefined;
  onChange(view: ViewRow): void;
}) {
  return (
    <div data-testid="scada-view-switcher">
      <CapsuleTabs
        activeKey={value === undefined ? null : String(value)}
        onChange={(key) => {
          const view = views.find((candidate) => String(candidate.id) === key);
          if (view) onChange(view);
        }}
      >
        {views.map((view) => (
          <CapsuleTabs.Tab key={String(view.id)} title={view.name} />
        ))}
      </CapsuleTabs>
    </div>
  );
}
