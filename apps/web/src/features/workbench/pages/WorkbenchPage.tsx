import {
  AlertOutlined,
  AppstoreAddOutlined,
  BarChartOutlined,
  CalendarOutlined,
  CheckSquareOutlined,
  FormOutlined,
  InboxOutlined,
  ProfileOutlined,
  SettingOutlined,
  SolutionOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { WORK_ORDER_STATUS_COLORS, findPage } from '@fieldlink/domain';
import { Card, Grid } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation, builtKey } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { useNavigate } from 'react-router';
import { useOpenablePages } from '../../access';
import { useOrderCounts, ACCEPT_ORDERS_PATH, myOrdersPath } from '../../work-orders';
import { WORKBENCH_ENTRIES } from '../utils/workbenchEntries';
import { useProfile } from '../../auth';
import { PendingActionsCard, savedOrderCounts } from '../../offline';

/** Each tile's icon, by its page (or sub page) path. */
const ICONS: Record<string, ReactNode> = {
  orderReview: <ProfileOutlined />,
  myOrder: <ToolOutlined />,
  [ACCEPT_ORDERS_PATH]: <CheckSquareOutlined />,
  application_for_repair: <FormOutlined />,
  partsApplication: <AppstoreAddOutlined />,
  partsRecords: <InboxOutlined />,
  maintain_list: <CalendarOutlined />,
  AssessmentRule: <SolutionOutlined />,
  assessmentSearch: <BarChartOutlined />,
  alarm_records: <AlertOutlined />,
  management: <SettingOutlined />,
};

/** Mobile workbench: my orders by status (a tap opens the list) and the after-sales entries. */
export function WorkbenchPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useProfile('mobile').data?.userId;
  // Offline (issue 40): the counts of the orders saved on the phone.
  const counts = useOrderCounts(true, userId === undefined ? undefined : () => savedOrderCounts(userId));
  const language = useLanguage();
  const mine = [
    { key: 'dispatched', path: ACCEPT_ORDERS_PATH },
    { key: 'accepted', path: myOrdersPath('accepted') },
    { key: 'processing', path: myOrdersPath('processing') },
    { key: 'completed', path: myOrdersPath('completed') },
  ] as const;
  const openable = useOpenablePages();
  const entries = WORKBENCH_ENTRIES.flatMap((entry) => {
    const page = findPage(entry.page);
    const path = entry.path ?? page?.paths.mobile;
    if (!page || !path || !openable.has(page.name)) return [];
    const icon = ICONS[entry.path ?? entry.page];
    return [{ ...entry, path, icon, title: entry.titleKey ? t(entry.titleKey) : page.title[language] }];
  });

  return (
    <div data-testid="workbench" style={{ padding: 12 }}>
      {openable.has('myOrder') && <PendingActionsCard />}
      <Card title={t('workOrders:workbench.mine')} style={{ borderRadius: 8, marginBottom: 12 }}>
        <Grid columns={4} gap={8}>
          {mine.map(({ key, path }) => (
            <Grid.Item key={key} onClick={() => void navigate(path)} data-testid={`workbench-count-${key}`}>
              <div style={{ textAlign: 'center' }}>
                <div style={{ fontSize: 22, fontWeight: 600, color: WORK_ORDER_STATUS_COLORS[key] }}>{counts.data?.[key] ?? 0}</div>
                <div style={{ fontSize: 12, color: '#666' }}>{t(builtKey(`messages:workOrder.status.${key}`))}</div>
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
