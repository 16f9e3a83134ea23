import { Alert, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/useTranslation';
import { AdminPage } from '../../../ui/AdminPage';
import { FiguresTab } from '../components/FiguresTab';
import { MaterialsTab } from '../components/MaterialsTab';
import { TasksTab } from '../components/TasksTab';
import { TemplatesTab } from '../components/TemplatesTab';

const TABS = ['tasks', 'templates', 'materials', 'figures'] as const;

/** Production management (spec §2 /productionManagement), desktop: tasks, task templates, raw materials and figures as tabs (`?tab=`). */
export function ProductionPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((name) => name === params.get('tab')) ?? 'tasks';
  const body = { tasks: <TasksTab />, templates: <TemplatesTab />, materials: <MaterialsTab />, figures: <FiguresTab /> };
  return (
    <AdminPage title={t('production:title')} testId="production">
      <Alert type="info" showIcon message={t('production:intro')} style={{ marginBottom: 16 }} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams({ tab: key }, { replace: true })}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: t(`production:tabs.${key}`), children: body[key] }))}
      />
    </AdminPage>
  );
}
