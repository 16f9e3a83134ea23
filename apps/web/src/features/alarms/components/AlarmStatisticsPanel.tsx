import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Flex, Row, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { alarmsApi } from '../api/alarmsApi';
import { AlarmLevelTag } from './AlarmLevelTag';

/** Alarms raised over a range: total, and counts by level, by day and by device. */
export function AlarmStatisticsPanel({ projectId }: { projectId?: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(29, 'day').startOf('day'), dayjs().endOf('day')]);
  const stats = useQuery({
    queryKey: ['alarms', 'statistics', range[0].valueOf(), range[1].valueOf(), projectId],
    queryFn: () => alarmsApi.statistics(client, { from: range[0].toISOString(), to: range[1].toISOString(), projectId }),
  });
  const data = stats.data;
  return (
    <Flex vertical gap={16} data-testid="alarm-statistics">
      <Flex gap={8} align="center">
        <span>{t('alarms:statistics.range')}</span>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0].startOf('day'), value[1].endOf('day')])}
        />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={4}>
          <Card size="small">
            <Statistic title={t('alarms:statistics.total')} value={data?.total ?? 0} loading={stats.isLoading} />
          </Card>
        </Col>
        {[1, 2, 3, 4].map((level) => (
          <Col xs={12} md={5} key={level}>
            <Card size="small">
              <Statistic
                title={<AlarmLevelTag level={level} />}
                value={data?.byLevel.find((row) => row.level === level)?.count ?? 0}
                loading={stats.isLoading}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={12}>
          <Card size="small" title={t('alarms:statistics.byDay')}>
            <Table
              rowKey="day"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={[...(data?.byDay ?? [])].reverse()}
              columns={[
                { key: 'day', title: t('alarms:statistics.day'), dataIndex: 'day' },
                { key: 'count', title: t('alarms:statistics.count'), dataIndex: 'count' },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small" title={t('alarms:statistics.byDevice')}>
            <Table
              rowKey="deviceId"
              size="small"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={data?.byDevice ?? []}
              columns={[
                { key: 'device', title: t('alarms:columns.device'), dataIndex: 'deviceName' },
                { key: 'count', title: t('alarms:statistics.count'), dataIndex: 'count' },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
