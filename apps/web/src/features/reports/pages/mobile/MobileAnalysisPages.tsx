import { useQuery } from '@tanstack/react-query';
import { DEVICE_STATUS_LABELS } from '@fieldlink/domain';
import { Card, DotLoading, Empty, List, Picker, Selector, Tag } from 'antd-mobile';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useApiClient } from '../../../../lib/http/ApiClientContext';
import { useLanguage } from '../../../../lib/language/useLanguage';
import { formatTime } from '../../../../lib/format/formatTime';
import { devicesApi } from '../../../devices';
import { reportsApi } from '../../api/reportsApi';
import { MobileLimitedNotice } from '../../components/MobileLimitedNotice';
import { durationText, hoursOf, lastHours, reasonText } from '../../utils/analysisQuery';
import { pointName, pointValue } from '../../utils/pointReading';

const RANGES = [24, 24 * 7, 24 * 30] as const;

interface Query {
  deviceId: number | undefined;
  hours: number;
}

/** A device picker and a range (1 day, 7 days, 30 days) over a list of rows. */
function MobileAnalysis({
  title,
  testId,
  needsDevice,
  render,
}: {
  title: string;
  testId: string;
  needsDevice?: boolean;
  render: (q: { deviceId: number | undefined; hours: number }) => ReactNode;
}) {
  const { t } = useTranslation();
  const client = useApiClient();
  const [picking, setPicking] = useState(false);
  const [deviceId, setDeviceId] = useState<number>();
  const [hours, setHours] = useState<number>(24);
  const devices = useQuery({ queryKey: ['devices', 'options'], queryFn: () => devicesApi.list(client, { page: 1, pageSize: 500 }, true) });
  const items = devices.data?.items ?? [];
  const chosen = deviceId ?? (needsDevice ? items[0]?.id : undefined);
  return (
    <div data-testid={testId}>
      <Card
        title={title}
        extra={<span onClick={() => setPicking(true)}>{items.find((d) => d.id === chosen)?.name ?? t('reports:filter.device')}</span>}
      />
      <Picker
        visible={picking}
        onClose={() => setPicking(false)}
        columns={[items.map((d) => ({ label: d.name, value: d.id }))]}
        onConfirm={(value) => setDeviceId(value[0] === null || value[0] === undefined ? undefined : Number(value[0]))}
      />
      <Card>
        <Selector
          columns={3}
          value={[hours]}
          options={RANGES.map((h) => ({ value: h, label: `${h / 24} d` }))}
          onChange={(v) => v[0] && setHours(v[0])}
        />
      </Card>
      {needsDevice && chosen === undefined ? <Empty description={t('reports:analysis.pickDevice')} /> : render({ deviceId: chosen, hours })}
    </div>
  );
}

function useList<T>(
  key: string,
  q: { deviceId: number | undefined; hours: number },
  fetch: (range: { from: string; to: string }) => Promise<Listed<T>>,
) {
  return useQuery({ queryKey: ['analysis', 'mobile', key, q], queryFn: () => fetch(lastHours(q.hours)) });
}

/** A list's rows and, when HisDataLimit moved the range's start, from when they are shown. */
type Listed<T> = { items: T[]; limitedFrom: string | null };

function Rows<T>({ data, item }: { data: Listed<T> | undefined; item: (row: T) => ReactNode }) {
  if (!data) return <DotLoading />;
  return (
    <>
      <MobileLimitedNotice from={data.limitedFrom} testId="analysis-limited" />
      {data.items.length === 0 ? <Empty /> : <List>{data.items.map(item)}</List>}
    </>
  );
}

