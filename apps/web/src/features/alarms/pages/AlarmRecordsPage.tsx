import { ALARM_LEVELS, ALARM_LEVEL_COLORS, isAlarmLevel } from '@fieldlink/domain';
import { DownloadOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Input, Select, Tabs, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSearchParams } from 'react-router';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { Permission } from '../../access';
import { useExport } from '../../../lib/files/useExport';
import { alarmsApi, type AlarmListQuery } from '../api/alarmsApi';
import { AlarmStatisticsPanel } from '../components/AlarmStatisticsPanel';
import { AlarmTable } from '../components/AlarmTable';
import { useAlarmListPage } from '../hooks/useAlarms';

type Range = [Dayjs, Dayjs] | null;

function ActiveAlarms({ deviceId, level }: { deviceId?: number; level?: number }) {
  const list = useAlarmListPage({}, { state: 'open', deviceId, level }, { live: true, pageSize: 50 });
  // A live list: the spinner only while the first page loads, not on every poll.
  return (
    <AlarmTable rows={list.table.dataSource} loading={list.list.isLoading} pagination={list.table.pagination} testId="alarm-active-table" />
  );
}

function AlarmHistory({ deviceId }: { deviceId?: number }) {
  const { t } = useTranslation();
  const client = useApiClient();
  const list = useAlarmListPage({}, { deviceId });
  const { page: _page, pageSize: _pageSize, ...selection } = list.query;
  const exporter = useExport(() => alarmsApi.exportFile(client, selection), t('alarms:title'));
  const within = (range: Range) => ({
    from: range?.[0].startOf('day').toISOString(),
    to: range?.[1].endOf('day').toISOString(),
  });
  return (
    <Flex vertical gap={12}>
      <Flex wrap gap={8}>
        <Input.Search
          allowClear
          placeholder={t('alarms:filters.keyword')}
          style={{ width: 240 }}
          onSearch={(keyword) => list.filter({ keyword: keyword || undefined })}
          data-testid="alarm-history-keyword"
        />
        <Select
          allowClear
          placeholder={t('alarms:filters.level')}
          style={{ width: 120 }}
          options={ALARM_LEVELS.map((level) => ({ value: level, label: t(`alarms:levels.${level}`) }))}
          onChange={(level?: number) => list.filter({ level })}
        />
        <Select
          allowClear
          placeholder={t('alarms:filters.state')}
          style={{ width: 140 }}
          options={(['active', 'acknowledged', 'cleared'] as const).map((state) => ({ value: state, label: t(`alarms:states.${state}`) }))}
          onChange={(state?: AlarmListQuery['state']) => list.filter({ state })}
        />
        <DatePicker.RangePicker
          placeholder={t('alarms:filters.range', { returnObjects: true }) as [string, string]}
          onChange={(range) => list.filter(within(range?.[0] && range[1] ? [range[0], range[1]] : null))}
        />
        <Permission page="alarm_records" need="export">
          <Button icon={<DownloadOutlined />} loading={exporter.isPending} onClick={() => exporter.mutate()} data-testid="alarm-export">
            {t('access:actions.export')}
          </Button>
        </Permission>
      </Flex>
      <AlarmTable
        rows={list.table.dataSource}
        loading={list.list.isLoading}
        pagination={list.table.pagination}
        testId="alarm-history-table"
      />
    </Flex>
  );
}

/** Alarm records (/dataAnalysis/alarms): open alarms live, the history with filters, statistics. */
export function AlarmRecordsPage() {
  const { t } = useTranslation();
  const [query, setQuery] = useSearchParams();
  const deviceId = Number(query.get('deviceId')) || undefined;
  // The home page's alarm figures open the open alarms of one level.
  const requestedLevel = Number(query.get('level'));
  const level = isAlarmLevel(requestedLevel) ? requestedLevel : undefined;
  return (
    <Card data-testid="alarm-records-page" styles={{ body: { paddingTop: 8 } }}>
      <Typography.Title level={4} style={{ marginTop: 8 }}>
        {t('alarms:title')}
        {level && (
          <Tag
            closable
            color={ALARM_LEVEL_COLORS[level]}
            onClose={() => {
              const next = new URLSearchParams(query);
              next.delete('level');
              setQuery(next);
            }}
            style={{ marginInlineStart: 12, verticalAlign: 'middle' }}
            data-testid="alarm-level-filter"
          >
            {t(`alarms:levels.${level}`)}
          </Tag>
        )}
      </Typography.Title>
      <Tabs
        destroyOnHidden
        items={[
          { key: 'active', label: t('alarms:tabs.active'), children: <ActiveAlarms deviceId={deviceId} level={level} /> },
          { key: 'history', label: t('alarms:tabs.history'), children: <AlarmHistory deviceId={deviceId} /> },
          { key: 'statistics', label: t('alarms:tabs.statistics'), children: <AlarmStatisticsPanel /> },
        ]}
      />
    </Card>
  );
}
