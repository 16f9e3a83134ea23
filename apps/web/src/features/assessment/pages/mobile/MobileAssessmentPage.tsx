import { useQuery } from '@tanstack/react-query';
import { Card, DotLoading, Empty, Grid, List, Tabs, Tag } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { formatTime } from '../../../../lib/format/formatTime';
import { assessmentApi } from '../../api/assessmentApi';
import { monthPeriod, percent } from '../../utils/period';

/** Mobile /assessmentSearch: the signed-in technician's own scores, this month or last. */
export function MobileAssessmentPage() {
  const { t } = useTranslation();
  const client = useApiClient();
  const [offset, setOffset] = useState(0);
  const period = monthPeriod(offset);
  const mine = useQuery({ queryKey: ['assessment', 'mine', period], queryFn: () => assessmentApi.mine(client, period) });
  const summary = mine.data?.items[0];
  const stat = (label: string, value: string | number) => (
    <Grid.Item>
      <div style={{ fontSize: 20, fontWeight: 600 }}>{value}</div>
      <div style={{ fontSize: 12, color: '#999' }}>{label}</div>
    </Grid.Item>
  );
  return (
    <div data-testid="assessment-mobile">
      <Tabs activeKey={String(offset)} onChange={(key) => setOffset(Number(key))}>
        <Tabs.Tab key="0" title={t('assessment:mine.thisMonth')} />
        <Tabs.Tab key="-1" title={t('assessment:mine.lastMonth')} />
      </Tabs>
      {mine.isLoading ? (
        <DotLoading />
      ) : (
        <>
          <Card title={`${period.from} ~ ${period.to}`} style={{ margin: 12 }}>
            <Grid columns={4} style={{ textAlign: 'center' }}>
              {stat(t('assessment:search.points'), summary?.points ?? 0)}
              {stat(t('assessment:search.orders'), summary?.orders ?? 0)}
              {stat(t('assessment:search.onTimeRate'), percent(summary?.onTimeRate ?? null))}
              {stat(t('assessment:search.averageRating'), summary?.averageRating?.toFixed(1) ?? '—')}
            </Grid>
          </Card>
          <List header={t('assessment:search.breakdown')}>
            {(mine.data?.orders.length ?? 0) === 0 && <Empty description={t('assessment:search.empty')} />}
            {mine.data?.orders.map((order) => (
              <List.Item
                key={order.orderId}
                description={`${formatTime(order.completedAt)} · ${t(`assessment:timeliness.${order.timeliness}`)}${order.stars ? ` · ${'★'.repeat(order.stars)}` : ''}`}
                extra={<Tag color={order.total >= 0 ? 'success' : 'danger'}>{order.total}</Tag>}
              >
                {order.number}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </div>
  );
}
