import { SIM_OPERATION_KINDS, type SimCardDetail, type SimOperation } from '@fieldlink/domain';
import { Alert, Button, Card, Descriptions, Empty, List, Space, Spin } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { usePermission } from '../../access';
import { idFromQuery } from '../../scada';
import type { SimAction } from '../api/simCardsApi';
import { FlagTags } from '../components/FlagTags';
import { SimCardActionsModal } from '../components/SimCardActionsModal';
import { UsageChart } from '../components/UsageChart';
import { useSimCard } from '../hooks/useSimCards';
import { formatMb } from '../utils/simPaths';

const ACTIONS: SimAction[] = ['renew', 'changePlan', 'extend', 'topUp'];

/** One operation in words ("Renewed 12 months, to 2027-12-31"). */
function useOperationText() {
  const { t } = useTranslation();
  return (op: SimOperation) =>
    SIM_OPERATION_KINDS.includes(op.kind)
      ? t(builtKey(`simCards:operation.${op.kind}`), op.detail as Record<string, string | number>)
      : op.kind;
}

/** A SIM card (both shells, `?cardId=`): its numbers, plan, this cycle's data, the usage chart, its operations and actions. */
export function SimCardDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const cardId = idFromQuery(params.get('cardId'));
  const card = useSimCard(cardId);
  const permission = usePermission('card_list_SIM');
  const [acting, setActing] = useState<{ card: SimCardDetail; action: SimAction }>();
  const operationText = useOperationText();
  if (cardId === undefined) return <Empty description={t('simCards:action.noCard')} />;
  if (!card.data) return <Spin style={{ display: 'block', margin: 48 }} />;
  const c = card.data;

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="sim-detail">
      <Card title={`${c.msisdn ?? c.iccid} · ${c.deviceName}`} extra={<FlagTags card={c} />}>
        {c.syncError && (
          <Alert type="warning" showIcon message={t('simCards:syncError', { error: c.syncError })} style={{ marginBottom: 12 }} />
        )}
        <Descriptions column={{ xs: 1, md: 2, lg: 3 }} size="small">
          <Descriptions.Item label={t('simCards:fields.iccid')}>{c.iccid}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.imsi')}>{c.imsi ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.msisdn')}>{c.msisdn ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.carrier')}>{t(builtKey(`simCards:carrier.${c.carrier}`))}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.provider')}>{t(builtKey(`simCards:provider.${c.provider}`))}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:columns.status')}>{t(builtKey(`simCards:status.${c.status}`))}</Descriptions.Item>
          <Descriptions.Item
            label={t('simCards:fields.planName')}
          >{`${c.planName} · ${formatMb(c.planDataMb)} · ${c.monthlyFee}`}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.activatedOn')}>{c.activatedOn ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.expiresOn')}>{c.expiresOn}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.cycle')}>{c.cycleStart}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.allowance')}>
            <span data-testid="sim-detail-usage">{`${formatMb(c.usedMb)} / ${formatMb(c.allowanceMb)} (${c.usagePercent}%)`}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('simCards:fields.warningPercent')}>{`${c.warningPercent}%`}</Descriptions.Item>
          <Descriptions.Item label={t('simCards:lastSync')}>
            {c.lastSyncAt ? new Date(c.lastSyncAt).toLocaleString() : t('simCards:never')}
          </Descriptions.Item>
        </Descriptions>
        {permission.can('edit') && (
          <Space wrap style={{ marginTop: 12 }}>
            {ACTIONS.map((action) => (
              <Button key={action} onClick={() => setActing({ card: c, action })} data-testid={`sim-detail-${action}`}>
                {t(builtKey(`simCards:actions.${action}`))}
              </Button>
            ))}
          </Space>
        )}
      </Card>
      <Card title={t('simCards:usageChart')}>
        <UsageChart usage={c.usage} />
      </Card>
      <Card title={t('simCards:operations')}>
        <List
          size="small"
          dataSource={c.operations}
          locale={{ emptyText: t('simCards:noOperations') }}
          renderItem={(op) => (
            <List.Item key={op.id} extra={new Date(op.createdAt).toLocaleString()}>
              {operationText(op)}
              {op.userName ? ` · ${op.userName}` : ''}
            </List.Item>
          )}
        />
      </Card>
      <SimCardActionsModal target={acting} onClose={() => setActing(undefined)} />
    </Space>
  );
}
