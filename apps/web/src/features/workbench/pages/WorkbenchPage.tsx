import {
  AlertOutlined,
  AppstoreAddOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  FormOutlined,
  InboxOutlined,
  ProfileOutlined,
  SolutionOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { PAGES, WORK_ORDER_STATUS_COLORS } from '@fieldlink/domain';
import { Card, Grid } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProfile } from '../../auth/hooks/useProfile';
import { useOrderCounts } from '../../work-orders/hooks/useWorkOrders';
import { ACCEPT_ORDERS_PATH, myOrdersPath } from '../../work-orders/utils/orderPaths';

/** Workbench entries (spec §2): the work-order pages first, then the after-sales pages the user may open. */
const ENTRIES: { page: string; path?: string; titleKey?: string; icon: ReactNode }[] = [
  { page: 'orderReview', icon: <ProfileOutlined /> },
  { page: 'myOrder', icon: <ToolOutlined /> },
  { page: 'myOrder', path: ACCEPT_ORDERS_PATH, titleKey: 'workOrders:accept.title', icon: <CheckSquareOutlined /> },
  { page: 'application_for_repair', icon: <FormOutlined /> },
  { page: 'partsApplication', icon: <AppstoreAddOutlined /> },
  { page: 'partsRecords', icon: <InboxOutlined /> },
  { page: 'maintain_list', icon: <CalendarOutlined /> },
  { page: 'AssessmentRule', icon: <SolutionOutlined /> },
  { page: 'assessmentSearch', icon: <BarChartOutlined /> },
  { page: 'alarm_records', icon: <AlertOutlined /> },
];

/** Mobile workbench: my orders by status (a tap opens the list) and the after-sales entries. */
export function WorkbenchPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const profile = useProfile('mobile').data;
  const counts = useOrderCounts(true);
  const language = i18n.language === 'en-US' ? 'en-US' : 'zh-CN';
  const mine = [
    { key: 'dispatched', path: ACCEPT_ORDERS_PATH },
    { key: 'accepted', path: myOrdersPath('accepted') },
    { key: 'processing', path: myOrdersPath('processing') },
    { key: 'completed', path: myOrdersPath('completed') },
  ] as const;
  const entries = ENTRIES.flatMap((entry) => {
    const page = PAGES.find((p) => p.name === entry.page);
    const path = entry.path ?? page?.paths.mobile;
    if (!page || !path || !profile?.pages.includes(page.name)) return [];
    return [{ ...entry, path, title: entry.titleKey ? t(entry.titleKey) : page.title[language] }];
  });

  return (
    <div data-testid="workbench" style={{ padding: 12 }}>
      <Card title={t('workOrders:workbench.mine')} style={{ borderRadius: 8, marginBottom: 12 }}>
        <Grid columns={4} gap={8}>
          {mine.map(({ key, path }) => (
            <Grid.Item key={key} onClick={() => void navigate(path)} data-testid={`workbench-count-${key}`}>
              <div style={{ textAlign: 'center' }}>
                <div style={{ fontSize: 22, fontWeight: 600, color: WORK_ORDER_STATUS_COLORS[key] }}>{counts.data?.[key] ?? 0}</div>
                <div style={{ fontSize: 12, color: '#666' }}>{t(`messages:workOrder.status.${key}`)}</div>
              </div>
            </Grid.Item>
          ))}
        </Grid>
      </Card>
      <Card title={t('workOrders:workbench.entries')} style={{ borderRadius: 8 }}>
        <Grid columns={4} gap={12}>
          {entries.map((entry) => (
            <Grid.Item
              key={entry.path}
              onClick={() => void navigate(entry.path)}
              data-testid={`workbench-entry-${entry.path.replace(/^\//, '')}`}
            >
              <div style={{ textAlign: 'center' }}>
                <div style={{ fontSize: 26, color: '#1677ff' }}>{entry.icon}</div>
                <div style={{ fontSize: 12, color: '#333' }}>{entry.title}</div>
              </div>
            </Grid.Item>
          ))}
        </Grid>
      </Card>
    </div>
  );
}