function ValueChangeLogRows(q: Query) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useList('changes', q, (r) => reportsApi.valueChanges(client, { ...r, deviceId: q.deviceId, page: 1, pageSize: 100 }));
  return (
    <Rows
      data={list.data}
      item={(r) => (
        <List.Item key={`${r.source}-${r.pointId}-${r.ts}`} description={formatTime(r.ts)} extra={r.userName ?? undefined}>
          {`${pointName(r, language)}: ${pointValue(r.previous, r, language)} → ${pointValue(r.value, r, language)}`}{' '}
          {r.source === 'write' && <Tag color="primary">{t('reports:analysis.sources.write')}</Tag>}
        </List.Item>
      )}
    />
  );
}

export function MobileValueChangeLogPage() {
  const { t } = useTranslation();
  return (
    <MobileAnalysis
      title={t('reports:analysis.valueChangeLog')}
      testId="value-change-log"
      needsDevice
      render={(q) => <ValueChangeLogRows {...q} />}
    />
  );
}

function GatewayLogRows(q: Query) {
  const { t } = useTranslation();
  const language = useLanguage();
  const client = useApiClient();
  const list = useList('gateway', q, (r) => reportsApi.gatewayLog(client, { ...r, deviceId: q.deviceId, page: 1, pageSize: 100 }));
  return (
    <Rows
      data={list.data}
      item={(r) => (
        <List.Item
          key={r.id}
          description={[formatTime(r.at), durationText(t, r.at, r.until), reasonText(t, r.reason)].filter(Boolean).join(' · ')}
          extra={DEVICE_STATUS_LABELS[r.status][language]}
        >
          {r.deviceName}
        </List.Item>
      )}
    />
  );
}

export function MobileGatewayLogPage() {
  const { t } = useTranslation();
  return <MobileAnalysis title={t('reports:analysis.gatewayLog')} testId="gateway-log" render={(q) => <GatewayLogRows {...q} />} />;
}

function StatusStatisticsRows(q: Query) {
  const { t } = useTranslation();
  const client = useApiClient();
  const list = useQuery({
    queryKey: ['analysis', 'mobile', 'status', q],
    queryFn: () =>
      reportsApi.statusStatistics(client, {
        deviceId: q.deviceId,
        from: dayjs()
          .subtract(Math.max(0, q.hours / 24 - 1), 'day')
          .format('YYYY-MM-DD'),
        to: dayjs().format('YYYY-MM-DD'),
        page: 1,
        pageSize: 200,
      }),
  });
  return (
    <Rows
      data={list.data}
      item={(r) => (
        <List.Item
          key={`${r.deviceId}-${r.day}`}
          description={`${t('reports:analysis.online')} ${hoursOf(r.onlineMs)} h · ${t('reports:analysis.offline')} ${hoursOf(r.offlineMs)} h · ${t('reports:analysis.commFailure')} ${hoursOf(r.commFailureMs)} h`}
        >
          {`${r.day} ${r.deviceName}`}
        </List.Item>
      )}
    />
  );
}

export function MobileStatusStatisticsPage() {
  const { t } = useTranslation();
  return (
    <MobileAnalysis
      title={t('reports:analysis.statusStatistics')}
      testId="status-statistics"
      render={(q) => <StatusStatisticsRows {...q} />}
    />
  );
}

function ConditionCollectionRows(q: Query) {
  const language = useLanguage();
  const client = useApiClient();
  const list = useList('captures', q, (r) => reportsApi.captures(client, { ...r, deviceId: q.deviceId, page: 1, pageSize: 100 }));
  return (
    <Rows
      data={list.data}
      item={(r) => (
        <List.Item key={r.id} description={`${formatTime(r.ts)} · ${r.taskName}: ${r.condition}`}>
          {`${r.deviceName} · ${pointName(r, language)} = ${pointValue(r.value, r, language)}`}
        </List.Item>
      )}
    />
  );
}

export function MobileConditionCollectionPage() {
  const { t } = useTranslation();
  return (
    <MobileAnalysis
      title={t('reports:analysis.conditionCollection')}
      testId="condition-collection"
      render={(q) => <ConditionCollectionRows {...q} />}
    />
  );
}
