import { CompanyHistorySettingsSchema, type CompanyHistorySettings } from '@fieldlink/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Modal, Spin } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useApiClient } from '../../../lib/http/ApiClientContext';
import { useSchemaRule } from '../../../lib/forms/useSchemaRule';
import { serverFieldErrors } from '../../../lib/forms/serverFieldErrors';
import { companiesApi, type CompanyRow } from '../api/companiesApi';
import { validValues } from '../../../lib/forms/validValues';

export interface CompanyHistoryModalProps {
  /** The company whose settings are edited; null keeps the modal closed. */
  company: CompanyRow | null;
  onClose(): void;
  onSubmit(settings: CompanyHistorySettings): Promise<unknown>;
}

const FIELDS = ['retentionMonths', 'hisDataLimitDays'] as const;

/** A company's history retention (months kept) and HisDataLimit (days a user may look back); empty = default / unlimited. */
export function CompanyHistoryModal({ company, onClose, onSubmit }: CompanyHistoryModalProps) {
  const { t } = useTranslation();
  const rule = useSchemaRule();
  const client = useApiClient();
  const [form] = Form.useForm<CompanyHistorySettings>();
  const shape = CompanyHistorySettingsSchema.shape;
  const settings = useQuery({
    queryKey: ['companies', company?.id, 'history-settings'],
    queryFn: () => companiesApi.historySettings(client, company?.id ?? 0),
    enabled: company !== null,
  });

  useLayoutEffect(() => {
    if (!company) return;
    form.resetFields();
    if (settings.data) form.setFieldsValue(settings.data);
  }, [company, settings.data, form]);

  const submit = async () => {
    const values = await validValues(form);
    if (!values) return;
    try {
      await onSubmit({ retentionMonths: values.retentionMonths ?? null, hisDataLimitDays: values.hisDataLimitDays ?? null });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error, FIELDS);
      if (fields.length > 0) form.setFields(fields as Parameters<typeof form.setFields>[0]);
    }
  };

  return (
    <Modal
      open={company !== null}
      title={t('customers:history.title', { name: company?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('access:actions.save')}
      cancelText={t('access:actions.cancel')}
      okButtonProps={{ 'data-testid': 'company-history-submit', disabled: settings.isLoading }}
      forceRender
    >
      <Spin spinning={settings.isLoading}>
        <Form form={form} layout="vertical">
          <Form.Item
            name="retentionMonths"
            label={t('customers:history.retentionMonths')}
            extra={t('customers:history.retentionHint')}
            rules={[rule(shape.retentionMonths)]}
          >
            <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} data-testid="company-history-retention" />
          </Form.Item>
          <Form.Item
            name="hisDataLimitDays"
            label={t('customers:history.hisDataLimitDays')}
            extra={t('customers:history.limitHint')}
            rules={[rule(shape.hisDataLimitDays)]}
          >
            <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} data-testid="company-history-limit" />
          </Form.Item>
        </Form>
      </Spin>
    </Modal>
  );
}
