import { COMPLETE_MAX_PHOTOS, WORK_ORDER_SOLUTION_MAX_LENGTH, WORK_ORDER_SUGGESTION_MAX_LENGTH } from '@fieldlink/domain';
import { Button, Form, Input, TextArea, Toast } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { PhotoPicker } from '../../components/PhotoPicker';
import { SignaturePad, type SignaturePadHandle } from '../../components/SignaturePad';
import { useOrderMutations } from '../../hooks/useWorkOrders';
import { reportForm, type ReportValues } from '../../../offline';
import { orderIdOf, workDetailsPath } from '../../utils/orderPaths';
import { announceIncompleteForm } from '../../../../lib/forms/incompleteForm';
import { useOfflineQueue, useQueueAction, useOfflineOrderDetail, useOnline, compressPhoto } from '../../../offline';

/**
 * Mobile submit work (/submitWork?id=): solution, suggestion, working time, photos and the customer's signature.
 * Offline, or behind actions of the order still waiting (issue 40), the report is queued on the phone
 * with its photos made small, and sent when the network is back.
 */
export function SubmitWorkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const id = orderIdOf(query);
  const [photos, setPhotos] = useState<File[]>([]);
  const pad = useRef<SignaturePadHandle>(null);
  const [unsigned, setUnsigned] = useState(false);
  const { report } = useOrderMutations();
  const online = useOnline();
  const order = useOfflineOrderDetail(id).data;
  const queue = useOfflineQueue(id ?? undefined);
  const queueAction = useQueueAction();
  const [saving, setSaving] = useState(false);
  if (id === null) return null;

  const queueReport = async (values: ReportValues, signature: Blob) => {
    setSaving(true);
    try {
      await queueAction({
        orderId: id,
        orderNumber: order?.number ?? String(id),
        kind: 'complete',
        report: {
          solution: values.solution,
          suggestion: values.suggestion?.trim() || null,
          workingHours:
            values.workingHours === undefined || values.workingHours === null || values.workingHours === ''
              ? null
              : Number(values.workingHours),
          photos: await Promise.all(photos.map((photo) => compressPhoto(photo))),
          signature,
        },
      });
    } finally {
      setSaving(false);
    }
    Toast.show({ content: t('workOrders:offline.queued') });
    void navigate(workDetailsPath(id), { replace: true });
  };

  const submit = async (values: ReportValues) => {
    if (!pad.current || pad.current.isEmpty()) {
      setUnsigned(true);
      return;
    }
    const signature = await pad.current.toBlob();
    if (!online || queue.actions.length > 0) return queueReport(values, signature);
    report.mutate(
      { id, form: reportForm(values, photos, signature) },
      {
        onSuccess: () => {
          Toast.show({ icon: 'success', content: t('workOrders:done') });
          void navigate(workDetailsPath(id), { replace: true });
        },
      },
    );
  };

  return (
    <Form
      layout="vertical"
      onFinishFailed={announceIncompleteForm}
      onFinish={(values: ReportValues) => void submit(values)}
      data-testid="submit-work"
      footer={
        <Button block type="submit" color="primary" loading={report.isPending || saving} data-testid="submit-work-ok">
          {t('messages:workOrder.action.complete')}
        </Button>
      }
    >
      <Form.Item
        name="solution"
        label={t('workOrders:fields.solution')}
        rules={[{ required: true, whitespace: true, message: t('messages:validation.required') }]}
      >
        <TextArea data-testid="solution-input" maxLength={WORK_ORDER_SOLUTION_MAX_LENGTH} rows={3} />
      </Form.Item>
      <Form.Item name="suggestion" label={t('workOrders:fields.suggestion')}>
        <TextArea maxLength={WORK_ORDER_SUGGESTION_MAX_LENGTH} rows={2} />
      </Form.Item>
      <Form.Item name="workingHours" label={t('workOrders:fields.workingHours')}>
        <Input type="number" min={0} step={0.5} data-testid="hours-input" />
      </Form.Item>
      <Form.Item label={t('workOrders:fields.photos')}>
        <PhotoPicker value={photos} onChange={setPhotos} max={COMPLETE_MAX_PHOTOS} onRefused={(text) => Toast.show({ content: text })} />
      </Form.Item>
      <Form.Item label={t('workOrders:signature.label')} required>
        <SignaturePad ref={pad} height={200} />
        {unsigned && (
          <div style={{ color: '#ff3141', fontSize: 13, marginTop: 4 }} data-testid="signature-required">
            {t('messages:error.signatureRequired')}
          </div>
        )}
      </Form.Item>
    </Form>
  );
}
