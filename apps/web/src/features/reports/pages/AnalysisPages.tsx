import { GATEWAY_LOG_FIELDS, CAPTURE_FIELDS, VALUE_CHANGE_FIELDS, DEVICE_STATUS_LABELS } from '@fieldlink/domain';
import { Tag } from 'antd';
import { useTranslation } from '../../../i18n/useTranslation';
import { useLanguage } from '../../../lib/language/useLanguage';
import { formatTime } from '../../../lib/format/formatTime';
import { reportsApi, type CaptureRow, type GatewayLogRow, type ValueChangeRow } from '../api/reportsApi';
import { AnalysisListPage } from '../components/AnalysisListPage';
import { durationText, reasonText } from '../utils/analysisQuery';
import { pointName, pointValue } from '../utils/pointReading';

const STATUS_COLORS = { online: 'green', comm_failure: 'orange', offline: 'default' } as const;

/** Value-change log (data analysis): consecutive samples that differ, and what users wrote. */
export function ValueChangeLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AnalysisListPage<ValueChangeRow>
      page="valueChangeLog"
      title={t('reports:analysis.valueChangeLog')}
      testId="value-change-log"
      path="/analysis/value-changes"
      fields={VALUE_CHANGE_FIELDS}
      needsDevice
      fetch={reportsApi.valueChanges}
      rowKey={(r) => `${r.source}-${r.pointId}-${r.ts}`}
      columns={[
        { title: t('reports:analysis.time'), dataIndex: 'ts', render: formatTime, width: 180 },
        { title: t('reports:analysis.point'), key: 'point', render: (_: unknown, r) => pointName(r, language) },
        { title: t('reports:analysis.previous'), dataIndex: 'previous', render: (v: string | null, r) => pointValue(v, r, language) },
        { title: t('reports:analysis.value'), dataIndex: 'value', render: (v: string | null, r) => pointValue(v, r, language) },
        {
          title: t('reports:analysis.source'),
          dataIndex: 'source',
          render: (s: 'change' | 'write') => <Tag color={s === 'write' ? 'purple' : 'blue'}>{t(`reports:analysis.sources.${s}`)}</Tag>,
        },
        { title: t('reports:analysis.user'), dataIndex: 'userName', render: (v: string | null) => v ?? '' },
      ]}
    />
  );
}

/** Gateway (connection) log: the devices' state changes and how long each lasted. */
export function GatewayLogPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AnalysisListPage<GatewayLogRow>
      page="gatewayLog"
      title={t('reports:analysis.gatewayLog')}
      testId="gateway-log"
      path="/analysis/gateway-log"
      fields={GATEWAY_LOG_FIELDS}
      fetch={reportsApi.gatewayLog}
      rowKey={(r) => r.id}
      columns={[
        { title: t('reports:analysis.time'), dataIndex: 'at', render: formatTime, width: 180 },
        { title: t('reports:analysis.device'), dataIndex: 'deviceName' },
        {
          title: t('reports:analysis.status'),
          dataIndex: 'status',
          render: (s: GatewayLogRow['status']) => <Tag color={STATUS_COLORS[s]}>{DEVICE_STATUS_LABELS[s][language]}</Tag>,
        },
        { title: t('reports:analysis.reason'), dataIndex: 'reason', render: (v: string | null) => reasonText(t, v) },
        {
          title: t('reports:analysis.duration'),
          key: 'duration',
          render: (_: unknown, r) =>
            r.until ? durationText(t, r.at, r.until) : `${durationText(t, r.at, null)} (${t('reports:analysis.ongoing')})`,
        },
      ]}
    />
  );
}

/** Condition collection: samples conditional tasks captured, with their condition. */
export function ConditionCollectionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <AnalysisListPage<CaptureRow>
      page="conditionCollection"
      title={t('reports:analysis.conditionCollection')}
      testId="condition-collection"
      path="/analysis/condition-captures"
      fields={CAPTURE_FIELDS}
      fetch={reportsApi.captures}
      rowKey={(r) => r.id}
      columns={[
        { title: t('reports:analysis.time'), dataIndex: 'ts', render: formatTime, width: 180 },
        { title: t('reports:analysis.device'), dataIndex: 'deviceName' },
        { title: t('reports:analysis.point'), key: 'point', render: (_: unknown, r) => pointName(r, language) },
        { title: t('reports:analysis.value'), dataIndex: 'value', render: (v: string | null, r) => pointValue(v, r, language) },
        { title: t('reports:analysis.task'), dataIndex: 'taskName' },
        { title: t('reports:analysis.condition'), dataIndex: 'condition', render: (c: string) => <code>{c}</code> },
      ]}
    />
  );
}
