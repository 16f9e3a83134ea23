import {
  LinkedRepairRequestSchema,
  REPAIR_REQUEST_MAX_PHOTOS,
  WORK_ORDER_CONTACT_NAME_MAX_LENGTH,
  WORK_ORDER_PROBLEM_MAX_LENGTH,
  PHONE_LENGTH,
} from '@fieldlink/domain';
import { Button, Form, Input, List, Switch, TextArea, Toast } from 'antd-mobile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import type { RequestValues } from '../utils/orderForms';
import { PhotoPicker } from './PhotoPicker';
import { announceIncompleteForm } from '../../../lib/forms/incompleteForm';

const fieldSchema = LinkedRepairRequestSchema.shape;

/**
 * The phone's repair request form (spec §2 /application_for_repair): problem, photos, contact and
 * phone (the shared schemas' rules), public or private. `target` is the device part: pickers for a
 * signed-in user, or the device named by a QR link.
 */
export function MobileRequestForm({
  target,
  busy,
  onSubmit,
}: {
  target: ReactNode;
  busy: boolean;
  onSubmit: (values: Omit<RequestValues, 'projectId' | 'deviceId'>, photos: File[]) => void;
}) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const [photos, setPhotos] = useState<File[]>([]);
  return (
    <Form
      layout="vertical"
      data-testid="repair-request-form"
      initialValues={{ public: false }}
      onFinishFailed={announceIncompleteForm}
      onFinish={(values: Omit<RequestValues, 'projectId' | 'deviceId'>) => onSubmit(values, photos)}
      footer={
        <Button block type="submit" color="primary" loading={busy} data-testid="request-submit">
          {t('workOrders:request.submit')}
        </Button>
      }
    >
      {target}
      <Form.Item name="problem" required label={t('workOrders:fields.problem')} rules={[rule(fieldSchema.problem)] as never}>
        <TextArea
          data-testid="problem-input"
          maxLength={WORK_ORDER_PROBLEM_MAX_LENGTH}
          rows={3}
          placeholder={t('workOrders:request.problemHint')}
        />
      </Form.Item>
      <Form.Item label={t('workOrders:fields.photos')}>
        <PhotoPicker
          value={photos}
          onChange={setPhotos}
          max={REPAIR_REQUEST_MAX_PHOTOS}
          onRefused={(text) => Toast.show({ content: text })}
        />
      </Form.Item>
      <Form.Item name="contactName" required label={t('workOrders:fields.contactName')} rules={[rule(fieldSchema.contactName)] as never}>
        <Input data-testid="contact-input" maxLength={WORK_ORDER_CONTACT_NAME_MAX_LENGTH} clearable />
      </Form.Item>
      <Form.Item name="contactPhone" required label={t('workOrders:fields.contactPhone')} rules={[rule(fieldSchema.contactPhone)] as never}>
        <Input data-testid="phone-input" type="tel" maxLength={PHONE_LENGTH} clearable />
      </Form.Item>
      <List.Item
        extra={
          <Form.Item name="public" valuePropName="checked" noStyle>
            <Switch />
          </Form.Item>
        }
        description={t('workOrders:request.publicHint')}
      >
        {t('workOrders:fields.public')}
      </List.Item>
    </Form>
  );
}
