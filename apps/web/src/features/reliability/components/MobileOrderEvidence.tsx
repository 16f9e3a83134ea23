import { useLanguage } from '../../../lib/language/useLanguage';
import { ManualVerificationSchema, VERIFICATION_REASON_MAX_LENGTH } from '@fieldlink/domain';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { Button, Card, Form, List, Popup, Tag, TextArea, Toast } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { builtKey, useTranslation } from '../../../i18n/useTranslation';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';
import { EChart } from '../../../ui/EChart';
import { usePermission } from '../../access';
import { useChartLabels } from '../hooks/useChartLabels';
import { useConfirmRepair, useOrderEvidence } from '../hooks/useReliability';
import { evidenceChartOption } from '../utils/charts';
import { evidenceFacts } from '../utils/evidenceFacts';
import { evidenceLabel, mayConfirmByHand, type EvidenceLabel } from '../utils/figures';

const TAG_COLORS: Record<EvidenceLabel, string> = {
  handling: 'primary',
  awaiting: 'warning',
  verified: 'success',
  not_verifiable: 'default',
  recurred: 'danger',
  manual: 'primary',
};

/** Phone work details: an alarm order's machine data, its verdict and evidence, and the dispatcher's hand confirmation. */
export function MobileOrderEvidence({ orderId, status }: { orderId: number; status: string }) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const language = useLanguage();
  const [confirming, setConfirming] = useState(false);
  const dispatcher = usePermission('orderReview').can('dispatch');
  const evidence = useOrderEvidence(orderId, status);
  const confirm = useConfirmRepair(orderId);
  const labels = useChartLabels();
  const data = evidence.data;
  const option = useMemo(() => (data ? evidenceChartOption(data, labels, true) : null), [data, labels]);
  if (!data || !data.alarm) return null;
  const label = evidenceLabel(status, data.state);
  return (
    <Card
      style={{ margin: '12px 0' }}
      data-testid="order-evidence"
      data-state={label ?? ''}
      title={
        <span>
          {t('reliability:evidence.title')}{' '}
          {label && (
            <Tag color={TAG_COLORS[label]} data-testid="evidence-state">
              {t(builtKey(`reliability:state.${label}`))}
            </Tag>
          )}
        </span>
      }
    >
      {label && <div style={{ fontSize: 13, color: '#888', marginBottom: 8 }}>{t(builtKey(`reliability:hint.${label}`))}</div>}
      {data.samples.length && option ? (
        <EChart option={option} height={180} testId="evidence-chart" data={{ 'data-samples': data.samples.length }} />
      ) : (
        <div style={{ color: '#999', padding: '12px 0' }}>{t('reliability:evidence.noSamples')}</div>
      )}
      <List data-testid="evidence-facts" style={{ '--border-top': 'none' } as React.CSSProperties}>
        {evidenceFacts(data, t, language).map((fact) => (
          <List.Item
            key={fact.key}
            extra={fact.value.length > 24 ? undefined : fact.value}
            description={fact.value.length > 24 ? fact.value : undefined}
          >
            {fact.label}
          </List.Item>
        ))}
      </List>
      {dispatcher && mayConfirmByHand(status, data.state) && (
        <Button block size="small" style={{ marginTop: 8 }} onClick={() => setConfirming(true)} data-testid="confirm-repair">
          {t('reliability:confirm.button')}
        </Button>
      )}
      <Popup visible={confirming} onMaskClick={() => setConfirming(false)} destroyOnClose bodyStyle={{ padding: 12 }}>
        <Form
          layout="vertical"
          onFinishFailed={announceIncompleteForm}
          onFinish={(values: { reason: string }) =>
            confirm.mutate(values.reason.trim(), {
              onSuccess: () => {
                setConfirming(false);
                Toast.show({ icon: 'success', content: t('reliability:confirm.done') });
              },
            })
          }
          footer={
            <Button block type="submit" color="primary" loading={confirm.isPending} data-testid="confirm-repair-ok">
              {t('reliability:confirm.title')}
            </Button>
          }
        >
          <Form.Item name="reason" label={t('reliability:confirm.reason')} rules={[rule(ManualVerificationSchema.shape.reason) as never]}>
            <TextArea
              data-testid="confirm-repair-reason"
              placeholder={t('reliability:confirm.placeholder')}
              maxLength={VERIFICATION_REASON_MAX_LENGTH}
              showCount
              rows={3}
            />
          </Form.Item>
        </Form>
      </Popup>
    </Card>
  );
}
