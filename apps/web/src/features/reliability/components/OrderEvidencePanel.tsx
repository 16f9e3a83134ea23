import { useLanguage } from '../../../lib/language/useLanguage';
import { App, Button, Card, Descriptions, Empty, Flex, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { EChart } from '../../../ui/EChart';
import { usePermission } from '../../access';
import { useConfirmRepair, useOrderEvidence } from '../hooks/useReliability';
import { evidenceChartOption } from '../utils/charts';
import { evidenceFacts } from '../utils/evidenceFacts';
import { EVIDENCE_COLORS, evidenceLabel, mayConfirmByHand } from '../utils/figures';
import { useChartLabels } from '../hooks/useChartLabels';
import { ConfirmRepairModal } from './ConfirmRepairModal';

/**
 * Desktop order drawer: an alarm order's machine data (issue 39). While handled, the alarm's point
 * live and its chart around the failure; after completion the data's verdict with its evidence,
 * and a dispatcher's hand confirmation with a reason.
 */
export function OrderEvidencePanel({ orderId, status }: { orderId: number; status: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { message } = App.useApp();
  const [confirming, setConfirming] = useState(false);
  const dispatcher = usePermission('orderReview').can('dispatch');
  const evidence = useOrderEvidence(orderId, status);
  const confirm = useConfirmRepair(orderId);
  const labels = useChartLabels();
  const data = evidence.data;
  const option = useMemo(() => (data ? evidenceChartOption(data, labels) : null), [data, labels]);
  if (!data || !data.alarm) return null;
  const label = evidenceLabel(status, data.state);
  return (
    <Card
      size="small"
      data-testid="order-evidence"
      data-state={label ?? ''}
      title={
        <Flex gap={8} align="center">
          {t('reliability:evidence.title')}
          {label && (
            <Tag color={EVIDENCE_COLORS[label]} data-testid="evidence-state">
              {t(builtKey(`reliability:state.${label}`))}
            </Tag>
          )}
        </Flex>
      }
      extra={
        dispatcher &&
        mayConfirmByHand(status, data.state) && (
          <Button size="small" onClick={() => setConfirming(true)} data-testid="confirm-repair">
            {t('reliability:confirm.button')}
          </Button>
        )
      }
    >
      {label && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t(builtKey(`reliability:hint.${label}`))}
        </Typography.Paragraph>
      )}
      <Typography.Text strong>{t('reliability:evidence.chart')}</Typography.Text>
      {data.samples.length && option ? (
        <EChart option={option} height={220} testId="evidence-chart" data={{ 'data-samples': data.samples.length }} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('reliability:evidence.noSamples')} />
      )}
      <Descriptions
        size="small"
        column={2}
        data-testid="evidence-facts"
        items={evidenceFacts(data, t, language).map((fact) => ({ key: fact.key, label: fact.label, children: fact.value }))}
      />
      {confirming && (
        <ConfirmRepairModal
          busy={confirm.isPending}
          onClose={() => setConfirming(false)}
          onSubmit={(reason) =>
            confirm.mutate(reason, {
              onSuccess: () => {
                setConfirming(false);
                void message.success(t('reliability:confirm.done'));
              },
            })
          }
        />
      )}
    </Card>
  );
}
