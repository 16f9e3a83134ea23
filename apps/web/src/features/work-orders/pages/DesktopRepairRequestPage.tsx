import {
  REPAIR_REQUEST_MAX_PHOTOS,
  RepairRequestSchema,
  WORK_ORDER_CONTACT_NAME_MAX_LENGTH,
  WORK_ORDER_PROBLEM_MAX_LENGTH,
  PHONE_LENGTH,
} from '@fieldlink/domain';
import { App, Button, Card, Form, Input, Result, Select, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useNavigate, useSearchParams } from 'react-router';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import type { RequestAnswer } from '../api/workOrdersApi';
import { PhotoPicker } from '../components/PhotoPicker';
import { useDeviceChoices, useProjectChoices } from '../hooks/useProjectChoices';
import { useOrderMutations } from '../hooks/useWorkOrders';
import { requestForm, type RequestValues } from '../utils/orderForms';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

const FIELDS = ['projectId', 'deviceId', 'problem', 'contactName', 'contactPhone'];

/** Desktop repair request (/afterSales/application_for_repair): project, device, problem, photos, contact. */
export function DesktopRepairRequestPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const rule = useSchemaRule();
  const [form] = Form.useForm<RequestValues>();
  const projectId = Form.useWatch('projectId', form);
  const [photos, setPhotos] = useState<File[]>([]);
  const [done, setDone] = useState<RequestAnswer | null>(null);
  const projects = useProjectChoices();
  const devices = useDeviceChoices(projectId);
  const { request } = useOrderMutations();
  const shape = RepairRequestSchema.shape;

  if (done)
    return (
      <Result
        status="success"
        data-testid="request-done"
        title={t('workOrders:request.sent')}
        subTitle={t('workOrders:request.sentHint', { number: done.number })}
        extra={[
          <Button key="open" type="primary" onClick={() => void navigate(`/afterSales/orderReview?id=${done.id}`)}>
            {t('workOrders:detail.open')}
          </Button>,
          <Button key="again" onClick={() => (setDone(null), setPhotos([]), form.resetFields())}>
            {t('workOrders:request.again')}
          </Button>,
        ]}
      />
    );

  return (
    <Card title={t('workOrders:request.title')} style={{ maxWidth: 760 }}>
      <Form
        form={form}
        layout="vertical"
        data-testid="repair-request-form"
        initialValues={{
          public: false,
          ...(Number(query.get('projectId')) ? { projectId: Number(query.get('projectId')) } : {}),
          ...(Number(query.get('deviceId')) ? { deviceId: Number(query.get('deviceId')) } : {}),
        }}
        onFinishFailed={announceIncompleteForm}
        onFinish={(values) =>
          request.mutate(requestForm(values, photos), {
            onSuccess: setDone,
            onError: (error) => form.setFields(serverFieldErrors(error, FIELDS) as never),
          })
        }
      >
        <Form.Item
          name="projectId"
          label={t('workOrders:fields.project')}
          rules={[{ required: true, message: t('messages:validation.required') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="project-select"
            onChange={() => form.setFieldValue('deviceId', undefined)}
            options={(projects.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
        </Form.Item>
        <Form.Item
          name="deviceId"
          label={t('workOrders:fields.device')}
          rules={[{ required: true, message: t('messages:validation.required') }]}
        >
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="device-select"
            options={(devices.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
          />
        </Form.Item>
        <Form.Item name="problem" required label={t('workOrders:fields.problem')} rules={[rule(shape.problem)]}>
          <Input.TextArea data-testid="problem-input" rows={3} count={{ show: true, max: WORK_ORDER_PROBLEM_MAX_LENGTH }} />
        </Form.Item>
        <Form.Item label={t('workOrders:fields.photos')}>
          <PhotoPicker value={photos} onChange={setPhotos} max={REPAIR_REQUEST_MAX_PHOTOS} onRefused={(text) => void message.error(text)} />
        </Form.Item>
        <Form.Item name="contactName" required label={t('workOrders:fields.contactName')} rules={[rule(shape.contactName)]}>
          <Input data-testid="contact-input" maxLength={WORK_ORDER_CONTACT_NAME_MAX_LENGTH} style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="contactPhone" required label={t('workOrders:fields.contactPhone')} rules={[rule(shape.contactPhone)]}>
          <Input data-testid="phone-input" maxLength={PHONE_LENGTH} style={{ maxWidth: 320 }} />
        </Form.Item>
        <Form.Item name="public" label={t('workOrders:fields.public')} valuePropName="checked" extra={t('workOrders:request.publicHint')}>
          <Switch />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={request.isPending} data-testid="request-submit">
          {t('workOrders:request.submit')}
        </Button>
      </Form>
    </Card>
  );
}
